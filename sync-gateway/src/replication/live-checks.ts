import { idPart, isLiveCheck, LIVE_CHECK_STATUSES } from '@restaurantpro/schema';
import type { FastifyBaseLogger } from 'fastify';
import { BY_TYPE_STATUS, docsByIds, idsFound } from '../store/current.ts';
import { follow, type Following } from '../store/follow.ts';
import type { StoreDb, StoredDoc } from '../store/types.ts';

/**
 * The floor's live checks and the business day each was opened, kept current from the store's
 * feed, so the read filter can answer synchronously which checks have been live since before
 * yesterday: their payments, discounts, refunds, tickets and annulments of those days still replicate
 * (decision 13 of the money design: a device showing such a check must hold all of its money). The
 * set is one entry per occupied table, and each check change costs a map update.
 */
export class LiveChecks {
  private readonly days = new Map<string, string>();
  /** Checks the feed brought before the initial read ended: that read must not undo what they say. */
  private seen: Set<string> | null = new Set();
  private following: Following | null = null;
  private stopped = false;

  constructor(
    private readonly db: StoreDb,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Follows the checks from the store's current sequence, then reads the live ones by index once
   * `indexesReady` says the index can be read without building it from the whole history (see
   * FloorIndexes): until then only the feed's checks are known, and a check live since before
   * yesterday replicates its money of today and yesterday only. Resolves once the set is complete.
   */
  async start(indexesReady: Promise<unknown>): Promise<void> {
    const following = await follow(
      this.db,
      'now',
      (changes) => {
        for (const { doc } of changes) {
          if (doc === undefined) continue;
          this.seen?.add(idPart(doc._id));
          this.note(doc);
        }
      },
      { name: 'live checks', log: this.log, feed: { include_docs: true, selector: { type: 'check' } } },
    );
    if (this.stopped) void following.stop();
    else this.following = following;
    await indexesReady;
    if (this.stopped) return;
    const ids: string[] = [];
    for (const status of LIVE_CHECK_STATUSES) {
      ids.push(...(await idsFound(this.db, { index: BY_TYPE_STATUS, selector: { type: 'check', status } })));
    }
    for (const doc of await docsByIds(this.db, ids)) {
      // A change the feed already brought is newer than this read: it stands.
      if (this.seen?.has(idPart(doc._id)) !== true) this.note(doc);
    }
    this.seen = null;
  }

  stop(): void {
    this.stopped = true;
    void this.following?.stop();
    this.following = null;
  }

  /** The checks live now and opened before `day` (id part and day), by id. */
  openedBefore(day: string): Array<{ id: string; businessDate: string }> {
    return [...this.days]
      .flatMap(([id, businessDate]) => (businessDate < day ? [{ id, businessDate }] : []))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  private note(doc: StoredDoc): void {
    const id = idPart(doc._id);
    const live = typeof doc.status === 'string' && isLiveCheck({ status: doc.status });
    if (live && typeof doc.businessDate === 'string') this.days.set(id, doc.businessDate);
    else this.days.delete(id);
  }
}
