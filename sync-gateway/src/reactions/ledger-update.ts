import { idPart, signedMilli, toCents, weightedAverageCost } from '@restaurantpro/schema';
import {
  dayTotal,
  generationOf,
  ingredientLedgerId,
  isSingleDocument,
  ledgerDayId,
  ledgerStock,
  storedDay,
  storedLedger,
  type IngredientLedger,
  type LedgerDay,
  type StockEntry,
} from '../ledgers/ingredient-ledger.ts';
import { splitLedger } from '../ledgers/legacy-ledger.ts';
import { supersedes } from '../ledgers/source-version.ts';
import { readOrUndefined, update } from '../store/update.ts';
import type { StoreDb, StoredDoc } from '../store/types.ts';

/**
 * What a batch does to one ledger, in the batch's order: `set` a movement's part (a count, a
 * delivery: immutable documents, so setting again is harmless), `keep` a consumption as first
 * recorded (a later recipe change does not rewrite it), or `drop` one (a void: the ingredients come
 * back). A consumption's `v` is its order's revision: only a newer one moves it (source-version.ts).
 * `day` is the business day of the movement's source, whose day document holds it; a delivery's
 * part is the head's.
 */
export type KeyedOp =
  | { kind: 'set'; key: string; entry: StockEntry; day: string }
  | { kind: 'keep'; key: string; entry: StockEntry; v: string | undefined; day: string }
  | { kind: 'drop'; key: string; v: string | undefined; day: string };
export type Op = KeyedOp | { kind: 'cost'; cents: number };

const inHead = (op: KeyedOp): boolean => op.key.startsWith('delivery:');

/** The revision a consumption's entry, or its giving back, was last taken from. */
const versionOf = (part: LedgerDay, key: string): string | undefined =>
  part.entries[key]?.v ?? part.dropped[key];

/** Whether a key is known at all (taken, or given back). */
const knows = (part: LedgerDay, key: string): boolean =>
  part.entries[key] !== undefined || part.dropped[key] !== undefined;

/** Gives a consumption back, unless a newer revision of its order is already held. */
function drop(part: LedgerDay, key: string, v: string | undefined): void {
  if (knows(part, key) && !supersedes(v, versionOf(part, key))) return;
  delete part.entries[key];
  if (v !== undefined) part.dropped[key] = v;
}

/**
 * Whether a `keep` records its consumption: not when the line is recorded already (as first taken,
 * whatever the recipe says now: its version moves forward only), nor when a newer revision gave it back.
 */
function keeps(part: LedgerDay, key: string, v: string | undefined): boolean {
  const held = part.entries[key];
  if (held !== undefined) {
    if (v !== undefined && supersedes(v, held.v)) part.entries[key] = { ...held, v };
    return false;
  }
  const dropped = part.dropped[key];
  return dropped === undefined || supersedes(v, dropped);
}

/** Applies one op to a day's entries (or the head's deliveries). */
function applyEntry(part: LedgerDay, op: KeyedOp): void {
  if (op.kind === 'drop') return drop(part, op.key, op.v);
  if (op.kind === 'keep' && !keeps(part, op.key, op.v)) return;
  part.entries[op.key] = op.kind === 'keep' && op.v !== undefined ? { ...op.entry, v: op.v } : op.entry;
  delete part.dropped[op.key];
}

/** What a batch did to one day: its total before and after, its document's generation, each op's part. */
interface DayStep {
  before: number;
  after: number;
  /** The day document's generation once written; null when there is none. */
  gen: number | null;
  deltas: Map<KeyedOp, number>;
}

async function updateDay(
  db: StoreDb,
  ingredientId: string,
  day: string,
  ops: readonly KeyedOp[],
): Promise<DayStep> {
  const id = ledgerDayId(ingredientId, day);
  let step = { before: 0, after: 0, deltas: new Map<KeyedOp, number>() };
  const stored = await update(
    db,
    id,
    (current) => {
      const held = storedDay(current);
      const next: LedgerDay = { entries: { ...held.entries }, dropped: { ...held.dropped } };
      const deltas = new Map<KeyedOp, number>();
      for (const op of ops) {
        const before = next.entries[op.key]?.milli ?? 0;
        applyEntry(next, op);
        deltas.set(op, (next.entries[op.key]?.milli ?? 0) - before);
      }
      step = { before: dayTotal(held), after: dayTotal(next), deltas };
      return JSON.stringify(next) === JSON.stringify(held) ? null : { _id: id, ...next };
    },
    { attempts: 6 },
  );
  return { ...step, gen: stored === undefined ? null : generationOf(stored._rev) };
}

