import {
  docId,
  invoiceInputSchema,
  invoiceProblem,
  invoiceSchema,
  type Invoice,
  type Supplier,
} from '@restaurantpro/schema';
import { getOrNull, type StoredDoc } from '../queries.ts';
import { saveDoc, type DocEdit } from './back-office-docs.ts';
import type { WriteContext } from './context.ts';
import { editStamp, putOver, requireDoc } from './doc-writes.ts';
import { assertMayWrite } from './products.ts';
import { repositoryWrite } from './write-error.ts';

/**
 * Supplier invoices on the office replica. 'Vencida' is never stored (schema's invoiceStatusOf
 * derives it from the due date); 'Marcar pagada' is the one status change the screen writes.
 */

export type StoredInvoice = Invoice & StoredDoc;

/**
 * Creates (`id` null) or updates an invoice from the dialog's values. The schema's invoice rule is
 * asked with the supplier as this replica has it, so an invoice for an unknown supplier is refused
 * here in the gateway's words ('El proveedor no existe').
 */
export const saveInvoice = repositoryWrite(async function saveInvoice(
  db: PouchDB.Database,
  { id, values }: DocEdit,
  context: WriteContext,
): Promise<StoredInvoice> {
  const { supplierId } = invoiceInputSchema.parse(values);
  const supplier = await getOrNull<Supplier & StoredDoc>(db, docId('supplier', supplierId));
  const supplierOf = (wanted: string) => (wanted === supplierId && supplier ? supplier : undefined);
  return saveDoc(
    db,
    {
      type: 'invoice',
      input: invoiceInputSchema,
      doc: invoiceSchema,
      problem: (prev, next) => invoiceProblem(prev, next, { supplierOf }),
    },
    values,
    id,
    context,
  );
});

/** 'Marcar pagada': the invoice `id` becomes paid (a no-op when it already is). */
export const markInvoicePaid = repositoryWrite(async function markInvoicePaid(
  db: PouchDB.Database,
  id: string,
  context: WriteContext,
): Promise<StoredInvoice> {
  const prev = await requireDoc<Invoice>(db, docId('invoice', id), 'El documento ya no existe');
  if (prev.status === 'paid') return prev;
  const doc = invoiceSchema.parse({ ...prev, status: 'paid', ...editStamp(context) });
  assertMayWrite(context.actor, prev, doc);
  return putOver(db, prev, doc);
});
