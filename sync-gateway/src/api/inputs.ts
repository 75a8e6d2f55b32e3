import { z } from 'zod';
import {
  areaInputSchema,
  dailyStockUpdateSchema,
  ID_PATTERN,
  ingredientInputSchema,
  EMPTY_ORDER_MESSAGE,
  moneySchema,
  orderLineInputSchema,
  orderStatusInputSchema,
  productInputSchema,
  recipeIngredientInputSchema,
  recipeInputSchema,
  roundLineInputSchema,
  staffOrderInputSchema,
  tableInputSchema,
  tryNormalizeMoney,
  tryNormalizeQuantity,
} from '@restaurantpro/schema';

/**
 * Request bodies of the §7 calls: the shared input schemas, tightened where a form's leniency would
 * hide a client bug behind a stored guess. The forms round numbers and read "abc" as 0 (spec §5);
 * an API caller sending 12.345 € or "abc" portions gets a 400 instead, so nothing is stored that the
 * caller did not mean. Strings and numbers are both accepted for money and quantities.
 */

function exactDecimal(normalize: (text: string) => string | null, message: string) {
  // Numbers go through their shortest text form, so 12.345 is refused like "12.345", not rounded.
  return z.union([z.string().max(32), z.number()]).transform((value, ctx) => {
    const normalized = normalize(String(value));
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return normalized;
  });
}

export const apiMoney = exactDecimal(
  tryNormalizeMoney,
  'Importe no válido: número o texto no negativo con 2 decimales como máximo',
);
export const apiQuantity = exactDecimal(
  tryNormalizeQuantity,
  'Cantidad no válida: número o texto no negativo con 3 decimales como máximo',
);
const minutes = z
  .int()
  .min(0)
  .max(24 * 60);

/** The id part of `_id` (ULIDs, demo slugs), in a path or as the id a client gives what it creates. */
export const docId = z.string().regex(ID_PATTERN, 'Identificador no válido');

/** `:id` path segments. */
export const idParams = z.object({ id: docId });

/**
 * What a write that a waiter makes with a manager's confirmation (a discount, a refund) carries
 * besides its own id. The reason is optional here: a missing one is the rules' to refuse, in the
 * words a device hears.
 */
export const confirmedWriteFields = {
  reason: z.string().max(1000).optional(),
  approvedBy: z.string().max(200).optional(),
  approval: z.string().max(2000).optional(),
};
export const productIdParams = z.object({
  productId: docId,
});

export const productBody = productInputSchema.extend({
  price: apiMoney.default('0.00'),
  cost: apiMoney.default('0.00'),
  preparationTime: minutes.default(15),
});

export const ingredientBody = ingredientInputSchema.extend({
  currentStock: apiQuantity.default('0.000'),
  minStock: apiQuantity.default('0.000'),
  costPerUnit: apiMoney.default('0.00'),
});

/** PUT /api/ingredients/{id}: the stock is the projection's; sent, it must be the current one. */
export const ingredientEditBody = ingredientBody.extend({ currentStock: apiQuantity.optional() });

export const areaBody = areaInputSchema;
export const tableBody = tableInputSchema.extend({
  capacity: z.int().min(1, 'La capacidad debe ser mayor a 0').max(1000).default(4),
});

const recipeLine = recipeIngredientInputSchema.omit({ recipeId: true }).extend({ quantity: apiQuantity });

export const recipeBody = recipeInputSchema.extend({
  preparationTime: minutes.default(30),
  servings: z.int().min(0).max(1000).default(4),
  ingredients: z.array(recipeLine).max(200).default([]),
});

export const recipeIngredientBody = recipeIngredientInputSchema.extend({
  recipeId: z.string().regex(ID_PATTERN, 'La receta es requerida'),
  quantity: apiQuantity,
});

const orderLine = orderLineInputSchema.extend({
  quantity: z
    .int({ error: 'La cantidad debe ser un número entero' })
    .min(1, 'La cantidad debe ser mayor a 0')
    .max(1000, 'La cantidad no puede ser mayor de 1000'),
  // Accepted for compatibility with the staff screen; lines are priced from the catalogue.
  unitPrice: apiMoney.optional(),
  modifiers: roundLineInputSchema.shape.modifiers,
});

/**
 * POST /api/orders: a table and at least one line (an order without lines sells nothing). The
 * amounts a point of sale or the staff screen sends (`subtotal`, `tax`, `total`) are accepted and
 * ignored: lines are priced from the catalogue (see routes/orders.ts). One shape rather than a union
 * of the two callers' shapes, so a refusal names the field that is wrong.
 */
export const orderBody = staffOrderInputSchema.extend({
  items: z
    .array(orderLine, { error: EMPTY_ORDER_MESSAGE })
    .min(1, EMPTY_ORDER_MESSAGE)
    .max(200, 'Un pedido no puede tener más de 200 líneas'),
  subtotal: apiMoney.optional(),
  tax: apiMoney.optional(),
  total: apiMoney.optional(),
});

export const orderStatusBody = orderStatusInputSchema;
export const dailyStockBody = dailyStockUpdateSchema.extend({ currentStock: z.int().min(0).max(1_000_000) });

/**
 * Money as the money documents store it ("12.50"; a number is accepted and written so), judged by
 * the stored schema itself: a negative or non-cent amount is refused in the very words `/db` gives
 * a device writing the same document, never rounded.
 */
export const docMoney = z
  .union([z.string().max(32), z.number()])
  .transform((value) =>
    typeof value === 'number' ? (tryNormalizeMoney(String(value)) ?? String(value)) : value,
  )
  .pipe(moneySchema);
