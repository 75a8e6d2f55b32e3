import type { z } from 'zod';
import { StoreError, type StoredDoc } from '../store/types.ts';

/** Whether a store call failed with this HTTP-like status (404 missing, 409 conflict). */
export function isStatus(err: unknown, status: number): boolean {
  return err instanceof StoreError && err.status === status;
}

/**
 * A stored document read back as `schema` says: null when it is missing, deleted, or not of that
 * shape (another kind of document under the same key range, or one written by an older gateway).
 */
export function liveDoc<T>(schema: z.ZodType<T>, doc: StoredDoc | null | undefined): T | null {
  if (!doc || doc._deleted) return null;
  const parsed = schema.safeParse(doc);
  return parsed.success ? parsed.data : null;
}

/**
 * A uniqueness claim without a unique index (neither store has one): a document whose id is the
 * unique value (`email:<address>`, `pin:<key>`) and that names the account holding it. Two accounts
 * claiming one value race on one document id, and the store lets exactly one write win.
 */
export interface Claim<T extends string> extends StoredDoc {
  type: T;
  userId: string;
  claimedAt: string;
}

export function newClaim<T extends string>(type: T, id: string, userId: string, at: Date): Claim<T> {
  return { _id: id, type, userId, claimedAt: at.toISOString() };
}
