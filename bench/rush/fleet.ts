// The Friday-night fleet on one gateway, built from the soak's devices (each replicates and writes
// as the app does, every write judged by the schema's rules first): waiters, cooks, managers and
// kitchen screens, each with its own account, straight on the gateway's loopback port (no faults).
// Managers also keep the office replica, as the app opens it for them (schema's
// replicatedDbsForRole); kitchen screens are cook accounts that never write.
import { Agent } from 'node:http';
import PouchDB from 'pouchdb-node';
import MemoryAdapter from 'pouchdb-adapter-memory';
import { replicatedDbsForRole, type Role } from '@restaurantpro/schema';
import { createAccount, type Account } from '../soak/api.ts';
import { SoakDevice } from '../soak/devices.ts';
import { LiveSync } from '../soak/live-sync.ts';
import { remoteDb, type Db } from '../soak/remote.ts';
import { seededRandom, type Range } from '../soak/settings.ts';
import type { RushSettings } from './settings.ts';

PouchDB.plugin(MemoryAdapter);

const PASSWORD = 'rush-password-1234';
/** Letters of the devices' order-number codes ("A7", "B7"…), as makeOrderNumber accepts them. */
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
/** The app's sync engine grows the wait between retries from 1 s up to 30 s (web/src/lib/timing.ts). */
const FIRST_RETRY_MS = 1000;
const MAX_BACKOFF_MS = 30_000;

/**
 * A replica besides the floor, synced as the app's sync engine does it (`live`, a new sync after
 * each failure with the app's back-off, no filter): the managers' office.
 */
export class ExtraReplica {
  readonly local: Db;
  readonly remote: Db;
  readonly denied: string[] = [];
  readonly syncErrors: string[] = [];
  private readonly sync: LiveSync;

  constructor(
    readonly name: string,
    db: string,
    url: string,
    cookie: string,
    fetch: typeof PouchDB.fetch,
    agent: Agent,
  ) {
    this.local = new PouchDB(`rush-${name}-${db}-${Date.now()}`, { adapter: 'memory' });
    this.remote = remoteDb(url, cookie, { db, fetch, agent });
    this.sync = new LiveSync(this.local, this.remote, {
      firstRetryMs: FIRST_RETRY_MS,
      maxRetryMs: MAX_BACKOFF_MS,
      resetWhenPulled: false,
      onStart: (sync) => {
        sync.on('denied', (err) => this.denied.push(`${this.name}: ${JSON.stringify(err)}`));
        sync.on('error', (err) => this.syncErrors.push(`${this.name}: ${String(err)}`));
      },
    });
  }

  async prepare(): Promise<void> {
    await this.local.replicate.from(this.remote, { batch_size: 200 });
  }

  startSync(): void {
    this.sync.start();
  }

  async close(): Promise<void> {
    this.sync.stop();
    await Promise.all([this.local.destroy(), this.remote.close()]).catch(() => undefined);
  }
}

export interface Fleet {
  waiters: SoakDevice[];
  cooks: SoakDevice[];
  managers: SoakDevice[];
  kitchenScreens: SoakDevice[];
  /** Every replica other than the floor (the managers' office). */
  extras: ExtraReplica[];
  all: SoakDevice[];
  /** Each device's connections, closed with the fleet. */
  agents: Agent[];
}

export interface FleetOptions {
  url: string;
  admin: Account;
  settings: RushSettings;
  timezone: string;
  /** Each device's remote databases use it (requests counted, pushes timed). */
  fetch: typeof PouchDB.fetch;
  onOrderWritten: (id: string) => void;
  /** How often a cook taps an order one step on. */
  cookEveryMs: Range;
}

/** Creates the accounts and devices, and pulls each replica once; no live sync yet. */
export async function openFleet(opts: FleetOptions): Promise<Fleet> {
  const { settings } = opts;
  const plan: Array<[kind: keyof Omit<Fleet, 'extras' | 'all' | 'agents'>, role: Role, count: number]> = [
    ['waiters', 'waiter', settings.waiters],
    ['cooks', 'cook', settings.cooks],
    ['managers', 'manager', settings.managers],
    ['kitchenScreens', 'cook', settings.kitchenScreens],
  ];
  const agents: Agent[] = [];
  const fleet: Fleet = {
    waiters: [],
    cooks: [],
    managers: [],
    kitchenScreens: [],
    extras: [],
    all: [],
    agents,
  };
  let index = 0;
  for (const [kind, role, count] of plan) {
    for (let n = 0; n < count; n++, index++) {
      const name = `${kind}-${n + 1}`;
      const account = await createAccount(
        opts.url,
        opts.admin,
        `${name}@rush.restaurantpro.local`,
        PASSWORD,
        role,
      );
      // One browser per device: its connections to the gateway stay open between requests, at
      // most Chromium's six to one host.
      const agent = new Agent({ keepAlive: true, maxSockets: 6 });
      agents.push(agent);
      const device = new SoakDevice({
        name,
        account,
        code: `${CODE_LETTERS[index % CODE_LETTERS.length]}${2 + (Math.floor(index / CODE_LETTERS.length) % 8)}`,
        proxyUrl: opts.url,
        timezone: opts.timezone,
        // Waiters are paced by the benchmark (sendRound); only cooks work on their own timer.
        everyMs: opts.cookEveryMs,
        random: seededRandom(index + 1),
        fetch: opts.fetch,
        agent,
        onOrderWritten: opts.onOrderWritten,
      });
      fleet[kind].push(device);
      fleet.all.push(device);
      for (const db of replicatedDbsForRole(role))
        if (db !== 'floor')
          fleet.extras.push(new ExtraReplica(name, db, opts.url, account.cookie, opts.fetch, agent));
    }
  }
  await Promise.all([...fleet.all, ...fleet.extras].map((replica) => replica.prepare()));
  return fleet;
}

export function startSyncs(fleet: Fleet): void {
  for (const replica of [...fleet.all, ...fleet.extras]) replica.startSync();
}

export async function closeFleet(fleet: Fleet): Promise<void> {
  await Promise.all([...fleet.all, ...fleet.extras].map((replica) => replica.close()));
  for (const agent of fleet.agents) agent.destroy();
}
