import { createRequire } from 'node:module';
import type { HubFeed } from './shared-feed.ts';
import type { Change, ChangesOptions, ChangesResult, Seq } from './types.ts';

/** PouchDB's own Mango matcher, the one its changes feed applies (it ships no typings). */
const { matchesSelector } = createRequire(import.meta.url)('pouchdb-selector-core') as {
  matchesSelector(doc: object, selector: object): boolean;
};

/** Changes a live feed reads from the store at a time. */
export const LIVE_PAGE = 200;

/** What a paged live feed needs of its database. */
export interface PagedSource {
  /** A one-off read of the changes after `since`, `limit` at most. */
  read(opts: ChangesOptions): Promise<ChangesResult>;
  updateSeq(): Promise<Seq>;
  /** Calls `onWrite` at the first change after `since` (once); cancelling it stops it. */
  wake(since: Seq, onWrite: () => void, onError: (err: unknown) => void): HubFeed;
}

const later = (a: Seq, b: Seq): Seq => (Number(a) >= Number(b) ? a : b);

/**
 * The next LIVE_PAGE changes after `since`, and those of them the feed's selector takes. PouchDB's
 * `limit` counts the changes that match, so a selector that matches few (the checks among a year of
 * orders) would read to the end in one pass: the page is read whole, with the documents, and judged
 * here by PouchDB's matcher.
 */
async function readPage(source: PagedSource, opts: ChangesOptions, since: Seq, size = LIVE_PAGE) {
  const { selector, ...rest } = opts;
  if (selector === undefined) {
    const page = await source.read({ ...rest, since, limit: size });
    return { read: page.results.length, results: page.results, last_seq: page.last_seq };
  }
  const page = await source.read({ ...rest, include_docs: true, since, limit: size });
  const results = page.results
    .filter((change) => change.doc !== undefined && matchesSelector(change.doc, selector))
    .map((change) => {
      if (opts.include_docs === true) return change;
      const { doc: _doc, ...bare } = change;
      return bare;
    });
  return { read: page.results.length, results, last_seq: page.last_seq };
}

/** Changes a one-off filtered read takes from the store at a time. */
const SCAN_PAGE = 1000;

/**
 * A one-off read of the changes after `opts.since` that `opts.selector` takes, `opts.limit` of them
 * at most, read a page at a time (readPage), as CouchDB's filtered feed counts `limit`. PouchDB's own
 * reads to the first `limit` matches in one pass and keeps the metadata of every document it passes:
 * a device's first pull while the floor indexes are still being built (it then goes through the
 * feed) passed a restored year and held a quarter of a million documents' metadata at once.
 */
export async function filteredChanges(source: PagedSource, opts: ChangesOptions): Promise<ChangesResult> {
  const { limit, since: from, ...rest } = opts;
  const results: Change[] = [];
  let since: Seq = from === 'now' ? await source.updateSeq() : (from ?? 0);
  for (;;) {
    const page = await readPage(source, rest, since, SCAN_PAGE);
    for (const change of page.results) {
      results.push(change);
      if (limit !== undefined && results.length >= limit) return { results, last_seq: change.seq };
    }
    if (page.read < SCAN_PAGE) return { results, last_seq: page.last_seq };
    since = page.last_seq;
  }
}

/**
 * A live feed read from the store a page at a time. PouchDB's own live feed reads, at each write,
 * everything written since its last read in one pass, and keeps every document's metadata until
 * that pass ends: a feed that falls behind a fast writer reads longer at each pass. A new site hub
 * pulling a year of history had three such passes holding ~56,000 documents each, and passed 1 GB.
 * Here a read stops at LIVE_PAGE changes. Once a page comes back short, a PouchDB live feed from the
 * last position only says that something was written: it stops at its first change, so its own
 * pass covers no more than what was written since the last page.
 */
export function pagedLive(
  source: PagedSource,
  opts: ChangesOptions,
  onChange: (change: Change) => void,
  onError: (err: unknown) => void,
): HubFeed {
  let stopped = false;
  let waking: HubFeed | null = null;
  const run = async () => {
    let since: Seq = opts.since === undefined || opts.since === 'now' ? await source.updateSeq() : opts.since;
    for (;;) {
      // Read first: a short page then covers everything stored up to it.
      const upTo = await source.updateSeq();
      if (stopped) return;
      const page = await readPage(source, opts, since);
      if (stopped) return;
      for (const change of page.results) onChange(change);
      if (page.read >= LIVE_PAGE) {
        since = page.last_seq;
        continue;
      }
      since = later(page.last_seq, upTo);
      const from = since;
      await new Promise<void>((resolve, reject) => {
        waking = source.wake(from, resolve, reject);
      });
      (waking as HubFeed | null)?.cancel();
      waking = null;
      if (stopped) return;
    }
  };
  run().catch((err: unknown) => {
    if (stopped) return;
    stopped = true;
    onError(err);
  });
  return {
    cancel() {
      stopped = true;
      waking?.cancel();
    },
  };
}
