import { describe, expect, it } from 'vitest';
import { tableNumberProblem } from '../index.ts';

const table = (id: string, number: string, extra: Record<string, unknown> = {}) => ({
  _id: `table:${id}`,
  number,
  isActive: true,
  ...extra,
});

const stored = [
  table('T1', '1'),
  table('T2', 'B1'),
  table('T3', '7', { isActive: false }),
  table('T4', '9', { _deleted: true }),
];

describe('table numbers are unique among active tables', () => {
  it.each<[string, ReturnType<typeof table>, ReturnType<typeof table> | null, string | null]>([
    ['a new table with a free number', table('N', '2'), null, null],
    [
      'a new table numbered like an active one',
      table('N', '1'),
      null,
      'Ya hay una mesa activa con el número 1',
    ],
    [
      'the same number written otherwise',
      table('N', ' b1 '),
      null,
      'Ya hay una mesa activa con el número b1',
    ],
    ['a number only an inactive table has', table('N', '7'), null, null],
    ['a number only a deleted table had', table('N', '9'), null, null],
    ['a new inactive table with a taken number', table('N', '1', { isActive: false }), null, null],
    [
      'a table renamed to a taken number',
      table('T2', '1'),
      table('T2', 'B1'),
      'Ya hay una mesa activa con el número 1',
    ],
    [
      'a table reactivated onto a taken number',
      table('T3', '1'),
      table('T3', '1', { isActive: false }),
      'Ya hay una mesa activa con el número 1',
    ],
    ['a table edited without touching its number', table('T1', '1', { capacity: 6 }), table('T1', '1'), null],
    ['an existing duplicate edited in place', table('D', '1'), table('D', '1'), null],
    ['a deletion', table('T2', '1', { _deleted: true }), table('T2', 'B1'), null],
  ])('%s', (_label, next, prev, reason) => {
    expect(tableNumberProblem(next, prev, stored)).toBe(reason);
  });
});
