import {
  checkWrite,
  DOC_SCHEMAS,
  dbForType,
  isDocType,
  typePart,
  type Actor,
  type AnyDoc,
} from '@restaurantpro/schema';
import type { Store, StoreDb, StoredDoc } from '../../store/types.ts';
import { WriteContexts } from '../../write-context/contexts.ts';

/**
 * Approvals are a waiter's way to a refund; the history's refunds are a manager's own, so no token is
 * ever checked against this.
 */
const NO_APPROVALS = 'demo-history-writes-no-approvals-ever-0000';

/** One write of a push: who writes, the document, and what it edits (null: a new one). */
export interface Write {
  actor: Actor;
  next: StoredDoc;
  prev?: StoredDoc | null;
}

/** A history document the write rules refused: a mistake in the history, never skipped. */
export class HistoryRefusedError extends Error {
  override name = 'HistoryRefusedError';
}

/**
 * Writes the history as a device would push it: each document parsed by its schema and judged by
 * `checkWrite` in the gateway's write context (the same `WriteContexts` both doors use), over the
 * store and the documents queued before it in the same push; then the push is stored in one go.
 * The context's clock is the history's, so "today" in the rules is the day being written.
 */
export class HistoryWriter {
  private readonly floor: StoreDb;
  private readonly contexts: WriteContexts;
  private at = new Date(0);
  private batch: StoredDoc[] = [];
  /** Documents stored so far. */
  written = 0;

  constructor(store: Store, timezone: string) {
    this.floor = store.db('floor');
    this.contexts = new WriteContexts({
      db: this.floor,
      office: store.db('office'),
      timezone,
      secret: NO_APPROVALS,
      clock: () => this.at,
    });
  }

  get db(): StoreDb {
    return this.floor;
  }

  /** The moment the rules take for now. */
  setClock(at: Date): void {
    this.at = at;
  }

  /** Judges `next` (an edit of `prev` when given) and queues it; a refusal throws. */
  async add(actor: Actor, next: StoredDoc, prev: StoredDoc | null = null): Promise<void> {
    await this.addAll([{ actor, next, prev }]);
  }

  /**
   * Judges writes that do not depend on one another (each over the store and what was queued before
   * the call, plus the ones listed before it: a push as the `/db` guard judges it), at once, and queues
   * them in order; a refusal throws.
   */
  async addAll(writes: readonly Write[]): Promise<void> {
    const before = this.batch;
    const docs = writes.map((write) => write.next);
    await Promise.all(writes.map((write, index) => this.judge(write, [...before, ...docs.slice(0, index)])));
    this.batch = [...before, ...docs];
  }

  private async judge({ actor, next, prev = null }: Write, batch: readonly StoredDoc[]): Promise<void> {
    const type = typePart(next._id);
    if (!isDocType(type) || dbForType(type) !== 'floor')
      throw new Error(`demo history: ${next._id} is no floor document`);
    const parsed = DOC_SCHEMAS[type].safeParse(next);
    if (!parsed.success) throw new HistoryRefusedError(`${next._id}: ${parsed.error.message}`);
    // The gateway's own writes (a check closed on payment) pass whatever the store holds: nothing to read.
    const context = actor.role === 'system' ? undefined : await this.contexts.forWrite(prev, next, batch);
    const verdict = checkWrite(actor, prev as AnyDoc | null, parsed.data as AnyDoc, context);
    if (!verdict.ok) throw new HistoryRefusedError(`${next._id}: ${verdict.reason}`);
  }

  /**
   * Stores the queued documents, each given its new revision. `settled` says whether a conflict is
   * the same change made meanwhile by the gateway's reactions (a check they closed first).
   */
  async flush(settled?: (doc: StoredDoc) => Promise<boolean>): Promise<void> {
    const docs = this.batch;
    this.batch = [];
    if (docs.length === 0) return;
    const results = await this.floor.bulkDocs(docs);
    for (const [index, result] of results.entries()) {
      const doc = docs[index];
      if (doc === undefined) continue;
      if (result.error === 'conflict' && settled !== undefined && (await settled(doc))) continue;
      if (result.error !== undefined || result.rev === undefined)
        throw new Error(`demo history: ${result.id} not stored (${result.error} ${result.reason})`);
      doc._rev = result.rev;
      if (doc._rev.startsWith('1-')) this.written += 1;
    }
  }
}
