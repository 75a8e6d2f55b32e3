import type { ReportHeadline, ReportSummary } from '@restaurantpro/schema';

/** A weekday × hour grid with `cells` ([weekday, hour, cents]) filled in and zeros elsewhere. */
export function heatmapOf(cells: ReadonlyArray<readonly [number, number, number]>): number[][] {
  return Array.from({ length: 7 }, (_, day) =>
    Array.from({ length: 24 }, (_, hour) =>
      cells.filter(([d, h]) => d === day && h === hour).reduce((sum, [, , cents]) => sum + cents, 0),
    ),
  );
}

/** A headline whose every figure is zero, to change field by field. */
export function emptyHeadline(change: Partial<ReportHeadline> = {}): ReportHeadline {
  return {
    sales: 0,
    tickets: 0,
    covers: 0,
    averageTicket: 0,
    revenuePerCover: 0,
    tips: 0,
    discounts: { count: 0, cents: 0 },
    invitations: { count: 0, cents: 0 },
    voids: { count: 0, cents: 0 },
    refunds: { count: 0, cents: 0 },
    ...change,
  };
}

/**
 * Three days of a small restaurant (lunes 23 to miércoles 25 of November 2026) against the three
 * before, as `GET /api/reports` answers them. The figures add up: Σ byDay = Σ byMethod = sales.
 */
export function sampleSummary(change: Partial<ReportSummary> = {}): ReportSummary {
  const heatmap = heatmapOf([
    [0, 13, 40_000],
    [0, 21, 20_050],
    [1, 14, 30_000],
    [2, 20, 35_000],
  ]);
  return {
    range: { from: '2026-11-23', to: '2026-11-25', days: 3 },
    previous: { from: '2026-11-20', to: '2026-11-22', days: 3 },
    headline: emptyHeadline({
      sales: 125_050,
      tickets: 20,
      covers: 41,
      averageTicket: 6253,
      revenuePerCover: 3050,
      tips: 1_200,
      discounts: { count: 2, cents: 850 },
      invitations: { count: 1, cents: 450 },
      voids: { count: 3, cents: 2_730 },
      refunds: { count: 1, cents: 1_500 },
    }),
    previousHeadline: emptyHeadline({
      sales: 111_330,
      tickets: 22,
      covers: 0,
      averageTicket: 5060,
      revenuePerCover: 0,
      tips: 1_500,
      discounts: { count: 1, cents: 1_000 },
      invitations: { count: 0, cents: 0 },
      voids: { count: 1, cents: 910 },
      refunds: { count: 0, cents: 0 },
    }),
    byDay: [
      { date: '2026-11-23', sales: 60_050, tickets: 9 },
      { date: '2026-11-24', sales: 30_000, tickets: 5 },
      { date: '2026-11-25', sales: 35_000, tickets: 6 },
    ],
    heatmap,
    byCategory: [
      { categoryId: 'category:principales', name: 'Principales', quantity: 30, revenue: 78_000 },
      { categoryId: 'category:bebidas', name: 'Bebidas', quantity: 60, revenue: 21_000 },
      { categoryId: null, name: 'Sin categoría', quantity: 2, revenue: 1_000 },
    ],
    byMethod: [
      { method: 'cash', cents: 45_050 },
      { method: 'card', cents: 80_000 },
    ],
    products: [
      {
        productId: 'product:paella',
        name: 'Paella',
        categoryName: 'Principales',
        quantity: 20,
        revenue: 36_000,
        cost: 9_000,
        margin: 27_000,
        foodCostPercent: 25,
        share: 20 / 92,
        unitMargin: 1_350,
        quadrant: 'star',
      },
      {
        productId: 'product:cana',
        name: 'Caña',
        categoryName: 'Bebidas',
        quantity: 60,
        revenue: 21_000,
        cost: null,
        margin: null,
        foodCostPercent: null,
        share: 60 / 92,
        unitMargin: null,
        quadrant: null,
      },
      {
        productId: 'product:chuleton',
        name: 'Chuletón',
        categoryName: 'Principales',
        quantity: 10,
        revenue: 42_000,
        cost: 25_200,
        margin: 16_800,
        foodCostPercent: 60,
        share: 10 / 92,
        unitMargin: 1_680,
        quadrant: 'puzzle',
      },
      {
        productId: 'product:pan',
        name: 'Pan',
        categoryName: 'Sin categoría',
        quantity: 2,
        revenue: 1_000,
        cost: 900,
        margin: 100,
        foodCostPercent: 90,
        share: 2 / 92,
        unitMargin: 50,
        quadrant: 'dog',
      },
    ],
    menu: { popularityThreshold: 0.7 / 3, averageUnitMargin: 1_359 },
    byWaiter: [
      { userId: 'user:ana', name: 'Ana', sales: 80_000, tips: 1_000, payments: 12, checks: 11 },
      { userId: 'user:luis', name: 'Luis', sales: 46_550, tips: 200, payments: 8, checks: 8 },
    ],
    incidents: [
      {
        kind: 'refund',
        at: '2026-11-25T21:10:00.000Z',
        by: 'user:marta',
        byName: 'Marta',
        label: 'Ticket T-K7Q4-000012',
        cents: 1_500,
        reason: 'Plato frío',
      },
      {
        kind: 'void',
        at: '2026-11-24T14:02:00.000Z',
        by: 'user:ana',
        byName: 'Ana',
        label: '2 × Paella',
        cents: 1_800,
        reason: 'Error al pedir',
      },
    ],
    iva: [
      { rate: 10, base: 104_590, tax: 10_459 },
      { rate: 21, base: 8_264, tax: 1_736 },
    ],
    generatedAt: '2026-11-25T22:00:00.000Z',
    ...change,
  };
}
