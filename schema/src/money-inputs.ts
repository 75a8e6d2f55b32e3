/**
 * Input shapes of the money side's REST calls and web forms (DESIGN.md §10): both parse with these,
 * so "12,10", "12.10" and 12.1 become "12.10" alike at every door, and a negative or sub-cent amount
 * is refused in the same words. Only the shape is judged here; whether the write is allowed (a
 * closed day, a split that adds up, a manager's confirmation) is the write rules' verdict.
 */
import { z } from 'zod';
import { lineRefSchema } from './docs/check.ts';
import { longText, nameText, shortText } from './docs/common.ts';
import { SERIES_PREFIX_PATTERN, terminalIdleMinutesSchema } from './docs/settings.ts';
import {
  adjustmentKindSchema,
  cashMovementKindSchema,
  ivaRateSchema,
  paymentMethodSchema,
  splitKindSchema,
} from './enums.ts';
import { ID_PATTERN } from './ids.ts';
import { isMoney, tryNormalizeMoney } from './money.ts';
import { INVOICE_MESSAGES } from './rules/money/invoice-check.ts';
import { normalizeTaxId, taxIdProblem } from './rules/money/tax-id.ts';

export const AMOUNT_INPUT_MESSAGE = 'Importe no válido: usa euros con dos decimales como máximo';
export const AMOUNT_POSITIVE_MESSAGE = 'El importe debe ser mayor que 0';

/**
 * An amount as typed or sent: a string with a comma or a dot, or a JSON number, never negative and
 * never finer than a cent (a number is read by its shortest decimal form, so 0.1 + 0.2 is refused
 * rather than rounded). Canonical money out ("12.10").
 */
export const moneyInputSchema = z
  .union([z.string(), z.number()], { error: AMOUNT_INPUT_MESSAGE })
  .transform((input, ctx) => {
    const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
    const money = /^\d+(?:[.,]\d{0,2})?$/.test(text) ? tryNormalizeMoney(text) : null;
    if (money === null || !isMoney(money)) {
      ctx.addIssue({ code: 'custom', message: AMOUNT_INPUT_MESSAGE });
      return z.NEVER;
    }
    return money;
  });

/** An amount of at least a cent. */
export const amountInputSchema = moneyInputSchema.refine(
  (money) => money !== '0.00',
  AMOUNT_POSITIVE_MESSAGE,
);

/** An id made on the device (so a retry is the same document); the API makes one when absent. */
const idInput = z.string().regex(ID_PATTERN, 'Referencia no válida').optional();
const reasonInput = z
  .string({ error: 'Indica el motivo' })
  .trim()
  .min(1, 'Indica el motivo')
  .max(1000, 'El motivo no puede tener más de 1000 caracteres');
/** A discount or a refund: why, and a manager's confirmation when the writer is not one. */
const correctionInput = {
  reason: reasonInput,
  approvedBy: z.string().min(1).max(200).optional(),
  approval: z.string().min(1).max(2000).optional(),
};

/** POST /api/checks/{id}/payments and the Cobrar form: the change is worked out by the writer (changeFor). */
export const paymentInputSchema = z.object({
  id: idInput,
  amount: amountInputSchema,
  tip: moneyInputSchema.default('0.00'),
  parts: z
    .array(
      z.object({
        method: paymentMethodSchema,
        amount: amountInputSchema,
        tendered: moneyInputSchema.optional(),
      }),
    )
    .min(1, 'Indica cómo se paga')
    .max(2, 'Como mucho efectivo y tarjeta'),
  split: z
    .object({
      kind: splitKindSchema,
      of: amountInputSchema,
      parts: z.array(amountInputSchema).min(2, 'Divide en al menos 2 partes').max(50),
      index: z.int().min(0),
      lines: z.array(lineRefSchema).optional(),
    })
    .optional(),
});
export type PaymentInput = z.output<typeof paymentInputSchema>;

/** POST /api/checks/{id}/adjustments: a discount (percent or amount) or an invitation, with why. */
export const adjustmentInputSchema = z.object({
  id: idInput,
  kind: adjustmentKindSchema,
  line: lineRefSchema.optional(),
  percent: z
    .int('El porcentaje debe ser un número entero')
    .min(1, 'El porcentaje va de 1 a 100')
    .max(100, 'El porcentaje va de 1 a 100')
    .optional(),
  amount: amountInputSchema.optional(),
  ...correctionInput,
});
export type AdjustmentInput = z.output<typeof adjustmentInputSchema>;

/** POST /api/tickets/{id}/refunds. */
export const refundInputSchema = z.object({
  id: idInput,
  amount: amountInputSchema,
  method: paymentMethodSchema,
  ...correctionInput,
});
export type RefundInput = z.output<typeof refundInputSchema>;

/** POST /api/cash/movements: the float, or money in or out with a reason (the rules ask for it). */
export const cashMovementInputSchema = z.object({
  id: idInput,
  kind: cashMovementKindSchema,
  amount: amountInputSchema,
  reason: longText('El motivo').optional(),
});
export type CashMovementInput = z.output<typeof cashMovementInputSchema>;

/** POST /api/days/{date}/close: what was counted, by note and coin. */
export const dayCloseInputSchema = z.object({
  counted: z
    .array(
      z.object({
        cents: z.int().min(1),
        count: z.int('Cuenta unidades enteras').min(0, 'No puede haber unidades negativas').max(100_000),
      }),
    )
    .max(20),
  note: longText('La nota').optional(),
});
export type DayCloseInput = z.output<typeof dayCloseInputSchema>;

/** PUT /api/settings and the settings form: the NIF normalized and checked with its control character. */
export const settingsInputSchema = z.object({
  businessName: nameText('El nombre del negocio'),
  nif: shortText('El NIF')
    .transform(normalizeTaxId)
    .superRefine((nif, ctx) => {
      const problem = taxIdProblem(nif);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    }),
  address: longText('La dirección').trim().min(1, 'La dirección es requerida'),
  ticketFooter: longText('El pie del ticket').optional(),
  seriesPrefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(SERIES_PREFIX_PATTERN, 'El prefijo de serie: de 1 a 4 letras mayúsculas o cifras'),
  defaultIvaRate: ivaRateSchema,
  terminalIdleMinutes: terminalIdleMinutesSchema.optional(),
  terminalLockAfterOrder: z.boolean().optional(),
});
export type SettingsInput = z.output<typeof settingsInputSchema>;

/**
 * POST /api/tickets/:id/invoice and the 'Factura completa' dialog: the customer's NIF (normalized and
 * checked with its control character), name and address, in the invoice rule's words.
 */
export const customerInputSchema = z.object({
  nif: shortText('El NIF')
    .min(1, 'El NIF es requerido')
    .transform(normalizeTaxId)
    .superRefine((nif, ctx) => {
      const problem = taxIdProblem(nif);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    }),
  name: shortText('El nombre o razón social').trim().min(1, INVOICE_MESSAGES.name),
  address: longText('La dirección').trim().min(1, INVOICE_MESSAGES.address),
});
export type CustomerInput = z.output<typeof customerInputSchema>;

/** POST /api/approvals for a discount or a refund: the manager's credentials and the document's id. */
export const docApprovalInputSchema = z.object({
  email: z.string({ error: 'El correo es requerido' }).trim().min(1, 'El correo es requerido').max(254),
  password: z.string({ error: 'La contraseña es requerida' }).min(1, 'La contraseña es requerida').max(1024),
  subject: z.string().regex(/^(adjustment|refund):[A-Za-z0-9_-]{1,80}$/, 'Indica qué se confirma'),
});
export type DocApprovalInput = z.output<typeof docApprovalInputSchema>;
