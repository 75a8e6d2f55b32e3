import type { Payment, Refund } from '../../docs/money.ts';
import type { Settings } from '../../docs/settings.ts';
import type { TaxLine, Ticket, TicketLine } from '../../docs/ticket.ts';
import { PAYMENT_METHODS } from '../../enums.ts';
import { idPart } from '../../ids.ts';
import { divRound, fromCents, toCents } from '../../money.ts';
import { NAME_MAX_LENGTH } from '../limits.ts';
import type { Bill } from './bill.ts';
import { spreadCents } from './iva.ts';
import { ticketDocId } from './ticket-check.ts';

export { ticketDocId, ticketProblem, ticketTaxes } from './ticket-check.ts';

/** Tickets cannot be issued without the issuer's data (payments still can: the ticket comes later). */
export const SETTINGS_MISSING_MESSAGE = 'Configura los datos del restaurante antes de cobrar';
export const TICKET_FINAL_MESSAGE = 'Un ticket emitido no se modifica: haz una devolución';

/** Number n of a series is refused until n − 1 is stored: no gaps (decision 6). */
export function previousTicketMessage(series: string, number: number): string {
  return `Falta el ticket anterior de la serie ${series} (nº ${number - 1})`;
}

/** A device's series code: 4 characters of the order numbers' alphabet (no I/O, no 0/1). */
export const SERIES_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}$/;
/** The API issues in a series of its own, serialized in the gateway. */
export const API_SERIES_CODE = 'API0';
const SERIES_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new series code, made once per install and kept on the device (`random` injectable for tests). */
export function newSeriesCode(random: () => number = Math.random): string {
  return Array.from({ length: 4 }, () => SERIES_ALPHABET[Math.floor(random() * SERIES_ALPHABET.length)]).join(
    '',
  );
}

/** 'T' + 'K7Q4' → 'T-K7Q4': one series per device, so numbers never need the server. */
export function ticketSeries(prefix: string, code: string): string {
  return `${prefix}-${code}`;
}

/** The rectifying tickets of a device: 'RT-K7Q4'. */
export function rectifyingSeries(prefix: string, code: string): string {
  return `R${ticketSeries(prefix, code)}`;
}

/** The next number of `series`: after the device's own counter and any number of it the replica holds. */
export function nextTicketNumber(
  series: string,
  localCounter: number,
  known: Iterable<Pick<Ticket, 'series' | 'number'>>,
): number {
  let max = Math.max(localCounter, 0);
  for (const ticket of known) if (ticket.series === series) max = Math.max(max, ticket.number);
  return max + 1;
}

export interface TicketNumbering {
  series: string;
  number: number;
  issuedAt: string;
  businessDate: string;
  /** The user who issues it (updatedBy). */
  by: string;
  /** The waiter's name, as printed. */
  waiter: string;
}

/** The fields every ticket takes from its numbering: its id, kind, place in its series and day. */
type TicketHeader = Pick<
  Ticket,
  | '_id'
  | 'type'
  | 'createdAt'
  | 'updatedAt'
  | 'updatedBy'
  | 'kind'
  | 'series'
  | 'number'
  | 'checkId'
  | 'businessDate'
  | 'issuedAt'
>;

/** A ticket of `kind` for the check `checkId`, numbered and issued as `numbering` says. */
export function ticketHeader(
  kind: Ticket['kind'],
  checkId: string,
  numbering: TicketNumbering,
): TicketHeader {
  return {
    _id: ticketDocId(numbering.series, numbering.number),
    type: 'ticket',
    createdAt: numbering.issuedAt,
    updatedAt: numbering.issuedAt,
    updatedBy: numbering.by,
    kind,
    series: numbering.series,
    number: numbering.number,
    checkId,
    businessDate: numbering.businessDate,
    issuedAt: numbering.issuedAt,
  };
}

const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);

/** Σ per method of what was taken, in the list's order (tip included: it is what each method got). */
function takenByMethod(payments: readonly Payment[]): Ticket['payments'] {
  const methods = PAYMENT_METHODS.map((method) => ({
    method,
    cents: sum(
      payments.flatMap((p) =>
        p.parts.filter((part) => part.method === method).map((part) => toCents(part.amount)),
      ),
    ),
  }));
  return methods.filter((m) => m.cents > 0).map((m) => ({ method: m.method, amount: fromCents(m.cents) }));
}

