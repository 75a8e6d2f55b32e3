import type { Ingredient, Product, Recipe } from '../../docs/catalogue.ts';
import { PAYMENT_METHODS, PRODUCT_CATEGORY_LABELS, type ProductCategory } from '../../enums.ts';
import { idPart } from '../../ids.ts';
import { divRound, toCents } from '../../money.ts';
import type { ReportDayBody } from './aggregate.ts';
import { menuEngineering, servingCostCents, type MenuItem } from './menu.ts';
import { daysOf, weekdayOf } from './ranges.ts';
import type { CountAndCents, ProductMixRow, ReportHeadline, ReportRange, ReportSummary } from './summary.ts';

/**
 * A range's report from its day docs (reports decision 4): sums of the days, plus what only today's
 * catalogue knows (names, categories, recipe costs), so no order is read per request.
 */

/** What the report reads of today's catalogue. */
export interface ReportCatalogue {
  products: readonly Pick<Product, '_id' | 'name' | 'category' | 'price' | 'isActive'>[];
  recipes: readonly Pick<Recipe, 'productId' | 'ingredients' | 'servings'>[];
  ingredients: readonly Pick<Ingredient, '_id' | 'costPerUnit'>[];
}

/** A category no product has any more, or none at all. */
export const NO_CATEGORY_LABEL = 'Sin categoría';

export function categoryLabel(categoryId: string | null): string {
  return categoryId !== null && categoryId in PRODUCT_CATEGORY_LABELS
    ? PRODUCT_CATEGORY_LABELS[categoryId as ProductCategory]
    : NO_CATEGORY_LABEL;
}

/** dividend / divisor in cents, rounded half up; 0 when the divisor is 0. */
const perUnit = (dividend: number, divisor: number) =>
  divisor === 0 ? 0 : Number(divRound(BigInt(dividend), BigInt(divisor)));

const addCount = (a: CountAndCents, b: CountAndCents): CountAndCents => ({
  count: a.count + b.count,
  cents: a.cents + b.cents,
});

/** The headline figures of a set of days. */
export function reportHeadline(days: readonly ReportDayBody[]): ReportHeadline {
  const zero = { count: 0, cents: 0 };
  const sum = days.reduce(
    (acc, day) => ({
      sales: acc.sales + day.sales,
      tickets: acc.tickets + day.tickets,
      covers: acc.covers + day.covers,
      tips: acc.tips + day.tips,
      discounts: addCount(acc.discounts, day.discounts),
      invitations: addCount(acc.invitations, day.invitations),
      voids: addCount(acc.voids, day.voids),
      refunds: addCount(acc.refunds, day.refunds),
    }),
    {
      sales: 0,
      tickets: 0,
      covers: 0,
      tips: 0,
      discounts: zero,
      invitations: zero,
      voids: zero,
      refunds: zero,
    },
  );
  return {
    ...sum,
    averageTicket: perUnit(sum.sales, sum.tickets),
    revenuePerCover: perUnit(sum.sales, sum.covers),
  };
}

const inRange = (days: readonly ReportDayBody[], range: ReportRange) =>
  days.filter((day) => day.businessDate >= range.from && day.businessDate <= range.to);

/** One collator for every sort: localeCompare with a locale builds one per call, far too slow for a year. */
const spanish = new Intl.Collator('es');
const byName = <T extends { name: string }>(a: T, b: T) => spanish.compare(a.name, b.name);

/** One decimal of a percentage, half up: 31.25 % → 31.3. */
const percent = (part: number, whole: number) => Number(divRound(BigInt(part) * 1000n, BigInt(whole))) / 10;

/** Voids and refunds newest first; plain string order (ISO times, then labels): a year may hold thousands. */
const newestFirst = (a: { at: string; label: string }, b: { at: string; label: string }) =>
  a.at !== b.at ? (a.at < b.at ? 1 : -1) : a.label < b.label ? -1 : a.label > b.label ? 1 : 0;

/** Products sold in the range (summed over days) plus the active products with a recipe that sold nothing. */
function productMix(days: readonly ReportDayBody[], catalogue: ReportCatalogue) {
  const products = new Map(catalogue.products.map((product) => [idPart(product._id), product]));
  const ingredients = new Map(
    catalogue.ingredients.map((ingredient) => [idPart(ingredient._id), ingredient]),
  );
  const servingCosts = new Map(
    catalogue.recipes.map((recipe) => [recipe.productId, servingCostCents(recipe, ingredients)]),
  );
  const sold = new Map<
    string,
    { quantity: number; revenue: number; name: string; categoryId: string | null }
  >();
  // Days in date order, so the latest day's name and category win for a product since deleted.
  for (const day of [...days].sort((a, b) => (a.businessDate < b.businessDate ? -1 : 1))) {
    for (const [productId, row] of Object.entries(day.byProduct)) {
      const total = sold.get(productId);
      sold.set(productId, {
        quantity: (total?.quantity ?? 0) + row.quantity,
        revenue: (total?.revenue ?? 0) + row.revenue,
        name: row.name,
        categoryId: row.categoryId,
      });
    }
  }
  for (const [productId, product] of products) {
    if (!sold.has(productId) && product.isActive && servingCosts.has(productId)) {
      sold.set(productId, { quantity: 0, revenue: 0, name: product.name, categoryId: product.category });
    }
  }
  const items: MenuItem[] = [...sold].map(([productId, row]) => ({
    productId,
    quantity: row.quantity,
    revenue: row.revenue,
    servingCost: servingCosts.get(productId) ?? null,
    price: toCents(products.get(productId)?.price ?? '0.00'),
  }));
  const { menu, placements } = menuEngineering(items);
  const totalQuantity = items.reduce((sum, item) => sum + item.quantity, 0);
  const rows: ProductMixRow[] = items.map((item) => {
    const row = sold.get(item.productId);
    const product = products.get(item.productId);
    const cost = item.servingCost === null ? null : item.servingCost * item.quantity;
    const placement = placements.get(item.productId);
    return {
      productId: item.productId,
      name: product?.name ?? row?.name ?? item.productId,
      categoryName: categoryLabel(product?.category ?? row?.categoryId ?? null),
      quantity: item.quantity,
      revenue: item.revenue,
      cost,
      margin: cost === null ? null : item.revenue - cost,
      foodCostPercent: cost === null || item.revenue === 0 ? null : percent(cost, item.revenue),
      share: totalQuantity === 0 ? 0 : item.quantity / totalQuantity,
      ...(placement === undefined ? {} : { menuShare: placement.share }),
      unitMargin: placement?.unitMargin ?? null,
      quadrant: placement?.quadrant ?? null,
    };
  });
  rows.sort((a, b) => b.revenue - a.revenue || b.quantity - a.quantity || byName(a, b));
  return { rows, menu };
}

