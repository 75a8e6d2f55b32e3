import {
  convertMilli,
  costPerUnitIn,
  countDelta,
  fromCents,
  fromMilli,
  idPart,
  ingredientStockStatus,
  signedMilli,
  SYSTEM_ACTOR,
  toCents,
  toMilli,
  weightedAverageCost,
  type IngredientUnit,
} from '@restaurantpro/schema';
import { StoreError, type StoreDb, type StoredDoc } from '../store/types.ts';
import {
  ingredientLedgerId,
  ledgerStock,
  storedLedger,
  type IngredientLedger,
  type StockEntry,
} from '../ledgers/ingredient-ledger.ts';
import { readOrUndefined, update } from '../store/update.ts';
import { supersedes } from '../ledgers/source-version.ts';
import { settleOnLedger } from '../ledgers/settle.ts';
import type { ProjectionPacer } from './pacer.ts';
import { consumptionOps, writeConsumptionRecords } from './recipe-consumption.ts';

/**
 * What a batch does to one ledger, in the batch's order: `set` a movement's part (a count, a
 * delivery: immutable documents, so setting again is harmless), `keep` a consumption as first
 * recorded (a later recipe change does not rewrite it), or `drop` one (a void: the ingredients come
 * back). A consumption's `v` is its order's revision: only a newer one moves it (source-version.ts).
 */
type Op =
  | { kind: 'set'; key: string; entry: StockEntry }
  | { kind: 'keep'; key: string; entry: StockEntry; v: string | undefined }
  | { kind: 'drop'; key: string; v: string | undefined }
  | { kind: 'cost'; cents: number };

export interface StockContext {
  db: StoreDb;
  clock: () => Date;
  /** Paces the rewrites sales make (pacer.ts); without one, every batch writes them at once. */
  pacer?: ProjectionPacer;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const list = (value: unknown): StoredDoc[] => (Array.isArray(value) ? (value as StoredDoc[]) : []);

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
            ? { kind: 'drop', key: op.key, v: doc._rev }
            : { kind: 'keep', key: op.key, entry: { milli: op.milli }, v: doc._rev },
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
    opsOf(idPart(ingredient._id)).push({ kind: 'set', key, entry: { milli, cents } });
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
    });
  }
}

/** The ledger after `ops`, over a fresh ledger from the ingredient as it is when none exists yet. */
function applyOps(ledger: IngredientLedger, ops: readonly Op[]): IngredientLedger {
  const next: IngredientLedger = {
    ...ledger,
    entries: { ...ledger.entries },
    dropped: { ...ledger.dropped },
  };
  for (const op of ops) {
    if (op.kind === 'cost') next.cost = op.cents;
    else if (op.kind === 'drop') drop(next, op.key, op.v);
    else if (op.kind === 'keep' && !keeps(next, op.key, op.v)) continue;
    else if (op.kind === 'set' && next.entries[op.key] !== undefined) next.entries[op.key] = op.entry;
    else {
      const entry = op.kind === 'keep' && op.v !== undefined ? { ...op.entry, v: op.v } : op.entry;
      if (op.entry.cents !== undefined) {
        // A delivery folds into the average once, onto the stock as it stands before it.
        next.cost = weightedAverageCost(ledgerStock(next), next.cost, op.entry.milli, op.entry.cents);
      }
      next.entries[op.key] = entry;
      delete next.dropped[op.key];
    }
  }
  return next;
}

/** The revision a consumption's entry, or its giving back, was last taken from. */
const versionOf = (ledger: IngredientLedger, key: string): string | undefined =>
  ledger.entries[key]?.v ?? ledger.dropped[key];

/** Whether a key is known to the ledger at all (taken, or given back). */
const knows = (ledger: IngredientLedger, key: string): boolean =>
  ledger.entries[key] !== undefined || ledger.dropped[key] !== undefined;

/** Gives a consumption back, unless the ledger already holds a newer revision of its order. */
function drop(ledger: IngredientLedger, key: string, v: string | undefined): void {
  if (knows(ledger, key) && !supersedes(v, versionOf(ledger, key))) return;
  delete ledger.entries[key];
  if (v !== undefined) ledger.dropped[key] = v;
}

/**
 * Whether a `keep` records its consumption: not when the line is recorded already (as first taken,
 * whatever the recipe says now: its version moves forward only), nor when a newer revision gave it back.
 */
function keeps(ledger: IngredientLedger, key: string, v: string | undefined): boolean {
  const held = ledger.entries[key];
  if (held !== undefined) {
    if (v !== undefined && supersedes(v, held.v)) ledger.entries[key] = { ...held, v };
    return false;
  }
  const dropped = ledger.dropped[key];
  return dropped === undefined || supersedes(v, dropped);
}

function freshLedger(ingredient: StoredDoc): IngredientLedger {
  return {
    base: signedMilli(String(ingredient.currentStock ?? '0')),
    cost: toCents(String(ingredient.costPerUnit ?? '0.00')),
    entries: {},
    dropped: {},
  };
}

/**
 * Applies `ops` to an ingredient's ledger. Another gateway on the same store may write it at the
 * same moment: on a conflict it is read again and the ops applied on top (each keyed entry is
 * whole, a delivery folds only when its key is new), rather than failing the batch. `onlyIfExists`:
 * nothing is made for an ingredient that has no ledger yet (null then).
 */
async function updateLedger(
  db: StoreDb,
  ingredient: StoredDoc,
  ops: readonly Op[],
  onlyIfExists: boolean,
): Promise<{ ledger: IngredientLedger; rev: string | undefined } | null> {
  const id = ingredientLedgerId(idPart(ingredient._id));
  let result: IngredientLedger | null = null;
  const stored = await update(
    db,
    id,
    (current) => {
      result = null;
      if (current === undefined && onlyIfExists) return null;
      const ledger = current === undefined ? freshLedger(ingredient) : storedLedger(current);
      const next = applyOps(pick(ledger), ops);
      result = next;
      if (current !== undefined && JSON.stringify(next) === JSON.stringify(pick(ledger))) return null;
      return { _id: id, ...next };
    },
    { attempts: 6 },
  );
  return result === null ? null : { ledger: result, rev: stored?._rev };
}

const pick = (ledger: IngredientLedger): IngredientLedger => ({
  base: ledger.base,
  cost: ledger.cost,
  entries: ledger.entries,
  dropped: ledger.dropped,
});

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
