import { afterEach } from 'vitest';
import { memoryDb } from './pouch.ts';
import type { WriteContext, Writer } from '../src/data/repositories/context.ts';

/** Shared set-up of the back-office repository tests: a fresh in-memory replica per test. */

const dbs: PouchDB.Database[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

export function freshDb(): PouchDB.Database {
  const db = memoryDb();
  dbs.push(db);
  return db;
}

export const MANAGER: Writer = { id: 'manager-1', role: 'manager' };
export const WAITER: Writer = { id: 'waiter-1', role: 'waiter' };

export function as(actor: Writer, at = '2026-11-22T10:00:00.000Z'): WriteContext {
  return { actor, now: new Date(at) };
}

/** The id after the `<type>:` prefix. */
export function idOf(doc: { _id: string }): string {
  return doc._id.slice(doc._id.indexOf(':') + 1);
}
