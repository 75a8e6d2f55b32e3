import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteStatus } from '@restaurantpro/schema';
import { useSiteStatus } from './useSiteStatus.ts';

/** Short enough to see several asks in a test, long enough for each answer to land first. */
const INTERVAL_MS = 25;

const OFFLINE: SiteStatus = { site: true, connected: false, offlineSince: '2026-11-22T13:05:00.000Z', pending: 3 };
const CONNECTED: SiteStatus = { site: true, connected: true, offlineSince: null, pending: 0 };

type Answer = () => Response;
const json = (body: unknown, status = 200): Answer => () => Response.json(body, { status });
const networkDown: Answer = () => {
  throw new TypeError('Failed to fetch');
};

/**
 * The gateway's `/api/site`, giving `answer` until the test sets another; `asked` lists the paths
 * asked. A thrown answer is the browser failing the request.
 */
function gateway(first: Answer) {
  const stub = { answer: first, asked: [] as string[] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    stub.asked.push(String(input));
    return stub.answer();
  });
  return stub;
}

/** Waits until the hook has asked `more` times again (their answers read before the next ask). */
async function asksMore(stub: { asked: string[] }, more: number) {
  const target = stub.asked.length + more;
  await waitFor(() => expect(stub.asked.length).toBeGreaterThanOrEqual(target));
}

/** Waits `ms` in real time, letting the hook's timers and answers run. */
const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setVisibility('visible');
});

describe('useSiteStatus', () => {
  it('asks /api/site and keeps the last good answer through failures, then takes a newer one', async () => {
    const stub = gateway(json(OFFLINE));
    const { result } = renderHook(() => useSiteStatus(INTERVAL_MS));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toEqual(OFFLINE));
    // Out of reach, a gateway older than the route, a captive portal's page: none of them throws,
    // and the outage stays on screen.
    for (const failure of [
      networkDown,
      json({ error: 'not-found', message: 'No encontrado' }, 404),
      () => new Response('<html>portal</html>', { status: 200 }),
    ]) {
      stub.answer = failure;
      await asksMore(stub, 2);
      expect(result.current).toEqual(OFFLINE);
    }
    stub.answer = json(CONNECTED);
    await waitFor(() => expect(result.current).toEqual(CONNECTED));
    expect(new Set(stub.asked)).toEqual(new Set(['/api/site']));
  });

  it('stays null while the gateway never answered, and keeps asking', async () => {
    const stub = gateway(networkDown);
    const { result } = renderHook(() => useSiteStatus(INTERVAL_MS));
    await asksMore(stub, 3);
    expect(result.current).toBeNull();
  });

  it('stops asking once the gateway says it is no site hub', async () => {
    const stub = gateway(json({ site: false }));
    const { result } = renderHook(() => useSiteStatus(INTERVAL_MS));
    await waitFor(() => expect(result.current).toEqual({ site: false }));
    await sleep(INTERVAL_MS * 5);
    expect(stub.asked).toHaveLength(1);
  });

  it('does not ask while the page is hidden, and asks at once when it shows again', async () => {
    setVisibility('hidden');
    const stub = gateway(json(OFFLINE));
    const { result } = renderHook(() => useSiteStatus(INTERVAL_MS));
    await sleep(INTERVAL_MS * 4);
    expect(stub.asked).toHaveLength(0);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(result.current).toEqual(OFFLINE));
  });
});
