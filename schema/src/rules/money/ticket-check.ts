import type { TaxLine, Ticket } from '../../docs/ticket.ts';
import { fromCents, toCents } from '../../money.ts';
import { docId } from '../../ids.ts';
import { invoiceFieldsProblem } from './invoice-check.ts';
import { basesByRate, spreadCents, taxCents } from './iva.ts';

/** Signed money ("-6.90") in cents. */
export const signedCents = (money: string): number =>
  money.startsWith('-') ? -toCents(money.slice(1)) : toCents(money);
const signed = signedCents;
const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);

/** `ticket:T-K7Q4-000042`: the same number twice is the same document, never a duplicate. */
export function ticketDocId(series: string, number: number): string {
  return docId('ticket', `${series}-${String(number).padStart(6, '0')}`);
}

/**
 * Base and IVA per rate of a simplified ticket, recomputed from what it prints: the lines' amounts
 * per rate, less the check-wide adjustments spread over the rates in proportion, IVA rounded once
 * per rate. The same steps as billOf, so a ticket built from a bill always passes.
 */
export function ticketTaxes(ticket: Pick<Ticket, 'lines' | 'adjustments'>): TaxLine[] {
  const bases = basesByRate(
    ticket.lines.map((line) => ({ cents: toCents(line.amount), rate: line.ivaRate })),
  );
  const off = sum(ticket.adjustments.map((adj) => -signed(adj.amount)));
  const shares = spreadCents(off, [...bases.values()]);
  return [...bases.keys()].map((rate, index) => {
    const base = (bases.get(rate) ?? 0) - (shares[index] ?? 0);
    return { rate, base: fromCents(base), amount: fromCents(taxCents(base, rate)) };
  });
}

const taxesText = (taxes: readonly TaxLine[]) => JSON.stringify(taxes.map((t) => [t.rate, t.base, t.amount]));

/** A sale's figures, as a simplified invoice and the full invoice replacing it print them. */
function saleProblem(ticket: Ticket): string | null {
  if (ticket.rectifies !== undefined || ticket.refundId !== undefined) {
    return 'Un ticket de venta no rectifica otro';
  }
  for (const line of ticket.lines) {
    const amount = signed(line.amount);
    if (amount < 0 || amount > line.quantity * toCents(line.unitPrice)) {
      return `El importe de ${line.name} no corresponde a su cantidad y precio`;
    }
  }
  if (ticket.adjustments.some((adj) => signed(adj.amount) > 0)) return 'Los descuentos del ticket restan';
  if (ticket.payments.some((payment) => signed(payment.amount) < 0))
    return 'Los cobros del ticket no pueden ser negativos';
  const expected = ticketTaxes(ticket);
  // A ticket without lines (everything voided or invited) still prints one rate at 0,00.
  const empty =
    expected.length === 0 && ticket.taxes.length === 1 && signed(ticket.taxes[0]?.base ?? '0.00') === 0;
  if (!empty && taxesText(expected) !== taxesText(ticket.taxes)) {
    return 'La base y el IVA por tipo del ticket no corresponden a sus líneas';
  }
  return null;
}

function rectifyingProblem(ticket: Ticket): string | null {
  if (ticket.rectifies === undefined || ticket.refundId === undefined) {
    return 'Un ticket rectificativo indica el ticket que corrige y su devolución';
  }
  if (!ticket.series.startsWith('R')) return 'Los tickets rectificativos van en su propia serie (R…)';
  if (signed(ticket.total) >= 0) return 'Un ticket rectificativo devuelve dinero: su total es negativo';
  if (ticket.lines.some((line) => signed(line.amount) > 0))
    return 'Las líneas de un ticket rectificativo restan';
  for (const tax of ticket.taxes) {
    const base = sum(
      ticket.lines.filter((line) => line.ivaRate === tax.rate).map((line) => signed(line.amount)),
    );
    // The money given back is split into base and IVA from its gross: one cent either way of the
    // IVA recomputed from the base is the rounding of that split, not an error.
    const off = Math.abs(signed(tax.amount) - taxCents(signed(tax.base), tax.rate));
    if (base !== signed(tax.base) || off > 1)
      return 'La base y el IVA por tipo del ticket no corresponden a sus líneas';
  }
  const rates = new Set(ticket.taxes.map((tax) => tax.rate));
  if (rates.size !== ticket.taxes.length || ticket.lines.some((line) => !rates.has(line.ivaRate))) {
    return 'Cada tipo de IVA del ticket aparece una vez, con sus líneas';
  }
  return null;
}

/**
 * Why a ticket's own figures are wrong, or null (decision 6): its id is its series and number; a
 * sale's taxes (and a full invoice's, which repeats a sale) are recomputed from its lines exactly, a
 * correction's within its rounding; the total is Σ bases + Σ IVA; only a full invoice names a
 * customer. Whether its number follows the previous one is the write dispatch's to say.
 */
export function ticketProblem(ticket: Ticket): string | null {
  if (ticket._id !== ticketDocId(ticket.series, ticket.number))
    return 'El identificador del ticket no corresponde a su serie y número';
  const rates = ticket.taxes.map((tax) => tax.rate);
  if (rates.some((rate, i) => i > 0 && rate <= (rates[i - 1] ?? -1)))
    return 'Los tipos de IVA del ticket van en orden';
  const problem =
    invoiceFieldsProblem(ticket) ??
    (ticket.kind === 'rectifying' ? rectifyingProblem(ticket) : saleProblem(ticket));
  if (problem !== null) return problem;
  const total = sum(ticket.taxes.map((tax) => signed(tax.base) + signed(tax.amount)));
  return total === signed(ticket.total) ? null : 'El total del ticket no es la suma de bases e IVA';
}
