import { afterEach, describe, it } from 'vitest';
import { ulid } from 'ulidx';
import { roleRefusal, STATION_FACTORS_MESSAGE } from '@restaurantpro/schema';
import { AT, bothDoors, type RuleCase } from '../support/both-doors.ts';

/** A kitchen station as a manager's device writes it. */
function stationDoc(userId: string, patch: Record<string, unknown>) {
  return {
    _id: `station:${ulid()}`,
    type: 'station',
    createdAt: AT,
    updatedAt: AT,
    updatedBy: userId,
    name: 'Fríos',
    categories: ['entradas'],
    productIds: [],
    amberFactor: 1,
    redFactor: 1.5,
    printChits: false,
    isActive: true,
    ...patch,
  };
}

function stationCase(
  name: string,
  role: RuleCase['role'],
  patch: Record<string, unknown>,
  reason?: RegExp,
): RuleCase {
  const {
    _id: _,
    type: _type,
    createdAt: _c,
    updatedAt: _u,
    updatedBy: _b,
    ...body
  } = stationDoc('x', patch);
  return {
    name,
    role,
    refused: reason !== undefined,
    ...(reason === undefined ? {} : { reason }),
    given: () => [],
    api: () => ({ method: 'POST', path: '/api/stations', body }),
    device: async (w) => {
      await w.device.local.put(stationDoc(w.user.id, patch));
    },
  };
}

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const CASES: RuleCase[] = [
  stationCase('a manager names a station and routes starters to it', 'manager', {}),
  stationCase(
    'a manager sets red before amber',
    'manager',
    { amberFactor: 2, redFactor: 1 },
    escaped(STATION_FACTORS_MESSAGE),
  ),
  stationCase('a cook names a station', 'cook', {}, escaped(roleRefusal('station'))),
];

describe('kitchen stations at both doors', () => {
  const doors = bothDoors();
  afterEach(() => doors.cleanup());

  it.each(CASES.map((rule) => [rule.name, rule] as const))('%s', async (_name, rule) => doors.run(rule));
});