/**
 * The simplified invoice of a bill (decision 6): the issuer as the settings say now, the lines with
 * their frozen rate, base and IVA per rate, total, and how it was paid with the change and tip.
 */
export function buildTicket(
  bill: Bill,
  settings: Pick<Settings, 'businessName' | 'nif' | 'address' | 'ticketFooter' | 'defaultIvaRate'>,
  numbering: TicketNumbering & { tableName?: string; payments: readonly Payment[] },
): Ticket {
  const lines: TicketLine[] = bill.lines.map((line) => ({
    name: line.name.slice(0, NAME_MAX_LENGTH),
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    ivaRate: line.ivaRate,
    amount: line.amount,
    ...(line.note === undefined ? {} : { note: line.note }),
  }));
  const payments = numbering.payments;
  const cash = payments.flatMap((p) => p.parts.filter((part) => part.tendered !== undefined));
  const taxes: TaxLine[] =
    bill.taxes.length > 0 ? bill.taxes : [{ rate: settings.defaultIvaRate, base: '0.00', amount: '0.00' }];
  return {
    ...ticketHeader('simplified', bill.checkId, numbering),
    issuer: { name: settings.businessName, nif: settings.nif, address: settings.address },
    ...(numbering.tableName === undefined ? {} : { tableName: numbering.tableName }),
    waiter: numbering.waiter,
    lines,
    adjustments: bill.adjustments.map((adj) => ({
      label: adj.label,
      amount: fromCents(-toCents(adj.amount)),
    })),
    taxes,
    total: bill.total,
    payments: takenByMethod(payments),
    ...(cash.length > 0
      ? { tendered: fromCents(sum(cash.map((part) => toCents(part.tendered ?? '0')))) }
      : {}),
    change: fromCents(sum(payments.map((p) => toCents(p.change)))),
    tip: fromCents(sum(payments.map((p) => toCents(p.tip)))),
    ...(settings.ticketFooter ? { footer: settings.ticketFooter } : {}),
  };
}

/**
 * The rectifying ticket of a refund (decision 8): negative amounts, in a rectifying series, naming
 * the ticket it corrects. The money given back is spread over the original's rates in proportion to
 * what each rate charged (largest remainder, so it adds up), and each part split into base and IVA
 * at its rate: one line per rate, "Devolución: <motivo>" (one line when the ticket had one rate).
 */
export function buildRectifyingTicket(original: Ticket, refund: Refund, numbering: TicketNumbering): Ticket {
  const given = toCents(refund.amount);
  const grossByRate = original.taxes.map((tax) => toCents(tax.base) + toCents(tax.amount));
  const shares = spreadCents(given, grossByRate);
  const parts = original.taxes
    .map((tax, index) => {
      const gross = shares[index] ?? 0;
      const base = Number(divRound(BigInt(gross) * 100n, BigInt(100 + tax.rate)));
      return { rate: tax.rate, base, amount: gross - base };
    })
    .filter(
      (part, index, all) =>
        part.base + part.amount !== 0 || (index === 0 && all.every((p) => p.base + p.amount === 0)),
    );
  const name = `Devolución: ${refund.reason}`.slice(0, NAME_MAX_LENGTH);
  return {
    ...ticketHeader('rectifying', original.checkId, numbering),
    issuer: original.issuer,
    ...(original.tableName === undefined ? {} : { tableName: original.tableName }),
    waiter: numbering.waiter,
    lines: parts.map((part) => ({
      name,
      quantity: 1,
      unitPrice: fromCents(part.base),
      ivaRate: part.rate,
      amount: fromCents(-part.base),
    })),
    adjustments: [],
    taxes: parts.map((part) => ({
      rate: part.rate,
      base: fromCents(-part.base),
      amount: fromCents(-part.amount),
    })),
    total: fromCents(-given),
    payments: [{ method: refund.method, amount: fromCents(-given) }],
    change: '0.00',
    tip: '0.00',
    ...(original.footer === undefined ? {} : { footer: original.footer }),
    rectifies: { ticketId: idPart(original._id), series: original.series, number: original.number },
    refundId: idPart(refund._id),
  };
}
