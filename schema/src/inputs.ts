/**
 * Input shapes for forms and the REST API: the spec's "insert shapes" (no id, no timestamps), with
 * its defaults and Spanish messages (spec §5). Output types are what gets stored; input types
 * (`z.input`) are what a form may hold.
 */
import { z } from 'zod';
import {
  difficultySchema,
  ingredientUnitSchema,
  ivaRateSchema,
  modifierKindSchema,
  orderStatusSchema,
  productCategorySchema,
  tableStatusSchema,
} from './enums.ts';
import { roleSchema, DEFAULT_ROLE } from './roles.ts';
import { ID_PATTERN } from './ids.ts';
import { tryNormalizeMoney, tryNormalizeQuantity } from './money.ts';
import { isIsoDate } from './dates.ts';
import { newPasswordInput, pinInput } from './account-inputs.ts';
import {
  DATE_MESSAGE,
  imageUrlSchema,
  instructionsText,
  isDateOrDateTime,
  longText,
  shortText,
} from './docs/common.ts';
import { MODIFIER_OPTIONS_MESSAGE } from './docs/catalogue.ts';
import { normalizeTaxId, taxIdProblem } from './rules/money/tax-id.ts';
import { EMPTY_ORDER_MESSAGE, NAME_MAX_LENGTH, tooLongMessage } from './rules/limits.ts';
import {
  AREA_NAME_MIN_LENGTH,
  DEFAULT_PREPARATION_TIME,
  DEFAULT_TABLE_CAPACITY,
  RECIPE_DEFAULT_DIFFICULTY,
  RECIPE_DEFAULT_PREPARATION_TIME,
  RECIPE_DEFAULT_SERVINGS,
} from './constants.ts';

/** The spec's own (English) messages for the currency and quantity rules (spec §5). */
export const MONEY_MESSAGE = 'Must be a valid currency amount';
export const QUANTITY_MESSAGE = 'Must be a valid quantity';

/** Money from a form or JSON: a string with ≤ 2 decimals or a number (rounded), stored as "12.10". */
export const moneyInput = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const money = tryNormalizeMoney(value);
  if (money === null) {
    ctx.addIssue({ code: 'custom', message: MONEY_MESSAGE });
    return z.NEVER;
  }
  return money;
});

/** Quantity from a form or JSON: a string with ≤ 3 decimals or a number (rounded to 3). */
export const quantityInput = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const quantity = tryNormalizeQuantity(value);
  if (quantity === null) {
    ctx.addIssue({ code: 'custom', message: QUANTITY_MESSAGE });
    return z.NEVER;
  }
  return quantity;
});

/** Whole numbers typed into forms: non-numeric falls back to 0 as the spec's forms do. */
function lenientInt(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
  if (typeof value === 'string') {
    const parsed = Number.parseInt(value.trim(), 10);
    return Number.isNaN(parsed) ? 0 : parsed;
  }
  return value;
}
const minutesInput = z.preprocess(lenientInt, z.int().min(0, 'El tiempo no puede ser negativo'));

function ref(message: string) {
  return z.string({ error: message }).trim().min(1, message).regex(ID_PATTERN, 'Referencia no válida');
}
/** Empty form values ('' / null) mean "not given". */
const emptyToUndefined = (value: unknown): unknown => (value === '' || value === null ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());

/** Optional text with a length limit (see rules/limits.ts); empty means "not given". */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToUndefined, schema.optional());
}

/** A required name typed into a form: trimmed, with the field's own messages. */
function requiredName(what: string) {
  return z
    .string({ error: `${what} es requerido` })
    .trim()
    .min(1, `${what} es requerido`)
    .max(NAME_MAX_LENGTH, tooLongMessage(what, NAME_MAX_LENGTH));
}

/** An option typed into the product dialog: its price change in euros, with a comma or a point. */
export const modifierOptionInputSchema = z.object({
  id: ref('Referencia no válida'),
  name: requiredName('El nombre de la opción'),
  priceDelta: moneyInput.default('0.00'),
});

