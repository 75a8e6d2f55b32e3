import type { Agent } from 'node:http';
import PouchDB from 'pouchdb-node';
import MemoryAdapter from 'pouchdb-adapter-memory';
import {
  idPart,
  isActiveOrderStatus,
  type Actor,
  type Check,
  type Order,
  type OrderStatus,
} from '@restaurantpro/schema';
import type { Account } from './api.ts';
import {
  cookMove,
  liveCheckOf,
  moveOrder,
  newCheck,
  newOrder,
  pick,
  reopenCheck,
  requestBill,
  waiterMove,
  type CatalogueProduct,
} from './orders.ts';
import { LiveSync } from './live-sync.ts';
import { remoteDb, type Db } from './remote.ts';
import { between, type Range } from './settings.ts';
import { SyncRecord } from './sync-record.ts';

PouchDB.plugin(MemoryAdapter);
type Doc = Record<string, unknown> & { _id: string; _rev?: string };

/** A cook picks one of this many oldest open orders. */
const QUEUE_HEAD = 3;
/**
 * A failed sync starts again this soon (a cut is over at once), doubling up to `MAX_RETRY_MS`: a
 * device whose link is back syncs again within 2 s, as the app's does once its reachability probe
 * answers (RETRY_WHEN_REACHABLE_MS), and the soak measures convergence from the moment links heal.
 */
const FIRST_RETRY_MS = 200;
const MAX_RETRY_MS = 2000;

export interface DeviceStats {
  ordersWritten: number;
  /** Checks this device opened for a table it saw without a live check (a round went with each). */
  checksOpened: number;
  /** Rounds added to a table's live check. */
  roundsAdded: number;
  /** Bills asked for, and checks opened again by a round after their bill was asked for. */
  billRequests: number;
  reopened: number;
  /** Status moves written, cancellations included. */
  statusMoves: number;
  cancellations: number;
  /** Local writes that lost a race with a revision just pulled (the device tries another order). */
  localConflicts: number;
  /** Writes the gateway refused (`denied` events), with the reason it gave. */
  denied: string[];
  /** Errors that ended the live sync for good (a session refused, a fatal error); none should. */
  syncErrors: string[];
  /** Writes that failed for any other reason (harness bugs show up here). */
  writeErrors: string[];
}

export interface DeviceOptions {
  name: string;
  account: Account;
  /** Device code of its order numbers ("K7"). */
  code: string;
  proxyUrl: string;
  timezone: string;
  everyMs: Range;
  random: () => number;
  /** Passed to remoteDb (a benchmark counts the device's requests with it). */
  fetch?: typeof PouchDB.fetch;
  /** Passed to remoteDb: the device's kept-open connections, as a browser's. */
  agent?: Agent;
  /** Called once a new order is in the device's replica (a benchmark times it from there). */
  onOrderWritten?: (id: string) => void;
}

/**
 * One tablet: a memory PouchDB live-syncing with the gateway through its own proxy, and a workload
 * driven by what it holds. A waiter takes orders (and now and then cancels one of its pending ones);
 * a cook moves a random open order one step along the kitchen's lifecycle, or cancels it. It records
 * the ids of the orders it created and which of those the push side confirmed reached the gateway.
 */
/** Whether ordering `product` needs a choice from a required modifier group. */
function asksChoice(product: Doc): boolean {
  const groups = Array.isArray(product.modifierGroups)
    ? (product.modifierGroups as Array<{ required?: unknown }>)
    : [];
  return groups.some((group) => group.required === true);
}

export class SoakDevice {
  readonly local: Db;
  readonly remote: Db;
  readonly stats: DeviceStats = {
    ordersWritten: 0,
    checksOpened: 0,
    roundsAdded: 0,
    billRequests: 0,
    reopened: 0,
    statusMoves: 0,
    cancellations: 0,
    localConflicts: 0,
    denied: [],
    syncErrors: [],
    writeErrors: [],
  };
  /** Orders this device created: id → order number. */
  readonly created = new Map<string, string>();
  /** What the live sync told: the orders acknowledged, where the pull stands. */
  private readonly record: SyncRecord;
  /** As the app syncs: a failure ends the sync, a new one starts. */
  private readonly sync: LiveSync;
  /** The check (id part) each created order was written for, to explain a refused round. */
  readonly roundCheck = new Map<string, string>();
  /** Open orders this device holds: id → status and waiter, kept from its own changes feed. */
  private readonly open = new Map<string, { status: OrderStatus; waiterId: string; tableId?: string }>();
  /** Every check this device holds, by document id, kept from its own changes feed. */
  private readonly checks = new Map<string, Check>();
  private products: CatalogueProduct[] = [];
  private tables: Array<{ key: string; capacity: number }> = [];
  private seq = 0;
  private feed: PouchDB.Core.Changes<object> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private working = false;
  private inFlight: Promise<void> = Promise.resolve();

