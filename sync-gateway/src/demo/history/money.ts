import {
  billOf,
  checkView,
  SYSTEM_ACTOR,
  type Check,
  buildRectifyingTicket,
  buildTicket,
  changeFor,
  fromCents,
  idPart,
  previousOf,
  rectifyingSeries,
  splitEqual,
  ticketSeries,
  toCents,
  withFiscalRecord,
  API_SERIES_CODE,
  type Bill,
  type Payment,
  type PaymentPart,
  type PaymentSplit,
  type Refund,
  type Ticket,
  type TicketNumbering,
} from '@restaurantpro/schema';
import { newDocHead, type HistoryContext, type Person } from './context.ts';
import type { PlannedCheck } from './plan.ts';
import type { Sitting } from './service.ts';

type At = (plan: PlannedCheck) => (minutes: number) => Date;

/**
 * A check's bill as the API's MoneyBook reads it from its model (schema's checkView and billOf): its
 * rounds priced with each product's IVA, and what was paid. History checks are never merged, moved
 * or discounted.
 */
function billFor(ctx: HistoryContext, sitting: Sitting, payments: readonly Payment[]): Bill {
  const checkId = idPart(sitting.check._id);
  const view = checkView(checkId, { checks: [sitting.check], orders: sitting.orders, transfers: [] });
  return billOf(view, {
    productsById: ctx.products,
    settings: ctx.settings,
    adjustments: [],
    payments,
    refunds: [],
  });
}

/**
 * The close on payment, as the gateway's reaction writes it (closePaidChecks): closed by the system
 * at the time of the payment that covered the bill. Written here, before the next service sits at the
 * same tables; the reaction finds them closed and leaves them.
 */
function closed(check: Check, payments: readonly Payment[]): Check {
  const coveredAt =
    payments
      .map((payment) => payment.createdAt)
      .sort()
      .at(-1) ?? check.createdAt;
  return {
    ...check,
    status: 'closed',
    closedAt: coveredAt,
    closedBy: SYSTEM_ACTOR,
    updatedAt: coveredAt,
    updatedBy: SYSTEM_ACTOR,
  };
}

/** Notes and coins a guest hands over for `cents`: the next 5, 10, 20 or 50 € up. */
function tendered(cents: number, note: number): number {
  return Math.ceil(cents / note) * note;
}

function cashPart(cents: number, note: number): PaymentPart {
  return { method: 'cash', amount: fromCents(cents), tendered: fromCents(tendered(cents, note)) };
}

/** The payments of one bill as its plan says: cash with change, card with a tip, both, or equal parts. */
function paymentsOf(ctx: HistoryContext, sitting: Sitting, total: number, at: Date): Payment[] {
  const { plan, server } = sitting;
  const checkId = idPart(sitting.check._id);
  const note = ctx.dice.pick([500, 1000, 2000, 5000]);
  const payment = (parts: PaymentPart[], amount: number, tip: number, split?: PaymentSplit): Payment => {
    const change = parts.reduce(
      (sum, part) =>
        sum + (part.tendered === undefined ? 0 : changeFor(toCents(part.tendered), toCents(part.amount))),
      0,
    );
    return {
      ...newDocHead(ctx, 'payment', at, server),
      checkId,
      businessDate: sitting.check.businessDate,
      amount: fromCents(amount),
      tip: fromCents(tip),
      parts,
      change: fromCents(change),
      ...(split ? { split } : {}),
      takenBy: server.actor.id,
    };
  };
  switch (plan.pay) {
    case 'cash':
      return [payment([cashPart(total, note)], total, 0)];
    case 'card':
      return [payment([{ method: 'card', amount: fromCents(total + plan.tipCents) }], total, plan.tipCents)];
    case 'mixed': {
      // Some notes, the rest on a card.
      const cash = Math.min(Math.floor(total / 2 / 500) * 500, total - 1) || Math.floor(total / 2);
      return [
        payment(
          [
            { method: 'cash', amount: fromCents(cash) },
            { method: 'card', amount: fromCents(total - cash) },
          ],
          total,
          0,
        ),
      ];
    }
    case 'split': {
      const parts = splitEqual(total, Math.min(plan.guests, 4));
      const of = { kind: 'equal' as const, of: fromCents(total), parts: parts.map(fromCents) };
      return parts.map((cents, index) =>
        payment(
          [index % 2 === 0 ? { method: 'card', amount: fromCents(cents) } : cashPart(cents, note)],
          cents,
          0,
          { ...of, index },
        ),
      );
    }
  }
}

/**
 * Takes a service's payments (each bill paid as planned), then closes the checks they cover as the
 * gateway does on payment.
 */
