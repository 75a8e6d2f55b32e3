import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed, startApi, type ApiHarness, type Fixtures } from '../../test/helper.ts';

/**
 * "No input produces a 500": arbitrary JSON (and arbitrary values under the real field names) sent to
 * every write route comes back as an answer below 500, in the error envelope when refused.
 */
describe('arbitrary bodies never cause a server error', () => {
  let api: ApiHarness;
  let f: Fixtures;
  let checkId = '';
  let orderId = '';
  let lineId = '';
  let terminalId = '';
  let terminalCookie = '';
  beforeAll(async () => {
    api = await startApi();
    f = await seed(api);
    const order = await api.call('waiter', {
      method: 'POST',
      url: '/api/orders',
      payload: { tableId: f.tableId, status: 'pending', items: [{ productId: f.productId, quantity: 1 }] },
    });
    const body = order.json() as { id: string; checkId: string; items: Array<{ id: string }> };
    [checkId, orderId, lineId] = [body.checkId, body.id, body.items[0]?.id ?? ''];
    // The manager's device becomes a shared terminal (its personal cookie ends; no probe uses it).
    const terminal = await api.call('manager', {
      method: 'POST',
      url: '/api/terminals',
      payload: { name: 'TPV barra' },
    });
    if (terminal.statusCode !== 201) throw new Error(`terminal not created: ${terminal.body}`);
    terminalId = (terminal.json() as { id: string }).id;
    const setCookie = [terminal.headers['set-cookie'] ?? []].flat();
    terminalCookie = setCookie.find((c) => c.startsWith('rp_session='))?.split(';')[0] ?? '';
  });
  afterAll(async () => {
    await api.close();
  });

  const FIELDS = [
    'name',
    'description',
    'category',
    'price',
    'cost',
    'imageUrl',
    'isAvailable',
    'preparationTime',
    'unit',
    'currentStock',
    'minStock',
    'costPerUnit',
    'supplierId',
    'expiryDate',
    'number',
    'capacity',
    'areaId',
    'status',
    'positionX',
    'positionY',
    'isActive',
    'tableId',
    'items',
    'subtotal',
    'tax',
    'total',
    'notes',
    'productId',
    'recipeId',
    'ingredientId',
    'quantity',
    'servings',
    'difficulty',
    'instructions',
    'ingredients',
    'guests',
    'modifiers',
    'reason',
    'note',
    'approval',
    'approvedBy',
    'intoCheckId',
    'toCheckId',
    'lines',
    'email',
    'password',
    'orderId',
    'lineId',
    'userId',
    'pin',
  ];
  const value = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(
      '-1',
      '1e3',
      '0.001',
      'NaN',
      '',
      ' ',
      '\u0000',
      '__proto__',
      '01ARZ3NDEKTSV4RRFFQ69G5FAV',
    ),
    fc.double(),
  );
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }),
  );

  const routes = (): Array<[string, string]> => [
    ['POST', '/api/products'],
    ['PUT', `/api/products/${f.productId}`],
    ['POST', '/api/areas'],
    ['PUT', `/api/areas/${f.areaId}`],
    ['POST', '/api/tables'],
    ['PUT', `/api/tables/${f.tableId}`],
    ['POST', '/api/ingredients'],
    ['PUT', `/api/ingredients/${f.ingredientId}`],
    ['POST', '/api/orders'],
    ['POST', '/api/recipes'],
    ['POST', '/api/recipe-ingredients'],
    ['PUT', `/api/daily-stock/x_${f.productId}`],
    ['POST', '/api/checks'],
    ['POST', `/api/checks/${checkId}/rounds`],
    ['POST', `/api/checks/${checkId}/close`],
    ['POST', `/api/checks/${checkId}/move`],
    ['POST', `/api/checks/${checkId}/merge`],
    ['POST', `/api/checks/${checkId}/transfers`],
    ['POST', `/api/orders/${orderId}/void`],
    ['POST', `/api/orders/${orderId}/lines/${lineId}/void`],
  ];

  /** Sends `numRuns` arbitrary bodies to one route with `cookie`: each answer below 500, refusals in the envelope. */
  const belowFiveHundred = (method: string, url: string, cookie: string) =>
    fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await api.app.inject({
          method: method as 'POST' | 'PUT',
          url,
          headers: { 'content-type': 'application/json', cookie },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400)
          expect(res.json()).toEqual(
            expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
          );
      }),
      { numRuns: 40 },
    );

  it('answers every route and body below 500', async () => {
    for (const [method, url] of routes()) await belowFiveHundred(method, url, api.cookie('admin'));
  });

  it('answers the shared-terminal routes below 500', async () => {
    await belowFiveHundred('POST', '/api/terminal/unlock', terminalCookie);
    // Last: a body that ends the terminal ends the session the unlock was sent with.
    await belowFiveHundred('PUT', `/api/terminals/${terminalId}`, api.cookie('admin'));
  });
});
