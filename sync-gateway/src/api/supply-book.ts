import { DOC_SCHEMAS, fromMilli, idPart, type Delivery, type StockCount } from '@restaurantpro/schema';
import { docsByIds, idsInRange, typeRange } from '../store/current.ts';
import { ledgerSourceId, readIngredientLedger } from '../ledgers/ingredient-ledger.ts';
import type { Store, StoredDoc } from '../store/types.ts';
import type { ReadModel } from './read-model.ts';

/** Where a movement of an ingredient's stock comes from, by its ledger key's first part. */
const MOVEMENT_KINDS = { delivery: 'delivery', consume: 'consumption', count: 'count' } as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[keyof typeof MOVEMENT_KINDS];

export interface Movement {
  kind: MovementKind;
  /** The document that moved the stock: `delivery`, `order` or `stock_count` id. */
  sourceId: string;
  /** Its business day, when the document is still stored. */
  businessDate?: string;
  /** Signed, in the ingredient's unit (3 decimals). */
  quantity: string;
}

/**
 * What the supply routes read beyond the read model: deliveries and stock counts (history that grows
 * every day, so read from the store through their key range when asked for, never held in memory)
 * and an ingredient's stock ledger, which only the gateway's reactions write.
 */
export class SupplyBook {
  constructor(
    private readonly model: ReadModel,
    private readonly store: Store,
  ) {}

  private async stored<T extends 'delivery' | 'stock_count'>(type: T) {
    const db = this.store.db('floor');
    const docs = await docsByIds(db, await idsInRange(db, typeRange(type)));
    // A document that does not match its schema is left out, as the read model leaves it out.
    return docs.flatMap((doc) => {
      const parsed = DOC_SCHEMAS[type].safeParse(doc);
      return parsed.success ? [parsed.data as T extends 'delivery' ? Delivery : StockCount] : [];
    });
  }

  /** Deliveries, newest business day first. */
  async deliveries(): Promise<Delivery[]> {
    const found = (await this.stored('delivery')) as Delivery[];
    return found.sort((a, b) => b.businessDate.localeCompare(a.businessDate) || b._id.localeCompare(a._id));
  }

  /** Stock counts, newest business day first. */
  async counts(): Promise<StockCount[]> {
    const found = (await this.stored('stock_count')) as StockCount[];
    return found.sort((a, b) => b.businessDate.localeCompare(a.businessDate) || b._id.localeCompare(a._id));
  }

  /** The invoices and deliveries that name a supplier (what keeps it from being deleted). */
  async supplierUse(supplierId: string): Promise<{ invoices: string[]; deliveries: string[] }> {
    await this.model.fresh('office');
    const invoices = this.model.list('invoice').filter((doc) => doc.supplierId === supplierId);
    const deliveries = (await this.deliveries()).filter((doc) => doc.supplierId === supplierId);
    return {
      invoices: invoices.map((doc) => idPart(doc._id)),
      deliveries: deliveries.map((doc) => idPart(doc._id)),
    };
  }

  /**
   * The entries of an ingredient's stock ledger, oldest business day first, in the order recorded
   * within a day (undated ones last): each
   * delivery line, consumption of a sent order line and count adjustment that moved its stock, as
   * the projection recorded it. `base` is the stock typed before any movement. Null when the
   * ingredient has no ledger yet (nothing has moved its stock).
   */
  async movements(ingredientId: string): Promise<{ base: string; movements: Movement[] } | null> {
    const db = this.store.db('floor');
    const ledger = await readIngredientLedger(db, ingredientId);
    if (ledger === null) return null;
    // Each movement with the id of the document it comes from, whose business day it is dated by.
    const found: Array<{ movement: Movement; source: string }> = [];
    for (const [key, entry] of Object.entries(ledger.entries)) {
      const [prefix, sourceId] = key.split(':');
      const kind = MOVEMENT_KINDS[prefix as keyof typeof MOVEMENT_KINDS] as MovementKind | undefined;
      const source = ledgerSourceId(key);
      if (kind === undefined || sourceId === undefined || source === undefined) continue;
      found.push({ movement: { kind, sourceId, quantity: fromMilli(entry.milli) }, source });
    }
    const sources = await docsByIds(db, [...new Set(found.map(({ source }) => source))]);
    const dates = new Map(
      sources.flatMap((doc: StoredDoc) =>
        typeof doc.businessDate === 'string' ? [[doc._id, doc.businessDate] as const] : [],
      ),
    );
    const dated = found.map(({ movement, source }) => {
      const businessDate = dates.get(source);
      return businessDate === undefined ? movement : { ...movement, businessDate };
    });
    dated.sort((a, b) => (a.businessDate ?? '\uffff').localeCompare(b.businessDate ?? '\uffff'));
    return { base: fromMilli(ledger.base), movements: dated };
  }
}
