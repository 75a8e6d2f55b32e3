import {
  missingEntry,
  type BulkGetRequest,
  type BulkGetResult,
  type Seq,
  type StoreDb,
} from '../store/types.ts';

type BulkGetEntry = BulkGetResult['results'][number];

/** Reads kept per sequence; above this a read is done but not kept (a burst of old documents asked). */
const MAX_KEPT = 2_000;

/**
 * Reads of the store at one sequence, shared: every caller asking for `key` at the same `seq` gets
 * the one read. A sequence names the store's content (every write moves it), so a read at that
 * sequence is what each caller would have read itself. Reads of another sequence are dropped when
 * one arrives, and `clear()` drops everything (the live feed calls it on each change), so one
 * sequence's reads at most are held. A failed read is not kept: the next caller tries again.
 */
export class SequenceShare<T> {
  private seq: Seq | null = null;
  private readonly reads = new Map<string, Promise<T>>();

  /** The read kept for `key` at `seq`, if any. */
  held(seq: Seq, key: string): Promise<T> | undefined {
    return this.seq === seq ? this.reads.get(key) : undefined;
  }

  /** Keeps `reading` as the read of `key` at `seq`, for the callers that come next. */
  keep(seq: Seq, key: string, reading: Promise<T>): void {
    if (this.seq !== seq) {
      this.reads.clear();
      this.seq = seq;
    }
    if (this.reads.size >= MAX_KEPT) return;
    this.reads.set(key, reading);
    reading.catch(() => {
      if (this.reads.get(key) === reading) this.reads.delete(key);
    });
  }

  /** `held`, or else `read` kept. */
  share(seq: Seq, key: string, read: () => Promise<T>): Promise<T> {
    const held = this.held(seq, key);
    if (held !== undefined) return held;
    const reading = read();
    this.keep(seq, key, reading);
    return reading;
  }

  clear(): void {
    this.reads.clear();
    this.seq = null;
  }
}

type BulkGetItem = BulkGetRequest['docs'][number];

const encodings = new WeakMap<object, Uint8Array>();
const utf8 = new TextEncoder();

/**
 * `value` as JSON bytes, encoded once per object: a shared read goes to every device that asked,
 * and encoding it for each of them was the largest allocation left with 50 devices joining (a
 * day's `_bulk_get` is ~250 KB of JSON). Only for values nobody changes once read; the encoding
 * lives as long as the value.
 */
export function encoded(value: object): Uint8Array {
  let bytes = encodings.get(value);
  if (bytes === undefined) {
    bytes = utf8.encode(JSON.stringify(value));
    encodings.set(value, bytes);
  }
  return bytes;
}

/**
 * `_bulk_get` through a share: each document's answer (the revisions asked of it, with `revs` and
 * `latest` as asked) is read once per sequence, however many devices ask; what is not held yet is
 * read in one store request. Devices joining together ask for the same documents: 50 tablets each
 * reading the day's documents allocated ~2 MB each. `_local/` documents are always read: their
 * writes do not move the sequence. The answer lists each document once, in the order first asked,
 * with its revisions together, as PouchDB's own `_bulk_get` does.
 */
export async function sharedBulkGet(
  db: StoreDb,
  share: SequenceShare<BulkGetEntry>,
  req: BulkGetRequest,
): Promise<BulkGetResult> {
  const asked = new Map<string, BulkGetItem[]>();
  for (const item of req.docs) {
    const items = asked.get(item.id);
    if (items === undefined) asked.set(item.id, [item]);
    else items.push(item);
  }
  const { update_seq: seq } = await db.info();
  const flags = `revs:${req.revs === true}|latest:${req.latest === true}`;
  const wanted = [...asked].map(([id, items]) => {
    // Every part comes with its length (ids and revisions are the client's strings): no two keys collide.
    const revs = items
      .map((item) => (item.rev === undefined ? '-' : `${item.rev.length}:${item.rev}`))
      .join('');
    const key = id.startsWith('_local/') ? null : `${flags}|${id.length}:${id}|${revs}`;
    return { id, items, key, held: key === null ? undefined : share.held(seq, key) };
  });
  const missing = wanted.filter((doc) => doc.held === undefined);
  const read =
    missing.length === 0
      ? Promise.resolve(new Map<string, BulkGetEntry['docs']>())
      : db.bulkGet({ ...req, docs: missing.flatMap((doc) => doc.items) }).then(({ results }) => {
          // A store may answer a document's revisions in one entry or several: they are put together.
          const byId = new Map<string, BulkGetEntry['docs']>();
          for (const entry of results) byId.set(entry.id, [...(byId.get(entry.id) ?? []), ...entry.docs]);
          return byId;
        });
  const results = await Promise.all(
    wanted.map((doc) => {
      if (doc.held !== undefined) return doc.held;
      const reading = read.then((byId): BulkGetEntry => ({
        id: doc.id,
        docs: byId.get(doc.id) ?? doc.items.map((item) => missingEntry(doc.id, item.rev)),
      }));
      if (doc.key !== null) share.keep(seq, doc.key, reading);
      return reading;
    }),
  );
  return { results };
}
