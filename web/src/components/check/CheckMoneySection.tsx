import { Button, HStack, Separator, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import {
  type AdjustmentKind,
  idPart,
  isLiveCheck,
  SIMPLIFIED_INVOICE_LIMIT_CENTS,
  TICKET_KIND_LABELS,
  type Ticket,
  toCents,
} from '@restaurantpro/schema';
import { displayName, useSession } from '../../data/session.ts';
import { useCheckMoney } from '../../data/useCheckMoney.ts';
import { useIssueInvoice } from '../../data/writes/useIssueInvoice.ts';
import { useMoneyActions } from '../../data/writes/useMoneyActions.ts';
import type { ToastChannel } from '../../data/writes/write.ts';
import { needsTicket } from '../../lib/check-money.ts';
import { formatEuro } from '../../lib/format.ts';
import { openPrintView, PRINT_ROUTES } from '../../lib/print.ts';
import { AdjustmentDialog } from './AdjustmentDialog.tsx';
import { BillSummary } from './BillSummary.tsx';
import { InvoiceDialog } from './InvoiceDialog.tsx';
import { PaymentDialog } from './PaymentDialog.tsx';
import { RefundDialog } from './RefundDialog.tsx';

type Open =
  | { kind: 'pay' }
  | { kind: AdjustmentKind }
  | { kind: 'refund'; ticket: Ticket }
  | { kind: 'invoice'; ticket: Ticket }
  | { kind: 'directInvoice' };

const PRINT_LABELS: Record<Ticket['kind'], string> = {
  simplified: 'Imprimir ticket',
  rectifying: 'Imprimir rectificativo',
  invoice: 'Imprimir factura',
};

/**
 * The money of one check on the floor: the pre-bill, and what the waiter does with it — print it,
 * 'Cobrar', discounts and invitations while it is live, then its ticket ('Emitir ticket' when a paid
 * check has none, 'Imprimir ticket'), refunds on it, and 'Factura completa' for a customer who needs
 * one (the ticket then shows the invoice that replaced it). A paid check without a ticket may get its
 * full invoice instead, and only that when its bill is over a simplified invoice's 3.000 € limit.
 * Printing never waits for a printer.
 */
export function CheckMoneySection({
  checkId,
  tableNumber,
  channel,
}: {
  checkId: string;
  tableNumber: string;
  channel?: ToastChannel;
}) {
  const live = useCheckMoney(checkId);
  const actions = useMoneyActions(channel);
  const invoices = useIssueInvoice(channel);
  const user = useSession((state) => state.user);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const money = live.data?.money;
  const labels = { waiter: displayName(user), tableName: `Mesa ${tableNumber}` };
  if (!money) {
    // The same root as below, so an open 'Cobrar' (which reads the check itself) is never remounted.
    return (
      <Stack gap="3" data-testid="check-money" data-check={checkId}>
        {live.status === 'error' && <Text color="fg.error">No se pudo leer la cuenta</Text>}
        {open?.kind === 'pay' && (
          <PaymentDialog
            key="pay"
            checkId={checkId}
            labels={labels}
            {...(channel ? { channel } : {})}
            onClose={close}
          />
        )}
      </Stack>
    );
  }
  const { bill, check, tickets, refunds } = money;
  const takesMoney = isLiveCheck(check) && !bill.isPaid && bill.lines.length > 0;
  // Over the limit a simplified invoice is refused at both doors: the full invoice is the only choice.
  const overLimit = toCents(bill.total) > SIMPLIFIED_INVOICE_LIMIT_CENTS;
  const refundedOf = (ticket: Ticket) =>
    refunds
      .filter((refund) => `ticket:${refund.ticketId}` === ticket._id)
      .reduce((sum, refund) => sum + toCents(refund.amount), 0);
  const replacementOf = (ticket: Ticket) =>
    tickets.find((other) => other.kind === 'invoice' && other.replaces?.ticketId === idPart(ticket._id));

  return (
    <Stack gap="3" data-testid="check-money" data-check={checkId}>
      <Separator />
      {!isLiveCheck(check) && (
        <Text fontWeight="semibold" fontSize="sm">
          Última cuenta
        </Text>
      )}
      <BillSummary bill={bill} />
      <Wrap gap="2">
        {takesMoney && (
          <>
            <Button colorPalette="brand" onClick={() => setOpen({ kind: 'pay' })}>
              Cobrar
            </Button>
            <Button variant="outline" onClick={() => openPrintView(PRINT_ROUTES.prebill(checkId))}>
              Imprimir
            </Button>
            <Button variant="outline" onClick={() => setOpen({ kind: 'discount' })}>
              Descuento
            </Button>
            <Button variant="outline" onClick={() => setOpen({ kind: 'invitation' })}>
              Invitación
            </Button>
          </>
        )}
        {needsTicket(money) && !overLimit && (
          <Button
            colorPalette="brand"
            loading={actions.busy}
            onClick={() => void actions.issueTicket({ checkId, ...labels })}
          >
            Emitir ticket
          </Button>
        )}
        {needsTicket(money) && (
          <Button
            colorPalette={overLimit ? 'brand' : undefined}
            variant={overLimit ? 'solid' : 'outline'}
            onClick={() => setOpen({ kind: 'directInvoice' })}
          >
            Factura completa
          </Button>
        )}
      </Wrap>
      {tickets.map((ticket) => {
        const sale = ticket.kind === 'simplified';
        // A replaced ticket's sale lives on in its invoice: corrections and a second invoice are not offered.
        const replacement = sale ? replacementOf(ticket) : undefined;
        const refunded = refundedOf(ticket);
        return (
          <HStack
            key={ticket._id}
            justify="space-between"
            wrap="wrap"
            data-testid="check-ticket"
            data-kind={ticket.kind}
            data-number={ticket.number}
          >
            <Stack gap="0">
              <Text fontSize="sm">{`${TICKET_KIND_LABELS[ticket.kind]} ${ticket.series}-${ticket.number} · ${formatEuro(ticket.total)}`}</Text>
              {replacement && (
                <Text
                  fontSize="xs"
                  color="fg.muted"
                  data-testid="ticket-replaced"
                >{`Sustituido por factura ${replacement.series}-${replacement.number}`}</Text>
              )}
              {ticket.customer && (
                <Text
                  fontSize="xs"
                  color="fg.muted"
                >{`${ticket.customer.name} · NIF ${ticket.customer.nif}`}</Text>
              )}
            </Stack>
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                onClick={() => openPrintView(PRINT_ROUTES.ticket(ticket._id))}
              >
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
              {sale && !replacement && refunded === 0 && (
                <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'invoice', ticket })}>
                  Factura completa
                </Button>
              )}
              {sale && !replacement && refunded < toCents(ticket.total) && (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setOpen({ kind: 'refund', ticket })}
                >
                  Devolución
                </Button>
              )}
            </HStack>
          </HStack>
        );
      })}
      {open?.kind === 'pay' && (
        <PaymentDialog
          key="pay"
          checkId={checkId}
          labels={labels}
          {...(channel ? { channel } : {})}
          onClose={close}
        />
      )}
      {(open?.kind === 'discount' || open?.kind === 'invitation') && (
        <AdjustmentDialog kind={open.kind} checkId={checkId} bill={bill} actions={actions} onClose={close} />
      )}
      {(open?.kind === 'invoice' || open?.kind === 'directInvoice') && (
        <InvoiceDialog
          of={
            open.kind === 'invoice'
              ? { ticket: open.ticket }
              : { checkId, total: bill.total, tableName: labels.tableName }
          }
          waiter={labels.waiter}
          invoices={invoices}
          onClose={close}
          onIssued={(invoice) => {
            close();
            openPrintView(PRINT_ROUTES.ticket(invoice._id));
          }}
        />
      )}
      {open?.kind === 'refund' && (
        <RefundDialog
          ticket={open.ticket}
          refundedCents={refundedOf(open.ticket)}
          waiter={labels.waiter}
          actions={actions}
          onClose={close}
          onRefunded={close}
        />
      )}
    </Stack>
  );
}
