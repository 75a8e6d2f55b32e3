import {
  checkView,
  idPart,
  isChargedLine,
  lineOwners,
  orderTotals,
  type Check,
  type CheckSources,
  type OrderItem,
} from '@restaurantpro/schema';
import type { z } from 'zod';
import type { checkSummaryOut, checkViewOut } from './check-shapes.ts';
import { toApi } from './documents.ts';
import type { ReadModel } from './read-model.ts';

/**
 * Checks as the API answers them, read with the schema's checkView from the rounds, checks and
 * transfers the read model holds (today's, yesterday's, open orders and live checks): the same
 * derivation every device makes from its replica.
 */

function sources(model: ReadModel): CheckSources {
  return { checks: model.list('check'), orders: model.list('order'), transfers: model.list('transfer') };
}

/** GET /api/checks/{id}: the check, where it sits, its rounds, lines, guests and totals. */
export function viewOf(model: ReadModel, check: Check): z.output<typeof checkViewOut> {
  const view = checkView(idPart(check._id), sources(model));
  const table = model.get('table', check.tableId);
  return {
    ...toApi(check),
    openedAt: check.createdAt,
    guests: view.guests,
    table: table ? toApi(table) : null,
    rounds: view.rounds.map(toApi),
    lines: view.lines,
    totals: view.totals,
  };
}

/** GET /api/checks: each check with its opening time and its total, from one pass over the lines. */
export function summariesOf(
  model: ReadModel,
  checks: readonly Check[],
): Array<z.output<typeof checkSummaryOut>> {
  const all = sources(model);
  const owners = lineOwners(all);
  const charged = new Map<string, OrderItem[]>();
  for (const order of all.orders) {
    const orderId = idPart(order._id);
    for (const line of order.items) {
      const owner = owners.get(`${orderId}/${line.id}`);
      if (owner === undefined || !isChargedLine(line)) continue;
      charged.set(owner, [...(charged.get(owner) ?? []), line]);
    }
  }
  return checks.map((check) => ({
    ...toApi(check),
    openedAt: check.createdAt,
    total: orderTotals(charged.get(idPart(check._id)) ?? []).total,
  }));
}
