/**
 * Input shapes of the supply side's REST calls and web forms (DESIGN.md §10): both parse with these,
 * so "3,40", "3.40" and 3.4 become "3.40" alike at every door, and a negative or too precise quantity
 * or cost is refused in the same words. Only the shape is judged here; whether the write is allowed
 * (the supplier exists, the units convert, the ingredient is active) is the write rules' verdict.
 */
import { z } from 'zod';
import { isoDateSchema, longText, nameText, shortText, urlText } from './docs/common.ts';
import { countReasonSchema, ingredientUnitSchema } from './enums.ts';
import { ID_PATTERN } from './ids.ts';
import { moneyInputSchema, amountInputSchema } from './money-inputs.ts';
import { tryNormalizeQuantity } from './money.ts';
import { DELIVERY_QUANTITY_MESSAGE } from './rules/supply/deliveries.ts';
import { INVOICE_DUE_DATE_MESSAGE } from './rules/supply/office.ts';

export const QUANTITY_INPUT_MESSAGE = 'Cantidad no válida: usa como máximo tres decimales';
export const QUANTITY_NEGATIVE_MESSAGE = 'La cantidad no puede ser negativa';
export const COST_NEGATIVE_MESSAGE = 'El coste no puede ser negativo';

/** The text of a typed or sent number: a JSON number by its shortest decimal form. */
const numberText = (input: string | number) =>
  typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();

/**
 * A quantity as typed or sent, with a comma or a dot, never negative and never finer than a
 * milli-unit (a number too precise is refused rather than rounded). Canonical quantity out ("0.250").
 */
export const quantityInputSchema = z
  .union([z.string(), z.number()], { error: QUANTITY_INPUT_MESSAGE })
  .transform((input, ctx) => {
    const text = numberText(input);
    if (/^-\s*\d/.test(text)) {
      ctx.addIssue({ code: 'custom', message: QUANTITY_NEGATIVE_MESSAGE });
      return z.NEVER;
    }
    const quantity = /^\d+(?:[.,]\d{0,3})?$/.test(text) ? tryNormalizeQuantity(text) : null;
    if (quantity === null) {
      ctx.addIssue({ code: 'custom', message: QUANTITY_INPUT_MESSAGE });
      return z.NEVER;
    }
    return quantity;
  });

/** A signed quantity (a count's expected stock may be below zero): "-0.800" out. */
export const signedQuantityInputSchema = z
  .union([z.string(), z.number()], { error: QUANTITY_INPUT_MESSAGE })
  .transform((input, ctx) => {
    const text = numberText(input);
    const negative = text.startsWith('-');
    const quantity = quantityInputSchema.safeParse(negative ? text.slice(1).trim() : text);
    if (!quantity.success) {
      ctx.addIssue({ code: 'custom', message: QUANTITY_INPUT_MESSAGE });
      return z.NEVER;
    }
    return negative && !/^0\.0+$/.test(quantity.data) ? `-${quantity.data}` : quantity.data;
  });

/** A cost per unit: money, refused when negative with its own words. */
const costInput = z
  .union([z.string(), z.number()])
  .superRefine((input, ctx) => {
    if (/^-\s*\d/.test(numberText(input))) ctx.addIssue({ code: 'custom', message: COST_NEGATIVE_MESSAGE });
  })
  .pipe(moneyInputSchema);

/** An id made on the device (so a retry is the same document); the API makes one when absent. */
const idInput = z.string().regex(ID_PATTERN, 'Referencia no válida').optional();
const ref = (message: string) =>
  z.string({ error: message }).trim().min(1, message).regex(ID_PATTERN, 'Referencia no válida');
/** Empty form values ('' / null, the select's 'none') mean "not given". */
const emptyToUndefined = (value: unknown): unknown =>
  value === '' || value === null || value === 'none' ? undefined : value;
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToUndefined, schema.optional());
}

/** POST /api/deliveries and the 'Entrada de mercancía' form; the writer adds who received it. */
export const deliveryInputSchema = z.object({
  id: idInput,
  supplierId: ref('Elige un proveedor'),
  reference: optional(shortText('El número de albarán').trim()),
  invoiceId: optional(ref('Factura no válida')),
  /** The business day it came in; the writer takes today's when absent. */
  businessDate: optional(isoDateSchema),
  lines: z
    .array(
      z.object({
        id: idInput,
        ingredientId: ref('Elige un ingrediente'),
        quantity: quantityInputSchema.refine((quantity) => quantity !== '0.000', DELIVERY_QUANTITY_MESSAGE),
        unit: ingredientUnitSchema,
        unitCost: costInput,
      }),
    )
    .min(1, 'Añade al menos una línea')
    .max(200),
  notes: optional(longText('Las notas')),
});
export type DeliveryInput = z.output<typeof deliveryInputSchema>;

/**
 * POST /api/stock-counts and the count form (and the ingredient dialog's changed stock, reason 'Error
 * de conteo'). `expected` and `unitCost` are what the counter saw; the writer takes the ingredient's
 * current stock and cost when they are absent.
 */
export const stockCountInputSchema = z.object({
  id: idInput,
  businessDate: optional(isoDateSchema),
  lines: z
    .array(
      z.object({
        ingredientId: ref('Elige un ingrediente'),
        expected: optional(signedQuantityInputSchema),
        counted: quantityInputSchema,
        reason: countReasonSchema,
        unitCost: optional(costInput),
      }),
    )
    .min(1, 'Cuenta al menos un ingrediente')
    .max(500),
  notes: optional(longText('Las notas')),
});
export type StockCountInput = z.output<typeof stockCountInputSchema>;

/**
 * POST /api/invoices, PUT /api/invoices/{id} and the invoice form. 'Vencida' is never sent: it is
 * read from the due date (invoiceStatusOf). The document is attached by its own upload.
 */
export const invoiceInputSchema = z
  .object({
    id: idInput,
    invoiceNumber: nameText('El número de factura').trim().min(1, 'El número de factura es requerido'),
    supplierId: ref('Elige un proveedor'),
    amount: amountInputSchema,
    date: isoDateSchema,
    dueDate: optional(isoDateSchema),
    status: z.enum(['pending', 'paid', 'cancelled']).default('pending'),
    documentUrl: optional(urlText),
    notes: optional(longText('Las notas')),
  })
  .refine((invoice) => invoice.dueDate === undefined || invoice.dueDate >= invoice.date, {
    message: INVOICE_DUE_DATE_MESSAGE,
    path: ['dueDate'],
  });
export type InvoiceInput = z.output<typeof invoiceInputSchema>;
