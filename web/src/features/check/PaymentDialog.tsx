import { Badge, Button, chakra, Dialog, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  DEFAULT_PAYMENT_METHOD,
  fromCents,
  newId,
  paymentMethodInfo,
  paysIntoDrawer,
  type Ticket,
  toCents,
} from '@restaurantpro/schema';
import { useCheckMoney } from '../../data/useCheckMoney.ts';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { type TicketLabels, useMoneyActions } from '../../data/writes/useMoneyActions.ts';
import type { ToastChannel } from '../../data/writes/write.ts';
import { needsTicket, saleTicketOf } from '../../lib/check-money.ts';
import { formatEuro } from '../../lib/format.ts';
import {
  changeLabel,
  handsOver,
  MIXED_TYPED_LABEL,
  ongoingFrame,
  PAY_CHOICES,
  paidParts,
  paymentFields,
  paymentFigures,
  type PayMethod,
  splitFor,
  splitFrame,
} from '../../lib/payment-form.ts';
import { openPrintView, PRINT_ROUTES } from '../../lib/print.ts';
import { FormField } from '../../components/FormField.tsx';
import { Money } from '../../components/Money.tsx';
import { AmountRow } from './AmountRow.tsx';
import { AmountField } from './AmountField.tsx';
import { EMPTY_SPLIT, planOf, SplitSection, type SplitInputs } from './SplitSection.tsx';

/** Cents as a Spanish keyboard types them, to prefill a field: 4310 → '43,10'. */
const typed = (cents: number) => fromCents(cents).replace('.', ',');

/**
 * 'Cobrar': what is due, how it is paid (any declared method, cash with 'Entregado' and the 'Cambio'
 * shown as it is typed, or 'Mixto'), a tip recorded apart, and 'Dividir' by equal parts, lines or
 * typed amounts, paid part by part. Each 'Confirmar cobro' writes one payment with an id made for that part, so a retry
 * after a failure is the same payment. The payment covering the bill issues the ticket here, which
 * 'Imprimir ticket' prints without waiting for any printer.
 */
