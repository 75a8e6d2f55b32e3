import { useEffect, useState } from 'react';
import { ActivityError, fetchActivity, type ActivityDay, type ActivityQuery } from './activity-log.ts';
import type { LiveResult } from './useLiveQuery.ts';
import { apiFetch } from './api.ts';

interface Answer {
  key: string;
  result: LiveResult<ActivityDay>;
}

/**
 * The activity log of a day (and person), asked again whenever the query or the connection changes.
 * An answer to an older query is dropped (its request aborted), so a quick change of day never
 * shows the previous day's entries under the new date. Failures are the Spanish ActivityError.
 */
export function useActivityLog(query: ActivityQuery, online: boolean, fetchFn: typeof fetch = apiFetch): LiveResult<ActivityDay> {
  const key = `${query.date}|${query.userId ?? ''}|${online}`;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const { date, userId } = query;

  useEffect(() => {
    const controller = new AbortController();
    fetchActivity({ date, ...(userId ? { userId } : {}) }, online, fetchFn, controller.signal).then(
      (data) => setAnswer({ key, result: { data, status: 'done', error: null } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const reason = error instanceof ActivityError ? error : new ActivityError(String(error));
        setAnswer({ key, result: { data: undefined, status: 'error', error: reason } });
      },
    );
    return () => controller.abort();
  }, [key, date, userId, online, fetchFn]);

  return answer?.key === key ? answer.result : { data: undefined, status: 'loading', error: null };
}
