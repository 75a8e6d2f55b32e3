import type { FastifyRequest } from 'fastify';
import { nestingDepth } from '@restaurantpro/schema';
import type { SessionUser } from '../auth/types.ts';
import { isReplicatedDb, mayReplicate, type ReplicatedDb } from './read-filter.ts';

/** The signed-in user the auth plugin attached to this request, if any. */
export function sessionUser(request: FastifyRequest): SessionUser | null {
  return request.user;
}

export type DbAccess =
  { ok: true; db: ReplicatedDb; user: SessionUser } | { ok: false; status: 401 | 403 | 404; message: string };

/**
 * Who may open which database: a session first (401), then a database that is replicated at all
 * (404, so `accounts` or `sessions` are not even confirmed to exist), then the role (403).
 */
export function checkDbAccess(request: FastifyRequest, dbName: string): DbAccess {
  const user = sessionUser(request);
  if (user === null || !user.isActive)
    return { ok: false, status: 401, message: request.accountRefusal ?? 'Unauthorized' };
  if (!isReplicatedDb(dbName)) return { ok: false, status: 404, message: 'Base de datos no encontrada' };
  if (!mayReplicate(dbName, user.role))
    return { ok: false, status: 403, message: 'Tu rol no puede sincronizar esta base de datos' };
  return { ok: true, db: dbName, user };
}

/** Document ids a device may address by path: `<type>:<id>`, with no path separators or dot segments. */
export function isAddressableDocId(id: string): boolean {
  return /^[a-z][a-z_]*:[A-Za-z0-9:._-]+$/.test(id) && !id.includes('..');
}

/** Replication checkpoint ids (`_local/<id>`), the only local documents a device reads or writes. */
export function isCheckpointId(id: string): boolean {
  // No slash, so no path trick: only the segments '.' and '..' themselves are refused. Dots inside
  // are legitimate: PouchDB's checkpoint ids are base64 with '/' written as '.', so '..' appears
  // in about one in two hundred of them, and refusing it broke that replication for good.
  return /^[A-Za-z0-9_.+=-]+$/.test(id) && id !== '.' && id !== '..';
}

/** Where devices' checkpoints live in the store: a prefix the gateway's own `_local` ids never take. */
export const DEVICE_CHECKPOINT_PREFIX = '_local/device.';

/** The store id of user `userId`'s checkpoint `id` (ids are `[A-Za-z0-9_-]`, so the key is unambiguous). */
export function deviceCheckpointId(userId: string, id: string): string {
  return `${DEVICE_CHECKPOINT_PREFIX}${userId.replace(/[^A-Za-z0-9_-]/g, '_')}.${id}`;
}

/** A checkpoint is a few small fields (PouchDB keeps five history entries): far below a document. */
const MAX_CHECKPOINT_BYTES = 16 * 1024;
const MAX_CHECKPOINT_DEPTH = 4;

/** Why a checkpoint body cannot be stored, or null; checked before anything recursive touches it. */
export function checkpointProblem(body: Record<string, unknown>): string | null {
  if (nestingDepth(body, MAX_CHECKPOINT_DEPTH) > MAX_CHECKPOINT_DEPTH)
    return 'Punto de control demasiado anidado';
  if (JSON.stringify(body).length > MAX_CHECKPOINT_BYTES) return 'Punto de control demasiado grande';
  return Object.keys(body).some((key) => key.startsWith('_') && key !== '_id' && key !== '_rev')
    ? 'Campo reservado no permitido en un punto de control'
    : null;
}
