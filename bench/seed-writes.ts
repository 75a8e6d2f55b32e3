// What the seeders share: documents written in big bulkDocs batches straight into a stopped
// gateway's store, and the floor reaction's checkpoint left where a gateway that had followed the
// seeded days live would have left it.
import { FISCAL_QUEUE_FOLLOWER } from '@restaurantpro/sync-gateway/fiscal';
import type { StoreDb, StoredDoc } from '@restaurantpro/sync-gateway/store';

/** Documents per bulkDocs call. */
const BATCH = 10_000;

/**
 * Queues seeded documents and writes them once `BATCH` are waiting; `flush` writes the rest. The
 * first document the store refuses fails the seeding. `written()` counts what the store took.
 */
export function batchWriter(db: StoreDb) {
  let pending: StoredDoc[] = [];
  let written = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const results = await db.bulkDocs(pending);
    const failed = results.find((result) => result.error !== undefined);
    if (failed) throw new Error(`seeding failed: ${failed.id} ${failed.error ?? ''}`);
    written += pending.length;
    pending = [];
  };
  return {
    /** Queues the documents of one day, writing the queue when it holds a batch. */
    add: async (docs: readonly StoredDoc[]) => {
      pending = pending.concat(docs);
      if (pending.length >= BATCH) await flush();
    },
    flush,
    written: () => written,
  };
}

/**
 * Puts the floor's followers' checkpoints at the store's sequence: what was seeded counts as projected
 * (the floor reaction) and as queued for the AEAT (the seeded tickets carry no billing record).
 */
export async function markFloorCaughtUp(floor: StoreDb): Promise<void> {
  const { update_seq } = await floor.info();
  for (const name of ['floor', FISCAL_QUEUE_FOLLOWER]) {
    const id = `_local/reactions-${name}`;
    const current = await floor.get(id).catch(() => null);
    await floor.put({
      _id: id,
      seq: update_seq,
      ...(current?._rev === undefined ? {} : { _rev: current._rev }),
    });
  }
}
