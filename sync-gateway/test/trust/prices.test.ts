import { afterEach, describe, expect, it } from 'vitest';
import { lineSubtotal, orderTotals } from '@restaurantpro/schema';
import { orderDoc, productDoc, replicationHarness, type Doc, type User } from '../replication/helpers.ts';
import { raw, revId } from './raw.ts';

/** An order of one line of `product` at `unitPrice`, its arithmetic consistent. */
function orderAt(waiter: User, product: Doc, unitPrice: string, businessDate = '2026-11-22'): Doc {
  const base = orderDoc(waiter.id, { businessDate });
  const items = (base.items as Doc[]).map((item) => ({
    ...item,
    productId: product._id.slice('product:'.length),
    unitPrice,
    subtotal: lineSubtotal(item.quantity as number, unitPrice),
  }));
  return { ...base, items, ...orderTotals(items as never) };
}

const replicated = (doc: Doc) => {
  const id = revId();
  return { ...doc, _rev: `1-${id}`, _revisions: { start: 1, ids: [id] } };
};

describe('prices on replicated orders', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('refuses a line priced at what its product never cost, however well it adds up', async () => {
    const { url, waiter, db } = await h.floor();
    const product = productDoc('system', { price: '19.50' });
    await db.put(product);
    const cheap = orderAt(waiter, product, '0.01');
    const answer = await raw(url, waiter, 'POST', '/db/floor/_bulk_docs', {
      new_edits: false,
      docs: [replicated(cheap)],
    });
    expect(answer.body).toEqual([
      expect.objectContaining({
        id: cheap._id,
        error: 'forbidden',
        reason: expect.stringContaining('0,01 €'),
      }),
    ]);
    const fair = orderAt(waiter, product, '19.50');
    expect(
      (await raw(url, waiter, 'POST', '/db/floor/_bulk_docs', { new_edits: false, docs: [replicated(fair)] }))
        .body,
    ).toEqual([]);
    expect((await db.get(fair._id)).total).toBe(fair.total);
  });

  it('keeps the price of a device that was offline through a price change that day', async () => {
    const { url, app, waiter, db } = await h.floor();
    const manager = await h.account(app, url, 'manager');
    const product = productDoc(manager.id, { price: '19.50' });
    const first = await db.put(product);
    await app.reactionsIdle();
    await db.put({ ...product, _rev: first.rev, price: '21.00', updatedAt: '2026-11-22T18:00:00.000Z' });
    await app.reactionsIdle();

    const offline = orderAt(waiter, product, '19.50');
    const online = orderAt(waiter, product, '21.00');
    const answer = await raw(url, waiter, 'POST', '/db/floor/_bulk_docs', {
      new_edits: false,
      docs: [replicated(offline), replicated(online)],
    });
    expect(answer.body).toEqual([]);
    // The old price is no longer the menu's on the following day.
    const nextDay = orderAt(waiter, product, '19.50', '2026-11-23');
    const late = await raw(url, waiter, 'POST', '/db/floor/_bulk_docs', {
      new_edits: false,
      docs: [replicated(nextDay)],
    });
    expect(late.body).toEqual([expect.objectContaining({ id: nextDay._id, error: 'forbidden' })]);
  });

  it('a cancel through the API stores the amounts a device’s cancel must carry', async () => {
    const { url, waiter, db, pos } = await h.floor();
    const order = orderDoc(waiter.id);
    await pos.local.put(order);
    await pos.local.replicate.to(pos.remote);
    const answer = await raw(url, waiter, 'PUT', `/api/orders/${order._id.slice('order:'.length)}`, {
      status: 'cancelled',
    });
    expect(answer.status).toBe(200);
    const stored = await db.get(order._id);
    expect(stored).toMatchObject({ status: 'cancelled', subtotal: '0.00', tax: '0.00', total: '0.00' });
    expect((stored.items as Doc[]).map((item) => item.status)).toEqual(['cancelled']);

    // The same move written on a device is accepted: both doors store the same totals.
    const other = orderDoc(waiter.id);
    await pos.local.put(other);
    const held = await pos.local.get<Doc>(other._id);
    const items = (held.items as Doc[]).map((item) => ({ ...item, status: 'cancelled' }));
    await pos.local.put({
      ...held,
      status: 'cancelled',
      items,
      subtotal: '0.00',
      tax: '0.00',
      total: '0.00',
    });
    const push = await pos.local.replicate.to(pos.remote);
    expect(push.doc_write_failures).toBe(0);
  });
});