/** A modifier group typed into the product dialog; its output is a valid `modifierGroupSchema`. */
export const modifierGroupInputSchema = z.object({
  id: ref('Referencia no válida'),
  name: requiredName('El nombre del grupo'),
  kind: modifierKindSchema.default('single'),
  required: z.boolean().default(false),
  options: z.array(modifierOptionInputSchema).min(1, MODIFIER_OPTIONS_MESSAGE).max(30),
});
export type ModifierGroupInput = z.output<typeof modifierGroupInputSchema>;

export const productInputSchema = z.object({
  name: requiredName('El nombre'),
  description: optional(longText('La descripción')),
  category: productCategorySchema.default('entradas'),
  price: moneyInput.default('0.00'),
  cost: moneyInput.default('0.00'),
  imageUrl: optional(imageUrlSchema),
  isAvailable: z.boolean().default(true),
  preparationTime: minutesInput.default(DEFAULT_PREPARATION_TIME),
  allergens: optional(longText('Los alérgenos')),
  isActive: z.boolean().default(true),
  /** Absent: the product keeps the groups it has; an empty list removes them. */
  modifierGroups: z.array(modifierGroupInputSchema).max(10, 'Como máximo 10 grupos de opciones').optional(),
  /** The product's own IVA rate ('21' for drinks); empty: the restaurant's default rate. */
  ivaRate: optional(
    z.preprocess((value) => (typeof value === 'string' ? Number(value) : value), ivaRateSchema),
  ),
});
export type ProductInput = z.output<typeof productInputSchema>;

export const areaInputSchema = z.object({
  name: z
    .string({ error: 'El nombre debe tener al menos 2 caracteres' })
    .trim()
    .min(AREA_NAME_MIN_LENGTH, 'El nombre debe tener al menos 2 caracteres')
    .max(NAME_MAX_LENGTH, tooLongMessage('El nombre', NAME_MAX_LENGTH)),
  description: optional(longText('La descripción')),
  isActive: z.boolean().default(true),
});
export type AreaInput = z.output<typeof areaInputSchema>;

/** Positions: integers, or null when empty (spec §5). */
const positionInput = z.preprocess(
  (value) =>
    value === '' || value === undefined || value === null
      ? null
      : typeof value === 'string'
        ? Number(value)
        : value,
  z.int('La posición debe ser un número entero').nullable(),
);

export const tableInputSchema = z.object({
  // A missing number is an empty one, so it gets the spec's words rather than the generic ones.
  number: z.preprocess(
    (value) => value ?? '',
    z.coerce
      .string({ error: 'El número de mesa es requerido' })
      .trim()
      .min(1, 'El número de mesa es requerido')
      .max(NAME_MAX_LENGTH, tooLongMessage('El número de mesa', NAME_MAX_LENGTH)),
  ),
  capacity: z.coerce
    .number({ error: 'La capacidad debe ser mayor a 0' })
    .int('La capacidad debe ser un número entero')
    .min(1, 'La capacidad debe ser mayor a 0')
    .default(DEFAULT_TABLE_CAPACITY),
  areaId: ref('El área es requerida'),
  status: tableStatusSchema.default('available'),
  positionX: positionInput.default(null),
  positionY: positionInput.default(null),
  isActive: z.boolean().default(true),
});
export type TableInput = z.output<typeof tableInputSchema>;

/** 'none' is the select's "Sin proveedor" option: no supplier is sent (spec §5). */
const supplierRef = z.preprocess(
  (value) => (value === 'none' || value === '' || value === null ? undefined : value),
  ref('Proveedor no válido').optional(),
);

/**
 * Expiry date from a date input or JSON: YYYY-MM-DD kept, ISO timestamps normalised to UTC. Only
 * dates that exist are taken: the text is checked as written, never handed to `new Date`, which
 * would read 30 February as 2 March.
 */
