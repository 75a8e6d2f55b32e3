import { describe, expect, it } from 'vitest';
import { ACTIVITY_OFFLINE_MESSAGE, ACTIVITY_ROLE_REFUSAL } from '@restaurantpro/schema';
import { ActivityError, fetchActivity, type ActivityDay } from './activity-log.ts';

const DAY: ActivityDay = {
  date: '2026-11-21',
  entries: [
    { at: '2026-11-21T12:00:00.000Z', userId: 'W1', userName: 'Luis Gil', kind: 'void', text: 'Anuló 1 × Flan (Mesa 4): Otro motivo' },
  ],
  people: [{ id: 'W1', name: 'Luis Gil' }],
};

/** A gateway answering `GET /api/activity` with `status` and `body`, keeping the addresses asked. */
function gateway(status: number, body: unknown) {
  const asked: string[] = [];
  const fetchFn = (async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { asked, fetchFn };
}

describe('fetchActivity', () => {
  it('asks for the day, and the person when there is one', async () => {
    const { asked, fetchFn } = gateway(200, DAY);
    await expect(fetchActivity({ date: DAY.date }, true, fetchFn)).resolves.toEqual(DAY);
    await fetchActivity({ date: DAY.date, userId: 'W1' }, true, fetchFn);
    expect(asked).toEqual(['/api/activity?date=2026-11-21', '/api/activity?date=2026-11-21&userId=W1']);
  });

  it.each([
    ['offline: nothing is asked', false, gateway(200, DAY), ACTIVITY_OFFLINE_MESSAGE],
    ['a refusal: the gateway’s reason', true, gateway(403, { error: 'forbidden', message: ACTIVITY_ROLE_REFUSAL }), ACTIVITY_ROLE_REFUSAL],
    ['an answer that is not a log', true, gateway(200, { entries: 'x' }), 'No se pudo cargar el registro de actividad'],
  ])('%s', async (_name, online, { asked, fetchFn }, message) => {
    await expect(fetchActivity({ date: DAY.date }, online, fetchFn)).rejects.toEqual(new ActivityError(message));
    if (!online) expect(asked).toEqual([]);
  });

  it('says the connection is needed when the request never reaches the gateway', async () => {
    const fetchFn = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(fetchActivity({ date: DAY.date }, true, fetchFn)).rejects.toEqual(new ActivityError(ACTIVITY_OFFLINE_MESSAGE));
  });
});
