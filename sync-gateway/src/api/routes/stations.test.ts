import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATION_FACTORS_MESSAGE } from '@restaurantpro/schema';
import { expectRefused, startApi, type ApiHarness } from '../../../test/helper.ts';

describe('kitchen stations', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('creates with the defaults, routes, renames, lists for every role and deletes', async () => {
    const created = await api.call('manager', {
      method: 'POST',
      url: '/api/stations',
      payload: { name: ' Barra ' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const barra = created.json() as { id: string };
    expect(barra).toMatchObject({
      name: 'Barra',
      categories: [],
      productIds: [],
      amberFactor: 1,
      redFactor: 1.5,
      printChits: false,
      isActive: true,
    });

    const routed = await api.call('admin', {
      method: 'PUT',
      url: `/api/stations/${barra.id}`,
      payload: {
        name: 'Barra',
        categories: ['bebidas', 'vinos', 'cocktails'],
        amberFactor: 0.8,
        redFactor: 1.2,
        printChits: true,
      },
    });
    expect(routed.statusCode, routed.body).toBe(200);
    expect(routed.json()).toMatchObject({
      categories: ['bebidas', 'vinos', 'cocktails'],
      amberFactor: 0.8,
      printChits: true,
    });

    const listed = (await api.call('cook', { method: 'GET', url: '/api/stations' })).json() as unknown[];
    expect(listed).toContainEqual(routed.json());

    expect(
      (await api.call('manager', { method: 'DELETE', url: `/api/stations/${barra.id}` })).statusCode,
    ).toBe(204);
    const after = (await api.call('cook', { method: 'GET', url: '/api/stations' })).json() as Array<{
      id: string;
    }>;
    expect(after.map((station) => station.id)).not.toContain(barra.id);
  });

  it('refuses a waiter or a cook, red before amber and an unknown category, writing nothing', async () => {
    for (const role of ['waiter', 'cook'] as const) {
      await expectRefused(
        api,
        { method: 'POST', url: '/api/stations', payload: { name: 'Fríos' } },
        { status: 403, type: 'station', role },
      );
    }
    await expectRefused(
      api,
      { method: 'POST', url: '/api/stations', payload: { name: 'Fríos', amberFactor: 2, redFactor: 1 } },
      { status: 400, type: 'station', role: 'manager' },
    );
    const res = await api.call('manager', {
      method: 'POST',
      url: '/api/stations',
      payload: { name: 'Fríos', amberFactor: 2, redFactor: 1 },
    });
    expect((res.json() as { message: string }).message).toContain(STATION_FACTORS_MESSAGE);
    await expectRefused(
      api,
      { method: 'POST', url: '/api/stations', payload: { name: 'Fríos', categories: ['sopas'] } },
      { status: 400, type: 'station', role: 'manager' },
    );
  });
});
