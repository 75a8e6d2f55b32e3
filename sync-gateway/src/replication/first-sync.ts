import { currentIds, docsByIds, type CurrentPlan } from '../store/current.ts';
import type { Change, ChangesOptions, ChangesResult, Seq, StoreDb, StoredDoc } from '../store/types.ts';
import type { ReadFilter } from './read-filter.ts';

/**
 * Whether a `_changes` request starts from nothing: a device replicating for the first time. CouchDB
 * answers that with every current document once, which is what `firstSync` sends, read from key
 * ranges and indexes rather than by judging every change ever made.
 */
/** Leaf revisions read at a time. */
const LEAVES_AT_ONCE = 50;

/**
 * Every leaf revision of each document, winner first, deleted leaves included, as CouchDB's
 * `style=all_docs` lists them: a device that already holds a branch (it worked offline before its
 * first pull) must learn of the deletion that closed it, or it keeps a conflict the gateway resolved.
 */
async function leavesOf(db: StoreDb, docs: readonly StoredDoc[]): Promise<Map<string, string[]>> {
  const leaves = new Map<string, string[]>();
  for (let start = 0; start < docs.length; start += LEAVES_AT_ONCE) {
    await Promise.all(
      docs.slice(start, start + LEAVES_AT_ONCE).map(async (doc) => {
        const winner = doc._rev ?? '';
        const open = await db.getOpenRevs(doc._id, 'all');
        const others = open.flatMap((entry) =>
          'ok' in entry && entry.ok._rev !== winner ? [entry.ok._rev ?? ''] : [],
        );
        leaves.set(doc._id, [winner, ...others]);
      }),
    );
  }
  return leaves;
}

export function isFirstSync(since: Seq | 'now'): boolean {
  return since === 0 || since === '0';
}

/**
 * What a device that holds nothing is sent: every document its filter allows, as it is now, found
 * through the filter's `current` plan (catalogue by key range, days and open orders by index), so
 * the answer costs today's documents, not the history.
 *
 * The store's sequence is read before anything else: a write landing while the documents are read
 * is either in this answer or after `last_seq`, so the next request (`since=last_seq`) brings it;
 * at worst a document comes twice. `limit` does not cut the answer (it is bounded by what is
 * current): PouchDB takes an answer longer than its batch and goes on from the last change's `seq`.
 * That `seq` is the store's on the last change only, and `0` before it: PouchDB checkpoints each
 * batch at its last change's `seq`, so a device interrupted half-way starts again from nothing
 * instead of believing it holds everything.
 */
export async function firstSync(
  db: StoreDb,
  filter: ReadFilter,
  plan: CurrentPlan,
  options: ChangesOptions,
): Promise<ChangesResult> {
  const { update_seq: lastSeq } = await db.info();
  const docs = (await docsByIds(db, await currentIds(db, plan))).filter((doc) =>
    filter.allows(doc),
  );
  const leaves = options.style === 'all_docs' ? await leavesOf(db, docs) : null;
  const results = docs.map((doc, index): Change => {
    const change: Change = {
      id: doc._id,
      seq: index === docs.length - 1 ? lastSeq : 0,
      changes: (leaves?.get(doc._id) ?? [doc._rev ?? '']).map((rev) => ({ rev })),
    };
    if (options.include_docs === true) {
      if (options.conflicts === true) change.doc = doc;
      else {
        const { _conflicts: _omitted, ...rest } = doc;
        change.doc = rest;
      }
    }
    return change;
  });
  return { results, last_seq: lastSeq };
}
