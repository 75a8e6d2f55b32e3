import type { FastifyRequest } from 'fastify';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `scheme://host[:port]` of the request as the browser addressed it (honours trustProxy). */
export function requestOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function guardedPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/') || path === '/db' || path.startsWith('/db/');
}

/**
 * Cross-site request forgery defence for cookie-authenticated writes: browsers always send `Origin`
 * on cross-origin unsafe requests, so one that is present and differs from our own origin is refused.
 * Requests without `Origin` (curl, integrations, same-origin navigations of older browsers) pass,
 * unless the browser itself flags them as cross-site via Fetch Metadata.
 */
export function isForeignUnsafeRequest(request: FastifyRequest): boolean {
  if (!UNSAFE_METHODS.has(request.method) || !guardedPath(request.url)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'cross-site';
  const own = requestOrigin(request);
  let claimed: string;
  try {
    claimed = new URL(origin).origin;
  } catch {
    return true; // "null" (sandboxed frames, file://) or garbage
  }
  return own === null || claimed !== own;
}
