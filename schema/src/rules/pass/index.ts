// The kitchen pass's rules: a line's course and firing, station routing, the order's status from its
// lines, late tickets and all-day counts. One module for the screens and both of the gateway's doors.
export * from './courses.ts';
export * from './routing.ts';
export * from './ticket-time.ts';
export * from './all-day.ts';
export * from './line-status.ts';
export * from './line-moves.ts';
export * from './board.ts';
