import {
  convertMilli,
  costPerUnitIn,
  countDelta,
  fromCents,
  fromMilli,
  idPart,
  ingredientStockStatus,
  SYSTEM_ACTOR,
  toCents,
  toMilli,
  type IngredientUnit,
} from '@restaurantpro/schema';
import { StoreError, type StoreDb, type StoredDoc } from '../store/types.ts';
import {
  UNDATED,
  ingredientLedgerId,
  ledgerStock,
  storedLedger,
  type IngredientLedger,
} from '../ledgers/ingredient-ledger.ts';
import { readOrUndefined, update } from '../store/update.ts';
import { updateLedger, type Op } from './ledger-update.ts';
import { settleOnLedger } from '../ledgers/settle.ts';
import type { ProjectionPacer } from './pacer.ts';
import { consumptionOps, writeConsumptionRecords } from './recipe-consumption.ts';

export interface StockContext {
  db: StoreDb;
  clock: () => Date;
  /** Paces the rewrites sales make (pacer.ts); without one, every batch writes them at once. */
  pacer?: ProjectionPacer;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const list = (value: unknown): StoredDoc[] => (Array.isArray(value) ? (value as StoredDoc[]) : []);
/** The business day a movement's source belongs to: the ledger's day document that holds it. */
const dayOf = (source: StoredDoc): string => text(source.businessDate) ?? UNDATED;

/** The batch's documents that move ingredient stock (the projection follows only these). */
export function movesIngredientStock(doc: StoredDoc): boolean {
  const type = doc._id.slice(0, doc._id.indexOf(':'));
  return type === 'order' || type === 'delivery' || type === 'stock_count' || type === 'ingredient';
}

/**
 * Projects a batch of settled floor documents onto ingredient stock (DESIGN.md §10, decision 1):
 * deliveries raise it and move the average cost, sent order lines consume their product's recipe, a
 * void gives the ingredients back, a count adjusts by counted − expected. Each ingredient's ledger
 * is written once per batch, then every ingredient doc whose currentStock or costPerUnit moved, in
 * one bulk write. An ingredient edited by a manager is checked against its ledger: a new costPerUnit
 * is a manual correction (deliveries then move it); its stock is put back to what the ledger says.
 */
export async function projectIngredientStock(ctx: StockContext, docs: readonly StoredDoc[]): Promise<void> {
  const latest = [...new Map(docs.filter(movesIngredientStock).map((doc) => [doc._id, doc])).values()];
  if (latest.length === 0) return;
  const ops = new Map<string, Op[]>();
  const opsOf = (ingredientId: string) => {
    const found = ops.get(ingredientId) ?? [];
    ops.set(ingredientId, found);
    return found;
  };
  const edited = latest.filter((doc) => doc.type === 'ingredient' && doc._deleted !== true);
  const orders = latest.filter((doc) => doc.type === 'order' && doc._deleted !== true);
  const consumed = await consumptionOps(ctx.db, orders);
  const ingredientIds = new Set([
    ...edited.map((doc) => idPart(doc._id)),
    ...consumed.ops.map((op) => op.ingredientId),
    ...latest.flatMap((doc) =>
      doc._deleted === true || (doc.type !== 'delivery' && doc.type !== 'stock_count')
        ? []
        : list(doc.lines).flatMap((line) => text(line.ingredientId) ?? []),
    ),
  ]);
  const ingredients = await readIngredients(ctx.db, [...ingredientIds]);
  const consumedOps = new Map<StoredDoc, typeof consumed.ops>();
  for (const op of consumed.ops) consumedOps.set(op.order, [...(consumedOps.get(op.order) ?? []), op]);
  // A manager's correction of the cost (decision 2) comes first: a delivery pushed with the
  // ingredient it names (created, or corrected, on the same device) folds onto the cost typed.
  for (const doc of edited) {
    if (doc.updatedBy === SYSTEM_ACTOR || typeof doc.costPerUnit !== 'string') continue;
    opsOf(idPart(doc._id)).push({ kind: 'cost', cents: toCents(doc.costPerUnit) });
  }
  // Then in the batch's order, so deliveries fold into the average in the order they reached the store.
  for (const doc of latest) {
    if (doc._deleted === true) continue;
    if (doc.type === 'delivery') deliveryOps(doc, ingredients, opsOf);
    else if (doc.type === 'stock_count') countOps(doc, ingredients, opsOf);
    else if (doc.type === 'order') {
      for (const op of consumedOps.get(doc) ?? []) {
        if (!ingredients.has(op.ingredientId)) continue;
        opsOf(op.ingredientId).push(
          op.milli === null
            ? { kind: 'drop', key: op.key, v: doc._rev, day: dayOf(doc) }
            : { kind: 'keep', key: op.key, entry: { milli: op.milli }, v: doc._rev, day: dayOf(doc) },
        );
      }
    }
  }
  // Before the ledgers: whether a line was consumed is the ledger's to say (its entry), so a crash
  // in between only leaves a record naming ingredients whose entry is yet to be set, or already is.
  await writeConsumptionRecords(ctx.db, consumed.records);
  const ledgers = new Map<string, { ledger: IngredientLedger; rev: string | undefined }>();
  for (const [ingredientId, list] of ops) {
    const ingredient = ingredients.get(ingredientId);
    if (ingredient === undefined) continue;
    // An edit with no movement yet has no ledger to check the doc against: nothing to make.
    const ledger = await updateLedger(
      ctx.db,
      ingredient,
      list,
      list.every((op) => op.kind === 'cost'),
    );
    if (ledger !== null) ledgers.set(ingredientId, ledger);
  }
  const writes: StoredDoc[] = [];
  const paced = new Set<string>();
  for (const [ingredientId, { ledger }] of ledgers) {
    const stored = ingredients.get(ingredientId) as StoredDoc;
    const row = nextIngredient(ctx, stored, ledger);
    if (row === null) continue;
    const write = () => settleIngredient(ctx, ingredientId, null);
    if (mayWait(stored, row, ops.get(ingredientId) ?? []) && ctx.pacer?.holds(row._id, write) === true)
      paced.add(ingredientId);
    else writes.push(row);
  }
  const results = writes.length > 0 ? await ctx.db.bulkDocs(writes) : [];
  const moved = new Set<string>();
  for (const [index, result] of results.entries()) {
    if (result.error === undefined) continue;
    const written = writes[index] as StoredDoc;
    // The ingredient moved meanwhile (a manager's edit, another reactor): settled below on the fresh one.
    if (result.error === 'conflict') moved.add(idPart(written._id));
    else throw new StoreError(409, result.error, result.reason ?? 'projection write failed');
  }
  for (const [ingredientId, { rev }] of ledgers) {
    if (paced.has(ingredientId)) continue;
    await settleIngredient(ctx, ingredientId, moved.has(ingredientId) ? null : rev);
    ctx.pacer?.wrote(`ingredient:${ingredientId}`);
  }
}

/**
 * Whether an ingredient's new stock may wait for its window (pacer.ts): only what sales and voids
 * moved, and only while its status (schema's ingredientStockStatus: low, out, ok) stays as it was.
 * A delivery, a count or a manager's edit is written at once, as is a crossing into low stock.
 */
function mayWait(stored: StoredDoc, row: StoredDoc, ops: readonly Op[]): boolean {
  if (ops.length === 0 || !ops.every((op) => op.kind === 'keep' || op.kind === 'drop')) return false;
  const minStock = String(stored.minStock ?? '0');
  const before = ingredientStockStatus(String(stored.currentStock ?? '0'), minStock);
  return ingredientStockStatus(String(row.currentStock), minStock) === before;
}

async function readIngredients(db: StoreDb, ids: string[]): Promise<Map<string, StoredDoc>> {
  const found = new Map<string, StoredDoc>();
  if (ids.length === 0) return found;
  const read = await db.allDocs({ keys: ids.map((id) => `ingredient:${id}`), include_docs: true });
  for (const row of read.rows) if (row.doc && row.doc._deleted !== true) found.set(idPart(row.id), row.doc);
  return found;
}

const unitOf = (ingredient: StoredDoc) => ingredient.unit as IngredientUnit;

function deliveryOps(
  delivery: StoredDoc,
  ingredients: ReadonlyMap<string, StoredDoc>,
  opsOf: (ingredientId: string) => Op[],
): void {
  for (const line of list(delivery.lines)) {
    const ingredient = ingredients.get(text(line.ingredientId) ?? '');
    if (ingredient === undefined) continue;
    const unit = line.unit as IngredientUnit;
    // The guard refused incompatible units; a line that still does not convert moves nothing.
    const milli = convertMilli(toMilli(String(line.quantity)), unit, unitOf(ingredient));
    const cents = costPerUnitIn(toCents(String(line.unitCost)), unit, unitOf(ingredient));
    if (milli === null || cents === null) continue;
    const key = `delivery:${idPart(delivery._id)}:${String(line.id)}`;
    opsOf(idPart(ingredient._id)).push({ kind: 'set', key, entry: { milli, cents }, day: dayOf(delivery) });
  }
}

function countOps(
  count: StoredDoc,
  ingredients: ReadonlyMap<string, StoredDoc>,
  opsOf: (ingredientId: string) => Op[],
): void {
  for (const line of list(count.lines)) {
    const ingredientId = text(line.ingredientId) ?? '';
    if (!ingredients.has(ingredientId)) continue;
    const milli = countDelta(String(line.expected), String(line.counted));
    opsOf(ingredientId).push({
      kind: 'set',
      key: `count:${idPart(count._id)}:${ingredientId}`,
      entry: { milli },
      day: dayOf(count),
    });
  }
}

/** The ingredient as its ledger says it should be; null when it already is. */
function nextIngredient(
  ctx: StockContext,
  ingredient: StoredDoc,
  ledger: IngredientLedger,
): StoredDoc | null {
  const currentStock = fromMilli(ledgerStock(ledger));
  const costPerUnit = fromCents(ledger.cost);
  if (ingredient.currentStock === currentStock && ingredient.costPerUnit === costPerUnit) return null;
  return {
    ...ingredient,
    currentStock,
    costPerUnit,
    updatedAt: ctx.clock().toISOString(),
    updatedBy: SYSTEM_ACTOR,
  };
}

/**
 * Brings one ingredient to its ledger: it was written from the ledger at `usedRev` (`null`: not
 * written, a manager's edit or another reactor got there first); settleOnLedger brings it to the latest.
 */
export function settleIngredient(
  ctx: StockContext,
  ingredientId: string,
  usedRev: string | null | undefined,
): Promise<void> {
  const read = async () => {
    const stored = await readOrUndefined(ctx.db, ingredientLedgerId(ingredientId));
    return stored === undefined ? null : { ledger: storedLedger(stored), rev: stored._rev };
  };
  return settleOnLedger(
    read,
    async ({ ledger }) => {
      await update(
        ctx.db,
        `ingredient:${ingredientId}`,
        (ingredient) => (ingredient === undefined ? null : nextIngredient(ctx, ingredient, ledger)),
        { attempts: 4 },
      );
    },
    usedRev,
    `ingredient ${ingredientId}`,
  );
}
