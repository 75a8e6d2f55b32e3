import { kindsWhere, idPart, type DocOf, type DocType, type SupplyContext } from '@restaurantpro/schema';
import { BY_TYPE_DATE } from '../store/current.ts';
import { storedOfKind } from '../store/docs.ts';
import type { StoreDb, StoredDoc } from '../store/types.ts';
import type { View } from './view.ts';

/** Supply writes whose rules read the store: what a delivery, a count, an invoice names; a product's sales. */
export const SUPPLY_CONTEXT_TYPES: ReadonlySet<string> = new Set(
  kindsWhere((kind) => kind.context === 'supply'),
);

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const list = (value: unknown): StoredDoc[] => (Array.isArray(value) ? (value as StoredDoc[]) : []);

/** The documents of `type` named by `ids`, by id part: one read, the batch's on top (View). */
async function byIdPart<K extends DocType>(
  view: View,
  type: K,
  ids: ReadonlyArray<string | undefined>,
): Promise<Map<string, StoredDoc & DocOf<K>>> {
  const wanted = [...new Set(ids.flatMap((id) => (id === undefined || id === '' ? [] : [`${type}:${id}`])))];
  if (wanted.length === 0) return new Map();
  return new Map(storedOfKind(type, await view.byIds(wanted)).map((doc) => [idPart(doc._id), doc]));
}

/** Views of the two databases a supply rule reads: the floor's ingredients, the office's suppliers and invoices. */
export interface SupplyViews {
  floor: View;
  office: View;
}

/**
 * The SupplyContext of one supply document (supply-writes.ts in the schema): the lookups its rule
 * asks, read before judging (the rules ask synchronously), from the store and the batch's earlier
 * documents. A delivery costs its supplier, its invoice and its lines' ingredients, a count its
 * ingredients, an invoice its supplier. An edit of a delivery or a count reads nothing: they are
 * written once, and the rule refuses the edit without looking further.
 */
export async function supplyContext(
  views: SupplyViews,
  prev: StoredDoc | null,
  next: StoredDoc,
): Promise<SupplyContext> {
  switch (next.type) {
    case 'delivery': {
      if (prev !== null) return {};
      const lines = list(next.lines);
      const [suppliers, invoices, ingredients] = await Promise.all([
        byIdPart(views.office, 'supplier', [text(next.supplierId)]),
        byIdPart(views.office, 'invoice', [text(next.invoiceId)]),
        byIdPart(
          views.floor,
          'ingredient',
          lines.map((line) => text(line.ingredientId)),
        ),
      ]);
      return {
        supplierOf: (id) => suppliers.get(id),
        invoiceOf: (id) => invoices.get(id),
        ingredientOf: (id) => ingredients.get(id),
      };
    }
    case 'stock_count': {
      if (prev !== null) return {};
      const ingredients = await byIdPart(
        views.floor,
        'ingredient',
        list(next.lines).map((line) => text(line.ingredientId)),
      );
      return { ingredientOf: (id) => ingredients.get(id) };
    }
    case 'invoice': {
      const suppliers = await byIdPart(views.office, 'supplier', [text(next.supplierId)]);
      return { supplierOf: (id) => suppliers.get(id) };
    }
    default:
      return {};
  }
}

/**
 * Whether any order ever stored has a line of the product (a product once sold is retired, not
 * deleted: decision 9). Through the orders' date index, so it reads orders only, and stops at the
 * first one found; the batch's own orders count too. Deleting a product is rare: it may cost the history.
 */
export async function productSoldContext(
  db: StoreDb,
  batch: readonly StoredDoc[],
  productId: string,
): Promise<SupplyContext> {
  const sells = (order: StoredDoc) => list(order.items).some((line) => line.productId === productId);
  let sold = batch.some((doc) => doc.type === 'order' && doc._deleted !== true && sells(doc));
  if (!sold) {
    await db.createIndex(BY_TYPE_DATE);
    const { docs } = await db.find({
      selector: { type: 'order', businessDate: { $gt: null }, items: { $elemMatch: { productId } } },
      fields: ['_id'],
      use_index: [BY_TYPE_DATE.name, BY_TYPE_DATE.name],
      limit: 1,
    });
    sold = docs.length > 0;
  }
  return { productSold: (id) => id === productId && sold };
}
