import {
  buildAnnulment,
  buildInvoice,
  previousOf,
  withFiscalRecord,
  type Annulment,
  type ChainHead,
  type ChainRecord,
  type Customer,
  type Ticket,
} from '@restaurantpro/schema';
import { isFiscalTicket, type FiscalTicket } from '../../src/fiscal/xml.ts';

/**
 * Tickets with real billing records for the fiscal tests: built by hand and given their record by
 * the schema's `withFiscalRecord`, so every huella and chain link is the one a device would write.
 */

export const ZONE = 'Europe/Madrid';
/** An '&' and an accent in the name, so every message exercises the escaping and UTF-8. */
export const ISSUER = {
  name: 'Casa Pepe & Hijos, S.L. (Logroño)',
  nif: 'B12345674',
  address: 'Calle Mayor 1, Madrid',
};

const money = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)}`;

/**
 * Ticket `number` of series T-<installation>: `quantity` croquetas at 6,50 € (10 %) and a beer at
 * 2,50 € (21 %), so the Desglose has two lines.
 */
export function saleTicket(installation: string, number: number, issuedAt: string, quantity = 2): Ticket {
  const food = quantity * 650;
  const drink = 250;
  const foodIva = Math.round(food / 10);
  const drinkIva = Math.round((drink * 21) / 100);
  const total = food + foodIva + drink + drinkIva;
  return {
    _id: `ticket:T-${installation}-${String(number).padStart(6, '0')}`,
    type: 'ticket',
    createdAt: issuedAt,
    updatedAt: issuedAt,
    updatedBy: 'u-waiter',
    kind: 'simplified',
    series: `T-${installation}`,
    number,
    checkId: `C${number}`,
    businessDate: issuedAt.slice(0, 10),
    issuedAt,
    issuer: ISSUER,
    waiter: 'Ana',
    lines: [
      { name: 'Croquetas', quantity, unitPrice: '6.50', ivaRate: 10, amount: money(food) },
      { name: 'Caña', quantity: 1, unitPrice: '2.50', ivaRate: 21, amount: money(drink) },
    ],
    adjustments: [],
    taxes: [
      { rate: 10, base: money(food), amount: money(foodIva) },
      { rate: 21, base: money(drink), amount: money(drinkIva) },
    ],
    total: money(total),
    payments: [{ method: 'card', amount: money(total) }],
    change: '0.00',
    tip: '0.00',
  };
}

/** The rectifying ticket that refunds `original` whole (negative amounts, an R5 record). */
export function rectifyingTicket(original: Ticket, number: number, issuedAt: string): Ticket {
  const negate = (amount: string) => money(-Math.round(Number(amount) * 100));
  return {
    ...original,
    _id: `ticket:RT-${original.series.slice(2)}-${String(number).padStart(6, '0')}`,
    kind: 'rectifying',
    series: `RT-${original.series.slice(2)}`,
    number,
    issuedAt,
    createdAt: issuedAt,
    updatedAt: issuedAt,
    lines: original.lines.map((line) => ({ ...line, amount: negate(line.amount) })),
    taxes: original.taxes.map((tax) => ({ ...tax, base: negate(tax.base), amount: negate(tax.amount) })),
    total: negate(original.total),
    payments: original.payments.map((payment) => ({ ...payment, amount: negate(payment.amount) })),
    rectifies: { ticketId: original._id, series: original.series, number: original.number },
    fiscal: undefined,
  };
}

/** A customer with a NIF whose check letter is right. */
export const CUSTOMER: Customer = {
  nif: '12345678Z',
  name: 'Aceros del Norte, S.A.',
  address: 'Gran Vía 1, Bilbao',
};

/** Full invoice `number` of FT-<installation> replacing `original` for `customer` (an F3 once chained). */
export function invoiceTicket(
  original: Ticket,
  number: number,
  issuedAt: string,
  customer = CUSTOMER,
): Ticket {
  const series = `F${original.series}`;
  return buildInvoice(
    original,
    customer,
    { series, number, issuedAt, businessDate: issuedAt.slice(0, 10), by: 'u-waiter', waiter: 'Ana' },
    ZONE,
  );
}

export function asFiscal(ticket: Ticket): FiscalTicket {
  if (!isFiscalTicket(ticket)) throw new Error(`${ticket._id} has no record`);
  return ticket;
}

/** A document holding a record of a chain: a ticket's alta, or an annulment's anulación. */
export interface RecordHolder {
  fiscal: ChainRecord;
}

/** Where `installation`'s chain stands after `last` (or before its first record). */
export function headAfter(installation: string, last?: RecordHolder): ChainHead {
  return last === undefined
    ? { installation, seq: 0 }
    : { installation, seq: last.fiscal.seq, last: previousOf(last.fiscal) };
}

/** The next record of `installation`'s chain after `last` (or its first), for `ticket`. */
export function chained(ticket: Ticket, installation: string, last?: RecordHolder): FiscalTicket {
  return asFiscal(withFiscalRecord(ticket, headAfter(installation, last), ZONE));
}

/**
 * The annulment of `ticket` a manager writes at `at` on a device of `installation`, its anulación
 * next in that chain after `last`: built with the schema's `buildAnnulment`, as a device builds it.
 */
export function annulled(
  ticket: FiscalTicket,
  installation: string,
  at: string,
  last?: RecordHolder,
): Annulment {
  return buildAnnulment(
    { ticket, reason: 'Ticket emitido por error', by: 'u-manager', at: new Date(at), timeZone: ZONE },
    headAfter(installation, last),
  );
}

/**
 * `count` sale tickets of `installation`, numbered from `from`, chained after `last`, issued `stepMs`
 * apart starting at `startMs`.
 */
export function chainOf(
  installation: string,
  count: number,
  startMs: number,
  options: { stepMs?: number; from?: number; last?: FiscalTicket } = {},
): FiscalTicket[] {
  const { stepMs = 1000, from = 1 } = options;
  const tickets: FiscalTicket[] = [];
  let last = options.last;
  for (let i = 0; i < count; i++) {
    const issuedAt = new Date(startMs + i * stepMs).toISOString();
    last = chained(saleTicket(installation, from + i, issuedAt, 1 + (i % 4)), installation, last);
    tickets.push(last);
  }
  return tickets;
}
