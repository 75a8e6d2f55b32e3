import { useParams } from 'react-router-dom';
import type { Ticket } from '@restaurantpro/schema';
import type { StoredDoc } from '../../data/queries.ts';
import { useLiveDoc } from '../../data/useLiveDoc.ts';
import { Missing, PrintPage } from './PrintPage.tsx';
import { TicketPaper } from './TicketPaper.tsx';

/**
 * The ticket as printed: a factura simplificada (or its factura rectificativa), read from the
 * replica exactly as it was issued. Everything printed is on the document: the issuer as it was, the
 * lines with their IVA rate, base and IVA per rate, the payments, the change, the waiter.
 */
export default function TicketPrint() {
  const id = useParams().id ?? '';
  const { data: ticket, status } = useLiveDoc<Ticket & StoredDoc>('floor', id);
  const state = status === 'loading' ? 'loading' : ticket ? 'ready' : 'failed';
  return (
    <PrintPage title="Ticket" state={state}>
      {ticket ? <TicketPaper ticket={ticket} /> : <Missing what="El ticket" />}
    </PrintPage>
  );
}
