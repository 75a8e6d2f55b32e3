/**
 * The write rules of suppliers, invoices, deliveries, stock counts and the stock they move
 * (DESIGN.md §10), dispatched from checkWrite once the writer's role may write the type. Deliveries
 * and counts are written once: each is an entry of the ingredient stock ledger, so an edit would
 * change stock already reported; a mistake is corrected by a new count. What the rules read beyond
 * the document comes from the SupplyContext the gateway fills.
 */
import type { Ingredient, Product } from './docs/catalogue.ts';
import type { Invoice, Supplier } from './docs/office.ts';
import type { Delivery, StockCount } from './docs/supply.ts';
import { idPart } from './ids.ts';
import { PRODUCT_SOLD_MESSAGE } from './rules/in-use.ts';
import type { SupplyContext } from './rules/supply/context.ts';
import {
  STOCK_COUNT_BY_MESSAGE,
  STOCK_COUNT_FINAL_MESSAGE,
  stockCountProblem,
} from './rules/supply/counts.ts';
import { DELIVERY_BY_MESSAGE, DELIVERY_FINAL_MESSAGE, deliveryProblem } from './rules/supply/deliveries.ts';
import { ingredientStockProblem } from './rules/supply/ingredients.ts';
import { invoiceProblem, supplierProblem } from './rules/supply/office.ts';
import {
  NOTHING_TO_WRITE_MESSAGE,
  OK,
  deny,
  unchanged,
  verdict,
  type WriteCheck,
  type WriteRule,
} from './write-check.ts';

export type { SupplyContext } from './rules/supply/context.ts';

export type SupplyDoc = Delivery | StockCount | Supplier | Invoice | Ingredient | Product;

/**
 * The write rule of a stock ledger entry (a delivery, a count): written once, in the name of who
 * made it. A retry of the very same write passes; an edit or a deletion is refused.
 */
function ledgerEntryRule<T extends Delivery | StockCount>(rule: {
  final: string;
  writerOf: (entry: T) => string;
  notTheWriter: string;
  problem: (entry: T, context?: SupplyContext) => string | null;
}) {
  return (actorId: string, prev: T | null, next: T | null, context?: SupplyContext): WriteCheck => {
    if (next === null) return deny(rule.final);
    if (prev !== null) return unchanged(prev, next) ? OK : deny(rule.final);
    return rule.writerOf(next) === actorId ? verdict(rule.problem(next, context)) : deny(rule.notTheWriter);
  };
}

const deliveryWrite = ledgerEntryRule<Delivery>({
  final: DELIVERY_FINAL_MESSAGE,
  writerOf: (delivery) => delivery.receivedBy,
  notTheWriter: DELIVERY_BY_MESSAGE,
  problem: deliveryProblem,
});

const stockCountWrite = ledgerEntryRule<StockCount>({
  final: STOCK_COUNT_FINAL_MESSAGE,
  writerOf: (count) => count.countedBy,
  notTheWriter: STOCK_COUNT_BY_MESSAGE,
  problem: stockCountProblem,
});

/**
 * Whether `actor` may turn `prev` into `next` for a supply document (or an ingredient or product,
 * whose stock and deletion the supply rules govern), its role already allowed to write the type.
 */
export const checkSupplyWrite: WriteRule<SupplyDoc, SupplyContext> = (actor, prev, next, context) => {
  const doc = next ?? prev;
  if (doc === null) return deny(NOTHING_TO_WRITE_MESSAGE);
  switch (doc.type) {
    case 'delivery':
      return deliveryWrite(actor.id, prev as Delivery | null, next as Delivery | null, context);
    case 'stock_count':
      return stockCountWrite(actor.id, prev as StockCount | null, next as StockCount | null, context);
    case 'supplier':
      return next === null ? OK : verdict(supplierProblem(next as Supplier));
    case 'invoice':
      return next === null ? OK : verdict(invoiceProblem(prev as Invoice | null, next as Invoice, context));
    case 'ingredient':
      return verdict(ingredientStockProblem(prev as Ingredient | null, next as Ingredient | null));
    case 'product':
      if (next !== null || prev === null) return OK;
      return context?.productSold?.(idPart(prev._id)) === true ? deny(PRODUCT_SOLD_MESSAGE) : OK;
  }
};
