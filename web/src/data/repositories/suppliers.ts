import { supplierInputSchema, supplierSchema, type Supplier } from '@restaurantpro/schema';
import type { StoredDoc } from '../queries.ts';
import { docSaver, type DocKind } from './back-office-docs.ts';

/**
 * Suppliers on the office replica (managers' and admins' devices). The input schema checks the
 * NIF/CIF's control character, so a mistyped tax id is refused here as the gateway refuses it.
 * There is no delete: invoices, deliveries and ingredients keep pointing at a supplier, which is
 * retired with its 'Activo' switch instead.
 */

export type StoredSupplier = Supplier & StoredDoc;

const SUPPLIER: DocKind<Supplier> = { type: 'supplier', input: supplierInputSchema, doc: supplierSchema };

/** Creates (`id` null) or updates a supplier from the dialog's values. */
export const saveSupplier = docSaver(SUPPLIER);
