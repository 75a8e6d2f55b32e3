import { idPart, isLiveCheck, LIVE_CHECK_STATUSES, SYSTEM_ACTOR } from '@restaurantpro/schema';
import { BY_TYPE_STATUS, docsByIds, idsFound } from '../store/current.ts';
import { StoreError, type StoreDb, type StoredDoc } from '../store/types.ts';
import { isConflict, readDoc } from './local-docs.ts';

export interface CheckReactionContext {
  db: StoreDb;
  clock: () => Date;
}

const isLive = (doc: StoredDoc) => typeof doc.status === 'string' && isLiveCheck({ status: doc.status });
const tableOf = (doc: StoredDoc) => (typeof doc.tableId === 'string' ? doc.tableId : null);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Every live check in the store, by table (few: one per occupied table). */
async function liveChecksByTable(db: StoreDb): Promise<Map<string, StoredDoc[]>> {
  const ids: string[] = [];
  for (const status of LIVE_CHECK_STATUSES) {
    ids.push(...(await idsFound(db, { index: BY_TYPE_STATUS, selector: { type: 'check', status } })));
  }
  const byTable = new Map<string, StoredDoc[]>();
  for (const doc of await docsByIds(db, ids)) {
    const tableId = tableOf(doc);
    if (tableId === null || !isLive(doc)) continue;
    byTable.set(tableId, [...(byTable.get(tableId) ?? []), doc]);
  }
  return byTable;
}

/** The check that survives a table's duplicates: the earliest opened, then the smallest id. */
function survivorOf(checks: readonly StoredDoc[]): StoredDoc {
  return [...checks].sort(
    (a, b) =>
      Math.sign(Date.parse(text(a.createdAt)) - Date.parse(text(b.createdAt))) ||
      (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
  )[0] as StoredDoc;
}

async function writeAll(db: StoreDb, docs: StoredDoc[], what: string): Promise<void> {
  const failed = (docs.length > 0 ? await db.bulkDocs(docs) : []).find((row) => row.error !== undefined);
  // A conflict (a device edited it meanwhile) fails the batch, which is handled again from the checkpoint.
  if (failed !== undefined)
    throw new StoreError(409, failed.error ?? 'conflict', failed.reason ?? `${what} write failed`);
}

/**
 * Exactly one live check per table (decision 3 of the check's design). Two devices apart may each
 * open one for the same table; both were accepted (refusing one would orphan its rounds), and here
 * every live check of a table but the earliest (createdAt, then id) becomes `merged` into it. The
 * choice depends on the checks alone, so every gateway on the store picks the same survivor, and
 * checkView follows `mergedInto`: all rounds and guests show on the survivor on every replica.
 */
export async function mergeDuplicateChecks(
  ctx: CheckReactionContext,
  checks: readonly StoredDoc[],
): Promise<void> {
  const tables = new Set(checks.filter(isLive).flatMap((doc) => tableOf(doc) ?? []));
  if (tables.size === 0) return;
  const live = await liveChecksByTable(ctx.db);
  const now = ctx.clock().toISOString();
  const writes: StoredDoc[] = [];
  for (const tableId of tables) {
    const here = live.get(tableId) ?? [];
    if (here.length < 2) continue;
    const survivor = idPart(survivorOf(here)._id);
    for (const doc of here) {
      if (idPart(doc._id) === survivor) continue;
      const { _conflicts: _ignored, ...stored } = doc;
      writes.push({
        ...stored,
        status: 'merged',
        mergedInto: survivor,
        updatedAt: now,
        updatedBy: SYSTEM_ACTOR,
      });
    }
  }
  await writeAll(ctx.db, writes, 'check merge');
}

/** Where the projection last saw a check (so a move also frees the table it left). */
const markerId = (checkId: string) => `_local/reactions-check-table-${checkId}`;

/**
 * A table's status from its checks (decision 8): a live check makes it Ocupada (or Cuenta pedida
 * once every live check asked for the bill); a table left without a live check — its check closed,
 * voided, merged away or moved to another table — goes to Limpieza, until 'Mesa lista'. A table
 * someone already freed (or reserved) after its check finished is left as it is. Replaces the old
 * "occupied when an order is sent", which nothing ever undid.
 */
export async function projectTables(ctx: CheckReactionContext, checks: readonly StoredDoc[]): Promise<void> {
  if (checks.length === 0) return;
  const touched = new Set<string>();
  // When each table's change happened: the latest check event that touched it, not now.
  const eventAt = new Map<string, string>();
  const touch = (tableId: string, at: string) => {
    touched.add(tableId);
    if (at > (eventAt.get(tableId) ?? '')) eventAt.set(tableId, at);
  };
  const moves: Array<{ id: string; tableId: string }> = [];
  for (const doc of checks) {
    const tableId = tableOf(doc);
    if (tableId === null) continue;
    const at = text(doc.closedAt) || text(doc.updatedAt);
    touch(tableId, at);
    const marker = await readDoc(ctx.db, markerId(idPart(doc._id)));
    const before = typeof marker?.tableId === 'string' ? marker.tableId : null;
    if (before !== tableId) {
      if (before !== null) touch(before, at);
      moves.push({ id: markerId(idPart(doc._id)), tableId });
    }
  }
  const live = await liveChecksByTable(ctx.db);
  const tables = await docsByIds(
    ctx.db,
    [...touched].map((id) => `table:${id}`),
  );
  const now = ctx.clock().toISOString();
  const writes: StoredDoc[] = [];
  for (const table of tables) {
    const here = live.get(idPart(table._id)) ?? [];
    const status =
      here.length > 0
        ? here.some((doc) => doc.status === 'open')
          ? 'occupied'
          : 'bill_requested'
        : table.status === 'occupied' || table.status === 'bill_requested'
          ? 'cleaning'
          : table.status;
    if (status === table.status) continue;
    const { _conflicts: _ignored, ...stored } = table;
    // Stamped with the check's own time: a 'Mesa lista' tapped after the close but pushed after
    // this projection ran is newer, and wins the merge of the two revisions; stamped 'now', the
    // projection would win it and send the freed table back to Limpieza.
    writes.push({
      ...stored,
      status,
      updatedAt: eventAt.get(idPart(table._id)) || now,
      updatedBy: SYSTEM_ACTOR,
    });
  }
  await writeAll(ctx.db, writes, 'table');
  for (const move of moves) {
    const current = await readDoc(ctx.db, move.id);
    try {
      await ctx.db.put({
        _id: move.id,
        tableId: move.tableId,
        ...(current?._rev ? { _rev: current._rev } : {}),
      });
    } catch (err) {
      // Another gateway handling the same check recorded it first.
      if (!isConflict(err)) throw err;
    }
  }
}
