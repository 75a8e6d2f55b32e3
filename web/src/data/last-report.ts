import type { ReportSummary } from '@restaurantpro/schema';

/**
 * The copy of the last report fetched, kept on the device to be shown while offline, and the shape
 * check it shares with the fetch. Apart from `reports.ts` because signing out forgets the copy: the
 * session reaches it without reaching the `/api` client, which itself reads the session.
 */

export interface DateRange {
  from: string;
  to: string;
}

/** Enough of the shape to draw the screen; the gateway builds it from the shared type. */
export function isSummary(body: unknown): body is ReportSummary {
  if (typeof body !== 'object' || body === null) return false;
  const summary = body as Partial<ReportSummary>;
  return (
    typeof summary.range?.from === 'string' &&
    typeof summary.headline?.sales === 'number' &&
    Array.isArray(summary.byDay) &&
    Array.isArray(summary.heatmap) &&
    Array.isArray(summary.products)
  );
}

/** The last report fetched on this device, with when it was fetched (ISO). */
export interface StoredReport {
  range: DateRange;
  fetchedAt: string;
  summary: ReportSummary;
}

const LAST_REPORT_KEY = 'restaurantpro:last-report';

/** Keeps `report` as the last one; a full or missing storage only loses the offline copy. */
export function saveLastReport(report: StoredReport, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(LAST_REPORT_KEY, JSON.stringify(report));
  } catch {
    // Quota exceeded or storage disabled (private mode): the screen works online without the copy.
  }
}

/** The last report kept on this device, or null (none, or unreadable). */
export function readLastReport(storage: Storage | null = browserStorage()): StoredReport | null {
  try {
    const raw = storage?.getItem(LAST_REPORT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredReport>;
    if (
      typeof value.fetchedAt !== 'string' ||
      typeof value.range?.from !== 'string' ||
      typeof value.range.to !== 'string' ||
      !isSummary(value.summary)
    ) {
      return null;
    }
    return { range: value.range, fetchedAt: value.fetchedAt, summary: value.summary };
  } catch {
    return null;
  }
}

/** Forgets the kept report (signing out must not leave the figures on a shared device). */
export function forgetLastReport(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(LAST_REPORT_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
