import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FROM_AFTER_TO_MESSAGE, REPORT_RANGE_TOO_LONG_MESSAGE } from '@restaurantpro/schema';
import { roleViewRefusal } from '@restaurantpro/schema';
import { startApi, type ApiHarness } from '../helper.ts';

describe('GET /api/reports: who, which range, and where the aggregates are not', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it.each(['waiter', 'cook'] as const)('refuses a %s in the reports screen words', async (role) => {
    const res = await api.call(role, { method: 'GET', url: '/api/reports?from=2026-11-01&to=2026-11-30' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: roleViewRefusal('reports') });
  });

  it('refuses without a session', async () => {
    const res = await api.call(null, { method: 'GET', url: '/api/reports?from=2026-11-01&to=2026-11-30' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['from=2026-11-30&to=2026-11-01', REPORT_FROM_AFTER_TO_MESSAGE],
    ['from=2025-01-01&to=2026-01-02', REPORT_RANGE_TOO_LONG_MESSAGE],
    ['from=2026-02-30&to=2026-03-01', 'La fecha de inicio no es válida (AAAA-MM-DD)'],
    ['to=2026-03-01', 'Indica la fecha de inicio'],
  ])('refuses the range %s with the schema reason', async (query, message) => {
    const res = await api.call('manager', { method: 'GET', url: `/api/reports?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation-failed', message });
  });

  it.each(['manager', 'admin'] as const)('answers a %s a year of nothing as zeros', async (role) => {
    const res = await api.call(role, { method: 'GET', url: '/api/reports?from=2025-12-01&to=2026-11-30' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { range: { days: number }; byDay: unknown[]; headline: { sales: number } };
    expect(body.range.days).toBe(365);
    expect(body.byDay).toHaveLength(365);
    expect(body.headline.sales).toBe(0);
  });

  it('documents the path in OpenAPI with its refusals', async () => {
    const doc = (await api.call(null, { method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown>; parameters?: unknown[] }>>;
    };
    const get = doc.paths['/api/reports']?.get;
    expect(Object.keys(get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(JSON.stringify(get?.responses?.['200'])).toContain('heatmap');
  });

  it('never serves the reports database at /db, and provisions it', async () => {
    for (const url of ['/db/reports/', '/db/reports/_all_docs', '/db/reports/_changes']) {
      const res = await api.call('admin', { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    await expect(api.app.store.db('reports').info()).resolves.toMatchObject({ doc_count: 0 });
  });
});
