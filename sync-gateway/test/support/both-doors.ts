/**
 * The both-doors runner for the check's rules: each case's write made once through `/api` and once
 * on a device replicating through `/db`, each against a fresh store, so one door's write cannot
 * decide the other's. Not imported by product code.
 */
import { expect } from 'vitest';
import { ulid } from 'ulidx';
import type { FastifyInstance } from 'fastify';
import { dbForType, isDocType, typePart, type OrderItem, type Role } from '@restaurantpro/schema';
import type { StoreDb } from '../../src/store/types.ts';
import {
  TODAY,
  orderDoc,
  replicationHarness,
  type Device,
  type Doc,
  type User,
} from '../replication/helpers.ts';

export const AT = '2026-11-22T12:00:00.000Z';

/** What a door answered: accepted, or refused with its Spanish reason. */
export type Verdict = { ok: true } | { ok: false; reason: string };

export interface World {
  app: FastifyInstance;
  url: string;
  db: StoreDb;
  user: User;
  device: { local: Device; remote: Device };
}

export interface Call {
  method: string;
  path: string;
  body?: object;
}

export interface RuleCase {
  name: string;
  role: Role;
  /** The rule's verdict, so a case cannot pass by both doors failing alike for another reason. */
  refused: boolean;
  /** The rule's own words. */
  reason?: RegExp;
  /** Documents the store holds before either door is tried. */
  given: (user: User) => Doc[];
  /** The write through `/api`. */
  api: (world: World, given: Doc[]) => Call | Promise<Call>;
  /** The same write made on the user's device, which then replicates it. */
  device: (world: World, given: Doc[]) => Promise<void>;
  /** The database the device writes to and replicates (floor unless said). */
  db?: 'floor' | 'office';
  /** Looks at the store once a door has answered (nothing half-written after a refusal, say). */
  settled?: (world: World, given: Doc[], verdict: Verdict) => Promise<void>;
}

export const idOf = (doc: Doc | undefined) => (doc ? doc._id.slice(doc._id.indexOf(':') + 1) : '');
export const itemsOf = (doc: Doc | undefined) => (doc?.items ?? []) as OrderItem[];

export function check(userId: string, tableId: string, overrides: Partial<Doc> = {}): Doc {
  return {
    _id: `check:${ulid()}`,
    type: 'check',
    createdAt: AT,
    updatedAt: AT,
    updatedBy: userId,
    tableId,
    guests: 4,
    status: 'open',
    openedBy: userId,
    businessDate: TODAY,
    ...overrides,
  };
}

/** A round of two croquetas for `checkDoc`, with every line at `status`. */
export function round(userId: string, checkDoc: Doc, status = 'pending'): Doc {
  const order = orderDoc(userId, { checkId: idOf(checkDoc), tableId: checkDoc.tableId, status });
  return { ...order, items: itemsOf(order).map((line) => ({ ...line, status })) };
}

/** The device holds the store's revision of `id` (whatever its read filter sends) and edits it. */
export async function editOnDevice(w: World, id: string, change: (doc: Doc) => Doc): Promise<void> {
  // The store's documents here carry no attachments.
  const { _attachments: _none, ...stored } = await w.db.get(id);
  await w.device.local.bulkDocs([stored], { new_edits: false });
  await w.device.local.put(change((await w.device.local.get(id)) as Doc));
}

/** The same verdict and Spanish reason at both doors, for every case. */
export function bothDoors(): { run: (rule: RuleCase) => Promise<void>; cleanup: () => Promise<void> } {
  const h = replicationHarness();

  async function world(rule: RuleCase): Promise<{ world: World; given: Doc[] }> {
    const store = await h.store();
    const { app, url } = await h.gateway(store);
    const user = await h.account(app, url, rule.role);
    const given = rule.given(user);
    // Each given document in its own database (suppliers and invoices live in the office's).
    const office = given.filter((doc) => {
      const type = typePart(doc._id);
      return isDocType(type) && dbForType(type) === 'office';
    });
    const floor = given.filter((doc) => !office.includes(doc));
    if (floor.length > 0) await store.db('floor').bulkDocs(floor);
    if (office.length > 0) await store.db('office').bulkDocs(office);
    await app.reactionsIdle();
    const device = h.device(url, user, rule.db ?? 'floor');
    return { world: { app, url, db: store.db('floor'), user, device }, given };
  }

  async function throughApi(rule: RuleCase): Promise<Verdict> {
    const { world: w, given } = await world(rule);
    const call = await rule.api(w, given);
    const res = await fetch(`${w.url}${call.path}`, {
      method: call.method,
      headers: { cookie: w.user.cookie, ...(call.body ? { 'content-type': 'application/json' } : {}) },
      body: call.body ? JSON.stringify(call.body) : undefined,
    });
    const text = await res.text();
    const verdict: Verdict =
      res.status < 300
        ? { ok: true }
        : { ok: false, reason: (JSON.parse(text) as { message: string }).message };
    await rule.settled?.(w, given, verdict);
    return verdict;
  }

  async function throughDevice(rule: RuleCase): Promise<Verdict> {
    const { world: w, given } = await world(rule);
    await rule.device(w, given);
    const denied: string[] = [];
    const push = w.device.local.replicate.to(w.device.remote);
    push.on('denied', (err) => denied.push((err as { reason?: string }).reason ?? ''));
    await push;
    const verdict: Verdict = denied.length === 0 ? { ok: true } : { ok: false, reason: denied[0] ?? '' };
    await rule.settled?.(w, given, verdict);
    return verdict;
  }

  return {
    run: async (rule) => {
      const api = await throughApi(rule);
      const device = await throughDevice(rule);
      expect(api.ok).toBe(!rule.refused);
      if (!api.ok) expect(api.reason).not.toMatch(/Datos no válidos|Unauthorized|^$/);
      if (!api.ok && rule.reason) expect(api.reason).toMatch(rule.reason);
      expect(device).toEqual(api);
    },
    cleanup: () => h.cleanup(),
  };
}
