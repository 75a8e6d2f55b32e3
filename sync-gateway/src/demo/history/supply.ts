import { consumptionOf, fromMilli, type Delivery, type Ingredient, type Recipe } from '@restaurantpro/schema';
import { newDocHead, type HistoryContext } from './context.ts';
import type { PlannedCheck } from './plan.ts';

/** Suppliers deliver on Mondays and Thursdays (and the first day of the history). */
const DELIVERY_WEEKDAYS: ReadonlySet<number> = new Set([1, 4]);
/** Who brings what has no supplier of its own (spices bought at the market). */
const MARKET = 'mercado-central';

/** Milli-units of each ingredient the day's dishes take (the projection's own rule, consumptionOf). */
function consumedOn(
  plans: readonly PlannedCheck[],
  recipes: ReadonlyMap<string, Recipe>,
): Map<string, number> {
  const taken = new Map<string, number>();
  for (const line of plans.flatMap((plan) => plan.rounds.flatMap((round) => round.lines))) {
    const recipe = recipes.get(line.productId);
    if (recipe === undefined) continue;
    for (const part of consumptionOf(line.quantity, recipe.ingredients, recipe.servings))
      taken.set(part.ingredientId, (taken.get(part.ingredientId) ?? 0) + part.milli);
  }
  return taken;
}

export interface PlannedDelivery {
  supplierId: string;
  /** Ingredient id → milli-units of its own unit. */
  lines: Map<string, number>;
}

/**
 * The deliveries of the history, by day: each delivery day the suppliers bring what the dishes will
 * take until the next one (rounded up to whole units), so the stock at the end is what the demo's
 * inventory says, never below it, and every ingredient's movements show goods in and dishes out.
 */
export function planDeliveries(
  days: readonly string[],
  plans: ReadonlyMap<string, readonly PlannedCheck[]>,
  recipes: ReadonlyMap<string, Recipe>,
  ingredients: ReadonlyMap<string, Ingredient>,
): Map<string, PlannedDelivery[]> {
  const deliveryDays = days.filter(
    (day, index) => index === 0 || DELIVERY_WEEKDAYS.has(new Date(`${day}T12:00:00.000Z`).getUTCDay()),
  );
  const out = new Map<string, PlannedDelivery[]>();
  deliveryDays.forEach((day, index) => {
    const until = deliveryDays[index + 1];
    const needed = new Map<string, number>();
    for (const covered of days.filter((d) => d >= day && (until === undefined || d < until)))
      for (const [id, milli] of consumedOn(plans.get(covered) ?? [], recipes))
        needed.set(id, (needed.get(id) ?? 0) + milli);
    const bySupplier = new Map<string, PlannedDelivery>();
    for (const [id, milli] of [...needed].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const supplierId = ingredients.get(id)?.supplierId ?? MARKET;
      const delivery = bySupplier.get(supplierId) ?? { supplierId, lines: new Map<string, number>() };
      delivery.lines.set(id, Math.ceil(milli / 1000) * 1000);
      bySupplier.set(supplierId, delivery);
    }
    out.set(day, [...bySupplier.values()]);
  });
  return out;
}

/** A morning's deliveries received by the manager, as `POST /api/deliveries` stores them. */
export async function receiveDeliveries(
  ctx: HistoryContext,
  day: string,
  planned: readonly PlannedDelivery[],
  ingredients: ReadonlyMap<string, Ingredient>,
  at: Date,
): Promise<Delivery[]> {
  const manager = ctx.staff.manager;
  const deliveries: Delivery[] = [];
  for (const [index, { supplierId, lines }] of planned.entries()) {
    const delivery: Delivery = {
      ...newDocHead(ctx, 'delivery', at, manager),
      supplierId,
      reference: `ALB-${day.replaceAll('-', '')}-${index + 1}`,
      businessDate: day,
      receivedBy: manager.actor.id,
      lines: [...lines].map(([ingredientId, milli]) => {
        const ingredient = ingredients.get(ingredientId);
        if (ingredient === undefined) throw new Error(`demo history: unknown ingredient "${ingredientId}"`);
        return {
          id: ctx.dice.id(at),
          ingredientId,
          quantity: fromMilli(milli),
          unit: ingredient.unit,
          unitCost: ingredient.costPerUnit,
        };
      }),
    };
    await ctx.writer.add(manager.actor, delivery);
    deliveries.push(delivery);
  }
  return deliveries;
}
