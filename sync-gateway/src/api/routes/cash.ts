import { z } from 'zod';
import {
  cashFigures,
  cashMovementInputSchema,
  closedDayMessage,
  countedCash,
  dayCloseDocId,
  dayCloseInputSchema,
  expectedCash,
  fromCents,
  idPart,
  isoDateSchema,
  signedCents,
  toCents,
  zReport,
  type Bill,
  type CashFigures,
} from '@restaurantpro/schema';
import { ApiError } from '../api-error.ts';
import { actor, BACK_OFFICE, type ApiContext, type ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import type { MoneyBook } from '../money-book.ts';
import { cashMovementOut, dayCashOut, dayCloseOut, zReportOut } from '../money-shapes.ts';
import { createRoute } from '../route-kinds.ts';
import { errors } from '../shapes.ts';

const tags = ['cash'];
const dateParams = z.object({ date: isoDateSchema.describe('Día de negocio, AAAA-MM-DD') });

/** The drawer's figures as money, the shape the cash and the Z report answer with. */
function figuresOut(figures: CashFigures) {
  return {
    float: fromCents(figures.float),
    in: fromCents(figures.in),
    out: fromCents(figures.out),
    taken: fromCents(figures.taken),
    refunded: fromCents(figures.refunded),
    expected: fromCents(figures.expected),
  };
}

/**
 * The cash drawer of a business day (one drawer): the opening float, cash in and out with a reason,
 * the expected cash, the close (arqueo) and the Z report. Figures are the schema's (expectedCash,
 * countedCash, zReport) over the day's documents; once closed, the day's payments, refunds,
 * adjustments and movements are refused at both doors by the write rules.
 */
export function cashRoutes(app: ApiInstance, ctx: ApiContext, book: MoneyBook): void {
  const { docs, guards } = ctx;

  /** Everything of a day the drawer and the Z report read. */
  async function dayOf(date: string) {
    const [payments, refunds, movements, closes, tickets, annulments, adjustments, orders, checks] =
      await Promise.all([
        book.days.of('payment', date),
        book.days.of('refund', date),
        book.days.of('cash_movement', date),
        book.days.of('day_close', date),
        book.days.of('ticket', date),
        // A cancelled ticket keeps its number in the Z report's series and stops counting as a sale.
        book.days.of('annulment', date),
        book.days.of('adjustment', date),
        book.days.of('order', date),
        book.days.of('check', date),
      ]);
    return {
      payments,
      refunds,
      cashMovements: movements,
      close: closes[0],
      tickets,
      annulments,
      adjustments,
      orders,
      checks,
    };
  }

  /**
   * The bills of a day's checks (their discounts and invitations), read from the store as the write
   * rules read them. A merged check's money counts on the check it went into; a voided one sold nothing.
   */
  async function billsOf(checks: ReadonlyArray<{ _id: string; status: string }>): Promise<Bill[]> {
    const counted = checks.filter((check) => check.status !== 'merged' && check.status !== 'voided');
    const bills = await Promise.all(counted.map((check) => book.storedBill(idPart(check._id))));
    return bills.flatMap((bill) => bill ?? []);
  }

  createRoute(
    app,
    {
      url: '/api/cash/movements',
      guard: guards.writes('cash_movement'),
      tags,
      summary: 'Fondo de caja, entrada o salida de efectivo de hoy (gerencia)',
      body: cashMovementInputSchema,
      answer: cashMovementOut,
      refusals: [409],
    },
    async (request) => {
      const writer = actor(request);
      const { id, ...fields } = request.body;
      const movement = await docs.create(
        'cash_movement',
        { ...fields, businessDate: ctx.today(), by: writer.id },
        writer,
        ...(id === undefined ? [] : [id]),
      );
      return toApi(movement);
    },
  );

  app.get(
    '/api/days/:date/cash',
    {
      onRequest: guards.roles(BACK_OFFICE),
      schema: {
        tags,
        summary: 'La caja de un día: fondo, movimientos, efectivo esperado y el cierre si lo hay',
        params: dateParams,
        response: { 200: dayCashOut },
      },
    },
    async (request) => {
      const day = await dayOf(request.params.date);
      return {
        date: request.params.date,
        movements: day.cashMovements.map(toApi),
        figures: figuresOut(cashFigures(day)),
        close: day.close ? toApi(day.close) : null,
      };
    },
  );

  app.post(
    '/api/days/:date/close',
    {
      onRequest: guards.writes('day_close'),
      schema: {
        tags,
        summary: 'Cierra la caja del día (arqueo): efectivo contado por billetes y monedas',
        description:
          'El efectivo esperado (fondo + cobros en efectivo − devoluciones en efectivo ± movimientos) lo calcula el servidor; la diferencia es contado − esperado. Un día se cierra una vez: después, sus cobros, devoluciones, descuentos y movimientos se rechazan.',
        params: dateParams,
        body: dayCloseInputSchema,
        response: { 201: dayCloseOut, ...errors(409) },
      },
    },
    async (request, reply) => {
      const writer = actor(request);
      const { date } = request.params;
      const day = await dayOf(date);
      if (day.close) throw new ApiError(409, 'conflict', closedDayMessage(date));
      // Both figures from schema; the writer's rules recompute the expected cash from the store and
      // refuse the close if the drawer moved in between (CASH_CHANGED_MESSAGE).
      const counted = countedCash(request.body.counted);
      const expected = expectedCash(day);
      const close = await docs.create(
        'day_close',
        {
          businessDate: date,
          counted: request.body.counted,
          countedCash: counted,
          expectedCash: expected,
          difference: fromCents(toCents(counted) - signedCents(expected)),
          ...(request.body.note ? { note: request.body.note } : {}),
          closedBy: writer.id,
          closedAt: ctx.now().toISOString(),
        },
        writer,
        idPart(dayCloseDocId(date)),
      );
      return reply.code(201).send(toApi(close));
    },
  );

  app.get(
    '/api/days/:date/z',
    {
      onRequest: guards.roles(BACK_OFFICE),
      schema: {
        tags,
        summary: 'Informe Z del día, calculado de los documentos (nunca tecleado)',
        params: dateParams,
        response: { 200: zReportOut },
      },
    },
    async (request) => {
      const businessDate = request.params.date;
      const day = await dayOf(businessDate);
      return zReport({ businessDate, ...day, bills: await billsOf(day.checks) });
    },
  );
}
