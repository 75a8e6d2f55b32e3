import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { type Annulment, TICKET_KIND_LABELS, type Ticket, toCents } from '@restaurantpro/schema';
import { formatEuro } from '../../lib/format.ts';
import { openPrintView, PRINT_ROUTES } from '../../lib/print.ts';

const PRINT_LABELS: Record<Ticket['kind'], string> = {
  simplified: 'Imprimir ticket',
  rectifying: 'Imprimir rectificativo',
  invoice: 'Imprimir factura',
};

/**
 * One ticket of a check on the panel and what can be done with it: print it, and on a sale ticket
 * 'Factura completa', 'Devolución' and, for a manager, 'Anular ticket'. A ticket the customer holds
 * in another form (refunded, or replaced by a full invoice) is corrected, never cancelled; a
 * cancelled one shows why and offers nothing (it is not handed over, so not printed either).
 */
export function CheckTicketRow({
  ticket,
  annulment,
  replacement,
  refundedCents,
  canAnnul,
  onInvoice,
  onRefund,
  onAnnul,
}: {
  ticket: Ticket;
  annulment: Annulment | undefined;
  /** The full invoice that replaced this ticket, if any. */
  replacement: Ticket | undefined;
  /** What refunds of this ticket gave back. */
  refundedCents: number;
  /** Whether the signed-in user may cancel tickets (a manager). */
  canAnnul: boolean;
  onInvoice: () => void;
  onRefund: () => void;
  onAnnul: () => void;
}) {
  const sale = ticket.kind === 'simplified';
  // A replaced ticket's sale lives on in its invoice: corrections and a second invoice are not offered.
  const open = sale && !replacement && annulment === undefined;
  const untouched = open && refundedCents === 0;
  return (
    <HStack
      justify="space-between"
      wrap="wrap"
      data-testid="check-ticket"
      data-kind={ticket.kind}
      data-number={ticket.number}
      data-annulled={annulment === undefined ? undefined : 'true'}
    >
      <Stack gap="0">
        <Text
          fontSize="sm"
          textDecoration={annulment ? 'line-through' : undefined}
        >{`${TICKET_KIND_LABELS[ticket.kind]} ${ticket.series}-${ticket.number} · ${formatEuro(ticket.total)}`}</Text>
        {annulment && (
          <Text
            fontSize="xs"
            color="fg.error"
            data-testid="ticket-annulled"
          >{`Anulado: ${annulment.reason}`}</Text>
        )}
        {replacement && (
          <Text
            fontSize="xs"
            color="fg.muted"
            data-testid="ticket-replaced"
          >{`Sustituido por factura ${replacement.series}-${replacement.number}`}</Text>
        )}
        {ticket.customer && (
          <Text fontSize="xs" color="fg.muted">{`${ticket.customer.name} · NIF ${ticket.customer.nif}`}</Text>
        )}
      </Stack>
      {annulment === undefined && (
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => openPrintView(PRINT_ROUTES.ticket(ticket._id))}>
            {PRINT_LABELS[ticket.kind]}
          </Button>
          {ticket.kind === 'invoice' && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => openPrintView(PRINT_ROUTES.invoice(ticket._id), 'a4')}
            >
              Imprimir A4
            </Button>
          )}
          {untouched && (
            <Button size="sm" variant="outline" onClick={onInvoice}>
              Factura completa
            </Button>
          )}
          {open && refundedCents < toCents(ticket.total) && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onRefund}>
              Devolución
            </Button>
          )}
          {untouched && canAnnul && ticket.fiscal !== undefined && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onAnnul}>
              Anular ticket
            </Button>
          )}
        </HStack>
      )}
    </HStack>
  );
}