  constructor(private readonly opts: DeviceOptions) {
    this.local = new PouchDB(`soak-${opts.name}-${Date.now()}`, { adapter: 'memory' });
    this.remote = remoteDb(opts.proxyUrl, opts.account.cookie, { fetch: opts.fetch, agent: opts.agent });
    this.record = new SyncRecord(this.created, this.stats);
    this.sync = new LiveSync(this.local, this.remote, {
      firstRetryMs: FIRST_RETRY_MS,
      maxRetryMs: MAX_RETRY_MS,
      resetWhenPulled: true,
      onStart: (sync) => this.record.listen(sync),
      onFailure: (err, direction) => this.record.failed(err, direction),
    });
  }

  get name(): string {
    return this.opts.name;
  }

  get role(): string {
    return this.opts.account.role;
  }

  /** The tables this device can take orders for (ids without the `table:` prefix). */
  get tableKeys(): readonly string[] {
    return this.tables.map((table) => table.key);
  }

  private get writer(): Actor {
    return { id: this.opts.account.id, role: this.opts.account.role };
  }

  /** First sync (before any fault): the catalogue and tables the workload needs. */
  async prepare(): Promise<void> {
    await this.local.replicate.from(this.remote, { batch_size: 200 });
    const docs = (await this.local.allDocs({ include_docs: true })).rows.flatMap((row) =>
      row.doc ? [row.doc as unknown as Doc] : [],
    );
    this.products = docs
      // The workload orders plain lines: a product asking for a choice ('Punto de la carne') is left out.
      .filter(
        (doc) =>
          doc.type === 'product' && doc.isAvailable === true && doc.isActive === true && !asksChoice(doc),
      )
      .map((doc) => ({
        id: doc._id.slice('product:'.length),
        name: String(doc.name),
        price: String(doc.price),
      }));
    this.tables = docs
      .filter((doc) => doc.type === 'table' && doc.isActive === true)
      .map((doc) => ({ key: doc._id.slice('table:'.length), capacity: Number(doc.capacity ?? 4) }));
    if (this.products.length === 0 || this.tables.length === 0)
      throw new Error(`${this.name}: no products or tables after the first sync (DEMO=true?)`);
    this.feed = this.local.changes({ live: true, since: 0, include_docs: true });
    this.feed.on('change', (change) => {
      if (change.id.startsWith('check:')) {
        if (change.deleted) this.checks.delete(change.id);
        else this.checks.set(change.id, change.doc as unknown as Check);
        return;
      }
      const doc = change.doc as unknown as Partial<Order> | undefined;
      if (!change.id.startsWith('order:')) return;
      if (change.deleted || doc?.status === undefined || !isActiveOrderStatus(doc.status))
        this.open.delete(change.id);
      else
        this.open.set(change.id, { status: doc.status, waiterId: doc.waiterId ?? '', tableId: doc.tableId });
    });
    this.feed.on('error', (err) => this.stats.syncErrors.push(`changes feed: ${String(err)}`));
  }

  startSync(): void {
    this.sync.start();
  }

  /** Created orders the gateway acknowledged and never refused (sync-record.ts). */
  get acknowledged(): ReadonlySet<string> {
    return this.record.acknowledged;
  }

  /** The live pull's last batch and state, to tell a skipped change from a stalled feed. */
  describePull(): string {
    return `${this.name}: ${this.record.describePull()}`;
  }

  /** Where `id` stands here: its leaves as this replica holds them, and what the live pull wrote of it. */
  async describeDoc(id: string): Promise<string> {
    const leaves = await this.local
      .get(id, { open_revs: 'all' })
      .then((found) =>
        found.map((leaf) =>
          'ok' in leaf
            ? `${leaf.ok._rev}${(leaf.ok as { _deleted?: boolean })._deleted === true ? ' (deleted)' : ''}`
            : 'missing',
        ),
      )
      .catch((err: unknown) => [`unread (${String(err)})`]);
    const held = leaves.length === 0 ? 'no revision held' : `holds ${leaves.join(', ')}`;
    return `${this.name} ${id}: ${held}; ${this.record.describePulls(id)}`;
  }

  startWork(): void {
    this.working = true;
    this.schedule();
  }

  /** Stops taking actions; resolves once the one under way (if any) is written. */
  async stopWork(): Promise<void> {
    this.working = false;
    clearTimeout(this.timer);
    await this.inFlight;
  }

  async close(): Promise<void> {
    await this.stopWork();
    this.sync.stop();
    this.feed?.cancel();
    await Promise.all([this.local.close(), this.remote.close()]).catch(() => undefined);
  }

  /**
   * Closing time for some tables: every open order this device holds for them is moved on to served,
   * one step at a time as the kitchen would. Resolves with how many orders it closed.
   */
  async closeOrdersAt(tables: ReadonlySet<string>): Promise<number> {
    let closed = 0;
    for (const [id, order] of [...this.open]) {
      if (order.tableId === undefined || !tables.has(order.tableId)) continue;
      for (const to of ['preparing', 'ready', 'served'] as const) {
        const current = (await this.local.get(id)) as unknown as Order & { _rev: string };
        const next = moveOrder(current, to, this.writer, new Date());
        if (next !== null) await this.local.put({ ...next, _rev: current._rev });
      }
      closed++;
    }
    return closed;
  }

