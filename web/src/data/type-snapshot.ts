import type { DocType } from '@restaurantpro/schema';
import { typeOfId, type PulledDoc } from './change-feed.ts';
import { isStored, type Stored } from './queries.ts';

/** A revision's generation: "3-abc" → 3 (one more per write of the document). */
export function generation(rev: string | undefined): number {
  return Number.parseInt(rev ?? '', 10) || 0;
}

/**
 * Every document of one type in a replica, read in full once and then kept up to date from the changes
 * since the last read: a busy day's hundreds of orders are not read again each time one of them moves.
 * Unchanged documents keep their identity between reads, so memoised rows skip rendering.
 *
 * Documents the replication has just pulled can be merged in straight away (`merge`), before the
 * local changes feed reports them and a read fetches them again: that read still follows and has the
 * last word, so a pulled revision that lost a conflict is shown for a moment at most.
 */
export class TypeSnapshot<K extends DocType> {
  private readonly docs = new Map<string, Stored<K>>();
  private since: number | string | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  /** Counts merges; per merged document, the count when it was merged. */
  private merges = 0;
  private readonly merged = new Map<string, number>();
  /** The sorted list last handed out; the same array until a document changes (no render for nothing). */
  private list: Array<Stored<K>> | null = null;

  constructor(private readonly type: K) {}

  /** The documents in creation order (`_id` order: ULIDs sort by time). Reads never overlap. */
  read(db: PouchDB.Database): Promise<Array<Stored<K>>> {
    const next = this.queue.then(() => this.update(db));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Takes in documents of this type just written by the replication. Returns the documents as `read`
   * would, or null when nothing changed (other types, revisions already held, or no full read yet).
   */
  merge(pulled: readonly PulledDoc[]): Array<Stored<K>> | null {
    if (this.since === null) return null;
    let changed = false;
    for (const { _revisions, ...doc } of pulled) {
      if (typeOfId(doc._id) !== this.type) continue;
      const held = this.docs.get(doc._id);
      // The newer generation is the one the replica will show; an equal one is a conflict its read settles.
      if (held && generation(held._rev) >= generation(doc._rev)) continue;
      // A pulled deletion is left to the read that follows: it may close a losing branch (the
      // gateway ends every refused edit's branch that way) while a live revision still wins.
      if (doc._deleted || !isStored(this.type, doc)) continue;
      this.docs.set(doc._id, doc);
      this.merged.set(doc._id, ++this.merges);
      this.list = null;
      changed = true;
    }
    return changed ? this.sorted() : null;
  }

  private async update(db: PouchDB.Database): Promise<Array<Stored<K>>> {
    const started = this.merges;
    if (this.since === null) await this.readAll(db);
    else await this.readChanges(db, this.since, started);
    // A read started after a merge saw that write stored: from now on reads speak for those documents.
    for (const [id, at] of this.merged) if (at <= started) this.merged.delete(id);
    return this.sorted();
  }

  private sorted(): Array<Stored<K>> {
    this.list ??= [...this.docs.values()].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    return this.list;
  }

  private async readAll(db: PouchDB.Database): Promise<void> {
    // The sequence is taken before the documents, so a write landing in between is read twice
    // (harmless), never missed. It is the newest change actually stored: the IndexedDB adapter's
    // `info().update_seq` counts a write still in its transaction, which this read would not see and
    // the next read would skip (a replica filling up at start-up lost stock rows that way).
    const newest = await db.changes({ descending: true, limit: 1 });
    const since = newest.last_seq;
    const result = await db.allDocs({
      include_docs: true,
      startkey: `${this.type}:`,
      endkey: `${this.type}:\ufff0`,
    });
    this.docs.clear();
    for (const row of result.rows) {
      if (isStored(this.type, row.doc)) this.docs.set(row.id, row.doc);
    }
    this.list = null;
    this.since = since;
  }

  private async readChanges(db: PouchDB.Database, since: number | string, started: number): Promise<void> {
    const result = await db.changes({ since, include_docs: true });
    for (const change of result.results) {
      if (typeOfId(change.id) !== this.type) continue;
      // Merged while this read ran: the read may predate that write, the next one will not.
      if ((this.merged.get(change.id) ?? 0) > started) continue;
      const held = this.docs.get(change.id);
      if (change.deleted || !isStored(this.type, change.doc)) {
        if (!held) continue;
        this.docs.delete(change.id);
      } else if (held?._rev !== change.doc._rev) {
        this.docs.set(change.id, change.doc);
      } else continue;
      this.list = null;
    }
    this.since = result.last_seq;
  }
}