/** Sales by category from the day docs (the category each product had on the day it sold). */
function categories(days: readonly ReportDayBody[]): ReportSummary['byCategory'] {
  const rows = new Map<string | null, { quantity: number; revenue: number }>();
  for (const row of days.flatMap((day) => Object.values(day.byProduct))) {
    const total = rows.get(row.categoryId) ?? { quantity: 0, revenue: 0 };
    rows.set(row.categoryId, {
      quantity: total.quantity + row.quantity,
      revenue: total.revenue + row.revenue,
    });
  }
  return [...rows]
    .map(([categoryId, row]) => ({ categoryId, name: categoryLabel(categoryId), ...row }))
    .sort((a, b) => b.revenue - a.revenue || byName(a, b));
}

function waiters(
  days: readonly ReportDayBody[],
  names: ReadonlyMap<string, string>,
): ReportSummary['byWaiter'] {
  const rows = new Map<string, { sales: number; tips: number; payments: number; checks: number }>();
  for (const [userId, row] of days.flatMap((day) => Object.entries(day.byWaiter))) {
    const total = rows.get(userId) ?? { sales: 0, tips: 0, payments: 0, checks: 0 };
    rows.set(userId, {
      sales: total.sales + row.sales,
      tips: total.tips + row.tips,
      payments: total.payments + row.payments,
      checks: total.checks + row.checks,
    });
  }
  return [...rows]
    .map(([userId, row]) => ({ userId, name: names.get(userId) ?? userId, ...row }))
    .sort((a, b) => b.sales - a.sales || byName(a, b));
}

function ivaRows(days: readonly ReportDayBody[]): ReportSummary['iva'] {
  const rows = new Map<number, { base: number; tax: number }>();
  for (const [rate, row] of days.flatMap((day) => Object.entries(day.iva))) {
    const total = rows.get(Number(rate)) ?? { base: 0, tax: 0 };
    rows.set(Number(rate), { base: total.base + row.base, tax: total.tax + row.tax });
  }
  return [...rows].map(([rate, row]) => ({ rate, ...row })).sort((a, b) => a.rate - b.rate);
}

/**
 * The report of `range` against `previous` (reports decision 4) from their day docs; days outside
 * a range are left out, a day without a doc counts as zero. `names` gives people's names by user
 * id (an unknown id shows as itself).
 */
export function reportSummary(
  days: readonly ReportDayBody[],
  previousDays: readonly ReportDayBody[],
  catalogue: ReportCatalogue,
  names: ReadonlyMap<string, string>,
  range: ReportRange,
  previous: ReportRange,
  now: Date,
): ReportSummary {
  const current = inRange(days, range);
  const byDate = new Map(current.map((day) => [day.businessDate, day]));
  const heatmap = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const day of current) {
    const row = heatmap[weekdayOf(day.businessDate)] ?? [];
    day.byHour.forEach((cents, hour) => {
      row[hour] = (row[hour] ?? 0) + cents;
    });
  }
  const { rows: products, menu } = productMix(current, catalogue);
  const sumOf = (pick: (day: ReportDayBody) => number) => current.reduce((sum, day) => sum + pick(day), 0);
  return {
    range,
    previous,
    headline: reportHeadline(current),
    previousHeadline: reportHeadline(inRange(previousDays, previous)),
    byDay: daysOf(range).map((date) => ({
      date,
      sales: byDate.get(date)?.sales ?? 0,
      tickets: byDate.get(date)?.tickets ?? 0,
    })),
    heatmap,
    byCategory: categories(current),
    // A day stored before a method was declared has no key for it: it took nothing that way.
    byMethod: PAYMENT_METHODS.map((method) => ({ method, cents: sumOf((day) => day.byMethod[method] ?? 0) })),
    products,
    menu,
    byWaiter: waiters(current, names),
    incidents: current
      .flatMap((day) => day.incidents)
      .map((incident) => ({ ...incident, byName: names.get(incident.by) ?? incident.by }))
      .sort(newestFirst),
    iva: ivaRows(current),
    generatedAt: now.toISOString(),
  };
}
