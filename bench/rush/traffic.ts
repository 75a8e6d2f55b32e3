// What the devices ask the gateway, counted on their side: every device's remote database gets a
// `fetch` wrapped by `Traffic.fetchFor`, as PouchDB's http adapter accepts one. It counts requests
// by kind, 5xx answers and failed requests, and tells the moment a `_bulk_docs` carrying a new order
// was acknowledged (the end of the device → gateway leg).
import PouchDB from 'pouchdb-node';

export const REQUEST_KINDS = [
  '_changes',
  '_local GET',
  '_local PUT',
  '_revs_diff',
  'db info',
  '_bulk_get',
  '_bulk_docs',
  'other',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The kind of a replication request, from its method and path (`/db/<name>/<rest>`). */
export function requestKind(method: string, pathname: string): RequestKind {
  const rest = pathname.split('/').slice(3).filter(Boolean);
  const first = rest[0];
  if (first === undefined) return method === 'GET' ? 'db info' : 'other';
  if (first === '_local') return method === 'GET' ? '_local GET' : method === 'PUT' ? '_local PUT' : 'other';
  return (REQUEST_KINDS as readonly string[]).includes(first) ? (first as RequestKind) : 'other';
}

/** The ids a `_bulk_docs` body carries (PouchDB sends a JSON string). */
function bulkDocIds(body: unknown): string[] {
  if (typeof body !== 'string') return [];
  try {
    const parsed = JSON.parse(body) as { docs?: Array<{ _id?: unknown }> };
    return (parsed.docs ?? []).flatMap((doc) => (typeof doc._id === 'string' ? [doc._id] : []));
  } catch {
    return [];
  }
}

/** The ids a `_bulk_docs` answer refuses (an empty answer, as `new_edits: false` gives, refuses none). */
async function refusedIds(res: Response): Promise<Set<string>> {
  try {
    const rows = (await res.clone().json()) as Array<{ id?: string; error?: unknown }>;
    return new Set(rows.flatMap((row) => (row.error !== undefined && row.id !== undefined ? [row.id] : [])));
  } catch {
    return new Set();
  }
}

export class Traffic {
  private counts: Record<RequestKind, number> = Traffic.zero();
  /** Answers with a 5xx status, and requests that got no answer, since the start. */
  readonly serverErrors: string[] = [];
  failedRequests = 0;

  /** @param onAcknowledged called with each id a successful `_bulk_docs` carried, and when. */
  constructor(private readonly onAcknowledged: (id: string, at: number) => void) {}

  private static zero(): Record<RequestKind, number> {
    return Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, 0])) as Record<RequestKind, number>;
  }

  /** Requests by kind since the last call (a phase's share), counting again from zero. */
  take(): Record<RequestKind, number> {
    const counts = this.counts;
    this.counts = Traffic.zero();
    return counts;
  }

  /** The `fetch` a device's remote database uses. */
  readonly fetch: typeof PouchDB.fetch = async (url, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const { pathname } = new URL(String(url));
    const kind = requestKind(method, pathname);
    this.counts[kind]++;
    let res: Response;
    try {
      res = await PouchDB.fetch(url, init);
    } catch (err) {
      this.failedRequests++;
      throw err;
    }
    const at = performance.now();
    if (res.status >= 500) this.serverErrors.push(`${method} ${pathname}: ${res.status}`);
    if (kind === '_bulk_docs' && res.ok) {
      const refused = await refusedIds(res);
      for (const id of bulkDocIds(init?.body)) if (!refused.has(id)) this.onAcknowledged(id, at);
    }
    return res;
  };
}
