import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCall, startApi, type ApiHarness } from '../helper.ts';
import { chainOf } from './tickets.ts';

/**
 * After midnight the business day is still the evening's, but a ticket issued then is dated the new
 * calendar day: `GET /api/fiscal/records` without a date lists the records issued today where the
 * restaurant is (Europe/Madrid), whatever the hour.
 */
describe('the inspection API after midnight', () => {
  // 00:30 in Madrid on the 25th: the 24th's business day.
  const ISSUED = Date.parse('2026-11-24T23:30:00.000Z');
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi({ now: () => new Date(ISSUED + 600_000) });
    await api.app.store.db('floor').bulkDocs(chainOf('K7Q4', 1, ISSUED));
    await api.app.fiscal.idle();
  });
  afterAll(async () => {
    await api.close();
  });

  it('lists a ticket issued at 00:30 under today’s date', async () => {
    const listed = await expectCall<Array<{ NumSerieFactura: string; FechaExpedicionFactura: string }>>(
      api,
      'manager',
      'GET',
      '/api/fiscal/records',
      undefined,
      200,
    );
    expect(listed.map((record) => record.FechaExpedicionFactura)).toEqual(['25-11-2026']);
  });
});