/**
 * The head after a batch: each day's new total (unless another reactor already summed a later
 * version of it), then the cost and the deliveries in the batch's order. A delivery folds into the
 * average once, when its key is new, onto the stock as it stood before it in the batch.
 */
function nextHead(prev: IngredientLedger, ops: readonly Op[], steps: ReadonlyMap<string, DayStep>) {
  const next: IngredientLedger = { ...prev, entries: { ...prev.entries }, days: { ...prev.days } };
  let stock = ledgerStock(prev);
  for (const [day, step] of steps) {
    stock += step.before - (prev.days[day]?.milli ?? 0);
    if (step.gen !== null && step.gen >= (next.days[day]?.gen ?? 0))
      next.days[day] = { milli: step.after, gen: step.gen };
  }
  const deliveries: LedgerDay = { entries: next.entries, dropped: {} };
  for (const op of ops) {
    if (op.kind === 'cost') next.cost = op.cents;
    else if (!inHead(op)) stock += steps.get(op.day)?.deltas.get(op) ?? 0;
    else {
      const before = deliveries.entries[op.key]?.milli;
      if (before === undefined && op.kind === 'set' && op.entry.cents !== undefined)
        next.cost = weightedAverageCost(stock, next.cost, op.entry.milli, op.entry.cents);
      applyEntry(deliveries, op);
      stock += (deliveries.entries[op.key]?.milli ?? 0) - (before ?? 0);
    }
  }
  return next;
}

function freshLedger(ingredient: StoredDoc): IngredientLedger {
  return {
    base: signedMilli(String(ingredient.currentStock ?? '0')),
    cost: toCents(String(ingredient.costPerUnit ?? '0.00')),
    entries: {},
    days: {},
  };
}

function byDay(ops: readonly Op[]): Map<string, KeyedOp[]> {
  const days = new Map<string, KeyedOp[]>();
  for (const op of ops) {
    if (op.kind === 'cost' || inHead(op)) continue;
    const day = days.get(op.day);
    if (day === undefined) days.set(op.day, [op]);
    else day.push(op);
  }
  return days;
}

/**
 * Applies `ops` to an ingredient's ledger: its days first, each on its own, then the head. Another
 * gateway on the same store may write them at the same moment: on a conflict a document is read
 * again and the ops applied on top (each keyed entry is whole, a delivery folds only when its key is
 * new), rather than failing the batch. A batch cut short between a day and the head is handed out
 * again (follow.ts) and sums that day again. `onlyIfExists`: nothing is made for an ingredient that
 * has no ledger yet (null then).
 */
export async function updateLedger(
  db: StoreDb,
  ingredient: StoredDoc,
  ops: readonly Op[],
  onlyIfExists: boolean,
): Promise<{ ledger: IngredientLedger; rev: string | undefined } | null> {
  const ingredientId = idPart(ingredient._id);
  const id = ingredientLedgerId(ingredientId);
  const head = await readOrUndefined(db, id);
  if (head === undefined && onlyIfExists) return null;
  if (head !== undefined && isSingleDocument(head)) await splitLedger(db, ingredientId, head);
  const steps = new Map<string, DayStep>();
  for (const [day, dayOps] of byDay(ops)) steps.set(day, await updateDay(db, ingredientId, day, dayOps));
  let result: IngredientLedger | null = null;
  const stored = await update(
    db,
    id,
    (current) => {
      result = null;
      if (current === undefined && onlyIfExists) return null;
      const prev = current === undefined ? freshLedger(ingredient) : storedLedger(current);
      const next = nextHead(prev, ops, steps);
      result = next;
      if (current !== undefined && JSON.stringify(next) === JSON.stringify(prev)) return null;
      return { _id: id, ...next };
    },
    { attempts: 6 },
  );
  return result === null ? null : { ledger: result, rev: stored?._rev };
}
