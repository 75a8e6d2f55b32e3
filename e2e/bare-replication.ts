import { build } from 'esbuild';
import { expect, type Browser, type Page } from '@playwright/test';
import {
  businessDate,
  DEFAULT_TIME_ZONE,
  docId,
  lineSubtotal,
  makeOrderNumber,
  newDeviceCode,
  newId,
  orderSchema,
  orderTotals,
  type Order,
} from '@restaurantpro/schema';

/**
 * The latency baseline: two "devices" running nothing but PouchDB (the app's IndexedDB adapter)
 * in live sync with the gateway's `/db/floor`, one writing orders and the other seeing them arrive
 * in its local changes feed. What the app adds on top (its writes, its screens) is the rest.
 */

interface Account {
  email: string;
  password: string;
}

/** The slice of PouchDB's API the bare devices use. */
interface BareDb {
  replicate: { from(remote: BareDb): Promise<unknown> };
  changes(options: object): { on(event: 'change', listener: (change: { id: string }) => void): unknown };
  sync(remote: BareDb, options: object): unknown;
  put(doc: object): Promise<unknown>;
}

interface BareWindow {
  PouchDB: new (name: string, options?: object) => BareDb;
  bare: {
    db: BareDb;
    seen: Record<string, number>;
    waiting: Record<string, (at: number) => void>;
  };
}

interface Product {
  id: string;
  name: string;
  price: string;
}

/** A pending order for one product, as the point of sale writes it. */
function pendingOrder(product: Product, tableId: string, waiterId: string, orderNumber: string): Order {
  const createdAt = new Date().toISOString();
  const items = [
    {
      id: newId(),
      productId: product.id,
      productName: product.name,
      quantity: 1,
      unitPrice: product.price,
      subtotal: lineSubtotal(1, product.price),
      status: 'pending' as const,
      createdAt,
    },
  ];
  return orderSchema.parse({
    _id: docId('order', newId()),
    type: 'order',
    createdAt,
    updatedAt: createdAt,
    updatedBy: waiterId,
    orderNumber,
    tableId,
    waiterId,
    status: 'pending',
    items,
    ...orderTotals(items),
    businessDate: businessDate(new Date(createdAt), DEFAULT_TIME_ZONE),
  });
}

/** PouchDB and the app's adapter, bundled from the app's own dependencies. */
async function pouchBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import PouchDB from 'pouchdb-browser';
        import indexeddb from 'pouchdb-adapter-indexeddb';
        PouchDB.plugin(indexeddb);
        window.PouchDB = PouchDB;`,
      resolveDir: 'web',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'error',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** A signed-in page on the app's origin (a plain JSON address: no app code runs) with a synced replica. */
async function bareDevice(browser: Browser, account: Account, bundle: string): Promise<Page> {
  const context = await browser.newContext();
  expect((await context.request.post('/api/login', { data: account })).ok()).toBe(true);
  const page = await context.newPage();
  await page.goto('/healthz');
  await page.evaluate(bundle);
  await page.evaluate(async () => {
    const w = window as unknown as BareWindow;
    const db = new w.PouchDB(`bare-${Date.now()}-${Math.random()}`, { adapter: 'indexeddb' });
    const remote = new w.PouchDB(new URL('/db/floor', location.origin).toString(), { skip_setup: true });
    await db.replicate.from(remote);
    w.bare = { db, seen: {}, waiting: {} };
    db.changes({ since: 'now', live: true }).on('change', (change) => {
      const at = Date.now();
      w.bare.seen[change.id] ??= at;
      w.bare.waiting[change.id]?.(at);
    });
    db.sync(remote, { live: true, retry: true });
  });
  return page;
}

/** Milliseconds from each write on one bare device to its arrival on the other, over `count` orders. */
export async function bareReplicationLatencies(
  browser: Browser,
  writer: Account,
  reader: Account,
  count: number,
): Promise<number[]> {
  const bundle = await pouchBundle();
  const [from, to] = [await bareDevice(browser, writer, bundle), await bareDevice(browser, reader, bundle)];
  const request = from.context().request;
  const waiter = (await (await request.get('/api/auth/user')).json()) as { id: string };
  const products = (await (await request.get('/api/products')).json()) as Product[];
  const tables = (await (await request.get('/api/tables')).json()) as Array<{ id: string }>;
  const product = products.find((p) => p.name === 'Café solo') ?? products[0];
  if (!product || tables.length === 0) throw new Error('the demo restaurant has no products or tables');
  const code = newDeviceCode();
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const tableId = tables[i % tables.length]?.id ?? '';
    const order = pendingOrder(product, tableId, waiter.id, makeOrderNumber(code, i + 1));
    const arrived = to.evaluate(
      (id) =>
        new Promise<number>((resolve) => {
          const { bare } = window as unknown as BareWindow;
          const seen = bare.seen[id];
          if (seen !== undefined) resolve(seen);
          else bare.waiting[id] = resolve;
        }),
      order._id,
    );
    const sent = await from.evaluate(async (doc) => {
      const at = Date.now();
      await (window as unknown as BareWindow).bare.db.put(doc);
      return at;
    }, order);
    latencies.push((await arrived) - sent);
  }
  await Promise.all([from, to].map((page) => page.context().close()));
  return latencies;
}
