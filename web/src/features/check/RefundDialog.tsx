import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  DEFAULT_PAYMENT_METHOD,
  docId,
  fromCents,
  idPart,
  newId,
  PAYMENT_METHOD_LIST,
  type PaymentMethod,
  type Ticket,
  toCents,
  tryNormalizeMoney,
} from '@restaurantpro/schema';
import type { MoneyActions } from '../../data/writes/useMoneyActions.ts';
import { formatEuro } from '../../lib/format.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import { AmountField } from './AmountField.tsx';
import { useCorrection } from './useCorrection.tsx';

const METHOD_OPTIONS = PAYMENT_METHOD_LIST.map(({ method, label }) => ({ value: method, label }));

/**
 * 'Devolución' on a sale ticket: how much, how it is given back and why. It writes a refund and a
 * rectifying ticket in this device's R series; the sale ticket is never touched. A waiter's device
 * asks a manager to confirm, bound to the refund's id made when the dialog opens.
 */
export function RefundDialog({
  ticket,
  refundedCents,
  waiter,
  actions,
  onClose,
  onRefunded,
}: {
  ticket: Ticket;
  /** What earlier refunds of this ticket gave back. */
  refundedCents: number;
  waiter: string;
  actions: MoneyActions;
  onClose: () => void;
  /** The refund and its rectifying ticket are stored ('Imprimir rectificativo' prints it). */
  onRefunded: (rectifying: Ticket) => void;
}) {
  const [id] = useState(newId);
  const left = Math.max(toCents(ticket.total) - refundedCents, 0);
  const [amount, setAmount] = useState(fromCents(left).replace('.', ','));
  const [method, setMethod] = useState<PaymentMethod>(ticket.payments[0]?.method ?? DEFAULT_PAYMENT_METHOD);
  const correction = useCorrection(
    'Las devoluciones necesitan la confirmación de un gerente.',
    'refund-problem',
  );

  async function submit() {
    const money = tryNormalizeMoney(amount.trim());
    if (money === null || money === '0.00') return correction.setProblem('Importe no válido');
    const confirmed = await correction.confirm(docId('refund', id));
    if (confirmed === null) return;
    const done = await actions.refund({
      id,
      ticketId: idPart(ticket._id),
      amount: money,
      method,
      reason: correction.reason,
      waiter,
      ...(confirmed.approval ? { approval: confirmed.approval } : {}),
    });
    if (done) onRefunded(done.ticket);
  }

  return (
    <FormDialog
      title={`Devolución: ticket ${ticket.series}-${ticket.number}`}
      submitLabel="Devolver"
      submitting={correction.confirming || actions.busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Text
        fontSize="sm"
        color="fg.muted"
      >{`Cobrado en el ticket: ${formatEuro(ticket.total)} · se puede devolver hasta ${formatEuro(fromCents(left))}`}</Text>
      <AmountField label="Importe a devolver" required value={amount} onChange={setAmount} />
      <FormField label="Forma de devolución">
        <SelectInput
          options={METHOD_OPTIONS}
          value={method}
          onChange={(event) => setMethod(event.currentTarget.value as PaymentMethod)}
        />
      </FormField>
      {correction.fields}
    </FormDialog>
  );
}
