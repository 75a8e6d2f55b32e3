import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORY_LABELS, type ReportSummary } from '@restaurantpro/schema';
import { startApi, type ApiHarness } from '../helper.ts';
import type { Doc } from '../support/docs.ts';
import { figures, type Figures } from './expected.ts';
import { CATEGORY, MONTH, PREVIOUS, SERVING_COST, localAt } from './known-month.ts';
import { knownMonth, type Month } from './scenario.ts';
import { dayDocs, rebuildNow } from './support.ts';

/** The parts of a summary the independent computation gives, keyed so order does not matter. */
function figuresOf(summary: ReportSummary): Omit<Figures, 'incidents'> & { incidents: Figures['incidents'] } {
  const heatmap: Record<string, number> = {};
  summary.heatmap.forEach((hours, weekday) =>
    hours.forEach((value, hour) => {
      if (value !== 0) heatmap[`${weekday}-${hour}`] = value;
    }),
  );
  return {
    headline: summary.headline,
    byDay: summary.byDay,
    byMethod: Object.fromEntries(summary.byMethod.map((row) => [row.method, row.cents])),
    heatmap,
    byCategory: Object.fromEntries(
      summary.byCategory.map((row) => [
        row.categoryId ?? '',
        { quantity: row.quantity, revenue: row.revenue },
      ]),
    ),
    products: Object.fromEntries(
      summary.products.map((row) => [
        row.productId,
        { quantity: row.quantity, revenue: row.revenue, cost: row.cost },
      ]),
    ),
    byWaiter: Object.fromEntries(
      summary.byWaiter.map(({ userId, sales, tips, payments, checks }) => [
        userId,
        { sales, tips, payments, checks },
      ]),
    ),
    incidents: summary.incidents.map(({ kind, label, cents, reason, by, at }) => ({
      kind,
      label,
      cents,
      reason,
      by,
      at,
    })),
    iva: Object.fromEntries(summary.iva.map((row) => [String(row.rate), { base: row.base, tax: row.tax }])),
  };
}

