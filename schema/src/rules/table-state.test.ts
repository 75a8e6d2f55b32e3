import { describe, expect, it } from 'vitest';
import type { DiningTable } from '../docs/catalogue.ts';
import type { Check } from '../docs/check.ts';
import type { TableStatus } from '../enums.ts';
import { tableState } from './table-state.ts';

const table = (
  status: TableStatus,
  updatedAt = '2026-11-21T20:00:00.000Z',
): Pick<DiningTable, '_id' | 'status' | 'updatedAt'> => ({
  _id: 'table:T3',
  status,
  updatedAt,
});
type CheckPart = Pick<Check, 'tableId' | 'status' | 'closedAt' | 'updatedAt'>;
const check = (status: Check['status'], over: Partial<CheckPart> = {}): CheckPart => ({
  tableId: 'T3',
  status,
  updatedAt: '2026-11-21T21:00:00.000Z',
  ...over,
});

describe('tableState', () => {
  it.each<[string, TableStatus, CheckPart[], TableStatus]>([
    ['a free table without checks', 'available', [], 'available'],
    ['an open check occupies it', 'available', [check('open')], 'occupied'],
    ['a requested bill shows', 'occupied', [check('bill_requested')], 'bill_requested'],
    ['a check of another table does not count', 'available', [check('open', { tableId: 'T5' })], 'available'],
    [
      'a check closed after the table last changed: cleaning',
      'occupied',
      [check('closed', { closedAt: '2026-11-21T21:30:00.000Z' })],
      'cleaning',
    ],
    [
      'a voided check: cleaning',
      'available',
      [check('voided', { closedAt: '2026-11-21T21:30:00.000Z' })],
      'cleaning',
    ],
    [
      'cleaned after the close (Mesa lista): free',
      'available',
      [check('closed', { closedAt: '2026-11-21T19:00:00.000Z' })],
      'available',
    ],
    [
      'occupied with no live check (merged or moved away): cleaning',
      'occupied',
      [check('merged')],
      'cleaning',
    ],
    ['reserved stays reserved', 'reserved', [], 'reserved'],
    ['a live check beats a cleaning status', 'cleaning', [check('closed'), check('open')], 'occupied'],
  ])('%s', (_, status, checks, expected) => {
    expect(tableState(table(status), checks)).toBe(expected);
  });
});
