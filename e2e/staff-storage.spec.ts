import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';

/**
 * How much IndexedDB a device's replica takes for a busy day: 300 orders written through the orders
 * repository in the browser (the staff screen's own code, bundled here), each then moved through
 * preparing, ready and served as the kitchen would. Measured in a profile on disk, with Chromium's
 * own accounting (navigator.storage.estimate), before and after: first on a replica opened without
 * auto-compaction (every revision's body stays until the purge), then on one opened as the app
 * opens its replicas (`openLocalDb`). Prints the figures, and asserts on the revision bodies each
 * replica keeps, which compaction decides exactly.
 */

const ORDERS = 300;

// The browser side: the real repository over the real IndexedDB adapter, nothing replicated.
const ENTRY = `
import PouchDB from 'pouchdb-browser';
import { newId } from '@restaurantpro/schema';
import { openLocalDb } from './web/src/data/pouch.ts';
import { createOrder, moveOrder } from './web/src/data/repositories/orders.ts';
import { DEMO_PRODUCTS } from '@restaurantpro/sync-gateway/demo';

async function indexedDbUsage() {
  const estimate = await navigator.storage.estimate();
  return estimate.usageDetails?.indexedDB ?? estimate.usage ?? 0;
}

window.simulateDay = async (count, compacted) => {
  const db = compacted
    ? openLocalDb('restaurantpro-storage-day-floor')
    : new PouchDB('restaurantpro-storage-day-uncompacted', { adapter: 'indexeddb' });
  const before = await indexedDbUsage();
  const started = performance.now();
  const ids = [];
  for (let i = 0; i < count; i += 1) {
    // One to four dishes per table, a few with two portions: a plausible ticket.
    const lines = Array.from({ length: 1 + (i % 4) }, (_, j) => {
      const product = DEMO_PRODUCTS[(i * 7 + j * 3) % DEMO_PRODUCTS.length];
      return { productId: product.key, productName: product.name, quantity: 1 + ((i + j) % 3 === 0 ? 1 : 0), unitPrice: product.price };
    });
    const order = await createOrder(
      db,
      { id: newId(), tableId: 'mesa-' + (1 + (i % 6)), lines, lineIds: lines.map(() => newId()) },
      { actor: { id: 'waiter-1', role: 'waiter' }, now: new Date() },
    );
    ids.push(order._id);
  }
  const created = await indexedDbUsage();
  for (const id of ids) {
    for (const to of ['preparing', 'ready', 'served']) {
      await moveOrder(db, { id, to }, { actor: { id: 'cook-1', role: 'cook' }, now: new Date() });
    }
  }
  const served = await indexedDbUsage();
  const info = await db.info();
  // Revision bodies the replica still holds: what compaction drops, counted exactly (the storage
  // estimate above depends on when Chromium's own leveldb compacts, so it only informs).
  let bodies = 0;
  for (const id of ids) {
    const doc = await db.get(id, { revs_info: true });
    bodies += doc._revs_info.filter((rev) => rev.status === 'available').length;
  }
  return { before, created, served, bodies, docs: info.doc_count, ms: Math.round(performance.now() - started) };
};
`;

test('replica storage for a day of 300 orders', async () => {
  test.setTimeout(120_000);
  const bundle = await build({
    stdin: { contents: ENTRY, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    define: { global: 'globalThis' },
    logLevel: 'silent',
  });
  const profile = mkdtempSync(path.join(tmpdir(), 'rp-storage-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Any page of the app's origin: storage is counted per origin.
    await page.goto(`${baseURL}/healthz`);
    await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
    type Day = { before: number; created: number; served: number; bodies: number; docs: number; ms: number };
    const simulate = (compacted: boolean) =>
      page.evaluate(
        ([count, compact]) =>
          (window as unknown as { simulateDay: (n: number, compacted: boolean) => Promise<Day> }).simulateDay(
            count,
            compact,
          ),
        [ORDERS, compacted] as const,
      );
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
    const report = (label: string, result: Day) =>
      console.log(
        `[staff-storage] ${label}, ${ORDERS} orders: IndexedDB +${kib(result.created - result.before)} after creation, ` +
          `+${kib(result.served - result.before)} after each was moved to served ` +
          `(${((result.served - result.before) / ORDERS / 1024).toFixed(1)} KiB per order; ${result.ms} ms of writes; ` +
          `${result.bodies} revision bodies kept)`,
      );
    const uncompacted = await simulate(false);
    report('without auto-compaction', uncompacted);
    const compacted = await simulate(true);
    report('with auto-compaction (openLocalDb)', compacted);
    for (const result of [uncompacted, compacted]) {
      expect(result.docs).toBe(ORDERS);
      expect(result.served).toBeGreaterThan(result.before);
    }
    // Each order was written four times (created, preparing, ready, served). Without compaction
    // every body stays; with it, old bodies are dropped as the orders move and only the latest stays.
    expect(uncompacted.bodies).toBe(ORDERS * 4);
    expect(compacted.bodies).toBe(ORDERS);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
