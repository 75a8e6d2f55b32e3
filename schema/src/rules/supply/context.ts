import type { Ingredient } from '../../docs/catalogue.ts';
import type { Invoice, Supplier } from '../../docs/office.ts';

/**
 * What the supply rules read beyond the written document, each a small synchronous lookup the gateway
 * answers from the store AND from the documents earlier in the same batch (a supplier and its first
 * invoice pushed together). All optional: a member left out skips only the rule that needs it, so a
 * device judging its own write leaves those rules to the gateway. Ids are id parts (`S1`, not
 * `supplier:S1`); a deleted document is undefined.
 */
export interface SupplyContext {
  /** A supplier (office database). */
  supplierOf?(supplierId: string): Supplier | undefined;
  /** An ingredient (floor database), with its unit and whether it is active. */
  ingredientOf?(ingredientId: string): Ingredient | undefined;
  /** An invoice (office database). */
  invoiceOf?(invoiceId: string): Invoice | undefined;
  /** Whether any order line, of any order ever stored, references the product. */
  productSold?(productId: string): boolean;
}
