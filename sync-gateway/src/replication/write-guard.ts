import {
  DOC_TYPES,
  ancestorRevs,
  dbForType,
  kindOf,
  kindsWhere,
  docShapeProblem,
  installationOfSeries,
  isDocType,
  referencingType,
  typePart,
} from '@restaurantpro/schema';
import type { StoreDb, StoredDoc, WriteResult } from '../store/types.ts';
import type { WriteContexts } from '../write-context/index.ts';
import { isAddressableDocId } from './access.ts';
import type { ReplicatedDb } from './read-filter.ts';
import {
  judgeIncoming,
  judgeOfflineEdit,
  offlineCreation,
  parseIncoming,
  type DeviceActor,
} from './schema-adapter.ts';

/**
 * Who writes a batch: one actor (a personal device), or, for a shared terminal, the writer each
 * document names, resolved per document (or the reason that person may not write there).
 */
export type Writers = DeviceActor | ((doc: StoredDoc) => Promise<DeviceActor | { refused: string }>);

export interface Refusal {
  id: string;
  error: 'forbidden';
  reason: string;
}

export interface GuardedBatch {
  /** What to store: each accepted document as the schema parsed it. */
  accepted: StoredDoc[];
  refused: Map<number, Refusal>;
  /**
   * Replicated revisions refused by a rule (not for their form): their branches are closed once the
   * batch is stored, so the device that made them converges on the server's state (see refused-branches.ts).
   */
  branches: Array<{ doc: StoredDoc; winner: StoredDoc | null }>;
}

/**
 * The revision a replicated document is judged against: the newest of its ancestors the store
 * holds. That is usually the current winner (the device edited what it had pulled); when the
 * device edited several times on a revision the server has since moved past, it is the revision
 * the device started from, and the accepted edit becomes a conflict for the merge to settle.
 * `stored` tells that the revision itself is already in the store (nothing to write).
 */
async function baseRevision(
  db: StoreDb,
  doc: StoredDoc,
  winner: StoredDoc | null,
): Promise<{ base: StoredDoc | null; stored: boolean }> {
  if (winner !== null && winner._rev === doc._rev) return { base: winner, stored: true };
  const history = doc._revisions;
  if (history === undefined) return { base: winner, stored: false };
  const ancestors = ancestorRevs(history);
  if (winner?._rev !== undefined && ancestors.includes(winner._rev)) return { base: winner, stored: false };
  if (winner === null && ancestors.length === 0) return { base: null, stored: false };
  const wanted = [doc._rev as string, ...ancestors.slice(0, MAX_ANCESTORS_READ)];
  const found = new Map<string, StoredDoc>();
  for (const entry of await db.getOpenRevs(doc._id, wanted)) {
    if ('ok' in entry && entry.ok._rev !== undefined && entry.ok._deleted !== true)
      found.set(entry.ok._rev, entry.ok);
  }
  if (found.has(doc._rev as string)) return { base: winner, stored: true };
  const newest = ancestors.find((rev) => found.has(rev));
  return { base: newest === undefined ? winner : (found.get(newest) as StoredDoc), stored: false };
}

/** How many revisions `doc` is past `base` on its own history (0 when `base` is not on it). */
function editedSince(base: StoredDoc, doc: StoredDoc): number {
  const history = doc._revisions;
  if (history === undefined || base._rev === undefined) return 0;
  return ancestorRevs(history).indexOf(base._rev) + 1;
}

/** How far back in a device's history the guard looks for a revision the store holds. */
const MAX_ANCESTORS_READ = 50;

/**
 * Who made the creation of a document created and edited offline. On a personal device, the one
 * user. On a shared terminal, another member may have made it (a waiter's order that the next
 * person at the till then moved): the order's waiter or the check's opener, judged as a member too.
 */
async function creatorOf(
  writers: Writers,
  editor: DeviceActor,
  created: StoredDoc,
): Promise<DeviceActor | { refused: string }> {
  if (typeof writers !== 'function') return editor;
  const named =
    created.type === 'order' ? created.waiterId : created.type === 'check' ? created.openedBy : undefined;
  return typeof named === 'string' && named !== editor.id
    ? writers({ ...created, updatedBy: named })
    : editor;
}

function refusal(id: string, reason: string): Refusal {
  return { id, error: 'forbidden', reason };
}

/**
 * Checks each incoming document: its form first (docShapeProblem: depth, size, `_`-fields,
 * revision and history), then its type's schema and the shared write rules against the revision it
 * was made from (baseRevision), in the context the API's writes are judged in too (WriteContexts:
 * the store as it will be with the batch's earlier documents, e.g. a check opened with its first
 * round; a deletion that would leave references dangling, judged after what pointed at it). Accepted
 * documents are handed back as the schema parsed them. A shared terminal's documents are each
 * judged with the writer they name (`writers`), so a push of two waiters' orders is two verdicts.
 */
