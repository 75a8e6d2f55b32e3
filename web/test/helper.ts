/**
 * The web app's test support, one import for every test: an in-memory PouchDB per test and the
 * back-office repository set-up, and a stand-in for the gateway's account routes. Product code never imports it.
 */
export * from './pouch.ts';
export * from './back-office.ts';
export * from './floor.ts';
export * from './money.ts';
export * from './accounts.ts';
export * from './report.ts';
export * from './manual-clock.ts';