export async function takePayments(
  ctx: HistoryContext,
  sittings: readonly Sitting[],
  at: At,
): Promise<Map<Sitting, Payment[]>> {
  const taken = new Map<Sitting, Payment[]>();
  for (const sitting of sittings) {
    const total = toCents(billFor(ctx, sitting, []).total);
    taken.set(sitting, paymentsOf(ctx, sitting, total, at(sitting.plan)(sitting.plan.paidAfter)));
  }
  await ctx.writer.addAll(
    [...taken].flatMap(([sitting, payments]) =>
      payments.map((next) => ({ actor: sitting.server.actor, next })),
    ),
  );
  await ctx.writer.flush();
  const system = { id: SYSTEM_ACTOR, role: 'system' as const };
  await ctx.writer.addAll(
    [...taken].map(([sitting, payments]) => {
      const prev = sitting.check;
      sitting.check = closed(prev, payments);
      return { actor: system, next: sitting.check, prev };
    }),
  );
  // The reaction may have closed one first (a gateway already following the feed): the same close.
  await ctx.writer.flush(async (doc) => (await ctx.writer.db.get(doc._id)).status === 'closed');
  return taken;
}

function numbering(ctx: HistoryContext, series: string, at: Date, day: string, by: Person): TicketNumbering {
  const number = (ctx.chain.numbers.get(series) ?? 0) + 1;
  ctx.chain.numbers.set(series, number);
  return { series, number, issuedAt: at.toISOString(), businessDate: day, by: by.actor.id, waiter: by.name };
}

/** The ticket with its billing record, next on the API installation's chain. */
function chained(ctx: HistoryContext, ticket: Ticket): Ticket {
  const issued = withFiscalRecord(ticket, ctx.chain.head, ctx.timezone);
  if (issued.fiscal === undefined) throw new Error('demo history: ticket without its record');
  ctx.chain.head = { installation: API_SERIES_CODE, seq: issued.fiscal.seq, last: previousOf(issued.fiscal) };
  return issued;
}

/**
 * Issues each paid check's ticket (factura simplificada) in the API's series, with its Verifactu
 * record chained after the one before, as `MoneyBook.issueIfPaid` does for a payment that pays a bill.
 */
export async function issueTickets(
  ctx: HistoryContext,
  taken: ReadonlyMap<Sitting, Payment[]>,
  at: At,
): Promise<Ticket[]> {
  const series = ticketSeries(ctx.settings.seriesPrefix, API_SERIES_CODE);
  const issued = [...taken].map(([sitting, payments]) => {
    const issuedAt = new Date(at(sitting.plan)(sitting.plan.paidAfter).getTime() + 30_000);
    const bill = billFor(ctx, sitting, payments);
    if (!bill.isPaid) throw new Error(`demo history: check ${sitting.check._id} is not paid`);
    const sale = buildTicket(bill, ctx.settings, {
      ...numbering(ctx, series, issuedAt, sitting.check.businessDate, sitting.server),
      tableName: `Mesa ${sitting.plan.table.number}`,
      payments,
    });
    return { actor: sitting.server.actor, next: chained(ctx, sale) };
  });
  // In number order, each judged after the ones before it (its predecessor and chain link).
  await ctx.writer.addAll(issued);
  await ctx.writer.flush();
  return issued.map(({ next }) => next);
}

/**
 * A dish sent back: the manager refunds it in cash on `ticket` and issues the rectifying ticket
 * (`R<prefix>-API0`), as `POST /api/tickets/{id}/refunds` does.
 */
export async function refundDish(ctx: HistoryContext, ticket: Ticket, at: Date): Promise<Refund> {
  const manager = ctx.staff.manager;
  const line = ticket.lines.reduce((dearest, item) =>
    toCents(item.amount) > toCents(dearest.amount) ? item : dearest,
  );
  // One portion of it, IVA included (ticket lines are before IVA).
  const cents = Math.round(((toCents(line.amount) / line.quantity) * (100 + line.ivaRate)) / 100);
  const refund: Refund = {
    ...newDocHead(ctx, 'refund', at, manager),
    ticketId: idPart(ticket._id),
    checkId: ticket.checkId,
    businessDate: ticket.businessDate,
    amount: fromCents(cents),
    method: 'cash',
    reason: `Plato devuelto a cocina: ${line.name}`.slice(0, 200),
    by: manager.actor.id,
  };
  await ctx.writer.add(manager.actor, refund);
  const series = rectifyingSeries(ctx.settings.seriesPrefix, API_SERIES_CODE);
  const correction = buildRectifyingTicket(
    ticket,
    refund,
    numbering(ctx, series, at, ticket.businessDate, manager),
  );
  await ctx.writer.add(manager.actor, chained(ctx, correction));
  await ctx.writer.flush();
  return refund;
}
