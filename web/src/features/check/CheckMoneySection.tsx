import { Button, Separator, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import {
  type AdjustmentKind,
  canWriteType,
  idPart,
  isLiveCheck,
  SIMPLIFIED_INVOICE_LIMIT_CENTS,
  type Ticket,
  toCents,
} from '@restaurantpro/schema';
import { displayName, useSession } from '../../data/session.ts';
import { useCheckMoney } from '../../data/useCheckMoney.ts';
import { useAnnulTicket } from '../../data/writes/useAnnulTicket.ts';
import { useIssueInvoice } from '../../data/writes/useIssueInvoice.ts';
import { useMoneyActions } from '../../data/writes/useMoneyActions.ts';
import type { ToastChannel } from '../../data/writes/write.ts';
import { annulmentOf, needsTicket } from '../../lib/check-money.ts';
import { openPrintView, PRINT_ROUTES } from '../../lib/print.ts';
import { AdjustmentDialog } from './AdjustmentDialog.tsx';
import { AnnulTicketDialog } from './AnnulTicketDialog.tsx';
import { BillSummary } from './BillSummary.tsx';
import { CheckTicketRow } from './CheckTicketRow.tsx';
import { InvoiceDialog } from './InvoiceDialog.tsx';
import { PaymentDialog } from './PaymentDialog.tsx';
import { RefundDialog } from './RefundDialog.tsx';

type Open =
  | { kind: 'pay' }
  | { kind: AdjustmentKind }
  | { kind: 'refund'; ticket: Ticket }
  | { kind: 'invoice'; ticket: Ticket }
  | { kind: 'annul'; ticket: Ticket }
  | { kind: 'directInvoice' };

/**
 * The money of one check on the floor: the pre-bill, and what the waiter does with it — print it,
 * 'Cobrar', discounts and invitations while it is live, then its ticket ('Emitir ticket' when a paid
 * check has none, 'Imprimir ticket'), refunds on it, and 'Factura completa' for a customer who needs
 * one (the ticket then shows the invoice that replaced it), and for a manager 'Anular ticket' on a
 * ticket issued in error (the check then offers 'Emitir ticket' again). A paid check without a ticket
 * may get its full invoice instead, and only that when its bill is over a simplified invoice's
 * 3.000 € limit.
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
  const annulling = useAnnulTicket(channel);
  const user = useSession((state) => state.user);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const money = live.data?.money;
  const labels = { waiter: displayName(user), tableName: `Mesa ${tableNumber}` };
  // One element for both returns below, so 'Cobrar' stays mounted when the check's money arrives.
  const payment = open?.kind === 'pay' && (
    <PaymentDialog
      key="pay"
      checkId={checkId}
      labels={labels}
      {...(channel ? { channel } : {})}
      onClose={close}
    />
  );
  if (!money) {
    // The same root as below, so an open 'Cobrar' (which reads the check itself) is never remounted.
    return (
      <Stack gap="3" data-testid="check-money" data-check={checkId}>
        {live.status === 'error' && <Text color="fg.error">No se pudo leer la cuenta</Text>}
        {payment}
      </Stack>
    );
  }
  const { bill, check, tickets, refunds, annulments } = money;
  const mayAnnul = user !== null && canWriteType(user.role, 'annulment');
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
      {tickets.map((ticket) => (
        <CheckTicketRow
          key={ticket._id}
          ticket={ticket}
          annulment={annulmentOf(ticket, annulments)}
          replacement={ticket.kind === 'simplified' ? replacementOf(ticket) : undefined}
          refundedCents={refundedOf(ticket)}
          canAnnul={mayAnnul}
          onInvoice={() => setOpen({ kind: 'invoice', ticket })}
          onRefund={() => setOpen({ kind: 'refund', ticket })}
          onAnnul={() => setOpen({ kind: 'annul', ticket })}
        />
      ))}
      {payment}
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
      {open?.kind === 'annul' && (
        <AnnulTicketDialog ticket={open.ticket} annulments={annulling} onClose={close} onAnnulled={close} />
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
