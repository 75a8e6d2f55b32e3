import type { Ingredient, Payment, Refund } from '@restaurantpro/schema';
import { closeDay, openDrawer } from './cash.ts';
import type { HistoryContext } from './context.ts';
import { localInstant } from './local-time.ts';
import { issueTickets, refundDish, takePayments } from './money.ts';
import { services, type PlannedCheck } from './plan.ts';
import { openChecks, serveRounds } from './service.ts';
import { receiveDeliveries, type PlannedDelivery } from './supply.ts';

export interface DayPlan {
  day: string;
  checks: readonly PlannedCheck[];
  deliveries: readonly PlannedDelivery[];
  /** A dish of the day's first ticket is sent back and refunded. */
  refund: boolean;
  /** Cents missing from the drawer at the close. */
  short: number;
}

const minutes = (hours: number, mins = 0) => hours * 60 + mins;

/**
 * One business day in the order the restaurant lives it: the float and the morning's deliveries;
 * then each service (lunch, dinner): checks opened with their rounds, the waiter serves them, the bills are paid, the checks close and their tickets are issued; a
 * refund if the day has one; the close of the drawer last.
 */
export async function writeDay(
  ctx: HistoryContext,
  plan: DayPlan,
  ingredients: ReadonlyMap<string, Ingredient>,
): Promise<void> {
  const { day } = plan;
  const local = (at: number) => localInstant(day, at, ctx.timezone);
  const at = (check: PlannedCheck) => (after: number) => local(check.openAt + after);
  // The rules' "now" is the day itself: its close, after everything else of it.
  const closeAt = local(minutes(23, 55));
  ctx.writer.setClock(closeAt);
  await receiveDeliveries(ctx, day, plan.deliveries, ingredients, local(minutes(10, 30)));
  const float = await openDrawer(ctx, day, local(minutes(12)));
  await ctx.writer.flush();
  const payments: Payment[] = [];
  const refunds: Refund[] = [];
  let rounds = 0;
  for (const checks of services(plan.checks)) {
    if (checks.length === 0) continue;
    const sittings = await openChecks(ctx, day, checks, at, rounds);
    rounds += checks.reduce((sum, check) => sum + check.rounds.length, 0);
    await serveRounds(ctx, sittings, 22, at);
    const taken = await takePayments(ctx, sittings, at);
    payments.push(...[...taken.values()].flat());
    const tickets = await issueTickets(ctx, taken, at);
    const [first] = tickets;
    if (plan.refund && refunds.length === 0 && first !== undefined) {
      const sentBack = new Date(Date.parse(first.issuedAt) + 10 * 60_000);
      refunds.push(await refundDish(ctx, first, sentBack));
    }
  }
  await closeDay(ctx, day, { float, payments, refunds, short: plan.short }, closeAt);
}
