/**
 * Which changes a device's push may pass over: revisions its own pull has just brought from the
 * server. PouchDB's push reads every change of the local database, pulled ones included, and asks
 * the server about each (`_revs_diff`), then writes a checkpoint there (`_local` read and write):
 * three requests per pulled batch, on every device, for every change any device makes, each
 * answered "already there". Filtered out, they cost nothing.
 *
 * A change is passed over only when the server is known to hold every leaf of its document:
 * - the pull wrote the document's winning revision, and before that write every leaf this replica
 *   held was on that revision's path (so the server has them: they are its ancestors);
 * - and nothing on this device wrote the document since the database was opened (a write made
 *   while the pull's write was on its way may be a leaf the server lacks).
 * Anything else goes up as before. A pulled revision that does not win (a conflict this replica
 * keeps) is not the winner the filter sees, so that change goes up too.
 */

interface DocLike {
  _id: string;
  _rev?: string;
  _revisions?: { start: number; ids: string[] };
}

type BulkDocs = PouchDB.Database['bulkDocs'];

/** The revisions on `doc`'s path from its root, itself included (`_revisions`, as replication writes it). */
function pathOf(doc: DocLike): Set<string> {
  const history = doc._revisions;
  if (history === undefined) return new Set(doc._rev === undefined ? [] : [doc._rev]);
  return new Set(history.ids.map((id, back) => `${history.start - back}-${id}`));
}

/** Whether a write request is replication's (`new_edits: false`) rather than the app's own. */
function isReplicated(request: unknown, options: unknown): boolean {
  const fromRequest = (request as { new_edits?: unknown } | null)?.new_edits;
  const fromOptions = (options as { new_edits?: unknown } | null)?.new_edits;
  return fromRequest === false || (typeof options === 'object' && fromOptions === false);
}

function docsOf(request: unknown): DocLike[] {
  if (Array.isArray(request)) return request as DocLike[];
  return ((request as { docs?: DocLike[] } | null)?.docs ?? []).filter((doc) => typeof doc._id === 'string');
}

export class PushSkips {
  /** id → a pulled revision whose document held no leaf the server lacks. */
  private readonly pulled = new Map<string, string>();
  /** Documents written on this device since the database was opened. */
  private readonly written = new Set<string>();

  /** Watches every write to `db` (its `bulkDocs`, which `put`, `post`, `remove` and replication all use). */
  constructor(private readonly db: PouchDB.Database) {
    const bulkDocs = db.bulkDocs.bind(db) as (...args: unknown[]) => unknown;
    const watched = (...args: unknown[]): unknown => {
      const [request, options] = args;
      const docs = docsOf(request);
      if (!isReplicated(request, options)) {
        // Marked before the write, so no change of it can be judged before the mark.
        for (const doc of docs) this.written.add(doc._id);
        return bulkDocs(...args);
      }
      for (const doc of docs) this.pulled.delete(doc._id);
      const callback = args.find((arg) => typeof arg === 'function') as
        ((err: unknown, result?: unknown) => void) | undefined;
      // A failed judgement only costs the push its questions: the write goes ahead regardless.
      const written = this.judge(docs)
        .catch(() => undefined)
        .then(() => bulkDocs(...args.filter((arg) => typeof arg !== 'function'))) as Promise<unknown>;
      if (callback === undefined) return written;
      written.then(
        (result) => callback(null, result),
        (err: unknown) => callback(err),
      );
      return undefined;
    };
    (db as unknown as { bulkDocs: BulkDocs }).bulkDocs = watched as BulkDocs;
  }

  /**
   * The push's filter: true for a change to send up. An arrow property so the replication id, which
   * includes the filter's text, stays the same from one start to the next.
   */
  readonly filter = (doc: DocLike): boolean =>
    this.written.has(doc._id) || this.pulled.get(doc._id) !== doc._rev;

  /**
   * Forgets what the pull brought: called when the server could not be reached. A server restored
   * from a backup comes back after such a failure, and lacks revisions this device pulled from it
   * before: they must be offered to it again (docs/operations.md, Restore).
   */
  forget(): void {
    this.pulled.clear();
  }

  /** Records which of the documents replication is about to write leave no leaf the server lacks. */
  private async judge(docs: readonly DocLike[]): Promise<void> {
    const candidates = docs.filter((doc) => doc._rev !== undefined && !this.written.has(doc._id));
    if (candidates.length === 0) return;
    // One read tells which are new here (a first sync's, most of a busy service's): they have no leaves.
    const { rows } = await this.db.allDocs({ keys: [...new Set(candidates.map((doc) => doc._id))] });
    const held = new Set(rows.flatMap((row) => ('error' in row ? [] : [row.id])));
    await Promise.all(
      candidates.map(async (doc) => {
        const leaves = held.has(doc._id) ? await this.leavesOf(doc._id) : [];
        const path = pathOf(doc);
        if (leaves === null || !leaves.every((rev) => path.has(rev))) return;
        if (!this.written.has(doc._id)) this.pulled.set(doc._id, doc._rev ?? '');
      }),
    );
  }

  /** Every leaf revision held of `id`, deleted ones included; null when they could not be read. */
  private async leavesOf(id: string): Promise<string[] | null> {
    try {
      const leaves = (await this.db.get(id, { open_revs: 'all' })) as Array<{ ok?: { _rev?: string } }>;
      return leaves.flatMap((leaf) => (leaf.ok?._rev === undefined ? [] : [leaf.ok._rev]));
    } catch (error) {
      return (error as { status?: number }).status === 404 ? [] : null;
    }
  }
}
