import { idPart, ticketDocId, type Ticket } from '@restaurantpro/schema';

/** 'T-K7Q4-000012': how a ticket is named on paper, the number part of its deterministic id. */
export function ticketNumber(series: string, number: number): string {
  return idPart(ticketDocId(series, number));
}

/** What each kind of ticket is called on paper. */
export const PAPER_TITLES: Record<Ticket['kind'], string> = {
  simplified: 'Factura simplificada',
  rectifying: 'Factura rectificativa',
  invoice: 'Factura',
};

/** 'Sustituye a la factura simplificada T-K7Q4-000012': the line a full invoice prints under its number. */
export function replacesLine(replaces: NonNullable<Ticket['replaces']>): string {
  return `Sustituye a la factura simplificada ${ticketNumber(replaces.series, replaces.number)}`;
}
