import { ACTIVITY_OFFLINE_MESSAGE, type ActivityKind } from '@restaurantpro/schema';
import { apiFetch, askGateway } from './api.ts';

/**
 * The managers' activity log, read from the gateway (`GET /api/activity`): it is built from the
 * documents of every device and from the accounts, which no replica holds, so it needs the
 * connection. Each entry comes with the person's name, so the screen makes no other call.
 */
export interface ActivityRow {
  at: string;
  userId: string;
  userName: string;
  kind: ActivityKind;
  text: string;
}

export interface ActivityDay {
  date: string;
  entries: ActivityRow[];
  /** Everyone with activity that day, whatever the person filter: the filter's options. */
  people: Array<{ id: string; name: string }>;
}

export interface ActivityQuery {
  date: string;
  /** Only what this person did; absent: everyone. */
  userId?: string;
}

export class ActivityError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActivityError';
  }
}

/** What a failure says when the gateway gives no reason. */
const NO_REASON = 'No se pudo cargar el registro de actividad';

/** The log of one day; throws ActivityError with the Spanish reason to show. */
export async function fetchActivity(
  query: ActivityQuery,
  online: boolean,
  fetchFn: typeof fetch = apiFetch,
  signal?: AbortSignal,
): Promise<ActivityDay> {
  const params = new URLSearchParams({ date: query.date });
  if (query.userId) params.set('userId', query.userId);
  const body = await askGateway<ActivityDay>(
    () => fetchFn(`/api/activity?${params.toString()}`, { credentials: 'include', ...(signal ? { signal } : {}) }),
    { online, offline: ACTIVITY_OFFLINE_MESSAGE, noReason: NO_REASON, signal },
    (message) => new ActivityError(message),
  );
  if (!Array.isArray(body.entries) || !Array.isArray(body.people) || typeof body.date !== 'string')
    throw new ActivityError(NO_REASON);
  return { date: body.date, entries: body.entries, people: body.people };
}
