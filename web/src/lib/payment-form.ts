import {
  type Bill,
  changeFor,
  euros,
  fromCents,
  type LineRef,
  type Payment,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_LIST,
  type PaymentMethod,
  paymentMethodInfo,
  type PaymentPart,
  type PaymentSplit,
  paysIntoDrawer,
  splitByLines,
  splitEqual,
  splitSumMessage,
  TENDERED_SHORT_MESSAGE,
  toCents,
  tryNormalizeMoney,
} from '@restaurantpro/schema';
import { formatEuro } from './format.ts';

/**
 * What the 'Cobrar' dialog types, turned into a payment's figures. The arithmetic rules are the
 * schema's (changeFor, splitEqual, splitByLines, splitSumMessage, and paymentProblem when the
 * payment is written); this module only reads the form's text fields and says what is missing, in
 * the words the waiter sees under the fields.
 */

/** One declared method for the whole payment ('Efectivo', 'Tarjeta'…), or 'Mixto'. */
export type PayMethod = PaymentMethod | 'mixed';

/** 'Mixto': an amount typed in cash, the rest by card. */
const MIXED = { typed: 'cash', rest: 'card' } as const satisfies Record<string, PaymentMethod>;

/** 'En efectivo': the field of 'Mixto' where the typed part goes, and how its messages name it. */
export const MIXED_TYPED_LABEL = paymentMethodInfo(MIXED.typed).paidWith;

/** The buttons of 'Forma de pago': every declared method in the list's order, then 'Mixto'. */
export const PAY_CHOICES: ReadonlyArray<{ method: PayMethod; label: string }> = [
  ...PAYMENT_METHOD_LIST.map(({ method, label }) => ({ method, label })),
  { method: 'mixed', label: PAYMENT_METHOD_LABELS.mixed },
];

/** Whether the payment has a part for the drawer, so 'Entregado' and 'Cambio' are asked. */
export function handsOver(method: PayMethod): boolean {
  return paysIntoDrawer(method === 'mixed' ? MIXED.typed : method);
}

export interface PaymentForm {
  method: PayMethod;
  /** What this payment pays of the bill (the part being paid). */
  amount: string;
  /** 'Propina', recorded apart from sales; empty is none. */
  tip: string;
  /** 'Entregado': the cash handed over (cash and mixed). */
  tendered: string;
  /** Mixed only: how much of amount + tip is taken in cash; the card takes the rest. */
  cash: string;
}

/** A typed amount in cents ('43,10' → 4310), null when empty, NaN when it is not an amount. */
export function typedCents(text: string): number | null {
  if (text.trim() === '') return null;
  const money = tryNormalizeMoney(text.trim());
  return money === null ? Number.NaN : toCents(money);
}

export type ChangeState =
  { state: 'none' } | { state: 'short'; missing: number } | { state: 'change'; change: number };

export interface PaymentFigures {
  amount: number;
  tip: number;
  /** What each method takes (amount + tip between them), the drawer's part first in 'Mixto'. */
  parts: Array<{ method: PaymentMethod; cents: number }>;
  /** What the drawer keeps: the part 'Entregado' must cover (0 without one). */
  drawer: number;
  tendered: number | null;
  change: ChangeState;
}

const bad = (label: string) => `${label}: importe no válido`;

/** The figures of the form, or the first thing wrong with it (Spanish, for the dialog). */
export function paymentFigures(form: PaymentForm): { figures: PaymentFigures } | { problem: string } {
  const amount = typedCents(form.amount);
  if (amount === null || Number.isNaN(amount)) return { problem: bad('Importe') };
  if (amount < 1) return { problem: 'El cobro debe ser de al menos 0,01 €' };
  const tip = typedCents(form.tip) ?? 0;
  if (Number.isNaN(tip)) return { problem: bad('Propina') };
  const owed = amount + tip;
  let parts: PaymentFigures['parts'];
  if (form.method !== 'mixed') parts = [{ method: form.method, cents: owed }];
  else {
    const typed = typedCents(form.cash);
    if (typed === null || Number.isNaN(typed)) return { problem: bad(MIXED_TYPED_LABEL) };
    if (typed < 1 || typed >= owed)
      return { problem: `${MIXED_TYPED_LABEL}: entre 0,01 € y ${euros(owed - 1)}` };
    parts = [
      { method: MIXED.typed, cents: typed },
      { method: MIXED.rest, cents: owed - typed },
    ];
  }
  const drawer = parts
    .filter((part) => paysIntoDrawer(part.method))
    .reduce((sum, part) => sum + part.cents, 0);
  const tendered = drawer > 0 ? typedCents(form.tendered) : null;
  if (tendered !== null && Number.isNaN(tendered)) return { problem: bad('Entregado') };
  let change: ChangeState = { state: 'none' };
  if (tendered !== null) {
    change =
      tendered < drawer
        ? { state: 'short', missing: drawer - tendered }
        : { state: 'change', change: changeFor(tendered, drawer) };
  }
  return { figures: { amount, tip, parts, drawer, tendered, change } };
}

/** The 'Cambio' line as the dialog shows it while 'Entregado' is typed. */
export function changeLabel(change: ChangeState): string {
  if (change.state === 'short') return `Faltan ${formatEuro(fromCents(change.missing))}`;
  if (change.state === 'change') return formatEuro(fromCents(change.change));
  return '—';
}

