import { createHash } from 'node:crypto';
import { MAX_REVISIONS, parseRev } from '@restaurantpro/schema';
import { StoreError, type StoreDb, type StoredDoc } from '../store/types.ts';

/**
 * Convergence after a refusal. A device that replicates a revision the gateway refuses keeps it:
 * PouchDB moves its checkpoint past the failure and never sends it again, so without more the
 * device would show its own edit for good while the server and every other device show another.
 *
 * The gateway therefore ends the refused branch in the store with a deleted child revision (a
 * tombstone that carries none of the refused content, only its revision ids), which the device
 * then pulls like any other change: a deleted leaf never wins while a live one exists, so the
 * device falls back to the server's winner, with no conflict left on either side. When the refused
 * revision was made on top of the server's current winner, that winner is no longer a leaf once
 * the branch is closed, so it is first written again as a new revision of itself: the device pulls
 * it as the live leaf. (The alternative, reverting on the device when it hears `forbidden`, would
 * need every client to implement it; this works for any CouchDB replicator.)
 */
export async function closeRefusedBranches(
  db: StoreDb,
  branches: ReadonlyArray<{ doc: StoredDoc; winner: StoredDoc | null }>,
): Promise<void> {
  for (const { doc, winner } of branches) await closeBranch(db, doc, winner);
}

/** The tombstone's revision id: derived from the refused one, so a repeated refusal writes nothing new. */
function tombstoneId(rev: string): string {
  return createHash('md5').update(`refused:${rev}`).digest('hex');
}

async function closeBranch(db: StoreDb, doc: StoredDoc, winner: StoredDoc | null): Promise<void> {
  const rev = parseRev(doc._rev);
  if (rev === null) return;
  const history = doc._revisions ?? { start: rev.generation, ids: [rev.id] };
  await keepWinnerLive(db, doc._id, history, winner);
  const id = tombstoneId(doc._rev as string);
  const tombstone: StoredDoc = {
    _id: doc._id,
    _rev: `${rev.generation + 1}-${id}`,
    _deleted: true,
    _revisions: { start: rev.generation + 1, ids: [id, ...history.ids].slice(0, MAX_REVISIONS) },
  };
  await db.bulkDocs([tombstone], { newEdits: false });
}

/**
 * Writes the current winner again as its own child when the refused branch grows from it, so the
 * server keeps a live leaf once the branch is closed. Retried when another write moved the winner
 * meanwhile (then the new winner may no longer be on the branch at all).
 */
async function keepWinnerLive(
  db: StoreDb,
  id: string,
  history: { start: number; ids: string[] },
  winner: StoredDoc | null,
): Promise<void> {
  let current = winner;
  for (let attempt = 0; attempt < 5 && current !== null; attempt++) {
    const on = parseRev(current._rev);
    const onBranch =
      on !== null && on.generation < history.start && history.ids[history.start - on.generation] === on.id;
    if (!onBranch) return;
    try {
      const { _conflicts: _ignored, ...live } = current;
      await db.put(live);
      return;
    } catch (err) {
      if (!(err instanceof StoreError && err.status === 409)) throw err;
      current = await db.get(id).catch((cause: unknown) => {
        // Deleted meanwhile: no live winner left to keep.
        if (cause instanceof StoreError && cause.status === 404) return null;
        throw cause;
      });
    }
  }
}
