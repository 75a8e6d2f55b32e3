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
import { unchanged } from './money-writes.ts';
import type { Role } from './roles.ts';
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
import type { WriteCheck } from './write-check.ts';

export type { SupplyContext } from './rules/supply/context.ts';

export type SupplyDoc = Delivery | StockCount | Supplier | Invoice | Ingredient | Product;

const OK: WriteCheck = { ok: true };
const deny = (reason: string): WriteCheck => ({ ok: false, reason });
const verdict = (problem: string | null): WriteCheck => (problem === null ? OK : deny(problem));

/** A document written once: a retry of the very same write passes, anything else is refused. */
function writtenOnce<T extends Delivery | StockCount>(
  prev: T | null,
  next: T | null,
  final: string,
  judge: (doc: T) => WriteCheck,
): WriteCheck {
  if (next === null) return deny(final);
  if (prev !== null) return unchanged(prev, next) ? OK : deny(final);
  return judge(next);
}

/**
 * Whether `actor` may turn `prev` into `next` for a supply document (or an ingredient or product,
 * whose stock and deletion the supply rules govern), its role already allowed to write the type.
 */
export function checkSupplyWrite(
  actor: { id: string; role: Role },
  prev: SupplyDoc | null,
  next: SupplyDoc | null,
  context?: SupplyContext,
): WriteCheck {
  const doc = next ?? prev;
  if (doc === null) return deny('No hay nada que escribir');
  switch (doc.type) {
    case 'delivery':
      return writtenOnce(
        prev as Delivery | null,
        next as Delivery | null,
        DELIVERY_FINAL_MESSAGE,
        (delivery) =>
          delivery.receivedBy === actor.id
            ? verdict(deliveryProblem(delivery, context))
            : deny(DELIVERY_BY_MESSAGE),
      );
    case 'stock_count':
      return writtenOnce(
        prev as StockCount | null,
        next as StockCount | null,
        STOCK_COUNT_FINAL_MESSAGE,
        (count) =>
          count.countedBy === actor.id
            ? verdict(stockCountProblem(count, context))
            : deny(STOCK_COUNT_BY_MESSAGE),
      );
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
}
