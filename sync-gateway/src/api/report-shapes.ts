import { z } from 'zod';
import {
  isoDateSchema,
  paymentMethodSchema,
  reportIncidentSchema,
  type ReportSummary,
} from '@restaurantpro/schema';

/**
 * The answer of `GET /api/reports`, written as zod for the OpenAPI document and checked against the
 * schema's `ReportSummary` type (`satisfies` below), so the two cannot drift. Money is integer cents.
 */
const cents = z.int().describe('Céntimos');
const count = z.int().min(0);
const countAndCents = z.object({ count, cents });

const rangeOut = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  days: z.int().min(1).describe('Días de negocio del periodo, ambos extremos incluidos'),
});

const headlineOut = z.object({
  sales: cents.describe('Cobrado: cobros − devoluciones, sin propinas (céntimos)'),
  tickets: count,
  covers: count,
  averageTicket: cents.describe('Ventas / tickets, redondeado al céntimo (0 sin tickets)'),
  revenuePerCover: cents.describe('Ventas / comensales, redondeado al céntimo (0 sin comensales)'),
  tips: cents,
  discounts: countAndCents,
  invitations: countAndCents,
  voids: countAndCents,
  refunds: countAndCents,
});

const quadrant = z.enum(['star', 'plowhorse', 'puzzle', 'dog']);

export const reportSummaryOut = z.object({
  range: rangeOut,
  previous: rangeOut.describe('El periodo anterior de la misma duración'),
  headline: headlineOut,
  previousHeadline: headlineOut,
  byDay: z.array(z.object({ date: isoDateSchema, sales: cents, tickets: count })),
  heatmap: z
    .array(z.array(cents))
    .describe('Ventas por día de la semana (0 = lunes … 6 = domingo) × hora local (0–23)'),
  byCategory: z.array(
    z.object({ categoryId: z.string().nullable(), name: z.string(), quantity: count, revenue: cents }),
  ),
  byMethod: z.array(z.object({ method: paymentMethodSchema, cents })),
  products: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      categoryName: z.string(),
      quantity: count,
      revenue: cents,
      cost: cents.nullable().describe('Coste teórico de las recetas de hoy; null sin receta'),
      margin: cents.nullable(),
      foodCostPercent: z.number().nullable(),
      share: z.number().min(0).max(1),
      menuShare: z
        .number()
        .min(0)
        .max(1)
        .optional()
        .describe('Cuota entre los productos con receta, frente al umbral de popularidad'),
      unitMargin: cents.nullable(),
      quadrant: quadrant.nullable().describe('Ingeniería de menú; null sin receta'),
    }),
  ),
  menu: z.object({ popularityThreshold: z.number(), averageUnitMargin: cents }),
  byWaiter: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      sales: cents,
      tips: cents,
      payments: count,
      checks: count,
    }),
  ),
  incidents: z.array(reportIncidentSchema.extend({ byName: z.string() })),
  iva: z.array(z.object({ rate: z.number(), base: cents, tax: cents })),
  generatedAt: z.string().describe('Cuándo respondió el servidor (ISO 8601)'),
}) satisfies z.ZodType<ReportSummary>;

/** Strings here: the schema's rangeProblem judges them, so a bad range is refused in its words. */
export const reportQuery = z.object({
  from: z.string().max(40).optional().describe('Primer día de negocio del periodo (AAAA-MM-DD), incluido'),
  to: z
    .string()
    .max(40)
    .optional()
    .describe('Último día de negocio del periodo (AAAA-MM-DD), incluido; como mucho 366 días'),
});
