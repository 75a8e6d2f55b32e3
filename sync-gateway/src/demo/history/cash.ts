import {
  CASH_DENOMINATIONS,
  countedCash,
  dayCloseDocId,
  expectedCash,
  fromCents,
  signedCents,
  toCents,
  type CashMovement,
  type DayClose,
  type Payment,
  type Refund,
} from '@restaurantpro/schema';
import { newDocHead, type HistoryContext } from './context.ts';

/** What the manager puts in the drawer every morning. */
export const DEMO_FLOAT = '150.00';

/** The day's opening float, by the manager. */
export async function openDrawer(ctx: HistoryContext, day: string, at: Date): Promise<CashMovement> {
  const manager = ctx.staff.manager;
  const float: CashMovement = {
    ...newDocHead(ctx, 'cash_movement', at, manager),
    businessDate: day,
    kind: 'float',
    amount: DEMO_FLOAT,
    by: manager.actor.id,
  };
  await ctx.writer.add(manager.actor, float);
  return float;
}

/** `cents` in euro notes and coins, the largest first (as a drawer is counted). */
function count(cents: number): { cents: number; count: number }[] {
  const rows: { cents: number; count: number }[] = [];
  let left = cents;
  for (const value of CASH_DENOMINATIONS) {
    const units = Math.floor(left / value);
    if (units > 0) rows.push({ cents: value, count: units });
    left -= units * value;
  }
  return rows;
}

export interface DrawerDay {
  float: CashMovement;
  payments: readonly Payment[];
  refunds: readonly Refund[];
  /** Cents the count comes short of what is expected (a coin lost in the day). */
  short: number;
}

/**
 * The day's close (arqueo) by the manager: the drawer counted in notes and coins against the cash the
 * schema expects (float + cash taken − cash refunded), as `POST /api/days/{date}/close` writes it.
 */
export async function closeDay(
  ctx: HistoryContext,
  day: string,
  drawer: DrawerDay,
  at: Date,
): Promise<DayClose> {
  const manager = ctx.staff.manager;
  const expected = expectedCash({
    cashMovements: [drawer.float],
    payments: drawer.payments,
    refunds: drawer.refunds,
  });
  const counted = count(Math.max(signedCents(expected) - drawer.short, 0));
  const countedTotal = countedCash(counted);
  const close: DayClose = {
    _id: dayCloseDocId(day),
    type: 'day_close',
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
    updatedBy: manager.actor.id,
    businessDate: day,
    counted,
    countedCash: countedTotal,
    expectedCash: expected,
    difference: fromCents(toCents(countedTotal) - signedCents(expected)),
    ...(drawer.short > 0 ? { note: 'Falta cambio en la caja' } : {}),
    closedBy: manager.actor.id,
    closedAt: at.toISOString(),
  };
  await ctx.writer.add(manager.actor, close);
  await ctx.writer.flush();
  return close;
}