export async function guardWrites(
  dbName: ReplicatedDb,
  db: StoreDb,
  writers: Writers,
  docs: StoredDoc[],
  newEdits: boolean,
  contexts: WriteContexts,
): Promise<GuardedBatch> {
  const batch: GuardedBatch = { accepted: [], refused: new Map(), branches: [] };
  const shapes = docs.map((doc) => docShapeProblem(doc, !newEdits));
  const ids = [...new Set(docs.filter((_, index) => shapes[index] === null).map((doc) => doc._id))];
  const current = new Map<string, StoredDoc>();
  if (ids.length > 0) {
    const rows = await db.allDocs({ keys: ids, include_docs: true });
    for (const row of rows.rows) if (row.doc) current.set(row.id, row.doc);
  }
  const accepted: Array<{ index: number; doc: StoredDoc }> = [];
  for (const index of judgingOrder(docs)) {
    const doc = docs[index] as StoredDoc;
    const shape = shapes[index] ?? null;
    const id = typeof doc._id === 'string' ? doc._id : '';
    if (shape !== null) {
      batch.refused.set(index, refusal(id, shape));
      continue;
    }
    if (id.startsWith('_') || !isAddressableDocId(id)) {
      batch.refused.set(index, refusal(id, 'Identificador de documento no permitido'));
      continue;
    }
    const type = typePart(id);
    if (!isDocType(type) || dbForType(type) !== dbName) {
      batch.refused.set(index, refusal(id, 'Este tipo de documento no pertenece a esta base de datos'));
      continue;
    }
    const winner = current.get(id) ?? null;
    const { base, stored } = newEdits ? { base: winner, stored: false } : await baseRevision(db, doc, winner);
    // A revision the store already holds (a device passing on what it pulled) is nothing to write.
    if (stored) continue;
    const actor = typeof writers === 'function' ? await writers(doc) : writers;
    if ('refused' in actor) {
      batch.refused.set(index, refusal(id, actor.refused));
      if (!newEdits) batch.branches.push({ doc, winner });
      continue;
    }
    // The form first: the store lookups below read the document's amounts (a new line's price
    // against the menu), so a malformed one is refused for its form, as at the API, before any
    // arithmetic sees it.
    const form = parseIncoming(dbName, doc);
    if (!form.ok) {
      batch.refused.set(index, refusal(id, form.reason));
      if (!newEdits) batch.branches.push({ doc, winner });
      continue;
    }
    const context = await contexts.forWrite(base, form.doc, batch.accepted);
    let verdict = judgeIncoming(dbName, actor, base, doc, context, form);
    const ruled = !verdict.ok && verdict.invalid !== true;
    if (ruled && base === null && !newEdits && (doc._revisions?.ids.length ?? 0) > 1) {
      // Created and edited on a device while offline: judge the creation, then the edit.
      const created = offlineCreation(doc);
      if (created !== null) {
        const maker = await creatorOf(writers, actor, created);
        const creation =
          'refused' in maker
            ? { ok: false as const, reason: maker.refused }
            : judgeIncoming(dbName, maker, null, { ...created, updatedBy: maker.id }, context);
        verdict = creation.ok ? judgeOfflineEdit(dbName, actor, created, doc, context) : creation;
      }
    }
    if (ruled && base !== null && !newEdits && editedSince(base, doc) > 1) {
      // Edited several times on a device since the stored revision: judged through its steps.
      verdict = judgeOfflineEdit(dbName, actor, base, doc, context);
    }
    if (verdict.ok) {
      accepted.push({ index, doc: verdict.doc });
      batch.accepted.push(verdict.doc);
    } else {
      batch.refused.set(index, refusal(id, verdict.reason));
      if (!newEdits) batch.branches.push({ doc, winner });
    }
  }
  // Stored in the order they came: the answer to a `new_edits` write lists them so (mergeResults).
  batch.accepted = accepted.sort((a, b) => a.index - b.index).map(({ doc }) => doc);
  return batch;
}

/**
 * The rank of each type in a batch's judging order (the kinds table's `rank`): checks, then every other document (rounds,
 * ingredients…), then what reads them: transfers (rounds), deliveries and stock counts (the
 * ingredients they name, created on the same device), discounts (the bill), payments (the check, the day),
 * sale tickets (paid bills, the previous number) and annulments (their ticket, and their place among
 * the tickets' records in the device's chain), refunds (their ticket), rectifying tickets (their
 * refund), the drawer's movements, and last the day's close (which counts every cash document).
 */
