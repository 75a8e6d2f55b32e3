import { actingUserId, useSession } from './session.ts';

/**
 * The one way the app calls the gateway's `/api`: with the session cookie and, on a shared terminal,
 * the `x-acting-user` header naming who acts, which the gateway checks is a member that unlocked
 * it. Adding the header here, and nowhere else, keeps a call from forgetting it. Other addresses
 * (a signed upload URL) go out untouched: a custom header would turn a simple cross-origin PUT into
 * one needing a preflight the object store may refuse.
 *
 * A `401` from `/api` while someone acts means the gateway no longer accepts them on this terminal
 * (deactivated, or no longer a member): the device locks, and the pad shows the gateway's reason.
 */
export const ACTING_USER_HEADER = 'x-acting-user';

/** The path of a same-origin `/api` address, or null for any other address. */
function apiPath(input: RequestInfo | URL): string | null {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (href.startsWith('/') && !href.startsWith('//')) return href.startsWith('/api/') ? href.split(/[?#]/)[0] ?? href : null;
  const url = URL.parse(href);
  return url && url.origin === globalThis.location?.origin && url.pathname.startsWith('/api/') ? url.pathname : null;
}

export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const path = apiPath(input);
  const acting = path === null ? null : actingUserId();
  if (acting === null) return fetch(input, { credentials: 'include', ...init });
  const headers = new Headers(init.headers);
  headers.set(ACTING_USER_HEADER, acting);
  const response = await fetch(input, { credentials: 'include', ...init, headers });
  // The terminal's own routes answer about the pad, not about the acting user.
  if (response.status === 401 && actingUserId() === acting && !path?.startsWith('/api/terminal')) {
    const body = (await response.clone().json().catch(() => null)) as { message?: unknown } | null;
    useSession.getState().lock(typeof body?.message === 'string' ? body.message : null);
  }
  return response;
}

/** A JSON `POST` to `/api`, with the session cookie. */
export function jsonPost(body: unknown): RequestInit {
  return {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/** How a screen words a call only the gateway can answer. */
export interface GatewayWording {
  online: boolean;
  /** Offline, or the request never reached the gateway (the connection dropped since the last check). */
  offline: string;
  /** A refusal that carries no message of the gateway's. */
  noReason: string;
  /** The call's abort: it rejects as aborted, not as offline. */
  signal?: AbortSignal | undefined;
}

/**
 * Makes `call` to the gateway and reads its JSON answer, its fields unchecked. Every failure rejects
 * with `fail(message)`, the Spanish sentence to show: the offline one, or the gateway's refusal.
 */
export async function askGateway<T>(
  call: () => Promise<Response>,
  { online, offline, noReason, signal }: GatewayWording,
  fail: (message: string) => Error,
): Promise<Partial<T>> {
  if (!online) throw fail(offline);
  let response: Response;
  try {
    response = await call();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw fail(offline);
  }
  const body = (await response.json().catch(() => ({}))) as Partial<T> & { message?: unknown };
  if (!response.ok) throw fail(typeof body.message === 'string' ? body.message : noReason);
  return body;
}
