/**
 * The shared terminals' lock settings (`terminalIdleMinutes` 1–60, `terminalLockAfterOrder`): an
 * administrator's `PUT /api/settings` and a device's settings document get the same verdict and
 * the same Spanish reason.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { SETTINGS_ID } from '@restaurantpro/schema';
import type { Doc } from '../replication/helpers.ts';
import { bothDoors, type RuleCase, type Verdict, type World } from '../support/both-doors.ts';
import { settingsDoc } from '../support/money-docs.ts';

const doors = bothDoors();
afterAll(() => doors.cleanup());

const FORM = {
  businessName: 'Casa Pepe',
  nif: 'B12345674',
  address: 'Calle Mayor 1, Madrid',
  seriesPrefix: 'T',
  defaultIvaRate: 10,
};

function settingsCase(
  name: string,
  fields: Record<string, unknown>,
  refused: boolean,
  reason?: RegExp,
): RuleCase {
  return {
    name,
    role: 'admin',
    refused,
    ...(reason ? { reason } : {}),
    given: () => [],
    api: () => ({ method: 'PUT', path: '/api/settings', body: { ...FORM, ...fields } }),
    device: async (w: World) => {
      await w.device.local.put(settingsDoc(w.user.id, fields));
    },
    settled: async (w: World, _given: Doc[], verdict: Verdict) => {
      const stored = await w.db.get(SETTINGS_ID).catch(() => null);
      if (!verdict.ok) expect(stored).toBeNull();
      else for (const [field, value] of Object.entries(fields)) expect(stored?.[field]).toEqual(value);
    },
  };
}

const cases: RuleCase[] = [
  settingsCase(
    'locks after 5 idle minutes and after each order',
    { terminalIdleMinutes: 5, terminalLockAfterOrder: true },
    false,
  ),
  settingsCase(
    'takes 60 minutes, the upper bound',
    { terminalIdleMinutes: 60, terminalLockAfterOrder: false },
    false,
  ),
  settingsCase('takes 1 minute, the lower bound', { terminalIdleMinutes: 1 }, false),
  settingsCase('refuses 0 minutes', { terminalIdleMinutes: 0 }, true, /terminalIdleMinutes/),
  settingsCase('refuses 61 minutes', { terminalIdleMinutes: 61 }, true, /terminalIdleMinutes/),
  settingsCase(
    'refuses part of a minute',
    { terminalIdleMinutes: 2.5 },
    true,
    /Los minutos deben ser un número entero/,
  ),
  settingsCase(
    'refuses a lock-after-order that is not yes or no',
    { terminalLockAfterOrder: 'sí' },
    true,
    /terminalLockAfterOrder/,
  ),
];

describe('terminal lock settings at both doors', () => {
  it.each(cases.map((rule) => [rule.name, rule] as const))('%s', async (_name, rule) => {
    await doors.run(rule);
  });
});
