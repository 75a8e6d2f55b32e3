import type { Invoice, Supplier } from '../../docs/office.ts';
import { taxIdProblem } from '../money/tax-id.ts';
import type { SupplyContext } from './context.ts';
import { SUPPLIER_MISSING_MESSAGE } from './deliveries.ts';

/** Suppliers and their invoices (DESIGN.md §10, decisions 7 and 8): the back office's documents. */

export const INVOICE_DUE_DATE_MESSAGE = 'La fecha de vencimiento no puede ser anterior a la de la factura';

/** A supplier's tax id is optional, but when given it must be a valid NIF, NIE or CIF. */
export function supplierProblem(supplier: Pick<Supplier, 'taxId'>): string | null {
  const taxId = supplier.taxId?.trim() ?? '';
  return taxId === '' ? null : taxIdProblem(taxId);
}

/**
 * Why an invoice write is refused, or null. Its supplier must exist when the invoice is created or
 * moved to another supplier; an edit that keeps it (marking it paid) is not refused for a supplier
 * deleted since.
 */
export function invoiceProblem(prev: Invoice | null, next: Invoice, context?: SupplyContext): string | null {
  if (next.dueDate !== undefined && next.dueDate < next.date) return INVOICE_DUE_DATE_MESSAGE;
  const supplierOf = context?.supplierOf;
  if (supplierOf === undefined || prev?.supplierId === next.supplierId) return null;
  return supplierOf(next.supplierId) === undefined ? SUPPLIER_MISSING_MESSAGE : null;
}
