import { reportDayId, reportDaySchema, type ReportDay } from '@restaurantpro/schema';
import type { StoreDb } from '../store/types.ts';

/** Day aggregates kept parsed in memory at most: a little over two years of days (a year against the one before). */
const MAX_CACHED = 800;

/**
 * The day aggregates of a range, read from the `reports` database the gateway alone writes. One
 * `allDocs` per range gives each day's current revision; a day whose revision is the one already
 * parsed is taken from memory, and only the others are read (with a second `allDocs` by key), so
 * asking for a year again costs the index walk, not 365 documents parsed. Never reads an order.
 */
export class ReportDays {
  private readonly cache = new Map<string, { rev: string; day: ReportDay }>();

  constructor(private readonly db: StoreDb) {}

  /** The stored days from `from` to `to` (inclusive), in date order; days without an aggregate are absent. */
  async range(from: string, to: string): Promise<ReportDay[]> {
    const { rows } = await this.db.allDocs({ startkey: reportDayId(from), endkey: reportDayId(to) });
    const stale = rows.filter((row) => this.cache.get(row.id)?.rev !== row.value.rev).map((row) => row.id);
    if (stale.length > 0) {
      const read = await this.db.allDocs({ keys: stale, include_docs: true });
      for (const row of read.rows) {
        const parsed = reportDaySchema.safeParse(row.doc);
        // Written by the gateway alone: a day that does not parse is from a newer gateway, left out.
        if (parsed.success && row.doc?._rev !== undefined) this.remember(row.id, row.doc._rev, parsed.data);
      }
    }
    return rows.flatMap((row) => {
      const cached = this.cache.get(row.id);
      return cached?.rev === row.value.rev ? [cached.day] : [];
    });
  }

  /** Keeps the newest reads; the oldest read goes first once the cache is full. */
  private remember(id: string, rev: string, day: ReportDay): void {
    this.cache.delete(id);
    this.cache.set(id, { rev, day });
    if (this.cache.size <= MAX_CACHED) return;
    const oldest = this.cache.keys().next().value;
    if (oldest !== undefined) this.cache.delete(oldest);
  }
}
