import type { FastifyRequest } from 'fastify';
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
  if (user === null || !user.isActive) return { ok: false, status: 401, message: 'Unauthorized' };
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
