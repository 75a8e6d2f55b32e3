import type { StoredDoc, StoreDb } from './types.ts';

/** Documents read per page by default: a page is held in memory, the history never is. */
const SCAN_BATCH = 500;

/** Which `_id`s to read: those starting with `prefix`, those of a `type` (`<type>:…`), or a key range. */
export type ScanRange = { prefix: string } | { type: string } | { startkey: string; endkey: string };

function keyRange(range: ScanRange): { startkey: string; endkey: string } {
  if ('startkey' in range) return range;
  const prefix = 'prefix' in range ? range.prefix : `${range.type}:`;
  return { startkey: prefix, endkey: `${prefix}\ufff0` };
}

/**
 * The live documents of an `_id` range in `_id` order, read `batch` at a time from `_all_docs`
 * (each page starts just after the last id of the one before, so no document is read twice even when
 * ids are added meanwhile). Stopping the loop early reads no further page.
 */
export async function* scan(db: StoreDb, range: ScanRange & { batch?: number }): AsyncGenerator<StoredDoc> {
  const batch = range.batch ?? SCAN_BATCH;
  const { endkey } = keyRange(range);
  let { startkey } = keyRange(range);
  for (;;) {
    const { rows } = await db.allDocs({ startkey, endkey, limit: batch, include_docs: true });
    for (const { doc } of rows) if (doc) yield doc;
    const last = rows[rows.length - 1];
    if (rows.length < batch || last === undefined) return;
    // The smallest key after the last id read.
    startkey = `${last.id}\u0000`;
  }
}
