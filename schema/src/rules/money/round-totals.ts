import type { TaxLine } from '../../docs/ticket.ts';
import { fromCents, toCents } from '../../money.ts';
import { isChargedLine, lineSubtotal } from '../totals.ts';
import type { BillSources } from './bill.ts';
import { ivaRateOf, taxBreakdown, taxTotals } from './iva.ts';

/** Where a line's IVA rate is read from: its product's own rate, else the restaurant's default. */
export type RateSources = Pick<BillSources, 'productsById' | 'settings'>;

/** A line of a round: one being built on a device, or one already sent. */
export interface RoundLine {
  /** The product's id part, as the bill looks its rate up. */
  productId: string;
  quantity: number;
  unitPrice: string;
  status?: string;
  void?: unknown;
}

export interface RoundTotals {
  /** Base and IVA per rate, rates ascending. */
  taxes: TaxLine[];
  subtotal: string;
  tax: string;
  total: string;
}

/**
 * What a round's lines come to, priced as billOf prices a check without discounts: each charged
 * line at its product's rate (ivaRateOf), the bases of a rate added before its tax is rounded once
 * (taxBreakdown). So the order being built shows the money the bill will ask for once it is sent.
 */
export function roundTotals(lines: readonly RoundLine[], rates: RateSources): RoundTotals {
  const taxes = taxBreakdown(
    lines.filter(isChargedLine).map((line) => ({
      cents: toCents(lineSubtotal(line.quantity, line.unitPrice)),
      rate: ivaRateOf(rates.productsById.get(line.productId), rates.settings),
    })),
  );
  const { subtotal, tax, total } = taxTotals(taxes);
  return { taxes, subtotal: fromCents(subtotal), tax: fromCents(tax), total: fromCents(total) };
}
