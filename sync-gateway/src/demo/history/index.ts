import {
  addDays,
  API_SERIES_CODE,
  businessDate,
  type FloorDoc,
  type Ingredient,
  type Product,
  type Recipe,
  type Settings,
} from '@restaurantpro/schema';
import type { Store } from '../../store/types.ts';
import type { Staff } from './context.ts';
import { writeDay } from './day.ts';
import { planDay } from './plan.ts';
import { Dice } from './random.ts';
import { planDeliveries } from './supply.ts';
import { readyTables } from './tables.ts';
import { HistoryWriter } from './writer.ts';

export type { Person, Staff } from './context.ts';
export { HistoryRefusedError } from './writer.ts';

/** Four weeks: enough for the reports' weeks against the weeks before, and a Z report every day. */
export const DEFAULT_HISTORY_DAYS = 28;

function ofType<T extends FloorDoc['type']>(
  docs: readonly FloorDoc[],
  type: T,
): Extract<FloorDoc, { type: T }>[] {
  return docs.filter((doc): doc is Extract<FloorDoc, { type: T }> => doc.type === type);
}

const key = (doc: { _id: string }) => doc._id.slice(doc._id.indexOf(':') + 1);

/**
 * The demo restaurant's past: the `days` business days before `now`'s (today stays empty, so the live
 * floor starts clean), written in day order through the write rules (HistoryWriter) from the demo's
 * own catalogue (`floor`, the documents just loaded). The same days and figures on every load.
 * Returns how many documents it stored (the gateway's reactions then derive the projections). With
 * `settle` (the reactions already follow the store), it waits for them, then frees the tables.
 */
export async function writeHistory(
  store: Store,
  floor: readonly FloorDoc[],
  staff: Staff,
  now: Date,
  timezone: string,
  days: number,
  settle?: () => Promise<void>,
): Promise<number> {
  if (days <= 0) return 0;
  const [settings] = ofType(floor, 'settings') as Settings[];
  if (settings === undefined) throw new Error('demo history: the demo has no settings');
  const products = new Map(ofType(floor, 'product').map((doc): [string, Product] => [key(doc), doc]));
  const recipes = new Map(ofType(floor, 'recipe').map((doc): [string, Recipe] => [doc.productId, doc]));
  const ingredients = new Map(
    ofType(floor, 'ingredient').map((doc): [string, Ingredient] => [key(doc), doc]),
  );

  const today = businessDate(now, timezone);
  const dates = Array.from({ length: days }, (_, index) => addDays(today, index - days));
  const checks = new Map(dates.map((day) => [day, planDay(day)]));
  const deliveries = planDeliveries(dates, checks, recipes, ingredients);
  const writer = new HistoryWriter(store, timezone);
  const ctx = {
    writer,
    timezone,
    staff,
    settings,
    products,
    dice: new Dice('demo-history'),
    chain: { head: { installation: API_SERIES_CODE, seq: 0 }, numbers: new Map<string, number>() },
  };
  for (const [index, day] of dates.entries()) {
    await writeDay(
      ctx,
      {
        day,
        checks: checks.get(day) ?? [],
        deliveries: deliveries.get(day) ?? [],
        refund: index === Math.floor(days / 2),
        short: index === days - 3 ? 50 : 0,
      },
      ingredients,
    );
  }
  // Reactions that followed the writing (the gateway serving meanwhile) left its tables in Limpieza.
  if (settle !== undefined) {
    await settle();
    await readyTables(writer, staff.waiter, now);
  }
  return writer.written;
}
