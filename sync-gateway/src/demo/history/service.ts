import {
  chosenModifiers,
  lineSubtotal,
  makeOrderNumber,
  modifierChoiceProblem,
  orderMove,
  orderTotals,
  unitPriceWithModifiers,
  type Check,
  type Order,
  type OrderItem,
} from '@restaurantpro/schema';
import { API_DEVICE_CODE } from '../../api/rounds.ts';
import { newDocHead, type HistoryContext, type Person } from './context.ts';
import type { PlannedCheck, PlannedRound } from './plan.ts';

/** A check of the day as written: its document, its rounds, who served it and the plan it follows. */
export interface Sitting {
  plan: PlannedCheck;
  server: Person;
  check: Check;
  orders: Order[];
}

type At = (minutes: number) => Date;

/** The round's lines priced off the menu with their modifiers, as the API prices a round. */
function lines(ctx: HistoryContext, round: PlannedRound, at: Date): OrderItem[] {
  return round.lines.map((line) => {
    const product = ctx.products.get(line.productId);
    if (product === undefined) throw new Error(`demo history: unknown product "${line.productId}"`);
    const choices = line.modifiers ?? [];
    const problem = modifierChoiceProblem(product, choices);
    if (problem !== null) throw new Error(`demo history: ${product.name}: ${problem}`);
    const modifiers = chosenModifiers(product.modifierGroups ?? [], choices);
    const unitPrice = unitPriceWithModifiers(product.price, modifiers);
    return {
      id: ctx.dice.id(at),
      productId: line.productId,
      productName: product.name,
      quantity: line.quantity,
      unitPrice,
      subtotal: lineSubtotal(line.quantity, unitPrice),
      ...(modifiers.length > 0 ? { modifiers } : {}),
      status: 'pending',
      createdAt: at.toISOString(),
    };
  });
}

/**
 * Opens the day's checks and sends their rounds (as the waiter's device or `POST /api/checks` would),
 * all queued in one push: each check before its rounds.
 */
export async function openChecks(
  ctx: HistoryContext,
  day: string,
  plans: readonly PlannedCheck[],
  at: (plan: PlannedCheck) => At,
  firstSeq: number,
): Promise<Sitting[]> {
  let seq = firstSeq;
  const sittings = plans.map((plan): Sitting => {
    const server = plan.byManager ? ctx.staff.manager : ctx.staff.waiter;
    const when = at(plan);
    const check: Check = {
      ...newDocHead(ctx, 'check', when(0), server),
      tableId: plan.table.key,
      guests: plan.guests,
      status: 'open',
      openedBy: server.actor.id,
      businessDate: day,
    };
    const orders = plan.rounds.map((round): Order => {
      const sent = when(round.minutes);
      const items = lines(ctx, round, sent);
      return {
        ...newDocHead(ctx, 'order', sent, server),
        orderNumber: makeOrderNumber(API_DEVICE_CODE, (seq += 1)),
        tableId: plan.table.key,
        checkId: check._id.slice('check:'.length),
        waiterId: server.actor.id,
        status: 'pending',
        items,
        ...orderTotals(items),
        businessDate: day,
      };
    });
    return { plan, server, check, orders };
  });
  // Checks before their rounds: a round is judged on a check already in the push.
  await ctx.writer.addAll(sittings.map(({ server, check }) => ({ actor: server.actor, next: check })));
  await ctx.writer.addAll(
    sittings.flatMap(({ server, orders }) => orders.map((order) => ({ actor: server.actor, next: order }))),
  );
  await ctx.writer.flush();
  return sittings;
}

/**
 * Serves every round `after` minutes after it was sent: the waiter moves it from pending to served
 * in one step, as a device that was offline pushes only its latest revision (a legal move forward).
 */
export async function serveRounds(
  ctx: HistoryContext,
  sittings: Sitting[],
  after: number,
  at: (plan: PlannedCheck) => At,
): Promise<void> {
  const writes = sittings.flatMap((sitting) => {
    const by = sitting.server;
    const sent = sitting.orders;
    sitting.orders = sent.map((order, index) => {
      const moved = at(sitting.plan)((sitting.plan.rounds[index]?.minutes ?? 0) + after).toISOString();
      return { ...order, ...orderMove(order, 'served', moved), updatedAt: moved, updatedBy: by.actor.id };
    });
    return sitting.orders.map((next, index) => ({ actor: by.actor, next, prev: sent[index] ?? null }));
  });
  await ctx.writer.addAll(writes);
  await ctx.writer.flush();
}
