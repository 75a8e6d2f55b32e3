import { z } from 'zod';
import {
  adjustmentKindSchema,
  adjustmentSchema,
  annulmentSchema,
  byPaymentMethod,
  cashMovementSchema,
  dayCloseSchema,
  ivaRateSchema,
  lineRefSchema,
  moneySchema,
  paymentSchema,
  refundSchema,
  settingsSchema,
  signedMoneySchema,
  taxLineSchema,
  ticketSchema,
} from '@restaurantpro/schema';
import { hidden, id } from './shapes.ts';

// Answer shapes of the money paths, derived from the stored schemas as in shapes.ts.

export const settingsOut = settingsSchema.omit(hidden).extend({ id });
export const paymentOut = paymentSchema.omit(hidden).extend({ id });
export const adjustmentOut = adjustmentSchema.omit(hidden).extend({ id });
export const refundOut = refundSchema.omit(hidden).extend({ id });
export const ticketOut = ticketSchema.omit(hidden).extend({
  id: id.describe('`<serie>-<número con 6 cifras>`: el mismo número dos veces es el mismo ticket'),
});
export const annulmentOut = annulmentSchema.omit(hidden).extend({
  id: id.describe('El del ticket anulado: un ticket se anula una sola vez'),
});
export const cashMovementOut = cashMovementSchema.omit(hidden).extend({ id });
export const dayCloseOut = dayCloseSchema.omit(hidden).extend({ id: id.describe('El día, AAAA-MM-DD') });

/** A check's bill as schema's billOf gives it (prices IVA-exclusive, IVA per rate). */
export const billOut = z.object({
  checkId: z.string(),
  lines: z
    .array(
      z.object({
        orderId: z.string(),
        lineId: z.string(),
        name: z.string().describe('El producto con sus opciones, como se imprime'),
        quantity: z.int(),
        unitPrice: moneySchema,
        ivaRate: ivaRateSchema,
        gross: moneySchema.describe('Cantidad × precio'),
        discount: moneySchema.describe('Lo que le quitan sus descuentos e invitaciones'),
        amount: moneySchema.describe('Base de la línea antes de los ajustes de la cuenta y del IVA'),
        note: z.string().optional().describe("'Invitación', 'Descuento 10 %'…"),
      }),
    )
    .describe('Las líneas cobrables (sin las anuladas)'),
  adjustments: z
    .array(
      z.object({
        adjustmentId: z.string(),
        kind: adjustmentKindSchema,
        label: z.string(),
        amount: moneySchema,
      }),
    )
    .describe('Descuentos e invitaciones de la cuenta entera'),
  applied: z
    .array(
      z.object({
        adjustmentId: z.string(),
        kind: adjustmentKindSchema,
        line: lineRefSchema.optional(),
        cents: z.int(),
      }),
    )
    .describe('Todo ajuste que quitó algo, de línea o de cuenta, en céntimos'),
  taxes: z.array(taxLineSchema).describe('Base e IVA por tipo, redondeado una vez por tipo'),
  subtotal: moneySchema,
  tax: moneySchema,
  total: moneySchema,
  paid: moneySchema.describe('Suma de los cobros (sin propinas)'),
  tips: moneySchema,
  refunded: moneySchema,
  due: moneySchema.describe('Lo que falta por cobrar'),
  overpaid: moneySchema.describe('Lo cobrado de más'),
  isPaid: z.boolean(),
});

const countAmount = z.object({ count: z.int(), amount: moneySchema });

/** The drawer's figures of a day, as schema's cashFigures gives them (in money, not cents). */
export const cashFiguresOut = z.object({
  float: moneySchema.describe('Fondo de caja'),
  in: moneySchema.describe('Entradas de efectivo'),
  out: moneySchema.describe('Salidas de efectivo'),
  taken: moneySchema.describe('Cobrado en efectivo, ya sin el cambio'),
  refunded: moneySchema.describe('Devuelto en efectivo'),
  expected: signedMoneySchema.describe('Fondo + cobrado − devuelto + entradas − salidas'),
});

/** GET /api/days/{date}/cash. */
export const dayCashOut = z.object({
  date: z.string().describe('Día de negocio, AAAA-MM-DD'),
  movements: z.array(cashMovementOut),
  figures: cashFiguresOut,
  close: dayCloseOut.nullable().describe('El cierre (arqueo), si el día está cerrado'),
});

/** GET /api/days/{date}/z: schema's zReport, computed from the day's documents. */
export const zReportOut = z.object({
  businessDate: z.string(),
  tickets: z.int().describe('Tickets de venta (facturas simplificadas)'),
  series: z
    .array(z.object({ series: z.string(), first: z.int(), last: z.int(), count: z.int() }))
    .describe('Cada serie con su primer y último número del día (las rectificativas también)'),
  byMethod: z
    .object(byPaymentMethod(() => moneySchema))
    .describe('Lo cobrado por forma de pago, con propinas'),
  taxes: z.array(taxLineSchema).describe('Base e IVA por tipo: ventas menos rectificativas'),
  discounts: countAmount,
  invitations: countAmount,
  voids: countAmount,
  refunds: countAmount,
  tips: moneySchema,
  sales: signedMoneySchema.describe('Cobros − devoluciones (sin propinas)'),
  averageTicket: signedMoneySchema,
  covers: z.int().describe('Comensales de las cuentas cerradas'),
  cash: cashFiguresOut,
});