const expiryInput = z.preprocess(
  emptyToUndefined,
  z
    .union([z.string(), z.date()], { error: 'Fecha no válida: se esperaba texto AAAA-MM-DD o una fecha' })
    .transform((value, ctx) => {
      if (typeof value === 'string' && isIsoDate(value)) return value;
      const valid = typeof value === 'string' ? isDateOrDateTime(value) : !Number.isNaN(value.getTime());
      if (!valid) {
        ctx.addIssue({ code: 'custom', message: DATE_MESSAGE });
        return z.NEVER;
      }
      return new Date(value).toISOString();
    })
    .optional(),
);

export const ingredientInputSchema = z.object({
  name: requiredName('El nombre'),
  unit: ingredientUnitSchema.default('kg'),
  currentStock: quantityInput.default('0.000'),
  minStock: quantityInput.default('0.000'),
  costPerUnit: moneyInput.default('0.00'),
  supplierId: supplierRef,
  expiryDate: expiryInput,
  category: optional(shortText('La categoría')),
  isActive: z.boolean().default(true),
});
export type IngredientInput = z.output<typeof ingredientInputSchema>;

/** Quantity typed in a recipe row: non-numeric falls back to 0 (spec §5). */
const recipeQuantityInput = z.preprocess(
  (value) =>
    value === '' || value === null || value === undefined
      ? 0
      : typeof value === 'string' && Number.isNaN(Number(value.replace(',', '.')))
        ? 0
        : value,
  quantityInput,
);

/** One recipe line as POST /api/recipe-ingredients sends it (recipeId) or as a dialog row (no recipeId). */
export const recipeIngredientInputSchema = z.object({
  recipeId: ref('La receta es requerida').optional(),
  ingredientId: ref('Selecciona un ingrediente'),
  quantity: recipeQuantityInput.default('0.000'),
  notes: optional(longText('Las notas')),
});
export type RecipeIngredientInput = z.output<typeof recipeIngredientInputSchema>;

export const recipeInputSchema = z.object({
  productId: ref('Selecciona un producto para la receta'),
  instructions: instructionsText.default(''),
  preparationTime: minutesInput.default(RECIPE_DEFAULT_PREPARATION_TIME),
  servings: z
    .preprocess(lenientInt, z.int().min(0, 'Las raciones no pueden ser negativas'))
    .default(RECIPE_DEFAULT_SERVINGS),
  difficulty: difficultySchema.default(RECIPE_DEFAULT_DIFFICULTY),
  notes: optional(longText('Las notas')),
  ingredients: z.array(recipeIngredientInputSchema).default([]),
});
export type RecipeInput = z.output<typeof recipeInputSchema>;

/** The new-recipe dialog additionally needs at least one ingredient row. */
export const recipeFormSchema = recipeInputSchema.extend({
  ingredients: z
    .array(recipeIngredientInputSchema, { error: 'Añade al menos un ingrediente a la receta' })
    .min(1, 'Añade al menos un ingrediente a la receta'),
});
export type RecipeFormInput = z.output<typeof recipeFormSchema>;

export const orderLineInputSchema = z.object({
  productId: ref('El producto es requerido'),
  productName: shortText('El nombre del producto').optional(),
  quantity: z.coerce
    .number()
    .int('La cantidad debe ser un número entero')
    .min(1, 'La cantidad debe ser mayor a 0'),
  unitPrice: moneyInput,
  notes: longText('Las notas de la línea').default(''),
});
export type OrderLineInput = z.output<typeof orderLineInputSchema>;

/** New orders are pending (spec §4); a draft may be parked first. */
const newOrderStatus = z
  .enum(['draft', 'pending'], 'Los pedidos nuevos se crean como pendientes')
  .default('pending');

