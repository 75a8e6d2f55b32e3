// Day docs and a catalogue for the summary and CSV tests of this folder (not exported from the package).
import { PAYMENT_METHOD_LIST, type PaymentMethod, type ProductCategory } from '../../enums.ts';
import type { ReportDayBody } from './aggregate.ts';
import { reportRange } from './ranges.ts';
import type { ReportCatalogue } from './summary-rules.ts';

export function dayDoc(businessDate: string, fields: Partial<ReportDayBody> = {}): ReportDayBody {
  return {
    type: 'report_day',
    businessDate,
    version: 1,
    sales: 0,
    payments: 0,
    tips: 0,
    byMethod: { cash: 0, card: 0 },
    byHour: Array.from({ length: 24 }, () => 0),
    tickets: 0,
    checks: 0,
    covers: 0,
    discounts: { count: 0, cents: 0 },
    invitations: { count: 0, cents: 0 },
    voids: { count: 0, cents: 0 },
    refunds: { count: 0, cents: 0 },
    iva: {},
    byWaiter: {},
    byProduct: {},
    incidents: [],
    ...fields,
  };
}

export const hours = (filled: Record<number, number>) =>
  Array.from({ length: 24 }, (_, hour) => filled[hour] ?? 0);

/** Monday 23 to Wednesday 25 November 2026; the 24th has no doc (nothing sold). */
/** One row per declared payment method, in the list's order: the `given` figures, `none` for the rest. */
export function methodRows<T>(
  given: Partial<Record<PaymentMethod, T>>,
  none: T,
): Array<{ method: PaymentMethod; label: string; value: T }> {
  return PAYMENT_METHOD_LIST.map(({ method, label }) => ({ method, label, value: given[method] ?? none }));
}

export const RANGE = reportRange('2026-11-23', '2026-11-25');
export const PREVIOUS = reportRange('2026-11-20', '2026-11-22');

export const days: ReportDayBody[] = [
  dayDoc('2026-11-23', {
    sales: 10000,
    payments: 4,
    tips: 300,
    byMethod: { cash: 4000, card: 6000 },
    byHour: hours({ 13: 6000, 21: 4000 }),
    tickets: 4,
    checks: 3,
    covers: 8,
    discounts: { count: 1, cents: 500 },
    voids: { count: 1, cents: 800 },
    iva: { '10': { base: 8000, tax: 800 }, '21': { base: 1000, tax: 210 } },
    byWaiter: {
      ana: { sales: 7000, tips: 200, payments: 3, checks: 2 },
      luis: { sales: 3000, tips: 100, payments: 1, checks: 1 },
    },
    byProduct: {
      paella: { quantity: 4, revenue: 8000, categoryId: 'principales', name: 'Paella valenciana' },
      beer: { quantity: 10, revenue: 2000, categoryId: 'bebidas', name: 'Caña' },
    },
    incidents: [
      {
        kind: 'void',
        at: '2026-11-23T20:00:00.000Z',
        by: 'maria',
        label: '2 × Flan',
        cents: 800,
        reason: 'Problema de calidad',
      },
    ],
  }),
  dayDoc('2026-11-25', {
    sales: 5003,
    payments: 2,
    byMethod: { cash: 3, card: 5000 },
    byHour: hours({ 14: 5303, 16: -300 }),
    tickets: 2,
    checks: 2,
    covers: 3,
    invitations: { count: 1, cents: 1000 },
    refunds: { count: 1, cents: 300 },
    iva: { '10': { base: 4547, tax: 454 } },
    byWaiter: { ana: { sales: 5303, tips: 0, payments: 2, checks: 2 } },
    byProduct: {
      paella: { quantity: 2, revenue: 4000, categoryId: 'principales', name: 'Paella' },
      flan: { quantity: 1, revenue: 400, categoryId: 'postres', name: 'Flan' },
      old: { quantity: 1, revenue: 601, categoryId: null, name: 'Croquetas' },
    },
    incidents: [
      {
        kind: 'refund',
        at: '2026-11-25T15:00:00.000Z',
        by: 'maria',
        label: 'Ticket T-1-000001',
        cents: 300,
        reason: 'Plato frío',
      },
    ],
  }),
  // Outside the range: never counted.
  dayDoc('2026-11-26', { sales: 99999, tickets: 9 }),
];

export const previousDays: ReportDayBody[] = [dayDoc('2026-11-21', { sales: 8000, tickets: 3 })];

const product = (id: string, name: string, category: ProductCategory, price: string, isActive = true) => ({
  _id: `product:${id}`,
  name,
  category,
  price,
  isActive,
});
const ingredient = (id: string, costPerUnit: string) => ({ _id: `ingredient:${id}`, costPerUnit });
const line = (ingredientId: string, quantity: string) => ({ id: ingredientId, ingredientId, quantity });

/**
 * Serving costs today: paella (0,400 kg rice at 2,00 + 0,300 kg prawns at 15,00) ÷ 4 = 1,325 → 1,33;
 * flan (2 eggs at 0,20 + 0,250 l milk at 1,00) = 0,65; gazpacho 1 kg tomato at 1,50 ÷ 2 = 0,75. The
 * beer has no recipe; the tarta has one but is no longer on sale.
 */
export const catalogue: ReportCatalogue = {
  products: [
    product('paella', 'Paella', 'principales', '20.00'),
    product('beer', 'Caña', 'bebidas', '2.00'),
    product('flan', 'Flan', 'postres', '4.00'),
    product('gazpacho', 'Gazpacho', 'entradas', '20.00'),
    product('tarta', 'Tarta', 'postres', '5.00', false),
  ],
  ingredients: [
    ingredient('rice', '2.00'),
    ingredient('prawns', '15.00'),
    ingredient('egg', '0.20'),
    ingredient('milk', '1.00'),
    ingredient('tomato', '1.50'),
  ],
  recipes: [
    { productId: 'paella', servings: 4, ingredients: [line('rice', '0.400'), line('prawns', '0.300')] },
    { productId: 'flan', servings: 1, ingredients: [line('egg', '2'), line('milk', '0.250')] },
    { productId: 'gazpacho', servings: 2, ingredients: [line('tomato', '1.000')] },
    { productId: 'tarta', servings: 1, ingredients: [line('egg', '3')] },
  ],
};

export const names = new Map([
  ['ana', 'Ana'],
  ['luis', 'Luis'],
  ['maria', 'María'],
]);
