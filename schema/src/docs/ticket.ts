import { z } from 'zod';
import { ivaRateSchema, paymentMethodSchema, ticketKindSchema } from '../enums.ts';
import {
  baseDoc,
  isoDateSchema,
  isoDateTimeSchema,
  longText,
  moneySchema,
  nameText,
  refSchema,
  shortText,
} from './common.ts';
import { fiscalRecordSchema } from './fiscal.ts';
import { signedMoneySchema } from './signed-money.ts';

/** A ticket series: letters, digits and dashes, short enough for the paper ("T-K7Q4"). */
export const TICKET_SERIES_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,15}$/;

/** The issuer as it was when the ticket was printed: a later change of settings never edits it. */
export const issuerSchema = z.object({
  name: nameText('El nombre del negocio'),
  nif: shortText('El NIF').min(1, 'El NIF es requerido'),
  address: longText('La dirección'),
});

export const ticketLineSchema = z.object({
  name: nameText('El nombre'),
  quantity: z.int().min(1),
  unitPrice: moneySchema,
  ivaRate: ivaRateSchema,
  /** quantity × unit price, less this line's discounts (negative on a rectifying ticket). */
  amount: signedMoneySchema,
  /** 'Invitación', 'Descuento 10 %': what changed the amount. */
  note: shortText('La nota').optional(),
});
export type TicketLine = z.infer<typeof ticketLineSchema>;

/** Base and IVA of one rate, as the law asks a simplified invoice to show them. */
export const taxLineSchema = z.object({ rate: ivaRateSchema, base: signedMoneySchema, amount: signedMoneySchema });
export type TaxLine = z.infer<typeof taxLineSchema>;

/**
 * A ticket: a Spanish simplified invoice (factura simplificada) or its correction. Numbered on the
 * device, in a series of its own, with no gaps: the gateway refuses number n of a series until n − 1
 * is stored. Immutable: a mistake is corrected by a refund and a rectifying ticket.
 */
export const ticketSchema = z.object({
  ...baseDoc('ticket'),
  kind: ticketKindSchema,
  series: z.string().regex(TICKET_SERIES_PATTERN, 'Serie de ticket no válida'),
  number: z.int().min(1),
  checkId: refSchema,
  businessDate: isoDateSchema,
  issuedAt: isoDateTimeSchema,
  issuer: issuerSchema,
  tableName: shortText('La mesa').optional(),
  /** The waiter, as printed. */
  waiter: shortText('El camarero'),
  lines: z.array(ticketLineSchema).max(500),
  /** Check-wide discounts or invitations, as printed (negative amounts). */
  adjustments: z.array(z.object({ label: shortText('El concepto'), amount: signedMoneySchema })).max(50),
  taxes: z.array(taxLineSchema).min(1),
  total: signedMoneySchema,
  payments: z.array(z.object({ method: paymentMethodSchema, amount: signedMoneySchema })).max(100),
  tendered: moneySchema.optional(),
  change: moneySchema,
  tip: moneySchema,
  footer: longText('El pie').optional(),
  /** A rectifying ticket: the ticket it corrects and the refund behind it. */
  rectifies: z.object({ ticketId: refSchema, series: z.string(), number: z.int().min(1) }).optional(),
  refundId: refSchema.optional(),
  /** Its Verifactu billing record (fiscal.ts), written with it on the device. */
  fiscal: fiscalRecordSchema.optional(),
});
export type Ticket = z.infer<typeof ticketSchema>;
