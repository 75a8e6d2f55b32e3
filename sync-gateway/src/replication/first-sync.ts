import { currentIds, type CurrentPlan } from '../store/current.ts';
import type { Change, ChangesOptions, ChangesResult, Seq, StoreDb, StoredDoc } from '../store/types.ts';
import type { ReadFilter } from './read-filter.ts';

/** Documents read at a time. */
const READS_AT_ONCE = 50;

/** A document as current, with its other leaves: live ones (`conflicts`) and deleted ones. */
interface Current {
  doc: StoredDoc;
  conflicts: string[];
  deleted: string[];
}

function generation(rev: string | undefined): number {
  return Number.parseInt(rev ?? '', 10) || 0;
}

/** CouchDB's (and PouchDB's) winner: live before deleted, then the higher generation, then the higher rev. */
function wins(a: StoredDoc, b: StoredDoc): boolean {
  if ((a._deleted === true) !== (b._deleted === true)) return b._deleted === true;
  const byGeneration = generation(a._rev) - generation(b._rev);
  return byGeneration !== 0 ? byGeneration > 0 : (a._rev ?? '') > (b._rev ?? '');
}

/**
 * Each document and its leaves from one read of every leaf (`open_revs=all`): the winner is picked
 * here as the store picks it, so the winning body is not read a second time (it used to be read by
 * `_all_docs` and then again with the leaves). Deleted and missing documents are left out; the order
 * of `ids` is kept.
 */
async function readCurrent(db: StoreDb, ids: readonly string[]): Promise<Current[]> {
  const out: Current[] = [];
  for (let start = 0; start < ids.length; start += READS_AT_ONCE) {
    const read = await Promise.all(
      ids.slice(start, start + READS_AT_ONCE).map(async (id): Promise<Current | null> => {
        const leaves = (await db.getOpenRevs(id, 'all')).flatMap((entry) =>
          'ok' in entry ? [entry.ok] : [],
        );
        const winner = leaves.reduce<StoredDoc | undefined>(
          (best, leaf) => (best === undefined || wins(leaf, best) ? leaf : best),
          undefined,
        );
        if (winner === undefined || winner._deleted === true) return null;
        const others = leaves.filter((leaf) => leaf !== winner);
        return {
          doc: winner,
          conflicts: others.flatMap((leaf) => (leaf._deleted === true ? [] : [leaf._rev ?? ''])),
          deleted: others.flatMap((leaf) => (leaf._deleted === true ? [leaf._rev ?? ''] : [])),
        };
      }),
    );
    for (const current of read) if (current !== null) out.push(current);
  }
  return out;
}

export function isFirstSync(since: Seq | 'now'): boolean {
  return since === 0 || since === '0';
}

/**
 * What a device that holds nothing is sent: every document its filter allows, as it is now, found
 * through the filter's `current` plan (catalogue by key range, days and open orders by index), so
 * the answer costs today's documents, not the history. CouchDB answers a `_changes` from nothing
 * with every current document once; this is that answer, read from key ranges and indexes rather
 * than by judging every change ever made.
 *
 * With `style=all_docs` each document lists every leaf revision, winner first, deleted leaves
 * included, as CouchDB does: a device that already holds a branch (it worked offline before its
 * first pull) must learn of the deletion that closed it, or it keeps a conflict the gateway resolved.
 *
 * The store's sequence (`lastSeq`) is read by the caller before anything else: a write landing
 * while the documents are read is either in this answer or after `last_seq`, so the next request
 * (`since=last_seq`) brings it; at worst a document comes twice. `limit` does not cut the answer
 * (it is bounded by what is current): PouchDB takes an answer longer than its batch and goes on
 * from the last change's `seq`. That `seq` is the store's on the last change only, and `0` before
 * it: PouchDB checkpoints each batch at its last change's `seq`, so a device interrupted half-way
 * starts again from nothing instead of believing it holds everything.
 */
export async function firstSync(
  db: StoreDb,
  filter: ReadFilter,
  plan: CurrentPlan,
  options: ChangesOptions,
  lastSeq: Seq,
): Promise<ChangesResult> {
  const docs = (await readCurrent(db, await currentIds(db, plan))).filter(({ doc }) => filter.allows(doc));
  const results = docs.map(({ doc, conflicts, deleted }, index): Change => {
    const { _conflicts: _stored, ...body } = doc;
    const winner = doc._rev ?? '';
    const change: Change = {
      id: doc._id,
      seq: index === docs.length - 1 ? lastSeq : 0,
      changes: (options.style === 'all_docs' ? [winner, ...conflicts, ...deleted] : [winner]).map((rev) => ({
        rev,
      })),
    };
    if (options.include_docs === true) {
      change.doc =
        options.conflicts === true && conflicts.length > 0 ? { ...body, _conflicts: conflicts } : body;
    }
    return change;
  });
  return { results, last_seq: lastSeq };
}

/**
 * What a first-sync answer depends on besides the store's sequence: what the device may read and
 * the shape it asked for (`limit` does not cut a first sync, `since` is nothing).
 */
export function answerKey(filter: ReadFilter, options: ChangesOptions): string {
  const style = options.style ?? 'main_only';
  return `${filter.key}|${style}|docs:${options.include_docs === true}|conflicts:${options.conflicts === true}`;
}

/**
 * Whether a first sync can be answered from the plan's indexes now. Until they are built (the first
 * start after the upgrade, see FloorIndexes) it is answered by the store's changes feed, as any
 * other `_changes`: slower on a long history, but it needs no index.
 */
export function firstSyncReady(plan: CurrentPlan, indexesReady: boolean): boolean {
  return plan.queries.length === 0 || indexesReady;
}
