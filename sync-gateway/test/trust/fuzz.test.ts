import fc from 'fast-check';
import { ulid } from 'ulidx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@restaurantpro/schema';
import { seed, startApi, type ApiHarness, type Fixtures } from '../helper.ts';

/**
 * No body a client sends to a write path of either door produces a 5xx: generated JSON, near-valid
 * documents with hostile metadata (`_rev`, `_revisions`, `_attachments`, `_deleted`, ids), deep
 * nesting, and every `new_edits:false` shape. Every answer below 500, in the door's error form.
 */
describe('fuzzed writes at /api and /db', () => {
  let api: ApiHarness;
  let f: Fixtures;
  let sent = 0;
  beforeAll(async () => {
    api = await startApi();
    f = await seed(api);
  }, 120_000);
  afterAll(async () => {
    await api.close();
  });

  const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 1, maxLength: 40 });
  const rev = fc.oneof(
    fc.tuple(fc.integer({ min: 1, max: 5 }), hex).map(([n, id]) => `${n}-${id}`),
    fc.string({ maxLength: 12 }),
    fc.constantFrom('0-abc', '-1-abc', '1-', '1-XYZ', '99999999999-ab', '1-../../x'),
  );
  const revisions = fc.oneof(
    fc.record({ start: fc.integer({ min: 1, max: 5 }), ids: fc.array(hex, { minLength: 1, maxLength: 5 }) }),
    fc.record({ start: fc.jsonValue(), ids: fc.jsonValue() }, { requiredKeys: [] }),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const id = fc.oneof(
    fc
      .constantFrom('order', 'product', 'table', 'daily_stock', 'stock_movement', 'supplier', 'user')
      .map((type) => `${type}:${ulid()}`),
    fc.constantFrom('_design/x', '_local/reactions-floor', '', 'order:', 'order:../x', 'order:a/b'),
    fc.string({ maxLength: 20 }),
  );
  const field = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom('-1', '0.001', 'NaN', '', '\u0000'));
  const order = (who: string) => ({
    type: 'order',
    createdAt: '2026-11-22T12:00:00.000Z',
    updatedAt: '2026-11-22T12:00:00.000Z',
    updatedBy: who,
    orderNumber: 'K7-001',
    waiterId: who,
    status: 'pending',
    items: [
      {
        id: ulid(),
        productId: f.productId,
        productName: 'Croquetas',
        quantity: 2,
        unitPrice: '6.50',
        subtotal: '13.00',
        status: 'pending',
        createdAt: '2026-11-22T12:00:00.000Z',
      },
    ],
    subtotal: '13.00',
    tax: '1.30',
    total: '14.30',
    businessDate: '2026-11-22',
  });
  /** A near-valid order with some fields replaced and hostile metadata added. */
  const doc = fc
    .record(
      {
        _id: id,
        _rev: rev,
        _revisions: revisions,
        _deleted: fc.jsonValue({ maxDepth: 1 }),
        _attachments: fc.jsonValue({ maxDepth: 2 }),
        overrides: fc.dictionary(
          fc.constantFrom(
            'type',
            'status',
            'items',
            'quantity',
            'subtotal',
            'waiterId',
            'businessDate',
            'isAdmin',
          ),
          field,
          { maxKeys: 3 },
        ),
      },
      { requiredKeys: ['_id'] },
    )
    .map(({ overrides, ...meta }) => ({ ...order('U'), ...overrides, ...meta }));
  const deep = fc
    .integer({ min: 10, max: 60_000 })
    .map((depth) => `{"x":${'['.repeat(depth)}${']'.repeat(depth)}}`);
  const bulk = fc.oneof(
    fc.record({ docs: fc.array(doc, { maxLength: 4 }), new_edits: fc.oneof(fc.boolean(), fc.jsonValue()) }),
    fc.record({ docs: fc.array(doc, { maxLength: 4 }), new_edits: fc.constant(false) }),
    fc.jsonValue({ maxDepth: 3 }),
  );

  type Body = unknown;
  const asText = (body: Body) => (typeof body === 'string' ? body : (JSON.stringify(body) ?? 'null'));
  const deepDoc = deep.map(
    (nest) => `{"docs":[{"_id":"order:${ulid()}","_rev":"1-ab","items":${nest}}],"new_edits":false}`,
  );

  async function check(role: Role, method: 'POST' | 'PUT' | 'DELETE', url: string, body: Body) {
    sent++;
    const res = await api.call(role, {
      method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: asText(body),
    });
    expect(
      res.statusCode,
      `${role} ${method} ${url} ${asText(body).slice(0, 300)} → ${res.body.slice(0, 300)}`,
    ).toBeLessThan(500);
  }

  const run = (
    arb: fc.Arbitrary<Body>,
    role: Role,
    method: 'POST' | 'PUT' | 'DELETE',
    url: () => string,
    numRuns: number,
  ) =>
    fc.assert(
      fc.asyncProperty(arb, (body) => check(role, method, url(), body)),
      { numRuns },
    );

  it('answers /db below 500', async () => {
    for (const role of ['waiter', 'cook', 'manager'] as const) {
      await run(bulk, role, 'POST', () => '/db/floor/_bulk_docs', 120);
      await run(deepDoc, role, 'POST', () => '/db/floor/_bulk_docs', 15);
      await run(doc, role, 'PUT', () => `/db/floor/order:${ulid()}`, 40);
      await run(fc.jsonValue({ maxDepth: 4 }), role, 'PUT', () => '/db/floor/_local/abc', 25);
      await run(deep, role, 'PUT', () => '/db/floor/_local/abc', 5);
      await run(fc.jsonValue({ maxDepth: 3 }), role, 'POST', () => '/db/floor/_revs_diff', 25);
      await run(fc.jsonValue({ maxDepth: 3 }), role, 'POST', () => '/db/floor/_bulk_get', 25);
      await run(fc.jsonValue({ maxDepth: 3 }), role, 'POST', () => '/db/floor/_changes?feed=normal', 10);
    }
    await run(bulk, 'manager', 'POST', () => '/db/office/_bulk_docs', 40);
  }, 600_000);

  it('answers /api below 500, deep bodies included', async () => {
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      deep,
      fc.dictionary(fc.string({ maxLength: 12 }), field),
    );
    const routes: Array<['POST' | 'PUT' | 'DELETE', () => string]> = [
      ['POST', () => '/api/products'],
      ['PUT', () => `/api/products/${f.productId}`],
      ['POST', () => '/api/orders'],
      ['PUT', () => `/api/orders/${ulid()}`],
      ['POST', () => '/api/tables'],
      ['POST', () => '/api/ingredients'],
      ['POST', () => '/api/recipes'],
      ['PUT', () => `/api/daily-stock/x_${f.productId}`],
      ['POST', () => '/api/login'],
      ['POST', () => '/api/users'],
    ];
    for (const [method, url] of routes) await run(body, 'admin', method, url, 25);
  }, 600_000);

  it('sent more than a thousand bodies', () => {
    expect(sent).toBeGreaterThan(1000);
  });
});
