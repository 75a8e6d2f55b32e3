import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  key: string;
  body: string;
  etag: string;
}

/** Strong ETag from the body itself, so it survives restarts and is equal for equal answers. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Serialised GET answers, rebuilt only when the read model version they were built from changes.
 * The body is sent as a ready JSON string, which Fastify passes through without serialising again.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  /** `key` names the answer (route + params); `version` changes whenever its inputs change. */
  get(name: string, version: string, build: () => unknown): Entry {
    const current = this.entries.get(name);
    if (current && current.key === version) return current;
    const body = JSON.stringify(build());
    const entry = { key: version, body, etag: etagOf(body) };
    this.entries.set(name, entry);
    return entry;
  }
}

/** Sends a JSON string with its ETag, or 304 when the client already holds it. */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: { body: string; etag: string },
): FastifyReply {
  // private: answers depend on the session; no-cache: clients revalidate every time (cheap with 304).
  reply.header('etag', entry.etag).header('cache-control', 'private, no-cache');
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

/** True when the request's If-None-Match already names this ETag. */
export function clientHas(request: FastifyRequest, etag: string): boolean {
  return matches(request.headers['if-none-match'], etag);
}

/** For answers computed per request (not worth caching) that still honour If-None-Match. */
export function sendFreshJson(request: FastifyRequest, reply: FastifyReply, value: unknown): FastifyReply {
  const body = JSON.stringify(value);
  return sendJson(request, reply, { body, etag: etagOf(body) });
}

/**
 * Sends an answer already shaped by `toApi` from a schema-checked document, as JSON text: the zod
 * response serialiser would parse it once more, which was a tenth of an order's CPU time.
 */
export function sendCreated(reply: FastifyReply, value: unknown): FastifyReply {
  return reply.code(201).type('application/json; charset=utf-8').send(JSON.stringify(value));
}
