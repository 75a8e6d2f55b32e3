import { parseRev } from '@restaurantpro/schema';

/**
 * Whether a ledger entry taken from revision `incoming` of its source document may replace one taken
 * from `stored`. Two reactors can run at once (two gateways with the lease off, or a lease lost
 * mid-batch), and the slower one may hold an older revision of an order than the one its peer has
 * already applied. An entry only moves forward, in the order the store picks a winning revision
 * (higher generation, then the greater id), so whichever reactor writes last, the ledger ends at the
 * newest revision either was given. An entry without a version (one written before versions) is
 * older than any.
 */
export function supersedes(incoming: string | undefined, stored: string | undefined): boolean {
  const next = parseRev(incoming);
  const held = parseRev(stored);
  if (held === null) return true;
  if (next === null) return false;
  return next.generation !== held.generation ? next.generation > held.generation : next.id >= held.id;
}
