import type { ReportSummary } from '@restaurantpro/schema';
import { useCallback, useEffect, useState } from 'react';
import { useClock } from '../../data/clock.ts';
import {
  fetchReport,
  readLastReport,
  ReportError,
  saveLastReport,
  type DateRange,
  type StoredReport,
} from '../../data/reports.ts';
import { apiFetch } from '../../data/api.ts';

export interface ReportState {
  status: 'loading' | 'done' | 'error';
  /** The report on screen: the answer for the current range, or while it loads the previous one. */
  report: StoredReport | null;
  error: ReportError | null;
  /** Offline: the last report this device fetched (any range), to be shown instead. */
  lastReport: StoredReport | null;
  /** Asks again (after the connection is back, or a failure). */
  retry: () => void;
}

type Answer = { key: string; report: StoredReport } | { key: string; error: ReportError };

/**
 * The report of `range` from the gateway, fetched again whenever the range changes (an answer for a
 * range no longer shown is dropped). Every report fetched is kept as the device's last report; when
 * the connection fails the hook offers that one instead.
 */
export function useReport(range: DateRange | null, fetchFn: typeof fetch = apiFetch): ReportState {
  const clock = useClock();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [shown, setShown] = useState<StoredReport | null>(null);
  // The dates, not the range object: a new object with the same dates is not a new request.
  const from = range?.from ?? null;
  const to = range?.to ?? null;
  const key = from !== null && to !== null ? `${from}/${to}#${attempt}` : null;

  useEffect(() => {
    if (from === null || to === null || key === null) return;
    const controller = new AbortController();
    fetchReport({ from, to }, fetchFn, controller.signal).then(
      (summary: ReportSummary) => {
        if (controller.signal.aborted) return;
        const report = { range: { from, to }, fetchedAt: clock().toISOString(), summary };
        saveLastReport(report);
        setShown(report);
        setAnswer({ key, report });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure =
          error instanceof ReportError ? error : new ReportError('failed', 'No se pudo cargar el informe');
        setAnswer({ key, error: failure });
      },
    );
    return () => controller.abort();
  }, [from, to, key, fetchFn, clock]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const current = answer !== null && answer.key === key ? answer : null;
  if (current === null) return { status: 'loading', report: shown, error: null, lastReport: null, retry };
  if ('error' in current) {
    const offline = current.error.kind === 'offline';
    return {
      status: 'error',
      report: null,
      error: current.error,
      lastReport: offline ? readLastReport() : null,
      retry,
    };
  }
  return { status: 'done', report: current.report, error: null, lastReport: null, retry };
}