/** POST /api/orders from the point of sale: totals as strings with 2 decimals, and its lines. */
export const posOrderInputSchema = z.object({
  tableId: ref('Debe seleccionar una mesa antes de enviar el pedido'),
  status: newOrderStatus,
  subtotal: moneyInput,
  tax: moneyInput,
  total: moneyInput,
  notes: longText('Las notas').default(''),
  items: z.array(orderLineInputSchema, { error: EMPTY_ORDER_MESSAGE }).min(1, EMPTY_ORDER_MESSAGE),
});
export type PosOrderInput = z.output<typeof posOrderInputSchema>;

/** POST /api/orders from the staff screen: table, lines and total. */
export const staffOrderInputSchema = z.object({
  tableId: ref('Debe seleccionar una mesa antes de enviar el pedido'),
  status: newOrderStatus,
  items: z.array(orderLineInputSchema, { error: EMPTY_ORDER_MESSAGE }).min(1, EMPTY_ORDER_MESSAGE),
  total: moneyInput,
  notes: longText('Las notas').default(''),
});
export type StaffOrderInput = z.output<typeof staffOrderInputSchema>;

/** PUT /api/orders/{id}. */
export const orderStatusInputSchema = z.object({ status: orderStatusSchema });
export type OrderStatusInput = z.output<typeof orderStatusInputSchema>;

/** PUT /api/daily-stock/{id}: portions, minimum 0, non-numeric treated as 0 (spec §5). */
export const dailyStockUpdateSchema = z.object({
  currentStock: z.preprocess(lenientInt, z.int().min(0, 'El stock no puede ser negativo')),
});
export type DailyStockUpdate = z.output<typeof dailyStockUpdateSchema>;

export const supplierInputSchema = z.object({
  name: requiredName('El nombre'),
  contactPerson: optional(shortText('La persona de contacto')),
  email: z.preprocess(
    emptyToUndefined,
    z
      .email('Correo electrónico no válido')
      .max(NAME_MAX_LENGTH, tooLongMessage('El correo electrónico', NAME_MAX_LENGTH))
      .optional(),
  ),
  phone: optional(shortText('El teléfono')),
  address: optional(longText('La dirección')),
  /** Optional, but when given a valid NIF, NIE or CIF (normalized as it is checked). */
  taxId: optional(
    shortText('El NIF')
      .transform(normalizeTaxId)
      .superRefine((taxId, ctx) => {
        const problem = taxId === '' ? null : taxIdProblem(taxId);
        if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
      }),
  ),
  isActive: z.boolean().default(true),
});
export type SupplierInput = z.output<typeof supplierInputSchema>;

const emailInput = z
  .string({ error: 'El correo electrónico es requerido' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Correo electrónico no válido'));

export { PASSWORD_MIN_LENGTH } from './rules/accounts/passwords.ts';

/** Account creation by an admin (POST /api/users), with an optional PIN for shared terminals. */
export const userInputSchema = z.object({
  email: emailInput,
  password: newPasswordInput,
  pin: pinInput.optional(),
  firstName: z.string().trim().default(''),
  lastName: z.string().trim().default(''),
  role: roleSchema.default(DEFAULT_ROLE),
  isActive: z.boolean().default(true),
  profileImageUrl: optionalText,
});
export type UserInput = z.output<typeof userInputSchema>;

/** Account update by an admin (PUT /api/users/:id): any subset; a password resets it. */
export const userUpdateInputSchema = z.object({
  firstName: z.string().trim().optional(),
  lastName: z.string().trim().optional(),
  role: roleSchema.optional(),
  isActive: z.boolean().optional(),
  profileImageUrl: optionalText,
  password: newPasswordInput.optional(),
});
export type UserUpdateInput = z.output<typeof userUpdateInputSchema>;

/** POST /api/login. */
export const loginInputSchema = z.object({
  email: emailInput,
  password: z.string({ error: 'La contraseña es requerida' }).min(1, 'La contraseña es requerida'),
});
export type LoginInput = z.output<typeof loginInputSchema>;
