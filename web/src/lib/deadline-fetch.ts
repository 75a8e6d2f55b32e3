import { GATEWAY_LONGPOLL_MAX_MS, LONGPOLL_MARGIN_MS, REQUEST_DEADLINE_MS } from '@restaurantpro/schema';

/** When a device gives a request up: a longpoll its timeout and a margin after it was sent. */
export function requestDeadlineMs(url: string, marginMs = LONGPOLL_MARGIN_MS): number {
  const query = new URL(url, 'http://device.invalid').searchParams;
  if (query.get('feed') !== 'longpoll') return REQUEST_DEADLINE_MS;
  const asked = Number(query.get('timeout'));
  return (Number.isFinite(asked) && asked > 0 ? asked : GATEWAY_LONGPOLL_MAX_MS) + marginMs;
}

interface FetchInit {
  signal?: AbortSignal | null;
}
type FetchLike<I extends FetchInit, R> = (url: string | Request, init?: I) => Promise<R>;
interface ReadableAnswer {
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/**
 * A fetch for a device's replication that never waits forever. A Wi-Fi link that goes away can
 * leave a TCP connection open with nobody at the other end, and PouchDB sets no deadline on its
 * requests: a replication waiting on such a connection (most often its longpoll) stays silent
 * without an error, and the device stops receiving with nothing to say so. Here a request is
 * aborted once its deadline (`requestDeadlineMs`) passes before its answer is read whole; the abort
 * is an error PouchDB's `retry` handles like any other, on a new connection. The app's remote
 * databases and the benchmarks' devices use it alike.
 */
export function withDeadline<I extends FetchInit, R extends ReadableAnswer>(
  send: FetchLike<I, R>,
  marginMs = LONGPOLL_MARGIN_MS,
): FetchLike<I, R> {
  return async (url, init) => {
    const controller = new AbortController();
    const outer = init?.signal;
    // PouchDB aborts all of a database's requests with one signal: the listener leaves with the request.
    const forward = () => controller.abort(outer?.reason);
    if (outer?.aborted === true) forward();
    else outer?.addEventListener('abort', forward, { once: true });
    const href = typeof url === 'string' ? url : url.url;
    const timer = setTimeout(
      () => controller.abort(new Error(`Sin respuesta del servidor: ${href}`)),
      requestDeadlineMs(href, marginMs),
    );
    const done = () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    };
    try {
      const answer = await send(url, { ...init, signal: controller.signal } as I);
      // Armed until the body is read: a body that stops arriving is as dead as a missing answer.
      const json = answer.json.bind(answer);
      const text = answer.text.bind(answer);
      answer.json = () => json().finally(done);
      answer.text = () => text().finally(done);
      return answer;
    } catch (err) {
      done();
      throw err;
    }
  };
}
