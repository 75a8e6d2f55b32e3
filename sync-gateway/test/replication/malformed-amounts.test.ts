import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulidx';
import { withLines } from '../checks/fixtures.ts';
import { adjustmentDoc as stockAdjustmentDoc } from './fixtures.ts';
import { orderDoc, productDoc, replicationHarness, TODAY, type Doc, type User } from './helpers.ts';
import { adjustmentDoc, cashMovementDoc, dayCloseDoc, paymentDoc, refundDoc } from '../support/money-docs.ts';
import { paidCheck, ticketFor } from '../support/money-scenes.ts';

/**
 * A device may replicate any JSON: a money or quantity field holding junk ('NaN', '1e3', '-0', '')
 * is refused for its form, with the schema's Spanish words, like any invalid document, whatever rule
 * would have computed with it. None of them may reach arithmetic that throws (a 500), and none is
 * stored. Each valid document below is broken one amount at a time, with every junk value.
 */

const SIGNED: readonly unknown[] = ['-0', '-1.00'];
const JUNK: readonly unknown[] = [
  'NaN',
  '1e3',
  '',
  'Infinity',
  '0x10',
  ' 6.50',
  '6,50',
  '99999999999.99',
  null,
  ...SIGNED,
];

/** A money ('6.50') or quantity ('0.250') string, or a count of units. */
const AMOUNT_TEXT = /^\d+\.\d{2,3}$/;
const AMOUNT_NUMBERS = new Set(['quantity', 'percent', 'delta', 'count', 'cents']);

type Path = Array<string | number>;

/** Every path of `doc` holding an amount. */
function amountPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => amountPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => amountPaths(item, [...path, key]));
  const key = path.at(-1);
  if (typeof value === 'string' && AMOUNT_TEXT.test(value)) return [path];
  if (typeof value === 'number' && typeof key === 'string' && AMOUNT_NUMBERS.has(key)) return [path];
  return [];
}

/** A copy of `doc` with `junk` at `path`, under a new id of the same type. */
function broken(doc: Doc, path: Path, junk: unknown): Doc {
  const copy = structuredClone(doc) as Record<string | number, unknown>;
  let at = copy;
  for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, unknown>;
  at[path.at(-1) as string | number] = junk;
  const type = doc._id.slice(0, doc._id.indexOf(':'));
  // A ticket's id is its series and number; the others are fresh ulids.
  return type === 'ticket' ? (copy as Doc) : { ...(copy as Doc), _id: `${type}:${ulid()}` };
}

interface Written {
  name: string;
  db: 'floor' | 'office';
  doc: (manager: User) => Doc;
}

describe('junk amounts in replicated documents', () => {
  const h = replicationHarness();
  let url = '';
  let manager: User;
  let scene: ReturnType<typeof paidCheck>;
  let store: Awaited<ReturnType<typeof h.store>>;

  beforeAll(async () => {
    store = await h.store();
    const gateway = await h.gateway(store);
    url = gateway.url;
    manager = await h.account(gateway.app, url, 'manager');
    scene = paidCheck(manager.id);
    await store.db('floor').bulkDocs([...scene.scene.docs, ...scene.payments, scene.ticket]);
    await gateway.app.reactionsIdle();
  });
  afterAll(() => h.cleanup());

  const WRITTEN: Written[] = [
    {
      name: 'a round of the check',
      db: 'floor',
      doc: (m) => orderDoc(m.id, { checkId: scene.scene.checkId }),
    },
    {
      name: 'a round with a modifier',
      db: 'floor',
      doc: (m) =>
        withLines(orderDoc(m.id, { checkId: scene.scene.checkId }), [
          {
            unitPrice: '7.00',
            modifiers: [
              { groupId: 'G1', groupName: 'Salsa', optionId: 'O1', optionName: 'Alioli', priceDelta: '0.50' },
            ],
          },
        ]),
    },
    { name: 'a product', db: 'floor', doc: (m) => productDoc(m.id) },
    {
      name: 'a cash payment',
      db: 'floor',
      doc: (m) =>
        paymentDoc(m.id, { checkId: scene.scene.checkId, amount: '1.00', tip: '0.50', tendered: '5.00' }),
    },
    { name: 'a discount by percent', db: 'floor', doc: (m) => adjustmentDoc(m.id, scene.scene.checkId) },
    {
      name: 'a discount by amount',
      db: 'floor',
      doc: (m) => adjustmentDoc(m.id, scene.scene.checkId, { percent: undefined, amount: '1.00' }),
    },
    { name: 'a refund', db: 'floor', doc: (m) => refundDoc(m.id, scene.ticket, '1.00') },
    { name: 'a cash movement', db: 'floor', doc: (m) => cashMovementDoc(m.id, 'in', '5.00') },
    { name: 'a day close', db: 'floor', doc: (m) => dayCloseDoc(m.id, TODAY, '1.00') },
    { name: 'a ticket', db: 'floor', doc: (m) => ticketFor(scene.scene, scene.payments, m.id, 2) },
    { name: 'a stock correction', db: 'floor', doc: (m) => stockAdjustmentDoc(m.id, 'P1', -1) },
    {
      name: 'an ingredient',
      db: 'floor',
      doc: (m) => ({
        _id: `ingredient:${ulid()}`,
        type: 'ingredient',
        createdAt: '2026-11-22T12:00:00.000Z',
        updatedAt: '2026-11-22T12:00:00.000Z',
        updatedBy: m.id,
        name: 'Harina',
        unit: 'kg',
        currentStock: '5.000',
        minStock: '1.000',
        costPerUnit: '1.20',
        isActive: true,
      }),
    },
  ];

  it.each(WRITTEN)('$name is refused for its form, never a 500', async (written) => {
    const valid = written.doc(manager);
    const paths = amountPaths(valid);
    expect(paths.length).toBeGreaterThan(0);
    // One push per broken document: a ticket's id is its number, so these cannot share a batch.
    for (const path of paths) {
      for (const junk of JUNK) {
        const doc = JSON.parse(JSON.stringify(broken(valid, path, junk))) as Doc;
        const res = await fetch(`${url}/db/${written.db}/_bulk_docs`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: manager.cookie },
          body: JSON.stringify({ docs: [doc] }),
        });
        const where = `${path.join('.')} = ${JSON.stringify(junk)}`;
        expect(res.status, where).toBe(201);
        const [row] = (await res.json()) as Array<{ id: string; ok?: true; error?: string; reason?: string }>;
        // A signed amount (a stock, an expected cash) may be '-0' or '-1.00'; nothing else here is an amount.
        if (row?.ok === true && SIGNED.includes(junk)) continue;
        expect(row, where).toEqual({ id: doc._id, error: 'forbidden', reason: expect.any(String) });
        // The schema's words (the field, then why), or a rule's for a signed amount, in Spanish.
        expect(row?.reason, where).toMatch(/^(?:[\w.]+: )?\p{Lu}/u);
        await expect(store.db(written.db).get(doc._id), where).rejects.toMatchObject({ status: 404 });
      }
    }
  });

  it('answers an order priced "NaN" with the schema\'s words for the field', async () => {
    const order = orderDoc(manager.id, { checkId: scene.scene.checkId });
    const items = (order.items as Doc[]).map((item) => ({ ...item, unitPrice: 'NaN' }));
    const res = await fetch(`${url}/db/floor/_bulk_docs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: manager.cookie },
      body: JSON.stringify({ docs: [{ ...order, items }] }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([
      { id: order._id, error: 'forbidden', reason: 'items.0.unitPrice: Importe no válido' },
    ]);
  });
});
