import { useEffect, useState } from 'react';
import { siteStatusSchema, type SiteStatus } from '@restaurantpro/schema';
import { SITE_STATUS_REFRESH_MS } from '../lib/timing.ts';
import { apiFetch } from './api.ts';

/**
 * The gateway's answer to `GET /api/site`, or null when there is none worth keeping: the device is
 * out of reach, the request was dropped for a newer one, or the gateway is older than the route
 * (404). None of these is the manager's business: the sync indicator already says when the device
 * is offline, so they neither reject nor toast.
 */
async function readSiteStatus(signal: AbortSignal): Promise<SiteStatus | null> {
  let body: unknown;
  try {
    const response = await apiFetch('/api/site', { cache: 'no-store', signal });
    if (!response.ok) return null;
    body = await response.json();
  } catch {
    // No answer, or not JSON (a captive portal's page): as good as out of reach.
    return null;
  }
  const parsed = siteStatusSchema.safeParse(body);
  // A JSON answer of another shape means the gateway and the app disagree on the route: worth a trace.
  if (!parsed.success) console.warn('GET /api/site: respuesta inesperada', parsed.error);
  return parsed.success ? parsed.data : null;
}

/**
 * What the gateway says of its restaurant's link to the cloud, as last heard; null until it has
 * answered once. Asked at once and every `intervalMs` while the page is visible (and again when it
 * becomes visible); a failed ask leaves the last answer standing.
 *
 * `{ site: false }` ends the asking: a gateway is a site hub by its configuration (`UPSTREAM_URL`),
 * read once when it starts, so only a restart can change the answer. Asking every 15 s for that rare
 * event is not worth it: the next mount (a move between the sidebar and full-screen layouts, or a
 * reload) asks again. A failure keeps asking, since the device may just be out of reach for now.
 */
export function useSiteStatus(intervalMs = SITE_STATUS_REFRESH_MS): SiteStatus | null {
  const [status, setStatus] = useState<SiteStatus | null>(null);

  useEffect(() => {
    let asking: AbortController | null = null;
    const ask = () => {
      // The newest ask wins: an older answer is stale by now, and a request hanging on a dead
      // connection must not hold the next one up.
      asking?.abort();
      const controller = new AbortController();
      asking = controller;
      void readSiteStatus(controller.signal).then((answer) => {
        if (controller.signal.aborted || answer === null) return;
        setStatus(answer);
        if (!answer.site) stop();
      });
    };
    const askIfVisible = () => {
      if (document.visibilityState === 'visible') ask();
    };
    const timer = setInterval(askIfVisible, intervalMs);
    document.addEventListener('visibilitychange', askIfVisible);
    const stop = () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', askIfVisible);
    };
    askIfVisible();
    return () => {
      stop();
      asking?.abort();
    };
  }, [intervalMs]);

  return status;
}
