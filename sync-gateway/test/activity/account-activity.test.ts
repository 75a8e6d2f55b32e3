/**
 * Account changes in the activity log as the account routes record them: an admin creates an
 * account, changes its role, resets its PIN and deactivates it through `/api/users`, and the day's
 * log lists each change with the admin as the person and the text the schema's rule gives it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEventId, activityEntries, type AccountEvent } from '@restaurantpro/schema';
import { PASSWORD, expectCall, startApi, type ApiHarness } from '../helper.ts';

const DAY = '2026-11-23';

interface ActivityDay {
  date: string;
  entries: Array<{ at: string; userId: string; userName: string; kind: string; text: string }>;
}

describe('account changes in /api/activity, written by the account routes', () => {
  let api: ApiHarness;
  // The gateway's clock, moved on before each change so every entry has a time of its own.
  let now = new Date(`${DAY}T09:00:00Z`);
  const at = (time: string) => {
    now = new Date(`${DAY}T${time}Z`);
    return now.toISOString();
  };
  let adminId = '';
  let userId = '';
  /** What each change should leave behind, in the order it was made. */
  const expected: Array<Pick<AccountEvent, 'action' | 'at' | 'role'>> = [];

  beforeAll(async () => {
    api = await startApi({ now: () => now });
    const admin = await api.app.accounts.findByEmail('admin@api.test');
    adminId = admin?._id.slice('user:'.length) ?? '';
    await api.app.accounts.update(adminId, { firstName: 'Ana', lastName: 'Pérez' }, 'system');

    const createdAt = at('10:00:00.000');
    const created = await expectCall<{ id: string }>(
      api,
      'admin',
      'POST',
      '/api/users',
      { email: 'luis@api.test', password: PASSWORD, firstName: 'Luis', lastName: 'Gil', role: 'waiter' },
      201,
    );
    userId = created.id;
    expected.push({ action: 'created', at: createdAt, role: 'waiter' });

    const roleAt = at('11:00:00.000');
    await expectCall(api, 'admin', 'PUT', `/api/users/${userId}`, { role: 'manager' }, 200);
    expected.push({ action: 'role', at: roleAt, role: 'manager' });

    const pinAt = at('12:00:00.000');
    await expectCall(api, 'admin', 'POST', `/api/users/${userId}/pin`, { pin: '2468' }, 200);
    expected.push({ action: 'pin_reset', at: pinAt });

    const deactivatedAt = at('13:00:00.000');
    await expectCall(api, 'admin', 'PUT', `/api/users/${userId}`, { isActive: false }, 200);
    expected.push({ action: 'deactivated', at: deactivatedAt });
    at('18:00:00.000');
  });
  afterAll(async () => {
    await api.close();
  });

  it('lists the four changes, newest first, by the admin, in the rule’s words', async () => {
    const res = await api.call('manager', { method: 'GET', url: `/api/activity?date=${DAY}` });
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json() as ActivityDay;
    expect(day.date).toBe(DAY);

    // The entries the rule makes of the events these four changes should have recorded.
    const events: AccountEvent[] = expected.map((event) => ({
      _id: accountEventId(new Date(event.at)),
      type: 'account_event',
      userId,
      by: adminId,
      ...event,
    }));
    const rule = activityEntries({ accountEvents: events }, { users: new Map([[userId, 'Luis Gil']]) });
    expect(rule).toHaveLength(4);
    expect(new Set(rule.map((entry) => entry.text)).size).toBe(4);

    expect(day.entries).toEqual(rule.map((entry) => ({ ...entry, userName: 'Ana Pérez' })));
    expect(day.entries.map((entry) => entry.at)).toEqual(expected.map((event) => event.at).reverse());
  });
});
