import { z } from 'zod';
import {
  areaSchema,
  dailyStockSchema,
  errorEnvelopeSchema,
  ingredientSchema,
  moneySchema,
  orderSchema,
  productSchema,
  recipeIngredientSchema,
  recipeSchema,
  stationFieldsSchema,
  supplierSchema,
  tableSchema,
} from '@restaurantpro/schema';

/**
 * Answer shapes, derived from the stored document schemas: a document's fields with `id` (the part
 * after the colon) in place of `_id`, `_rev`, `type` and `updatedBy` (see `toApi`).
 */
export const hidden = { _id: true, _rev: true, type: true, updatedBy: true } as const;
/** The answer's `id`, shared by every shape derived from a stored document. */
export const id = z.string().describe('Identificador: la parte de `_id` tras los dos puntos');

export const productOut = productSchema.omit(hidden).extend({ id });
export const areaOut = areaSchema.omit(hidden).extend({ id });
export const tableOut = tableSchema.omit(hidden).extend({ id });
export const ingredientOut = ingredientSchema.omit(hidden).extend({ id });
export const supplierOut = supplierSchema.omit(hidden).extend({ id });
export const orderOut = orderSchema.omit(hidden).extend({ id });
export const recipeOut = recipeSchema.omit(hidden).extend({ id });
export const stationOut = stationFieldsSchema.omit(hidden).extend({ id });

export const lowStockOut = ingredientSchema
  .pick({ name: true, currentStock: true, minStock: true, unit: true })
  .extend({ id });

export const recipeSheetOut = z.object({
  recipe: recipeSchema.omit({ ...hidden, ingredients: true }).extend({ id }),
  ingredients: z.array(
    recipeIngredientSchema.extend({
      ingredient: z.object({ name: z.string(), unit: z.string(), costPerUnit: moneySchema }),
    }),
  ),
});

export const recipeIngredientOut = recipeIngredientSchema.extend({ recipeId: z.string() });

export const dailyStockOut = dailyStockSchema
  .pick({ productId: true, initialStock: true, currentStock: true, soldQuantity: true, createdAt: true })
  .extend({
    id,
    date: z.string().describe('Día de negocio, AAAA-MM-DD'),
    product: z.object({ name: z.string(), cost: moneySchema }),
  });

export const dashboardStatsOut = z.object({
  todayRevenue: moneySchema.describe(
    'Ventas Hoy: cobrado en el día de negocio (cobros − devoluciones, sin propinas)',
  ),
  openChecks: moneySchema.describe('Lo que deben aún las cuentas abiertas (aparte de las ventas)'),
  activeOrders: z.int().describe('Pedidos en curso (ni servidos ni cancelados)'),
  occupiedTables: z.int().describe('Mesas activas ocupadas'),
  alerts: z
    .int()
    .describe(
      'Alertas Activas del panel: stock bajo, agotados hoy, caducidades y, para gerencia, facturas pendientes',
    ),
});

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

interface RouteForm {
  method: string | string[];
  url: string;
  onRequest?: unknown;
  schema?: { response?: unknown; querystring?: unknown };
}

/** Error answers a route may give, all in the one envelope. */
export function errors<S extends ErrorStatus>(...statuses: S[]): { [K in S]: typeof errorEnvelopeSchema } {
  const out: Partial<Record<ErrorStatus, typeof errorEnvelopeSchema>> = {};
  for (const status of statuses) out[status] = errorEnvelopeSchema;
  return out as { [K in S]: typeof errorEnvelopeSchema };
}

/** The refusals of the route's guards (`Guard`): 401 signed out, 403 for a role that may not. */
function guardRefusals(onRequest: unknown): ErrorStatus[] {
  return [onRequest ?? []]
    .flat()
    .flatMap((hook: unknown) =>
      typeof hook === 'function' && 'refusals' in hook && Array.isArray(hook.refusals)
        ? (hook.refusals as ErrorStatus[])
        : [],
    );
}

/**
 * Adds to a route's documented answers the errors its form alone can cause, so the OpenAPI document
 * lists every 4xx a route gives and a route declares only the refusals of its own logic: its guard's
 * refusals (401, 403); a path with parameters answers 400 for a malformed or over-long segment, a
 * query string 400 for a value its schema refuses; a method that takes a body answers 400 (unreadable
 * or invalid JSON), 413 (over the body limit) and 415 (not JSON). Statuses a route declares itself are
 * kept as declared.
 */
export function withFormErrors(route: RouteForm): void {
  const response = route.schema?.response;
  if (route.schema === undefined || response === null || typeof response !== 'object') return;
  const statuses = guardRefusals(route.onRequest);
  if (route.url.includes(':') || route.schema.querystring !== undefined) statuses.push(400);
  if ([route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD'))
    statuses.push(400, 413, 415);
  route.schema = { ...route.schema, response: { ...errors(...statuses), ...response } };
}
