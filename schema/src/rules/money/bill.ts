import type { LineRef } from '../../docs/check.ts';
import type { Adjustment, Payment, Refund } from '../../docs/money.ts';
import type { TaxLine } from '../../docs/ticket.ts';
import type { AdjustmentKind, IvaRate } from '../../enums.ts';
import { divRound, fromCents, toCents } from '../../money.ts';
import type { CheckView } from '../check-view.ts';
import { modifierSummary } from '../modifiers.ts';
import { isChargedLine } from '../totals.ts';
import { euros } from './format.ts';
import { basesByRate, ivaRateOf, spreadCents, taxCents, taxTotals } from './iva.ts';

/** What the bill reads besides the check's view (decision 3). */
export interface BillSources {
  /** Products by id part, for their own IVA rate (a product missing: the default rate). */
  productsById: ReadonlyMap<string, { ivaRate?: number | undefined }>;
  settings?: { defaultIvaRate: number } | null | undefined;
  /** The check's adjustments (and those of checks merged into it): line ones match by line. */
  adjustments: readonly Adjustment[];
  /** The check's payments and refunds (and those of checks merged into it). */
  payments: readonly Payment[];
  refunds: readonly Refund[];
}

export interface BillLine {
  orderId: string;
  lineId: string;
  /** The product's name, with its chosen options: what the ticket prints. */
  name: string;
  quantity: number;
  unitPrice: string;
  ivaRate: IvaRate;
  /** quantity × unit price. */
  gross: string;
  /** What this line's discounts and invitations took off. */
  discount: string;
  /** gross − discount: the line's base before check-wide adjustments and IVA. */
  amount: string;
  /** 'Invitación', 'Descuento 10 %', 'Descuento 2,00 €'. */
  note?: string;
}

/** A check-wide discount or invitation, as the bill shows it. */
export interface BillAdjustment {
  adjustmentId: string;
  kind: AdjustmentKind;
  label: string;
  /** What it took off (positive). */
  amount: string;
}

/** Every adjustment that took something off, line or check, for the Z report. */
export interface AppliedAdjustment {
  adjustmentId: string;
  kind: AdjustmentKind;
  line?: LineRef;
  cents: number;
}

export interface Bill {
  checkId: string;
  lines: BillLine[];
  adjustments: BillAdjustment[];
  applied: AppliedAdjustment[];
  /** Base and IVA per rate, after every adjustment (prices are IVA-exclusive). */
  taxes: TaxLine[];
  subtotal: string;
  tax: string;
  total: string;
  /** Σ payment amounts (tips apart). */
  paid: string;
  tips: string;
  refunded: string;
  due: string;
  overpaid: string;
  isPaid: boolean;
}

export const lineKey = (ref: LineRef): string => `${ref.orderId}/${ref.lineId}`;

/** Adjustments in the order they were made (ids are ULIDs), so each applies to what the earlier left. */
export function inOrder<T extends { _id: string }>(docs: readonly T[]): T[] {
  return [...docs].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}

/**
 * What an adjustment takes off a value of `remaining` cents: an invitation all of it, a percent
 * rounded half up, an amount at most what is left (two devices may have discounted at once: the
 * value never goes below zero).
 */
export function adjustmentCents(
  adj: Pick<Adjustment, 'kind' | 'percent' | 'amount'>,
  remaining: number,
): number {
  if (adj.kind === 'invitation') return remaining;
  if (adj.percent !== undefined) return Number(divRound(BigInt(remaining) * BigInt(adj.percent), 100n));
  return Math.min(adj.amount === undefined ? 0 : toCents(adj.amount), remaining);
}

/** 'Invitación', 'Descuento 10 %', 'Descuento 2,00 €'. */
export function adjustmentLabel(adj: Pick<Adjustment, 'kind' | 'percent' | 'amount'>): string {
  if (adj.kind === 'invitation') return 'Invitación';
  if (adj.percent !== undefined) return `Descuento ${adj.percent} %`;
  return `Descuento ${euros(adj.amount === undefined ? 0 : toCents(adj.amount))}`;
}

const sumCents = (amounts: readonly string[]) => amounts.reduce((sum, amount) => sum + toCents(amount), 0);

/**
 * The bill of a check (decision 3): its charged lines with their rate and discounts, the check-wide
 * adjustments, base and IVA per rate, and what was paid. Pure, so the pre-bill on a device, the
 * ticket, the API and the gateway's closing reaction read the same figures.
 */
