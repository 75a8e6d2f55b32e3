/**
 * Splits a write into batches that each hold a document id at most once, in the order given.
 *
 * PouchDB merges each document of a batch into the revision tree it read for that id, in place, and
 * hands the tree on to the batch's next document of the same id. A document the batch then refuses
 * (a `new_edits` write on a revision that is no longer a leaf: 409) stays merged into that tree,
 * and the next one stores it: the tree gains a leaf with no body. The changes feed lists that leaf,
 * every replicator asks for it, no read can answer it, and each device's sync fails on the same
 * batch for good. The reactions' conflict resolution deletes all losing leaves of a document in one
 * batch, and a device's push can land between its read and its write.
 */
export function batchesEachIdOnce<T extends { _id?: unknown }>(docs: readonly T[]): number[][] {
  const batches: number[][] = [];
  const seen = new Map<unknown, number>();
  docs.forEach((doc, index) => {
    // A document without an id gets a new one from the store: never the same as another's.
    const times = doc._id === undefined ? 0 : (seen.get(doc._id) ?? 0);
    if (doc._id !== undefined) seen.set(doc._id, times + 1);
    (batches[times] ??= []).push(index);
  });
  return batches;
}

/**
 * `write` once per batch of `batchesEachIdOnce`. With `answers: 'each'` a batch answers a row per
 * document, handed back in the order of `docs`; with `'failures'` (a `new_edits: false` write) it
 * lists only its failures, which are joined.
 */
export async function writeEachIdOnce<T extends { _id?: unknown }, R>(
  docs: readonly T[],
  answers: 'each' | 'failures',
  write: (batch: T[]) => Promise<R[]>,
): Promise<R[]> {
  const batches = batchesEachIdOnce(docs);
  if (batches.length <= 1) return write([...docs]);
  const rows: R[] = answers === 'each' ? new Array<R>(docs.length) : [];
  for (const batch of batches) {
    const written = await write(batch.map((index) => docs[index] as T));
    if (answers === 'failures') rows.push(...written);
    else
      batch.forEach((index, k) => {
        rows[index] = written[k] as R;
      });
  }
  return rows;
}
