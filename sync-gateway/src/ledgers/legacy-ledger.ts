import { update } from '../store/update.ts';
import type { StoreDb, StoredDoc } from '../store/types.ts';
import {
  UNDATED,
  dayTotal,
  generationOf,
  ingredientLedgerId,
  isSingleDocument,
  ledgerSourceId,
  ledgerDayId,
  storedDay,
  storedLedger,
  type DayTotal,
  type LedgerDay,
} from './ingredient-ledger.ts';

const READ_AT_ONCE = 1000;

/** The business day of each source document named by `keys` (those no longer stored have none). */
async function daysOfSources(db: StoreDb, keys: readonly string[]): Promise<Map<string, string>> {
  const sources = [...new Set(keys.flatMap((key) => ledgerSourceId(key) ?? []))];
  const days = new Map<string, string>();
  for (let at = 0; at < sources.length; at += READ_AT_ONCE) {
    const read = await db.allDocs({ keys: sources.slice(at, at + READ_AT_ONCE), include_docs: true });
    for (const row of read.rows)
      if (typeof row.doc?.businessDate === 'string') days.set(row.id, row.doc.businessDate);
  }
  return days;
}

function dayOfKey(key: string, days: ReadonlyMap<string, string>): string {
  const source = ledgerSourceId(key);
  return (source === undefined ? undefined : days.get(source)) ?? UNDATED;
}

/**
 * Splits a ledger kept in one document (every entry in its head, as ledgers were first written) into
 * its head and day documents, each consumption and count on its source's business day. The days are
 * written first and the head last: a split cut short is done again from the head, and what a day
 * already holds is kept over the head's copy.
 */
export async function splitLedger(db: StoreDb, ingredientId: string, head: StoredDoc): Promise<void> {
  const ledger = storedLedger(head);
  const dropped = storedDay(head).dropped;
  // Deliveries stay in the head: their sources need not be read.
  const keys = [
    ...Object.keys(ledger.entries).filter((key) => !key.startsWith('delivery:')),
    ...Object.keys(dropped),
  ];
  const sourceDays = await daysOfSources(db, keys);
  const byDay = new Map<string, LedgerDay>();
  const dayOf = (key: string) => {
    const day = dayOfKey(key, sourceDays);
    const found = byDay.get(day) ?? { entries: {}, dropped: {} };
    byDay.set(day, found);
    return found;
  };
  const deliveries: LedgerDay['entries'] = {};
  for (const [key, entry] of Object.entries(ledger.entries)) {
    if (key.startsWith('delivery:')) deliveries[key] = entry;
    else dayOf(key).entries[key] = entry;
  }
  for (const [key, v] of Object.entries(dropped)) dayOf(key).dropped[key] = v;
  const totals: Record<string, DayTotal> = {};
  for (const [day, part] of byDay) {
    let total = 0;
    const stored = await update(db, ledgerDayId(ingredientId, day), (current) => {
      const held = storedDay(current);
      const next = {
        entries: { ...part.entries, ...held.entries },
        dropped: { ...part.dropped, ...held.dropped },
      };
      total = dayTotal(next);
      return { _id: ledgerDayId(ingredientId, day), ...next };
    });
    totals[day] = { milli: total, gen: generationOf(stored?._rev) };
  }
  await update(db, ingredientLedgerId(ingredientId), (current) => {
    if (current === undefined || !isSingleDocument(current)) return null;
    return {
      _id: ingredientLedgerId(ingredientId),
      base: ledger.base,
      cost: ledger.cost,
      entries: deliveries,
      days: totals,
    };
  });
}
