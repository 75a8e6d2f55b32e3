import { createHash } from 'node:crypto';
import { parseRev } from '@restaurantpro/schema';
import { StoreError, type StoreDb, type StoredDoc } from '../store/types.ts';

/**
 * A leaf revision the store lists but cannot read: a revision tree damaged by PouchDB's batch
 * defect (store/each-id-once.ts) in a data folder written before the store split its batches. The
 * changes feed lists such a leaf, every device asks for it, and each device's sync fails on that
 * batch for good. Closed here with a deleted child revision (as a refused branch is closed,
 * refused-branches.ts): the feed then lists a leaf that reads, and a device asking again with
 * `latest` gets that tombstone. A deleted leaf never wins while a live one exists, so nothing a
 * screen shows changes. Resolves with the revisions closed.
 */
export async function closeUnreadableLeaves(
  db: StoreDb,
  unsent: ReadonlyArray<{ id: string; rev?: string | undefined; error: string }>,
): Promise<string[]> {
  const closed: string[] = [];
  // Each leaf once, even if asked for by several entries of one answer.
  const asked = new Map<string, { id: string; rev: string }>();
  for (const { id, rev, error } of unsent)
    if (error === 'not_found' && rev !== undefined) asked.set(`${id} ${rev}`, { id, rev });
  for (const { id, rev } of asked.values()) {
    const parsed = parseRev(rev);
    if (parsed === null) continue;
    const leaves = await db.getOpenRevs(id, 'all').catch((err: unknown) => {
      // A document that is not there at all has no leaf to close.
      if (err instanceof StoreError && err.status === 404) return [];
      throw err;
    });
    if (!leaves.some((leaf) => 'missing' in leaf && leaf.missing === rev)) continue;
    const hash = createHash('md5').update(`unreadable:${rev}`).digest('hex');
    // Its history is the one revision: both stores graft a short path onto the branch holding it.
    const tombstone: StoredDoc = {
      _id: id,
      _rev: `${parsed.generation + 1}-${hash}`,
      _deleted: true,
      _revisions: { start: parsed.generation + 1, ids: [hash, parsed.id] },
    };
    const [row] = await db.bulkDocs([tombstone], { newEdits: false });
    if (row?.error === undefined) closed.push(rev);
  }
  return closed;
}