describe('reports of a known month, through the gateway', () => {
  let api: ApiHarness;
  let month: Month;
  let waiterId: string;
  let managerId: string;
  const docs = (): Doc[] => month.docs;

  const report = async (range: { from: string; to: string }) => {
    const res = await api.call('manager', {
      method: 'GET',
      url: `/api/reports?from=${range.from}&to=${range.to}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ReportSummary;
  };

  beforeAll(async () => {
    api = await startApi({ now: () => new Date('2026-11-30T12:00:00Z') });
    const users = await api.app.accounts.list();
    waiterId = users.find((user) => user.role === 'waiter')?.id ?? '';
    managerId = users.find((user) => user.role === 'manager')?.id ?? '';
    month = knownMonth(waiterId, managerId);
    const written = await api.app.store.db('floor').bulkDocs(month.docs);
    expect(written.filter((result) => result.error !== undefined)).toEqual([]);
    await api.app.reactionsIdle();
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers every figure of the month as worked out from the documents', async () => {
    const summary = await report(MONTH);
    const expected = figures(docs(), MONTH, SERVING_COST, CATEGORY);
    // The scenario is what it says: a void, a discount, an invitation, a refund, three days of sales.
    expect(expected.headline.voids.count).toBe(1);
    expect(expected.headline.refunds.count).toBe(1);
    expect(expected.byDay.filter((day) => day.sales !== 0)).toHaveLength(3);
    expect(figuresOf(summary)).toEqual(expected);
    // 37,51 + 57,42 + 21,45 + 31,90 + 39,38 − 10,00 (the refund), by hand.
    expect(summary.headline.sales).toBe(17766);
    expect(summary.range).toEqual({ ...MONTH, days: 30 });
    expect(summary.previous).toEqual({ ...PREVIOUS, days: 30 });
    expect(summary.previousHeadline).toEqual(figures(docs(), PREVIOUS, SERVING_COST, CATEGORY).headline);
  });

  it('names categories, waiters and who made each void and refund', async () => {
    const summary = await report(MONTH);
    const names = new Map((await api.app.accounts.list()).map((user) => [user.id, user]));
    const nameOf = (id: string) => {
      const user = names.get(id);
      return user === undefined ? id : `${user.firstName} ${user.lastName}`.trim() || user.email;
    };
    for (const row of summary.byCategory)
      expect(row.name).toBe(PRODUCT_CATEGORY_LABELS[row.categoryId as keyof typeof PRODUCT_CATEGORY_LABELS]);
    for (const row of summary.byWaiter) expect(row.name).toBe(nameOf(row.userId));
    for (const row of summary.incidents) expect(row.byName).toBe(nameOf(row.by));
    expect(new Set(summary.byWaiter.map((row) => row.userId))).toEqual(new Set([waiterId, managerId]));
  });

  it('places the products with a recipe on the menu by the 70 % rule and the average margin', async () => {
    const summary = await report(MONTH);
    const placed = summary.products.filter((row) => row.cost !== null);
    const totalQuantity = placed.reduce((sum, row) => sum + row.quantity, 0);
    const totalMargin = placed.reduce((sum, row) => sum + row.revenue - (row.cost ?? 0), 0);
    expect(summary.menu.popularityThreshold).toBeCloseTo(0.7 / placed.length, 10);
    expect(placed.map((row) => row.productId).sort()).toEqual(['CROQ', 'PAELLA']);
    for (const row of placed) {
      expect(row.menuShare).toBeCloseTo(row.quantity / totalQuantity, 10);
      const popular = row.quantity / totalQuantity >= 0.7 / placed.length;
      const high = (row.revenue - (row.cost ?? 0)) / row.quantity >= totalMargin / totalQuantity;
      const quadrant = popular ? (high ? 'star' : 'plowhorse') : high ? 'puzzle' : 'dog';
      expect(row.quadrant, row.name).toBe(quadrant);
      expect(row.margin).toBe(row.revenue - (row.cost ?? 0));
    }
    expect(summary.products.find((row) => row.productId === 'BEER')?.quadrant).toBeNull();
  });

  it('wrote as sales happened exactly what a full rebuild writes', async () => {
    const live = await dayDocs(api);
    expect(Object.keys(live)).toEqual([
      'day:2026-10-28',
      'day:2026-11-02',
      'day:2026-11-13',
      'day:2026-11-21',
    ]);
    const result = await rebuildNow(api);
    expect(result).toMatchObject({ days: 4, written: 0, deleted: 0, unchanged: 4 });
    expect(await dayDocs(api)).toEqual(live);
  });

  it('updates a day already aggregated when a line is voided later, and drops a day left empty', async () => {
    const sixth = month.sales[5];
    const round = sixth?.rounds[0];
    if (round === undefined) throw new Error('the open table has no round');
    const stored = await api.app.store.db('floor').get(round._id);
    const items = (stored.items as Doc[]).map((line) => ({
      ...line,
      void: { reason: 'kitchen_delay', by: managerId, at: localAt('2026-11-21', '22:30') },
    }));
    await api.app.store.db('floor').put({ ...stored, items });
    month.docs = month.docs.map((doc) => (doc._id === round._id ? { ...stored, items } : doc));
    await api.app.reactionsIdle();
    expect(figuresOf(await report(MONTH))).toEqual(figures(docs(), MONTH, SERVING_COST, CATEGORY));
    const live = await dayDocs(api);
    expect(live['day:2026-11-21']).toMatchObject({ voids: { count: 1, cents: 1450 } });

    // October's only sale deleted (a manager's mistake undone): its day has nothing left to report.
    const october = month.sales[6];
    if (october === undefined) throw new Error('no October sale');
    const floor = api.app.store.db('floor');
    const gone = [
      october.check,
      ...october.rounds,
      ...october.payments,
      ...(october.ticket ? [october.ticket] : []),
    ];
    const current = await floor.allDocs({ keys: gone.map((doc) => doc._id) });
    await floor.bulkDocs(current.rows.map((row) => ({ _id: row.id, _rev: row.value.rev, _deleted: true })));
    await api.app.reactionsIdle();
    expect(Object.keys(await dayDocs(api))).not.toContain('day:2026-10-28');
    expect((await report(MONTH)).previousHeadline.sales).toBe(0);
    const after = await dayDocs(api);
    expect(await rebuildNow(api)).toMatchObject({ written: 0, deleted: 0 });
    expect(await dayDocs(api)).toEqual(after);
  });
});