export function PaymentDialog({
  checkId,
  labels,
  channel,
  onClose,
}: {
  checkId: string;
  labels: TicketLabels;
  channel?: ToastChannel;
  onClose: () => void;
}) {
  const live = useCheckMoney(checkId);
  const actions = useMoneyActions(channel);
  const [method, setMethod] = useState<PayMethod>(DEFAULT_PAYMENT_METHOD);
  const [amountInput, setAmountInput] = useState<string | null>(null);
  const [tip, setTip] = useState('');
  const [tendered, setTendered] = useState('');
  const [cash, setCash] = useState('');
  const [splitting, setSplitting] = useState(false);
  const [split, setSplit] = useState<SplitInputs>(EMPTY_SPLIT);
  // One id per part on screen: a retried 'Confirmar cobro' writes the same payment.
  const [paymentId, setPaymentId] = useState(newId);
  const [problem, setProblem] = useState<string | null>(null);
  const [ticketProblem, setTicketProblem] = useState<string | null>(null);

  const money = live.data?.money ?? null;
  const bill = money?.bill;
  const dueCents = bill ? toCents(bill.due) : 0;
  const ongoing = money && bill ? ongoingFrame(money.payments, bill) : null;
  const proposal = bill && splitting && !ongoing ? splitFrame(planOf(split), bill, dueCents) : null;
  const frame = ongoing ?? (proposal && 'frame' in proposal ? proposal.frame : null);
  const paid = frame && money ? paidParts(frame, money.payments) : new Set<number>();
  const partIndex = frame ? frame.parts.findIndex((_, index) => !paid.has(index)) : -1;
  const part = frame && partIndex >= 0 ? frame.parts[partIndex] : undefined;
  const amount = part !== undefined ? typed(toCents(part)) : (amountInput ?? typed(dueCents));
  const form = { method, amount, tip, tendered, cash };
  const figures = paymentFigures(form);
  const ticket = money ? saleTicketOf(money) : undefined;

  function nextPart() {
    setPaymentId(newId());
    setAmountInput(null);
    setTip('');
    setTendered('');
    setCash('');
    setProblem(null);
  }

  async function confirm() {
    if (!money || !bill) return;
    if (proposal && 'problem' in proposal) return setProblem(proposal.problem);
    const fields = paymentFields(form);
    if ('problem' in fields) return setProblem(fields.problem);
    setProblem(null);
    // The dialog shows what the payment did (the part paid, 'Pagada', the ticket or why not): a toast
    // saying it again would sit over its buttons on a phone, where toasts span the bottom of the screen.
    const outcome = await actions.pay(
      {
        id: paymentId,
        checkId,
        ...fields.fields,
        ...(frame && partIndex >= 0 ? { split: splitFor(frame, partIndex) } : {}),
      },
      labels,
      { quiet: true },
    );
    if (!outcome) return;
    setTicketProblem(outcome.ticketProblem);
    nextPart();
  }

  function print(issued: Ticket) {
    openPrintView(PRINT_ROUTES.ticket(issued._id));
  }

  async function issue() {
    const issued = await actions.issueTicket({ checkId, ...labels });
    if (issued) setTicketProblem(null);
  }

  const open = bill !== undefined && !bill.isPaid;
  return (
    <DialogFrame
      onClose={onClose}
      size="lg"
      content={{ 'aria-label': `Cobrar ${labels.tableName ?? ''}`.trim() }}
    >
      <chakra.form
        display="contents"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Dialog.Header>
          <Dialog.Title>{`Cobrar${labels.tableName ? `: ${labels.tableName}` : ''}`}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          {!bill ? (
            <Text color="fg.muted">
              {live.status === 'error' ? 'No se pudo leer la cuenta' : 'Cargando la cuenta…'}
            </Text>
          ) : (
            <Stack gap="4" data-testid="payment-dialog">
              <Stack gap="1">
                <AmountRow label="Total" amount={bill.total} />
                <AmountRow label="Cobrado" amount={bill.paid} testId="payment-paid" />
                <AmountRow label="Pendiente" amount={bill.due} testId="payment-due" total />
                {toCents(bill.overpaid) > 0 && (
                  <Text color="fg.warning" fontWeight="semibold" data-testid="payment-overpaid">
                    {`Cobrado de más: ${formatEuro(bill.overpaid)}`}
                  </Text>
                )}
              </Stack>
              {bill.isPaid ? (
                <Stack gap="2">
                  <Badge colorPalette="green" size="lg" alignSelf="start" data-testid="payment-paid-badge">
                    Pagada
                  </Badge>
                  {ticket ? (
                    <HStack justify="space-between" wrap="wrap">
                      <Text data-testid="payment-ticket">{`Ticket ${ticket.series}-${ticket.number}`}</Text>
                      <Button onClick={() => print(ticket)}>Imprimir ticket</Button>
                    </HStack>
                  ) : (
                    needsTicket(money ?? { bill, tickets: [], annulments: [] }) && (
                      <Stack gap="2">
                        {ticketProblem && (
                          <Text color="fg.error" role="alert">
                            {ticketProblem}
                          </Text>
                        )}
                        <Button alignSelf="start" onClick={() => void issue()} loading={actions.busy}>
                          Emitir ticket
                        </Button>
                      </Stack>
                    )
                  )}
                </Stack>
              ) : (
                <>
                  {ongoing ? (
                    <Text
                      fontSize="sm"
                      data-testid="payment-split-ongoing"
                    >{`División en curso: ${ongoing.parts.length} partes`}</Text>
                  ) : (
                    <Button
                      alignSelf="start"
                      variant={splitting ? 'solid' : 'outline'}
                      aria-pressed={splitting}
                      onClick={() => setSplitting(!splitting)}
                    >
                      Dividir
                    </Button>
                  )}
                  {splitting && !ongoing && <SplitSection bill={bill} inputs={split} onChange={setSplit} />}
                  {proposal && 'problem' in proposal && (
                    <Text color="fg.error" role="alert" data-testid="split-problem">
                      {proposal.problem}
                    </Text>
                  )}
                  {frame && (
                    <Stack gap="1" data-testid="split-parts">
                      {frame.parts.map((amountOfPart, index) => (
                        <Flex
                          key={index}
                          justify="space-between"
                          fontWeight={index === partIndex ? 'bold' : undefined}
                          data-testid="split-part"
                          data-paid={paid.has(index) || undefined}
                        >
                          <Text>{`Parte ${index + 1} de ${frame.parts.length}${paid.has(index) ? ' · pagada' : index === partIndex ? ' · a cobrar' : ''}`}</Text>
                          <Money amount={amountOfPart} />
                        </Flex>
                      ))}
                    </Stack>
                  )}
                  <HStack gap="2" role="group" aria-label="Forma de pago">
                    {PAY_CHOICES.map((choice) => (
                      <Button
                        key={choice.method}
                        variant={method === choice.method ? 'solid' : 'outline'}
                        aria-pressed={method === choice.method}
                        onClick={() => setMethod(choice.method)}
                      >
                        {choice.label}
                      </Button>
                    ))}
                  </HStack>
                  <FormField label="Importe" helper={frame ? 'El importe de esta parte' : undefined}>
                    <Input
                      inputMode="decimal"
                      value={amount}
                      readOnly={frame !== null}
                      onChange={(event) => setAmountInput(event.currentTarget.value)}
                    />
                  </FormField>
                  <AmountField label="Propina" value={tip} onChange={setTip} placeholder="0,00" />
                  {method === 'mixed' && (
                    <AmountField label={MIXED_TYPED_LABEL} value={cash} onChange={setCash} />
                  )}
                  {handsOver(method) && (
                    <HStack gap="3" align="start">
                      <AmountField label="Entregado" value={tendered} onChange={setTendered} />
                      <FormField label="Cambio">
                        <Input
                          readOnly
                          tabIndex={-1}
                          data-testid="payment-change"
                          value={'figures' in figures ? changeLabel(figures.figures.change) : '—'}
                        />
                      </FormField>
                    </HStack>
                  )}
                  {'figures' in figures &&
                    figures.figures.parts
                      .filter((paid) => paid.cents > 0 && !paysIntoDrawer(paid.method))
                      .map((paid) => (
                        <Flex
                          key={paid.method}
                          justify="space-between"
                          data-testid={`payment-${paid.method}`}
                        >
                          <Text>{paymentMethodInfo(paid.method).paidWith}</Text>
                          <Money amount={fromCents(paid.cents)} />
                        </Flex>
                      ))}
                  {ticketProblem && (
                    <Text color="fg.error" role="alert">
                      {ticketProblem}
                    </Text>
                  )}
                  {problem && (
                    <Text color="fg.error" role="alert" data-testid="payment-problem">
                      {problem}
                    </Text>
                  )}
                </>
              )}
            </Stack>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" minH="11" onClick={onClose}>
            {open ? 'Cancelar' : 'Listo'}
          </Button>
          {open && (
            <Button type="submit" colorPalette="brand" minH="11" loading={actions.busy}>
              Confirmar cobro
            </Button>
          )}
        </Dialog.Footer>
      </chakra.form>
    </DialogFrame>
  );
}
