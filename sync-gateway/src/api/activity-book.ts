import type { z } from 'zod';
import {
  accountEventRange,
  accountEventSchema,
  activityEntries,
  addDays,
  businessDate,
  DOC_SCHEMAS,
  idPart,
  priceChangesOn,
  userDocSchema,
  type AccountEvent,
  type ActivityEntry,
  type ActivitySources,
  type DocType,
  type IngredientUnit,
} from '@restaurantpro/schema';
import { priceHistories } from '../ledgers/price-ledger.ts';
import { BY_TYPE_DATE, docsByIds, idsFound, idsInRange, typeRange } from '../store/current.ts';
import type { Store, StoreDb, StoredDoc } from '../store/types.ts';

/** A stored document of `type` as its schema reads it. */
type DocOf<T extends DocType> = z.output<(typeof DOC_SCHEMAS)[T]>;

/** One entry of the log as the API answers it: with the person's name, so a screen needs no other call. */
export interface ActivityRow extends ActivityEntry {
  userName: string;
}

/** The log of one business day: its entries (newest first) and everyone in them, for a filter. */
export interface ActivityDay {
  date: string;
  entries: ActivityRow[];
  people: Array<{ id: string; name: string }>;
}

/** A user's name as the log shows it: first and last name, or the e-mail of an account without one. */
function displayName(doc: StoredDoc): string | null {
  const parsed = userDocSchema.safeParse(doc);
  if (!parsed.success) return null;
  const name = `${parsed.data.firstName} ${parsed.data.lastName}`.trim();
  return name || parsed.data.email;
}

/**
 * Reads the activity log of a business day from the documents' own records (DESIGN.md §6) and hands
 * them to schema's `activityEntries`. Every read is bounded by the day, never by the history: floor
 * documents through the `type`+`businessDate` index, account events through their ULID id range
 * around the day (then kept by their `at`'s business day), and the price ledgers of the catalogue's
 * products, a few spells each.
 */
export class ActivityBook {
  constructor(
    private readonly store: Store,
    private readonly timezone: string,
  ) {}

  private async ofDay<T extends DocType>(type: T, date: string): Promise<Array<DocOf<T>>> {
    const db = this.store.db('floor');
    const ids = await idsFound(db, { index: BY_TYPE_DATE, selector: { type, businessDate: date } });
    return this.parsed(type, await docsByIds(db, ids));
  }

  /** The day's floor documents the log words, under their names in the activity sources. */
  private async floorDay(date: string) {
    const [orders, checks, adjustments, refunds, stockCounts, stockMovements] = await Promise.all([
      this.ofDay('order', date),
      this.ofDay('check', date),
      this.ofDay('adjustment', date),
      this.ofDay('refund', date),
      this.ofDay('stock_count', date),
      this.ofDay('stock_movement', date),
    ]);
    return { orders, checks, adjustments, refunds, stockCounts, stockMovements };
  }

  /** Documents that match their schema (the others are left out, as the read model leaves them). */
  private parsed<T extends DocType>(type: T, docs: readonly StoredDoc[]): Array<DocOf<T>> {
    return docs.flatMap((doc) => {
      const parsed = DOC_SCHEMAS[type].safeParse(doc);
      return parsed.success ? [parsed.data as DocOf<T>] : [];
    });
  }

  /**
   * Account events of the business day. Their ids are ULIDs of their `at` (accountEventId), so the key
   * range from the calendar day before to the one after covers the business day in any time zone
   * (a business day runs from 05:00 to 05:00 local time); `at` then decides.
   */
  private async accountEvents(date: string): Promise<AccountEvent[]> {
    const db = this.store.db('accounts');
    const range = accountEventRange(
      new Date(`${addDays(date, -1)}T00:00:00Z`),
      new Date(`${addDays(date, 2)}T00:00:00Z`),
    );
    const ids = await idsInRange(db, range);
    return (await docsByIds(db, ids)).flatMap((doc) => {
      const parsed = accountEventSchema.safeParse(doc);
      if (!parsed.success) return [];
      return businessDate(new Date(parsed.data.at), this.timezone) === date ? [parsed.data] : [];
    });
  }

  private async names(
    db: StoreDb,
    type: DocType,
    ids: readonly string[],
    read: (doc: StoredDoc) => string | null,
  ) {
    const unique = [...new Set(ids)];
    const docs = await docsByIds(
      db,
      unique.map((id) => `${type}:${id}`),
    );
    return new Map(
      docs.flatMap((doc) => {
        const name = read(doc);
        return name === null ? [] : [[idPart(doc._id), name] as const];
      }),
    );
  }

  async day(date: string): Promise<ActivityDay> {
    const floor = this.store.db('floor');
    const [day, accountEvents, productIds, tables] = await Promise.all([
      this.floorDay(date),
      this.accountEvents(date),
      idsInRange(floor, typeRange('product')),
      idsInRange(floor, typeRange('table')).then((ids) => docsByIds(floor, ids)),
    ]);
    // The catalogue's products and their price histories (the ledger plus the current price, which
    // the reactions may not have recorded yet): a bounded read, the menu's size.
    const products = this.parsed('product', await docsByIds(floor, productIds));
    const histories = await priceHistories(
      floor,
      products.map((p) => idPart(p._id)),
      this.timezone,
    );
    const priceChanges = [...histories].flatMap(([productId, spells]) =>
      priceChangesOn(productId, spells, date),
    );
    const sources: ActivitySources = { ...day, priceChanges, accountEvents };
    const { orders, adjustments, refunds, stockCounts, stockMovements } = day;

    const ingredientIds = stockCounts.flatMap((count) => count.lines.map((line) => line.ingredientId));
    const ingredientDocs = this.parsed(
      'ingredient',
      await docsByIds(
        floor,
        [...new Set(ingredientIds)].map((id) => `ingredient:${id}`),
      ),
    );
    const people = [
      ...orders.flatMap((order) =>
        order.items.flatMap((item) =>
          item.void ? [item.void.by, item.void.approvedBy ?? item.void.by] : [],
        ),
      ),
      ...[...adjustments, ...refunds].flatMap((doc) => [doc.by, doc.approvedBy ?? doc.by]),
      ...stockCounts.map((count) => count.countedBy),
      ...stockMovements.map((movement) => movement.updatedBy),
      ...priceChanges.map((change) => change.by),
      ...accountEvents.flatMap((event) => [event.by, event.userId]),
    ];
    const users = await this.names(this.store.db('accounts'), 'user', people, displayName);
    const entries = activityEntries(sources, {
      users,
      products: new Map(products.map((product) => [idPart(product._id), product.name])),
      tables: new Map(this.parsed('table', tables).map((table) => [idPart(table._id), table.number])),
      ingredients: new Map(
        ingredientDocs.map((doc) => [idPart(doc._id), { name: doc.name, unit: doc.unit as IngredientUnit }]),
      ),
    });
    // Someone who is not an account (the gateway's own 'system' writes) is named by their id.
    const nameOf = (id: string) => users.get(id) ?? id;
    const rows = entries.map((entry) => ({ ...entry, userName: nameOf(entry.userId) }));
    const seen = [...new Set(rows.map((row) => row.userId))];
    return {
      date,
      entries: rows,
      people: seen.map((id) => ({ id, name: nameOf(id) })).sort((a, b) => a.name.localeCompare(b.name, 'es')),
    };
  }
}
