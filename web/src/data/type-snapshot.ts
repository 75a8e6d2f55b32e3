import { typeOfId } from './change-feed.ts';
import type { StoredDoc } from './queries.ts';

/**
 * Every document of one type in a replica, read in full once and then kept up to date from the changes
 * since the last read: a busy day's hundreds of orders are not read again each time one of them moves.
 * Unchanged documents keep their identity between reads, so memoised rows skip rendering.
 */
export class TypeSnapshot<T extends StoredDoc> {
  private readonly docs = new Map<string, T>();
  private since: number | string | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly type: string) {}

  /** The documents in creation order (`_id` order: ULIDs sort by time). Reads never overlap. */
  read(db: PouchDB.Database): Promise<T[]> {
    const next = this.queue.then(() => this.update(db));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async update(db: PouchDB.Database): Promise<T[]> {
    if (this.since === null) await this.readAll(db);
    else await this.readChanges(db, this.since);
    return [...this.docs.values()].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
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
      if (row.doc) this.docs.set(row.id, row.doc as unknown as T);
    }
    this.since = since;
  }

  private async readChanges(db: PouchDB.Database, since: number | string): Promise<void> {
    const result = await db.changes({ since, include_docs: true });
    for (const change of result.results) {
      if (typeOfId(change.id) !== this.type) continue;
      if (change.deleted || !change.doc) this.docs.delete(change.id);
      else this.docs.set(change.id, change.doc as unknown as T);
    }
    this.since = result.last_seq;
  }
}
