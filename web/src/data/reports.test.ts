import { describe, expect, it } from 'vitest';
import { sampleSummary } from '../../test/helper.ts';
import {
  fetchReport,
  forgetLastReport,
  readLastReport,
  REPORTS_OFFLINE_MESSAGE,
  ReportError,
  reportUrl,
  saveLastReport,
} from './reports.ts';

const RANGE = { from: '2026-11-23', to: '2026-11-25' };

/** A fetch that answers `status` with `body`, recording the addresses asked. */
function answering(status: number, body: unknown) {
  const asked: string[] = [];
  const fetchFn: typeof fetch = (input) => {
    asked.push(String(input));
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  };
  return { asked, fetchFn };
}

/** An in-memory Storage, as localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

async function failure(promise: Promise<unknown>): Promise<ReportError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ReportError)) throw new Error(`expected a ReportError, got ${String(error)}`);
  return error;
}

describe('fetchReport', () => {
  it('asks the gateway for the range and returns its summary', async () => {
    const summary = sampleSummary();
    const { asked, fetchFn } = answering(200, summary);
    await expect(fetchReport(RANGE, fetchFn)).resolves.toEqual(summary);
    expect(asked).toEqual(['/api/reports?from=2026-11-23&to=2026-11-25']);
    expect(reportUrl(RANGE)).toBe(asked[0]);
  });

  it('says the reports need the connection when the request never reaches the gateway', async () => {
    const fetchFn: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await failure(fetchReport(RANGE, fetchFn));
    expect(error.kind).toBe('offline');
    expect(error.message).toBe(REPORTS_OFFLINE_MESSAGE);
  });

  it.each([502, 503, 504])('takes a %i from a proxy as no connection', async (status) => {
    const error = await failure(fetchReport(RANGE, answering(status, {}).fetchFn));
    expect(error.kind).toBe('offline');
  });

  it.each([
    [403, 'refused', 'Solo gerencia o administración pueden ver los informes'],
    [400, 'invalid', 'El periodo no puede superar un año'],
    [500, 'failed', 'Error interno'],
  ] as const)('an answer %i is a %s failure with the gateway’s Spanish message', async (status, kind, message) => {
    const error = await failure(fetchReport(RANGE, answering(status, { error: 'x', message }).fetchFn));
    expect([error.kind, error.message]).toEqual([kind, message]);
  });

  it('refuses a 200 that is not a report', async () => {
    const error = await failure(fetchReport(RANGE, answering(200, { ok: true }).fetchFn));
    expect([error.kind, error.message]).toEqual(['failed', 'No se pudo cargar el informe']);
  });
});

describe('the last report kept on the device', () => {
  it('reads back what was saved, and nothing once forgotten', () => {
    const storage = memoryStorage();
    expect(readLastReport(storage)).toBeNull();
    const stored = { range: RANGE, fetchedAt: '2026-11-24T09:32:00.000Z', summary: sampleSummary() };
    saveLastReport(stored, storage);
    expect(readLastReport(storage)).toEqual(stored);
    forgetLastReport(storage);
    expect(readLastReport(storage)).toBeNull();
  });

  it('ignores a copy that is not a report (an older shape or a damaged value)', () => {
    const storage = memoryStorage();
    storage.setItem('restaurantpro:last-report', '{"range":{"from":"2026-11-01"}');
    expect(readLastReport(storage)).toBeNull();
    storage.setItem('restaurantpro:last-report', JSON.stringify({ range: RANGE, fetchedAt: 'x', summary: {} }));
    expect(readLastReport(storage)).toBeNull();
  });

  it('loses only the copy when the storage refuses to keep it', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() =>
      saveLastReport({ range: RANGE, fetchedAt: '2026-11-24T09:32:00.000Z', summary: sampleSummary() }, storage),
    ).not.toThrow();
    expect(readLastReport(storage)).toBeNull();
  });
});
