// The queue itself (which orders, in which order) is the schema's rule; named here too because this
// module is where the kitchen screen's queue helpers live.
export { kitchenQueue } from '@restaurantpro/schema';

/** Whole minutes an order has been waiting, never negative (device clocks differ a little). */
export function minutesWaiting(createdAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000));
}

/** "5 min", "1 h 12 min". */
export function formatWaiting(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
