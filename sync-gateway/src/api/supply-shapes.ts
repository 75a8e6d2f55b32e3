import { z } from 'zod';
import {
  deliverySchema,
  invoiceSchema,
  invoiceStatusSchema,
  moneySchema,
  stockCountSchema,
} from '@restaurantpro/schema';
import { hidden, id } from './shapes.ts';

// Answer shapes of the supply calls, derived from the stored schemas as in shapes.ts.

export const invoiceOut = invoiceSchema.omit(hidden).extend({
  id,
  status: invoiceStatusSchema.describe(
    'Estado mostrado: una pendiente con el vencimiento pasado es «overdue»',
  ),
  statusLabel: z.string().describe('Pendiente, Pagada, Vencida o Anulada'),
});

export const invoiceListOut = z.object({
  invoices: z.array(invoiceOut),
  totals: z.object({
    count: z.int(),
    amount: moneySchema.describe('Suma de las facturas listadas'),
    pending: moneySchema.describe('Pendiente de pago (vencidas incluidas)'),
    overdue: moneySchema,
    paid: moneySchema,
  }),
});

export const deliveryOut = deliverySchema.omit(hidden).extend({ id });
export const stockCountOut = stockCountSchema.omit(hidden).extend({ id });

export const movementsOut = z.object({
  ingredientId: z.string(),
  base: z.string().describe('Stock escrito antes del primer movimiento'),
  currentStock: z.string(),
  movements: z.array(
    z.object({
      kind: z.enum(['delivery', 'consumption', 'count']),
      sourceId: z.string().describe('La entrada, el pedido o el recuento que movió el stock'),
      businessDate: z.string().optional(),
      quantity: z.string().describe('Con signo, en la unidad del ingrediente'),
    }),
  ),
});