export function billOf(view: CheckView, sources: BillSources): Bill {
  const adjustments = inOrder(sources.adjustments);
  const applied: AppliedAdjustment[] = [];
  const lines = view.lines.filter(({ line }) => isChargedLine(line));
  const billLines: BillLine[] = lines.map(({ orderId, line }) => {
    const gross = line.quantity * toCents(line.unitPrice);
    let remaining = gross;
    const notes: string[] = [];
    for (const adj of adjustments) {
      if (adj.line?.orderId !== orderId || adj.line.lineId !== line.id) continue;
      const cents = adjustmentCents(adj, remaining);
      remaining -= cents;
      notes.push(adjustmentLabel(adj));
      applied.push({ adjustmentId: adj._id, kind: adj.kind, line: adj.line, cents });
    }
    const options = modifierSummary(line.modifiers);
    return {
      orderId,
      lineId: line.id,
      name: options ? `${line.productName} (${options})` : line.productName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      ivaRate: ivaRateOf(sources.productsById.get(line.productId), sources.settings),
      gross: fromCents(gross),
      discount: fromCents(gross - remaining),
      amount: fromCents(remaining),
      ...(notes.length > 0 ? { note: notes.join(' · ') } : {}),
    };
  });
  const bases = basesByRate(billLines.map((line) => ({ cents: toCents(line.amount), rate: line.ivaRate })));
  let remaining = [...bases.values()].reduce((sum, base) => sum + base, 0);
  const checkAdjustments: BillAdjustment[] = [];
  for (const adj of adjustments.filter((candidate) => candidate.line === undefined)) {
    const cents = adjustmentCents(adj, remaining);
    remaining -= cents;
    checkAdjustments.push({
      adjustmentId: adj._id,
      kind: adj.kind,
      label: adjustmentLabel(adj),
      amount: fromCents(cents),
    });
    applied.push({ adjustmentId: adj._id, kind: adj.kind, cents });
  }
  const off = spreadCents(sumCents(checkAdjustments.map((adj) => adj.amount)), [...bases.values()]);
  const taxes = [...bases.keys()].map((rate, index) => {
    const base = (bases.get(rate) ?? 0) - (off[index] ?? 0);
    return { rate, base: fromCents(base), amount: fromCents(taxCents(base, rate)) };
  });
  const { subtotal, tax, total } = taxTotals(taxes);
  const paid = sumCents(sources.payments.map((payment) => payment.amount));
  return {
    checkId: view.checkId,
    lines: billLines,
    adjustments: checkAdjustments,
    applied,
    taxes,
    subtotal: fromCents(subtotal),
    tax: fromCents(tax),
    total: fromCents(total),
    paid: fromCents(paid),
    tips: fromCents(sumCents(sources.payments.map((payment) => payment.tip))),
    refunded: fromCents(sumCents(sources.refunds.map((refund) => refund.amount))),
    due: fromCents(Math.max(total - paid, 0)),
    overpaid: fromCents(Math.max(paid - total, 0)),
    // A check made free by invitations (or of free lines only) needs no payment to be settled.
    isPaid: total > 0 ? paid >= total : billLines.length > 0,
  };
}

/**
 * Money collected (decision 12): Σ payment amounts − Σ refunds, tips apart. 'Ventas Hoy' and the
 * day's figures read this, never the value of orders sent to the kitchen.
 */
export function collectedSales(
  payments: readonly Pick<Payment, 'amount'>[],
  refunds: readonly Pick<Refund, 'amount'>[],
): string {
  return fromCents(sumCents(payments.map((p) => p.amount)) - sumCents(refunds.map((r) => r.amount)));
}

export interface Overpayment {
  checkId: string;
  /** How the check is called on screen ('Mesa 3'). */
  label: string;
  amount: string;
  /** 'Cobro de más: Mesa 3, 12,00 €'. */
  message: string;
}

/** The alert a manager sees when two devices paid one check at once. */
export function overpaymentMessage(label: string, cents: number): string {
  return `Cobro de más: ${label}, ${euros(cents)}`;
}

/**
 * Checks paid beyond their total (decision 4): the surplus is never merged away, it is shown to
 * managers to give back or keep as a tip. `label` names the check as the screens do.
 */
export function overpayments(checks: readonly { bill: Bill; label: string }[]): Overpayment[] {
  return checks
    .filter(({ bill }) => toCents(bill.overpaid) > 0)
    .map(({ bill, label }) => ({
      checkId: bill.checkId,
      label,
      amount: bill.overpaid,
      message: overpaymentMessage(label, toCents(bill.overpaid)),
    }));
}
