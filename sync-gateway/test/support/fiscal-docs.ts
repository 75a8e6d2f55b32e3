/**
 * Tickets with their billing records, as a device issues them, for the fiscal tests. Built with the
 * schema's own record builder, so each huella is real. Not imported by product code.
 */
import {
  buildAnnulment,
  buildRectifyingTicket,
  previousOf,
  withFiscalRecord,
  type Annulment,
  type ChainHead,
  type ChainRecord,
  type Refund,
  type Ticket,
} from '@restaurantpro/schema';

import { TODAY } from './docs.ts';

export const ZONE = 'Europe/Madrid';
export const ISSUER = { name: 'Casa Pepe', nif: 'B12345674', address: 'Calle Mayor 1, Madrid' };

const money = (cents: number) => (cents / 100).toFixed(2);

/** Sale ticket `number` of `series` for `checkId`: `quantity` croquetas at 6,50 € (10 %), no record. */
export function saleTicket(
  userId: string,
  checkId: string,
  number: number,
  options: { quantity?: number; series?: string; issuedAt?: string; businessDate?: string } = {},
): Ticket {
  const quantity = options.quantity ?? 2;
  const series = options.series ?? 'T-K7Q4';
  const issuedAt =
    options.issuedAt ?? new Date(Date.parse('2026-11-22T12:00:00.000Z') + number * 60_000).toISOString();
  const base = quantity * 650;
  const iva = Math.round(base / 10);
  return {
    _id: `ticket:${series}-${String(number).padStart(6, '0')}`,
    type: 'ticket',
    createdAt: issuedAt,
    updatedAt: issuedAt,
    updatedBy: userId,
    kind: 'simplified',
    series,
    number,
    checkId,
    businessDate: options.businessDate ?? '2026-11-22',
    issuedAt,
    issuer: ISSUER,
    waiter: 'Ana',
    lines: [{ name: 'Croquetas', quantity, unitPrice: '6.50', ivaRate: 10, amount: money(base) }],
    adjustments: [],
    taxes: [{ rate: 10, base: money(base), amount: money(iva) }],
    total: money(base + iva),
    payments: [{ method: 'card', amount: money(base + iva) }],
    change: '0.00',
    tip: '0.00',
  };
}

/** The rectifying ticket `number` of `series` giving back `amount` of `original`, no record. */
export function rectifyingTicket(
  userId: string,
  original: Ticket,
  series: string,
  number: number,
  amount: string,
): Ticket {
  const refund: Refund = {
    _id: `refund:R${number}${original.number}`,
    type: 'refund',
    createdAt: original.issuedAt,
    updatedAt: original.issuedAt,
    updatedBy: userId,
    ticketId: original._id.slice('ticket:'.length),
    checkId: original.checkId,
    businessDate: original.businessDate,
    amount,
    method: 'card',
    reason: 'Plato frío',
    by: userId,
  };
  const issuedAt = new Date(Date.parse(original.issuedAt) + 30_000).toISOString();
  return buildRectifyingTicket(original, refund, {
    series,
    number,
    issuedAt,
    businessDate: original.businessDate,
    by: userId,
    waiter: 'Ana',
  });
}

/** What a manager says when cancelling a ticket issued in error. */
export const ANNULMENT_REASON = 'Cobrada dos veces por error';

/** A device's chain as it writes it: each ticket or annulment gets the next record, linked to the last. */
export class Chain {
  private head: ChainHead;

  constructor(installation: string) {
    this.head = { installation, seq: 0 };
  }

  add(ticket: Ticket): Ticket {
    const chained = withFiscalRecord(ticket, this.head, ZONE);
    if (chained.fiscal !== undefined) this.advance(chained.fiscal);
    return chained;
  }

  /** The annulment of `ticket` by `by` (a manager's user id) at `at`, its anulación next in this chain. */
  annul(ticket: Ticket, by: string, at: Date, reason = ANNULMENT_REASON): Annulment {
    const annulment = buildAnnulment({ ticket, reason, by, at, timeZone: ZONE }, this.head);
    this.advance(annulment.fiscal);
    return annulment;
  }

  private advance(record: ChainRecord): void {
    this.head = { installation: this.head.installation, seq: record.seq, last: previousOf(record) };
  }
}

/** Sale `number` of T-K7Q4 (2 croquetas, 14,30 €), issued in the morning of TODAY. */
export const morningSale = (userId: string, checkId: string, number: number): Ticket =>
  saleTicket(userId, checkId, number, {
    businessDate: TODAY,
    issuedAt: `${TODAY}T09:${String(number).padStart(2, '0')}:00.000Z`,
  });
