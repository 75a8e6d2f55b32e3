// The benchmark's devices: memory PouchDBs replicating live with one remote database (the gateway's
// /db/floor or pouchdb-server's floor), each request counted by kind while a measurement runs.
import PouchDB from 'pouchdb-node';
import MemoryAdapter from 'pouchdb-adapter-memory';
import { lineSubtotal, orderTotals } from '@restaurantpro/schema';
import { ulid } from 'ulidx';

PouchDB.plugin(MemoryAdapter);

export type Doc = Record<string, unknown> & { _id: string };

/** A pending two-line order taken by `waiterId`, as the point of sale writes one. */
/** The products the benchmark's orders sell; the gateway's store holds them (replication-gateway.ts). */
export const BENCH_PRODUCTS = [
  { id: 'P1', name: 'Croquetas de jamón', price: '8.50' },
  { id: 'P7', name: 'Paella valenciana', price: '16.50' },
] as const;

export function newOrder(waiterId: string): Doc {
  const id = ulid();
  const now = new Date().toISOString();
  const items = BENCH_PRODUCTS.map((product, index) => ({
    productId: product.id,
    productName: product.name,
    quantity: 2 - index,
    unitPrice: product.price,
    id: ulid(),
    subtotal: lineSubtotal(2 - index, product.price),
    status: 'pending' as const,
    createdAt: now,
  }));
  return {
    _id: `order:${id}`,
    type: 'order',
    createdAt: now,
    updatedAt: now,
    updatedBy: waiterId,
    orderNumber: `B-${id.slice(-6)}`,
    tableId: 'T1',
    waiterId,
    status: 'pending',
    items,
    ...orderTotals(items),
    businessDate: now.slice(0, 10),
  };
}

export interface Remote {
  name: string;
  dbUrl: string;
  headers: Record<string, string>;
}

export interface Stats {
  p50: number;
  p95: number;
  max: number;
  mean: number;
}

export function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (n: number) => Number(n.toFixed(1));
  const mean = sorted.reduce((sum, n) => sum + n, 0) / Math.max(1, sorted.length);
  return {
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    max: round(sorted[sorted.length - 1] ?? 0),
    mean: round(mean),
  };
}

export interface Fleet {
  name: string;
  /** Writes `doc` on the first device and resolves once every device holds it. */
  settle(doc: Doc): Promise<void>;
  /** Writes `doc` on the first device; resolves with the ms until the second device holds it. */
  propagate(doc: Doc): Promise<number>;
  /** Writes on the first device without waiting for anything (offline work). */
  write(doc: Doc): Promise<void>;
  /** Starts the live syncs of a fleet opened with `live: false` (a device coming back online). */
  connect(): void;
  startCounting(): void;
  /** Requests by kind, and the documents the devices pulled, since `startCounting`. */
  stopCounting(): { requests: Record<string, number>; docsPulled: number };
  close(): Promise<void>;
}

/** What a request does, from its path: `_changes`, `_bulk_get`, `_bulk_docs`, `_revs_diff`, `_local`… */
function kindOf(pathname: string): string {
  const part = pathname.split('/').find((segment) => segment.startsWith('_'));
  return part ?? 'db';
}

export async function openFleet(remote: Remote, size: number, opts: { live?: boolean } = {}): Promise<Fleet> {
  let counts: Record<string, number> | null = null;
  let docsPulled = 0;
  const fetchWithSession: typeof PouchDB.fetch = (url, init) => {
    if (counts !== null) {
      const kind = kindOf(new URL(String(url)).pathname);
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(remote.headers)) headers.set(name, value);
    return PouchDB.fetch(url, { ...init, headers });
  };
  const devices = Array.from({ length: size }, () => ({
    local: new PouchDB<Doc>(`bench-${remote.name}-${ulid()}`, { adapter: 'memory' }),
    remote: new PouchDB<Doc>(remote.dbUrl, { skip_setup: true, fetch: fetchWithSession }),
  }));
  const syncs: PouchDB.Replication.Sync<Doc>[] = [];
  // Settles when each sync has stopped: closing the servers while a cancelled sync still has a
  // request in flight ended the run with an unhandled 'socket hang up'.
  const stopped: Promise<void>[] = [];
  const connect = () => {
    for (const device of devices) {
      const sync = device.local.sync(device.remote, { live: true, retry: true });
      // docs_written is the replication's running total: count what each event adds.
      let written = 0;
      sync.on('change', (info) => {
        if (info.direction !== 'pull') return;
        docsPulled += info.change.docs_written - written;
        written = info.change.docs_written;
      });
      // A refused write would leave the benchmark waiting for it for ever: fail the run instead.
      sync.on('denied', (info) => {
        queueMicrotask(() => {
          throw new Error(`the server refused a benchmark write: ${JSON.stringify(info)}`);
        });
      });
      syncs.push(sync);
      stopped.push(
        new Promise<void>((resolve) => {
          sync.on('complete', () => resolve());
          sync.on('error', () => resolve());
        }),
      );
    }
  };
  if (opts.live !== false) connect();

  // The observer: one live feed on the second device, resolving whoever waits for an id.
  const waiting = new Map<string, () => void>();
  const observer = devices[1]?.local.changes({ live: true, since: 'now' });
  observer?.on('change', (change) => {
    waiting.get(change.id)?.();
    waiting.delete(change.id);
  });

  const first = devices[0];
  if (first === undefined) throw new Error('a fleet needs a device');
  const holds = (db: PouchDB.Database<Doc>, id: string) =>
    new Promise<void>((resolve, reject) => {
      const feed = db.changes({ live: true, since: 0, doc_ids: [id] });
      feed.on('change', () => {
        feed.cancel();
        resolve();
      });
      feed.on('error', reject);
    });

  return {
    name: remote.name,
    async settle(doc) {
      await first.local.put(doc);
      await Promise.all(devices.map((device) => holds(device.local, doc._id)));
    },
    async propagate(doc) {
      const seen = new Promise<void>((resolve) => waiting.set(doc._id, resolve));
      const started = performance.now();
      await first.local.put(doc);
      await seen;
      return performance.now() - started;
    },
    async write(doc) {
      await first.local.put(doc);
    },
    connect,
    startCounting() {
      counts = {};
      docsPulled = 0;
    },
    stopCounting() {
      const result = { requests: counts ?? {}, docsPulled };
      counts = null;
      return result;
    },
    async close() {
      observer?.cancel();
      for (const sync of syncs) sync.cancel();
      await Promise.all(stopped);
      await Promise.all(devices.flatMap((device) => [device.local.destroy(), device.remote.close()]));
    },
  };
}
