import { useParams } from 'react-router-dom';
import type { Ticket } from '@restaurantpro/schema';
import type { StoredDoc } from '../../data/queries.ts';
import { useLiveDoc } from '../../data/useLiveDoc.ts';
import { InvoiceSheet } from './InvoiceSheet.tsx';
import { printDocId } from './print-ids.ts';
import { Missing, PrintPage } from './PrintPage.tsx';

/**
 * A full invoice on an A4 sheet, read from the replica exactly as it was issued (the 80 mm paper is
 * the ticket's print view, which prints every kind of ticket).
 */
export default function InvoicePrint() {
  const id = printDocId('ticket', useParams().id ?? '');
  const { data: ticket, status } = useLiveDoc<Ticket & StoredDoc>('floor', id);
  const invoice = ticket?.kind === 'invoice' ? ticket : undefined;
  const state = status === 'loading' ? 'loading' : invoice ? 'ready' : 'failed';
  return (
    <PrintPage title="Factura" state={state} paper="a4">
      {invoice ? <InvoiceSheet invoice={invoice} /> : <Missing what="La factura" />}
    </PrintPage>
  );
}