  private schedule(): void {
    if (!this.working) return;
    this.timer = setTimeout(
      () => {
        this.inFlight = this.act().finally(() => this.schedule());
      },
      between(this.opts.random, this.opts.everyMs),
    );
  }

  private async act(): Promise<void> {
    const { account, random } = this.opts;
    try {
      if (account.role === 'cook') {
        // A kitchen works its queue oldest first (ids are ULIDs, so they sort by creation): every cook
        // looks at the same few orders, which is where concurrent moves of one order come from.
        const queue = [...this.open.entries()].sort(([x], [y]) => (x < y ? -1 : 1)).slice(0, QUEUE_HEAD);
        const picked = queue[Math.floor(random() * queue.length)];
        if (picked === undefined) return;
        await this.move(picked[0], cookMove(picked[1].status, random));
        return;
      }
      const mine = [...this.open.entries()].filter(
        ([, o]) => o.waiterId === account.id && o.status === 'pending',
      );
      const action = waiterMove(mine.length, random);
      const target = mine[Math.floor(random() * mine.length)];
      if (action === 'cancel' && target !== undefined) await this.move(target[0], 'cancelled');
      else if (action === 'bill') await this.askForBill();
      else await this.sendRound();
    } catch (err) {
      // A write refused by this replica names its document: what the replica holds of it tells a
      // document never received from one received and then lost.
      const id = (err as { docId?: unknown }).docId;
      const message = err instanceof Error ? err.message : String(err);
      this.stats.writeErrors.push(
        typeof id === 'string' ? `${message}: ${await this.describeDoc(id)}` : message,
      );
    }
  }

  /**
   * A round for a random table, as the app sends it: to the table's live check on this replica
   * (opened again first if its bill was asked for), or to a new check written just before it. A
   * device cut off from the others opens a second check for a table they already sat: the gateway
   * merges the two. Public so a benchmark can pace the rounds itself.
   */
  async sendRound(): Promise<void> {
    const { random } = this.opts;
    const now = new Date();
    const table = pick(this.tables, random);
    let check = liveCheckOf(this.checks.values(), table.key);
    if (check?.status === 'bill_requested') {
      const stored = (await this.local.get(check._id)) as unknown as Check & { _rev: string };
      const reopened = reopenCheck(stored, this.writer, now);
      if (reopened !== null) {
        if (!(await this.putOrLose({ ...reopened, _rev: stored._rev }))) return;
        this.stats.reopened++;
      }
    }
    if (check === undefined) {
      check = newCheck({
        writer: this.writer,
        tableId: table.key,
        guests: 1 + Math.floor(random() * table.capacity),
        timezone: this.opts.timezone,
        now,
      });
      await this.local.put(check);
      // Known at once, not when the changes feed reports it, so the next round joins it.
      this.checks.set(check._id, check);
      this.stats.checksOpened++;
    } else this.stats.roundsAdded++;
    const order = newOrder({
      writer: this.writer,
      code: this.opts.code,
      seq: ++this.seq,
      products: this.products,
      tableId: table.key,
      checkId: idPart(check._id),
      timezone: this.opts.timezone,
      random,
      now,
    });
    await this.local.put(order);
    this.created.set(order._id, order.orderNumber);
    this.roundCheck.set(order._id, idPart(check._id));
    this.stats.ordersWritten++;
    this.opts.onOrderWritten?.(order._id);
  }

  /** 'Pedir la cuenta' for a random open check this device holds. */
  private async askForBill(): Promise<void> {
    const open = [...this.checks.values()].filter((check) => check.status === 'open');
    if (open.length === 0) return;
    const picked = pick(open, this.opts.random);
    const stored = (await this.local.get(picked._id)) as unknown as Check & { _rev: string };
    const next = requestBill(stored, this.writer, new Date());
    if (next !== null && (await this.putOrLose({ ...next, _rev: stored._rev }))) this.stats.billRequests++;
  }

  /** Writes a local edit; false when a revision just pulled got there first (a 409). */
  private async putOrLose(doc: { _id: string; _rev: string }): Promise<boolean> {
    try {
      await this.local.put(doc);
      return true;
    } catch (err) {
      if ((err as { status?: number }).status !== 409) throw err;
      this.stats.localConflicts++;
      return false;
    }
  }

  private async move(id: string, to: OrderStatus): Promise<void> {
    const current = (await this.local.get(id)) as unknown as Order & { _rev: string };
    const next = moveOrder(current, to, this.writer, new Date());
    // The order moved on meanwhile (a pull): nothing to do, as a screen would no longer offer the move.
    if (next === null || !(await this.putOrLose({ ...next, _rev: current._rev }))) return;
    this.stats.statusMoves++;
    if (to === 'cancelled') this.stats.cancellations++;
  }
}
