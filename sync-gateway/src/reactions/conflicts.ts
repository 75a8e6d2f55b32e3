import { canonicalJson, resolveConflicts, stripRevMeta } from '@restaurantpro/schema';
import { isStoredAnyKind } from '../store/docs.ts';
import type { StoreDb, StoredDoc } from '../store/types.ts';
import { isConflict } from './local-docs.ts';

/**
 * Converges a conflicted document: the schema's deterministic merge of every live leaf is written on
 * the winning revision (unless the winner already equals it) and the losing leaves are deleted. Both
 * steps are deterministic (same content on the same parent gives the same revision id in PouchDB and
 * CouchDB), so two gateways resolving the same conflict write the same revisions instead of
 * answering each other's merge with a new conflict.
 */
export async function resolveConflict(db: StoreDb, winner: StoredDoc): Promise<void> {
  const losers = winner._conflicts ?? [];
  if (losers.length === 0 || winner._rev === undefined || !isStoredAnyKind(winner)) return;
  const leaves = await db.getOpenRevs(winner._id, [winner._rev, ...losers]);
  // Only documents of a kind merge (the doors store no other); the losing leaves are deleted all the same.
  const versions = leaves.flatMap((leaf) =>
    'ok' in leaf && leaf.ok._deleted !== true && isStoredAnyKind(leaf.ok) ? [leaf.ok] : [],
  );
  if (versions.length === 0) return;
  // Sorted by revision so the fold is the same whichever order the store lists leaves in.
  versions.sort((a, b) => ((a._rev ?? '') < (b._rev ?? '') ? -1 : 1));
  const merged = resolveConflicts(versions);
  try {
    if (canonicalJson(stripRevMeta(winner)) !== canonicalJson(merged)) {
      await db.put({ ...merged, _id: winner._id, _rev: winner._rev });
    }
    await db.bulkDocs(losers.map((rev) => ({ _id: winner._id, _rev: rev, _deleted: true })));
  } catch (err) {
    // Another gateway resolved it first; the feed brings its result, which is checked again.
    if (!isConflict(err)) throw err;
  }
}
