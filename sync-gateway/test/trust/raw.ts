import type { User } from '../replication/helpers.ts';

export interface RawAnswer {
  status: number;
  body: unknown;
}

/** A request as a hostile client sends it: any body, as text, with the user's session cookie. */
export async function raw(
  url: string,
  user: User,
  method: string,
  path: string,
  body?: string | object,
): Promise<RawAnswer> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { cookie: user.cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the assertion's message.
  }
  return { status: res.status, body: parsed };
}

/** JSON text of an object nested `depth` levels deep under `key` (built as text: no recursion). */
export function nestedJson(depth: number, key = 'x'): string {
  return `${`{"${key}":`.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A fresh 32-hex revision id. */
export function revId(): string {
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}
