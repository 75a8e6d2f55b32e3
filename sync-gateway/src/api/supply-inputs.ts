import { z } from 'zod';
import {
  countReasonSchema,
  deliveryLineSchema,
  deliverySchema,
  ID_PATTERN,
  ingredientUnitSchema,
  INVOICE_STATUSES,
  isoDateSchema,
  quantitySchema,
  refSchema,
  supplierInputSchema,
  supplierSchema,
  tryNormalizeQuantity,
} from '@restaurantpro/schema';
import { docMoney } from './inputs.ts';

/** POST /api/invoices and PUT /api/invoices/{id}: the form's own input, 'vencida' never sent. */
export { invoiceInputSchema as invoiceBody } from '@restaurantpro/schema';

/**
 * Request bodies of the supply calls. Quantities and money are judged by the stored schemas
 * (`docQuantity`, `docMoney`): a negative or over-precise figure is refused in the very words `/db`
 * gives a device writing the same document, never rounded. Whether the write may be stored (the
 * supplier, the ingredients, the units, an inactive ingredient) is the schema's write rules' verdict.
 */

/**
 * A quantity as the supply documents store it ("2.500"; "9" or 9 are written so). What does not
 * normalise is handed to the stored schema unchanged, to be refused in its words.
 */
function asStored<T extends z.ZodType<string, string>>(stored: T) {
  return z
    .union([z.string().max(32), z.number()])
    .transform((value) => tryNormalizeQuantity(String(value)) ?? String(value))
    .pipe(stored);
}

export const docQuantity = asStored(quantitySchema);
/** A delivery line's quantity, in its own words for a sign ('…debe ser mayor que 0'). */
const deliveredQuantity = asStored(deliveryLineSchema.shape.quantity);

export const invoiceQuery = z.object({
  supplierId: z.string().regex(ID_PATTERN, 'Identificador no válido').optional(),
  status: z.enum(INVOICE_STATUSES).optional().describe('Estado mostrado (vencida incluida)'),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mes no válido: AAAA-MM')
    .optional()
    .describe('Mes de la fecha de la factura, AAAA-MM'),
});

const deliveryLineBody = z.object({
  ingredientId: refSchema,
  quantity: deliveredQuantity.describe('En `unit`, que debe convertirse a la unidad del ingrediente'),
  unit: ingredientUnitSchema,
  unitCost: docMoney.describe('Coste por `unit`, sin IVA'),
});

export const deliveryBody = deliverySchema
  .pick({ supplierId: true, reference: true, invoiceId: true, notes: true })
  .extend({
    businessDate: isoDateSchema.optional().describe('Día de negocio de la entrada; hoy si no se indica'),
    lines: z.array(deliveryLineBody).min(1, 'Añade al menos una línea').max(200),
  });

export const stockCountBody = z.object({
  businessDate: isoDateSchema.optional().describe('Día de negocio del recuento; hoy si no se indica'),
  lines: z
    .array(
      z.object({
        ingredientId: refSchema,
        counted: docQuantity.describe('Lo contado, en la unidad del ingrediente'),
        reason: countReasonSchema.describe(
          'Motivo de la diferencia: merma, rotura, caducado o error de conteo',
        ),
      }),
    )
    .min(1, 'Cuenta al menos un ingrediente')
    .max(500),
  notes: z.string().max(1000).optional(),
});

export const supplierFilter = z.object({
  supplierId: z.string().regex(ID_PATTERN, 'Identificador no válido').optional(),
});

/**
 * POST /api/suppliers and PUT /api/suppliers/{id}: the form's input, but the NIF/CIF is judged by the
 * write rules (supplierProblem), so the API refuses it in the words `/db` gives a device.
 */
export const supplierBody = supplierInputSchema.extend({ taxId: supplierSchema.shape.taxId });
