import type { BulkGetDocEntry, BulkGetRequest, BulkGetResult, StoredDoc } from '../store/types.ts';

/**
 * A device's `_bulk_get?latest=true` for a revision whose branch was closed since its `_changes`
 * listed it (a conflict's losing leaf deleted by the reactions, a refused branch ended) brings that
 * branch's tombstone only. The document's live winner is on another branch, which reaches the device
 * with a later change: until then the device holds the document as deleted, and a cook's screen loses
 * an order being cooked (seen in a 50-device rush, two cooks moving one order: for about half a
 * second, one cook's replica held nothing but tombstones of it).
 *
 * So an answer whose every revision of a document is deleted also carries the document's winner
 * when it is live and the device may read it, with its history (`revs`), as PouchDB's replicator
 * stores every revision an answer brings. CouchDB would send the same winner with the next change.
 * The winners are read through `bulkGet` as the answer was (shared by the devices asking at one
 * sequence): every device pulling a deletion asks for it.
 */
export async function withLiveWinners(
  bulkGet: (req: BulkGetRequest) => Promise<BulkGetResult>,
  result: BulkGetResult,
  allows: (doc: StoredDoc) => boolean,
): Promise<BulkGetResult> {
  const closed = result.results.filter(
    (entry) => entry.docs.length > 0 && entry.docs.every((item) => 'ok' in item && item.ok._deleted === true),
  );
  if (closed.length === 0) return result;
  const read = await bulkGet({ docs: closed.map((entry) => ({ id: entry.id })), revs: true });
  const winners = new Map<string, StoredDoc>();
  for (const entry of read.results)
    for (const item of entry.docs)
      if ('ok' in item && item.ok._deleted !== true && allows(item.ok)) winners.set(entry.id, item.ok);
  if (winners.size === 0) return result;
  return {
    results: result.results.map((entry) => {
      const winner = winners.get(entry.id);
      // Never among the entry's revisions: those are all deleted, the winner is live.
      if (winner === undefined) return entry;
      // A new entry: the one read may be shared with other devices (shared-reads.ts).
      const docs: BulkGetDocEntry[] = [...entry.docs, { ok: winner }];
      return { id: entry.id, docs };
    }),
  };
}
