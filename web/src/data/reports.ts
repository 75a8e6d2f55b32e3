import type { ReportSummary } from '@restaurantpro/schema';
import { apiFetch } from './api.ts';
import { isSummary, type DateRange } from './last-report.ts';

/**
 * The reports screen's one server read: `GET /api/reports?from=&to=`, computed by the gateway from its
 * day aggregates (never replicated), so it needs the connection. The last report fetched is kept on
 * the device, with its range and the time it was fetched, to be shown while offline.
 */

export {
  forgetLastReport,
  readLastReport,
  saveLastReport,
  type DateRange,
  type StoredReport,
} from './last-report.ts';

/** Why a report could not be read: the connection, the role, the range, or the gateway. */
export type ReportErrorKind = 'offline' | 'refused' | 'invalid' | 'failed';

export class ReportError extends Error {
  constructor(
    readonly kind: ReportErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ReportError';
  }
}

export const REPORTS_OFFLINE_MESSAGE = 'Los informes necesitan conexión';
const FAILED_MESSAGE = 'No se pudo cargar el informe';

export function reportUrl(range: DateRange): string {
  return `/api/reports?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}

/**
 * The summary of `range`; rejects with ReportError only. `signal` lets a screen drop a request for a
 * range it no longer shows.
 */
export async function fetchReport(
  range: DateRange,
  fetchFn: typeof fetch = apiFetch,
  signal?: AbortSignal,
): Promise<ReportSummary> {
  let response: Response;
  try {
    response = await fetchFn(reportUrl(range), { credentials: 'include', cache: 'no-store', ...(signal ? { signal } : {}) });
  } catch {
    // The request never reached the gateway.
    throw new ReportError('offline', REPORTS_OFFLINE_MESSAGE);
  }
  // A proxy in front of a gateway that is down answers 502–504: as good as no connection.
  if (response.status >= 502 && response.status <= 504) throw new ReportError('offline', REPORTS_OFFLINE_MESSAGE);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = messageOf(body) ?? FAILED_MESSAGE;
    const kind: ReportErrorKind =
      response.status === 401 || response.status === 403 ? 'refused' : response.status === 400 ? 'invalid' : 'failed';
    throw new ReportError(kind, message);
  }
  if (!isSummary(body)) throw new ReportError('failed', FAILED_MESSAGE);
  return body;
}

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : null;
}
