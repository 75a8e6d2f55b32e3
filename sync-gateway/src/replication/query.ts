import type { Seq } from '../store/types.ts';

/**
 * Query-string values arrive as strings. Each is turned into the type the store expects here, once:
 * a `since` left as a string makes PouchDB answer every longpoll at once (a replication restart
 * loop), and a string `limit` is ignored. `since` stays opaque (CouchDB's are strings); numeric
 * sequences, PouchDB's, become numbers.
 */
export type Query = Record<string, string | string[] | undefined>;

function single(query: Query, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

export function parseSince(query: Query): Seq | 'now' {
  const raw = single(query, 'since');
  if (raw === undefined || raw === '') return 0;
  if (raw === 'now') return 'now';
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/** A non-negative integer, or `undefined` when absent or malformed (CouchDB ignores those too). */
export function parseCount(query: Query, name: string): number | undefined {
  const raw = single(query, name);
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  return Number(raw);
}

export function parseFlag(query: Query, name: string): boolean {
  const raw = single(query, name);
  return raw === 'true' || raw === '1' || raw === '';
}

export function parseString(query: Query, name: string): string | undefined {
  return single(query, name);
}

/** JSON-valued parameters (`open_revs=["1-a"]`, `rev`…); `undefined` when not valid JSON. */
export function parseJson(query: Query, name: string): unknown {
  const raw = single(query, name);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
