import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONGPOLL_MARGIN_MS, REQUEST_DEADLINE_MS } from '@restaurantpro/schema';
import { requestDeadlineMs, withDeadline } from './deadline-fetch.ts';

const LONGPOLL = 'http://gw/db/floor/_changes?style=all_docs&feed=longpoll&since=12&timeout=10000';

/** A send that answers only when told, and shows the signal it was given. */
function manualSend() {
  const calls: Array<{ signal: AbortSignal; answer: (body: unknown) => void }> = [];
  const send = (_url: string | Request, init?: { signal?: AbortSignal | null }) =>
    new Promise<{ json(): Promise<unknown>; text(): Promise<string> }>((resolve, reject) => {
      const signal = init?.signal as AbortSignal;
      signal.addEventListener('abort', () => reject(signal.reason as Error));
      calls.push({
        signal,
        answer: (body) => resolve({ json: async () => body, text: async () => JSON.stringify(body) }),
      });
    });
  return { send, calls };
}

describe('requests to the gateway with a deadline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a longpoll its timeout and a margin, any other request a fixed deadline', () => {
    expect(requestDeadlineMs(LONGPOLL)).toBe(10_000 + LONGPOLL_MARGIN_MS);
    expect(requestDeadlineMs('http://gw/db/floor/_changes?feed=longpoll&heartbeat=10000')).toBe(
      60_000 + LONGPOLL_MARGIN_MS,
    );
    expect(requestDeadlineMs('http://gw/db/floor/_bulk_docs')).toBe(REQUEST_DEADLINE_MS);
    expect(requestDeadlineMs('/db/floor/_changes?feed=normal&timeout=5')).toBe(REQUEST_DEADLINE_MS);
  });

  it('aborts a request that outlives its deadline, with an error PouchDB retries', async () => {
    const { send } = manualSend();
    const request = withDeadline(send)(LONGPOLL);
    const failed = expect(request).rejects.toThrow('Sin respuesta del servidor');
    await vi.advanceTimersByTimeAsync(10_000 + LONGPOLL_MARGIN_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
  });

  it('passes the caller’s abort on while the request runs, and lets go of it once answered', async () => {
    const { send, calls } = manualSend();
    const outer = new AbortController();
    const fetchWithDeadline = withDeadline(send);
    const cancelled = fetchWithDeadline('http://gw/db/floor/_revs_diff', { signal: outer.signal });
    const answered = fetchWithDeadline('http://gw/db/floor/_bulk_get', { signal: outer.signal });
    calls[1]?.answer({ results: [] });
    expect(await (await answered).json()).toEqual({ results: [] });
    outer.abort(new Error('cancelled'));
    await expect(cancelled).rejects.toThrow('cancelled');
    // The answered request's signal is left alone, by the caller and by its spent deadline alike.
    await vi.advanceTimersByTimeAsync(REQUEST_DEADLINE_MS * 2);
    expect(calls[1]?.signal.aborted).toBe(false);
  });
});