/** The kinds whose documents carry a record of their device's billing chain. */
const CHAIN_TYPES: readonly string[] = kindsWhere((kind) => kind.chain === true);

const JUDGING_RANK: ReadonlyMap<string, number> = new Map(
  DOC_TYPES.map((type) => [type, kindOf(type).rank ?? 1]),
);
const RECTIFYING_TICKET_RANK = 7;
/**
 * An area's or an ingredient's deletion is judged after everything else, so the tables or recipes
 * the same push deletes or moves away no longer point at it (the in-use rule reads the batch's
 * accepted documents).
 */
const REFERENCED_DELETION_RANK = Math.max(...JUDGING_RANK.values()) + 1;

/** A billing record's installation and place in its chain (a ticket's alta, an annulment's anulación). */
function chainPlace(doc: StoredDoc): { installation: string; seq: number } | null {
  const record = doc.fiscal as StoredDoc | undefined;
  const installation = record?.NumeroInstalacion;
  const seq = record?.seq;
  return typeof installation === 'string' && typeof seq === 'number' ? { installation, seq } : null;
}

function rankOf(doc: StoredDoc | undefined): number {
  if (typeof doc?._id !== 'string') return 1;
  if (doc._deleted === true && referencingType(typePart(doc._id)) !== null) return REFERENCED_DELETION_RANK;
  // A rectifying ticket with a record is judged among the sales, in its chain's order.
  if (doc.type === 'ticket' && doc.kind === 'rectifying' && chainPlace(doc) === null)
    return RECTIFYING_TICKET_RANK;
  return JUDGING_RANK.get(typePart(doc._id)) ?? 1;
}

const inChain = (doc: StoredDoc | undefined): doc is StoredDoc =>
  typeof doc?.type === 'string' && CHAIN_TYPES.includes(doc.type);

/**
 * Tickets and annulments in the order they were written, per device (its installation: the record's,
 * or for a ticket without one the installation its series ends in): first the tickets without a
 * billing record (issued before records were written) by number, then the records by their place in
 * the chain, where the device's sales, rectifying tickets and anulaciones interleave. Record n is
 * refused until n − 1 is stored or judged before it, and so is number n of a series.
 */
function ticketOrder(a: StoredDoc | undefined, b: StoredDoc | undefined): number {
  if (!inChain(a) || !inChain(b)) return 0;
  const key = (doc: StoredDoc): [string, number, number, string] => {
    const series = typeof doc.series === 'string' ? doc.series : '';
    const place = chainPlace(doc);
    const number = typeof doc.number === 'number' ? doc.number : 0;
    const installation = place?.installation ?? installationOfSeries(series);
    return [installation, place === null ? 0 : 1, place?.seq ?? number, series];
  };
  const [ka, kb] = [key(a), key(b)];
  for (let i = 0; i < ka.length; i++) {
    const [x, y] = [ka[i] ?? 0, kb[i] ?? 0];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * The order a batch is judged in. A device pushes in the order of its changes feed, where a check
 * edited after its first round (the bill asked for, offline) comes after that round, and a PouchDB
 * client sends a batch in the order the `_revs_diff` answer listed it, which the store builds as its
 * lookups complete. A round judged before its check would be refused ('La cuenta no existe') and its
 * branch closed: the round lost. So checks are judged first, and the rest see them as accepted; the
 * money follows what it reads (JUDGING_RANK), and a series' tickets go by number and a device's
 * records by their place in its chain, so a device that issued tickets 7 and 8 offline (or annulled
 * 7 before issuing 8) never has 8 refused for a 7 that is in the same push. An area's or an
 * ingredient's deletion comes last, after the tables and recipes that may stop pointing at it.
 */
function judgingOrder(docs: readonly StoredDoc[]): number[] {
  return [...docs.keys()].sort(
    (a, b) => rankOf(docs[a]) - rankOf(docs[b]) || ticketOrder(docs[a], docs[b]) || a - b,
  );
}

/**
 * The `_bulk_docs` answer in request order: refusals where they were, the store's results for the
 * rest. With `new_edits:false` CouchDB lists only failures, and so do we.
 */
export function mergeResults(
  docs: StoredDoc[],
  batch: GuardedBatch,
  stored: WriteResult[],
  newEdits: boolean,
): Array<WriteResult | Refusal> {
  if (!newEdits) return [...batch.refused.values(), ...stored.filter((row) => row.error !== undefined)];
  const out: Array<WriteResult | Refusal> = [];
  let next = 0;
  for (const index of docs.keys()) {
    const refusal = batch.refused.get(index);
    if (refusal !== undefined) out.push(refusal);
    else {
      const row = stored[next++];
      if (row !== undefined) out.push(row);
    }
  }
  return out;
}
