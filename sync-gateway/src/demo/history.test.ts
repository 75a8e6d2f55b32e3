import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  cashMovementSchema,
  checkSchema,
  checkWrite,
  isSaleDocument,
  orderSchema,
  paymentSchema,
  refundSchema,
  signedCents,
  ticketSchema,
  toCents,
  zReport,
  type AnyDoc,
  type Role,
  type Ticket,
} from '@restaurantpro/schema';
import { cookieFor } from '../../test/helper.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { StoredDoc } from '../store/types.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/staff.ts';
import { HistoryRefusedError, HistoryWriter } from './history/writer.ts';
import { loadDemo } from './load-demo.ts';

/** A Monday morning in Madrid: the history is the 28 business days before it. */
const NOW = new Date('2026-03-16T09:00:00.000Z');
const TODAY = '2026-03-16';
const DAYS = Array.from({ length: 28 }, (_, index) => addDays(TODAY, index - 28));

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('the demo restaurant with four weeks of history', () => {
  let dataDir: string;
  let app: FastifyInstance;
  let docs: StoredDoc[];
  let manager: string;
  const ofType = (type: string) => docs.filter((doc) => doc.type === type);
  const tickets = () => ofType('ticket').map((doc) => ticketSchema.parse(doc));

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rp-demo-history-'));
    app = await buildApp({
      config: testConfig({ dataDir, demo: true, demoHistoryDays: 28 }),
      clock: () => NOW,
    });
    await app.demoHistory;
    await app.reactionsIdle();
    const { rows } = await app.store
      .db('floor')
      .allDocs({ startkey: 'a', endkey: '\ufff0', include_docs: true });
    docs = rows.flatMap((row) => (row.doc ? [row.doc] : []));
    const gerente = DEMO_ACCOUNTS.find((a) => a.role === 'manager');
    manager = await cookieFor(app, gerente?.email ?? '', DEMO_PASSWORD);
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie: manager } });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it('closes each of the 28 days before today with a Z report of its paid tickets, and leaves today empty', async () => {
    const byDay: Record<string, Ticket[]> = {};
    for (const ticket of tickets()) (byDay[ticket.businessDate] ??= []).push(ticket);
    expect(Object.keys(byDay).sort()).toEqual(DAYS);
    expect(
      ofType('day_close')
        .map((doc) => doc.businessDate)
        .sort(),
    ).toEqual(DAYS);
    const ofDay = (type: string, day: string) => ofType(type).filter((doc) => doc.businessDate === day);
    for (const day of DAYS) {
      const dayTickets = byDay[day] ?? [];
      // The schema's Z report over the day's documents, as the API computes it.
      const z = zReport({
        businessDate: day,
        payments: ofDay('payment', day).map((doc) => paymentSchema.parse(doc)),
        refunds: ofDay('refund', day).map((doc) => refundSchema.parse(doc)),
        tickets: dayTickets,
        annulments: [],
        cashMovements: ofDay('cash_movement', day).map((doc) => cashMovementSchema.parse(doc)),
        checks: ofDay('check', day).map((doc) => checkSchema.parse(doc)),
        orders: ofDay('order', day).map((doc) => orderSchema.parse(doc)),
        bills: [],
      });
      // Collected money is what the day's tickets say: sales less their rectifications.
      expect(toCents(z.sales), day).toBe(sum(dayTickets.map((t) => signedCents(t.total))));
      expect(z.tickets, day).toBe(dayTickets.filter(isSaleDocument).length);
      expect(z.tickets, day).toBeGreaterThanOrEqual(4);
      const [close] = ofDay('day_close', day);
      expect(close?.expectedCash, day).toBe(z.cash.expected);
    }
    // And the API's Z report of a few of them agrees.
    for (const day of [DAYS[0], DAYS[14], DAYS[27]]) {
      const z = await get(`/api/days/${String(day)}/z`);
      expect(toCents(z.sales), day).toBe(sum((byDay[day ?? ''] ?? []).map((t) => signedCents(t.total))));
    }
    expect(docs.filter((doc) => doc.businessDate === TODAY)).toEqual([]);
    const tables = ofType('table');
    expect(tables.every((table) => table.status === 'available')).toBe(true);
  });

  it('shows the four weeks in the reports, as the tickets add up', async () => {
    const report = await get(`/api/reports?from=${DAYS[0]}&to=${DAYS.at(-1)}`);
    const total = sum(tickets().map((t) => signedCents(t.total)));
    expect(total).toBeGreaterThan(0);
    expect(sum(report.byDay.map((day: { sales: number }) => day.sales))).toBe(total);
    expect(report.byDay.every((day: { sales: number }) => day.sales > 0)).toBe(true);
    expect(report.byWaiter.length).toBeGreaterThanOrEqual(2);
  });

  it('holds a refund with its rectifying ticket, in its day Z report', async () => {
    const [refund] = ofType('refund');
    expect(refund).toBeDefined();
    const rectifying = tickets().filter((t) => t.kind === 'rectifying');
    expect(rectifying).toHaveLength(1);
    const z = await get(`/api/days/${String(refund?.businessDate)}/z`);
    expect(z.refunds).toEqual({ count: 1, amount: refund?.amount });
  });

  it('refuses, and throws, a history document the write rules refuse', async () => {
    const writer = new HistoryWriter(app.store, 'Europe/Madrid');
    writer.setClock(NOW);
    const [payment] = ofType('payment');
    // A payment on a day already closed.
    const late = { ...payment, _id: 'payment:demo-late', _rev: undefined };
    await expect(
      writer.add({ id: String(payment?.updatedBy), role: 'manager' }, late as StoredDoc),
    ).rejects.toThrow(HistoryRefusedError);
  });

  it('chains every ticket billing record after the one before', () => {
    const records = tickets()
      .map((t) => t.fiscal)
      .sort((a, b) => (a?.seq ?? 0) - (b?.seq ?? 0));
    records.forEach((record, index) => {
      expect(record?.seq).toBe(index + 1);
      if (index > 0) expect(record?.RegistroAnterior?.Huella).toBe(records[index - 1]?.Huella);
    });
  });

  it('moves the stock: deliveries raise an ingredient, sold dishes lower it', async () => {
    const arroz = await get('/api/ingredients/arroz-bomba/movements');
    const quantities = arroz.movements.map((m: { quantity: string }) => Number(m.quantity));
    expect(quantities.some((q: number) => q > 0)).toBe(true);
    expect(quantities.some((q: number) => q < 0)).toBe(true);
    // Deliveries bring what the dishes take until the next one: the stock ends where the demo says.
    expect(Number(arroz.currentStock)).toBeGreaterThanOrEqual(12);
    const lines = ofType('order').flatMap((order) => (Array.isArray(order.items) ? order.items : []));
    const sales = ofType('stock_movement').filter((m) => m.kind === 'sale');
    expect(sales).toHaveLength(lines.length);
  });

  it('wrote documents the write rules accept from their writers', async () => {
    const roles = new Map<string, Role>();
    for (const user of await app.accounts.list()) roles.set(user.id, user.role);
    // Written once and never changed: judged again as they were created, in the store they are in.
    const closes = new Set([DAYS[0], DAYS[14], DAYS[27]].map((day) => `day_close:${String(day)}`));
    const written = docs.filter((doc) => doc.type === 'delivery' || closes.has(doc._id));
    expect(written.length).toBeGreaterThan(10);
    for (const doc of written) {
      const role = roles.get(String(doc.updatedBy));
      expect(role, doc._id).toBe('manager');
      const actor = { id: String(doc.updatedBy), role: role ?? 'waiter' };
      const context = await app.writeContexts.forWrite(null, doc);
      expect(checkWrite(actor, null, doc as AnyDoc, context), doc._id).toEqual({ ok: true });
    }
  });

  it('writes the history once when two loaders race on one store', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rp-demo-race-'));
    const other = await buildApp({ config: testConfig({ dataDir: dir }), clock: () => NOW });
    try {
      const results = await Promise.all(
        [1, 2].map(() => loadDemo(other.store, other.accounts, NOW, 'Europe/Madrid', { historyDays: 2 })),
      );
      expect(results.map((r) => r.history > 0).sort()).toEqual([false, true]);
      const { rows } = await other.store
        .db('floor')
        .allDocs({ startkey: 'ticket:', endkey: 'ticket:\ufff0' });
      // One series without gaps or repeats, and one close per day.
      const numbers = rows
        .filter((row) => row.id.startsWith('ticket:T-API0-'))
        .map((row) => Number(row.id.slice(-6)));
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
      const closes = await other.store
        .db('floor')
        .allDocs({ startkey: 'day_close:', endkey: 'day_close:\ufff0' });
      expect(closes.rows).toHaveLength(2);
    } finally {
      await other.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
