import { z } from 'zod';
import {
  checkSchema,
  isoDateTimeSchema,
  moneySchema,
  orderItemSchema,
  transferSchema,
} from '@restaurantpro/schema';
import { hidden, id, orderOut, tableOut } from './shapes.ts';

// Answer shapes of the check's paths, derived from the stored schemas as in shapes.ts.

const totalsOut = z.object({ subtotal: moneySchema, tax: moneySchema, total: moneySchema });

export const checkOut = checkSchema.omit(hidden).extend({ id });

/** GET /api/checks: each check with what a table picker shows of it. */
export const checkSummaryOut = checkOut.extend({
  openedAt: isoDateTimeSchema.describe('Cuándo se abrió (su primera ronda)'),
  total: moneySchema.describe('Total de sus líneas cobrables, IVA incluido'),
});

/** GET /api/checks/{id} and the answers of its moves: the check as the bill reads it. */
export const checkViewOut = checkOut.extend({
  openedAt: isoDateTimeSchema,
  guests: z.int().describe('Comensales, sumados los de las cuentas unidas a esta'),
  table: tableOut.nullable().describe('La mesa donde está ahora (null si ya no existe)'),
  rounds: z.array(orderOut).describe('Sus rondas (pedidos), la más antigua primero'),
  lines: z
    .array(z.object({ orderId: z.string(), orderNumber: z.string(), line: orderItemSchema }))
    .describe('Cada línea que le pertenece ahora, anuladas incluidas (con su anulación)'),
  totals: totalsOut.describe('Solo las líneas cobrables: ni anuladas ni canceladas'),
});

export const transferOut = transferSchema.omit(hidden).extend({ id });

export const approvalOut = z.object({
  approvedBy: z.string().describe('Identificador del gerente que confirma'),
  approval: z
    .string()
    .describe('Confirmación firmada: se guarda en la anulación (`approval`), caduca en 10 minutos'),
});
