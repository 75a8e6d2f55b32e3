import { StoreError } from '../store/types.ts';

/** Rounds before giving up: each means another reactor moved the ledger meanwhile. */
const SETTLE_ROUNDS = 8;

/**
 * Brings a projection (a day's stock row, an ingredient) to its ledger. Two reactors may write both
 * at once (two gateways, a lease lost mid-batch), and a projection computed from an older ledger can
 * land after one from a newer. So after writing, a reactor reads the ledger again: while it moved
 * since the revision the write came from (`usedRev`; `null` when nothing was written), the
 * projection is recomputed over the fresh ledger and checked again. Whoever writes last checks
 * last, so the projection ends at the last ledger. `read` answers null when there is no ledger to
 * bring anything to.
 */
export async function settleOnLedger<L extends { rev: string | undefined }>(
  read: () => Promise<L | null>,
  write: (ledger: L) => Promise<void>,
  usedRev: string | null | undefined,
  what: string,
): Promise<void> {
  let used = usedRev;
  for (let round = 0; round < SETTLE_ROUNDS; round++) {
    const ledger = await read();
    if (ledger === null || (used !== null && ledger.rev === used)) return;
    await write(ledger);
    used = ledger.rev;
  }
  throw new StoreError(409, 'conflict', `${what}: the ledger kept moving`);
}