/** The payment's money fields, or why it cannot be taken yet (cash short of what it must cover). */
export function paymentFields(
  form: PaymentForm,
): { fields: Pick<Payment, 'amount' | 'tip' | 'parts' | 'change'> } | { problem: string } {
  const result = paymentFigures(form);
  if ('problem' in result) return result;
  const { figures } = result;
  if (figures.change.state === 'short')
    return { problem: `${TENDERED_SHORT_MESSAGE} (faltan ${euros(figures.change.missing)})` };
  const parts: PaymentPart[] = figures.parts
    .filter((part) => part.cents > 0)
    .map((part) => ({
      method: part.method,
      amount: fromCents(part.cents),
      ...(figures.tendered === null || !paysIntoDrawer(part.method)
        ? {}
        : { tendered: fromCents(figures.tendered) }),
    }));
  const change = figures.change.state === 'change' ? figures.change.change : 0;
  return {
    fields: {
      amount: fromCents(figures.amount),
      tip: fromCents(figures.tip),
      parts,
      change: fromCents(change),
    },
  };
}

/** How the waiter asked to divide the bill. */
export type SplitPlan =
  | { kind: 'equal'; parts: number }
  | { kind: 'lines'; lines: readonly LineRef[] }
  | { kind: 'amounts'; amounts: readonly string[] };

/** A division fixed for the rest of the payments: what was divided and its parts (index per payment). */
export type SplitFrame = Omit<PaymentSplit, 'index' | 'lines'> & { groups?: LineRef[][] };

/**
 * The division a plan makes of `dueCents` (or, by lines, of the bill's total, whose lines it shares
 * out), or why it cannot be made: custom amounts that do not add up get the schema's exact wording.
 */
export function splitFrame(
  plan: SplitPlan,
  bill: Bill,
  dueCents: number,
): { frame: SplitFrame } | { problem: string } {
  if (plan.kind === 'equal') {
    if (!Number.isInteger(plan.parts) || plan.parts < 2 || plan.parts > 50)
      return { problem: 'Divide en 2 a 50 partes' };
    if (dueCents < plan.parts) return { problem: 'No queda bastante por cobrar para tantas partes' };
    return {
      frame: {
        kind: 'equal',
        of: fromCents(dueCents),
        parts: splitEqual(dueCents, plan.parts).map(fromCents),
      },
    };
  }
  if (plan.kind === 'lines') {
    if (plan.lines.length === 0) return { problem: 'Elige las líneas que paga esta parte' };
    const chosen = new Set(plan.lines.map((ref) => `${ref.orderId}/${ref.lineId}`));
    const rest = bill.lines
      .filter((line) => !chosen.has(`${line.orderId}/${line.lineId}`))
      .map((line) => ({ orderId: line.orderId, lineId: line.lineId }));
    if (rest.length === 0) return { problem: 'Deja alguna línea para otra parte, o cobra la cuenta entera' };
    const parts = splitByLines(bill, [plan.lines]);
    if (parts.some((part) => part < 1)) return { problem: 'Cada parte debe ser de al menos 0,01 €' };
    return {
      frame: { kind: 'lines', of: bill.total, parts: parts.map(fromCents), groups: [[...plan.lines], rest] },
    };
  }
  if (plan.amounts.length < 2) return { problem: 'Divide en al menos 2 partes' };
  const cents = plan.amounts.map(typedCents);
  const wrong = cents.findIndex((part) => part === null || Number.isNaN(part) || part < 1);
  if (wrong >= 0) return { problem: `Parte ${wrong + 1}: importe no válido` };
  const sum = cents.reduce<number>((acc, part) => acc + (part ?? 0), 0);
  if (sum !== dueCents) return { problem: splitSumMessage(sum, dueCents) };
  return {
    frame: { kind: 'amounts', of: fromCents(dueCents), parts: cents.map((part) => fromCents(part ?? 0)) },
  };
}

const sameFrame = (split: PaymentSplit, frame: SplitFrame) =>
  split.kind === frame.kind && split.of === frame.of && split.parts.join() === frame.parts.join();

/** The parts of `frame` already paid by `payments` (a retry or another device's part counts too). */
export function paidParts(frame: SplitFrame, payments: readonly Pick<Payment, 'split'>[]): Set<number> {
  const paid = new Set<number>();
  for (const payment of payments)
    if (payment.split && sameFrame(payment.split, frame)) paid.add(payment.split.index);
  return paid;
}

/**
 * The division still under way in the check's payments: the newest split with a part left unpaid.
 * A division by lines gets its groups back: the lines each paid part took, and the bill's other lines
 * for the parts left.
 */
export function ongoingFrame(
  payments: readonly Pick<Payment, 'split'>[],
  bill: Pick<Bill, 'lines'>,
): SplitFrame | null {
  for (let index = payments.length - 1; index >= 0; index -= 1) {
    const split = payments[index]?.split;
    if (!split) continue;
    const frame: SplitFrame = { kind: split.kind, of: split.of, parts: split.parts };
    if (paidParts(frame, payments).size >= split.parts.length) return null;
    if (split.kind !== 'lines') return frame;
    const groups: LineRef[][] = split.parts.map(() => []);
    for (const payment of payments) {
      if (payment.split && sameFrame(payment.split, frame))
        groups[payment.split.index] = [...(payment.split.lines ?? [])];
    }
    const taken = new Set(groups.flat().map((ref) => `${ref.orderId}/${ref.lineId}`));
    const rest = bill.lines
      .filter((line) => !taken.has(`${line.orderId}/${line.lineId}`))
      .map((line) => ({ orderId: line.orderId, lineId: line.lineId }));
    return { ...frame, groups: groups.map((group) => (group.length > 0 ? group : rest)) };
  }
  return null;
}

/** The payment's split for part `index` of `frame`. */
export function splitFor(frame: SplitFrame, index: number): PaymentSplit {
  const lines = frame.groups?.[index];
  return {
    kind: frame.kind,
    of: frame.of,
    parts: [...frame.parts],
    index,
    ...(frame.kind === 'lines' && lines ? { lines } : {}),
  };
}
