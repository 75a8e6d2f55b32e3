import { afterEach, describe, expect, it } from 'vitest';
import { daysBefore, purgeOldBusinessDays, selectPurgeable, type DailyDoc } from './purge.ts';
import { memoryDb } from '../../test/helper.ts';

const doc = (id: string, type: string, day: string, status?: string): DailyDoc => ({
  _id: `${type}:${id}`,
  _rev: '1-a',
  type,
  businessDate: day,
  ...(status ? { status } : {}),
});

describe('selectPurgeable', () => {
  it.each([
    [doc('1', 'order', '2026-11-19', 'served'), true],
    [doc('2', 'order', '2026-11-19', 'cancelled'), true],
    [doc('3', 'order', '2026-11-19', 'preparing'), false],
    [doc('4', 'order', '2026-11-21', 'served'), false],
    [doc('5', 'stock_movement', '2026-11-01'), true],
    [doc('6', 'daily_stock', '2026-11-21'), false],
    [{ _id: 'table:1', _rev: '1-a', type: 'table' }, false],
  ])('%o → purge %s', (candidate, expected) => {
    expect(selectPurgeable([candidate], '2026-11-21')).toHaveLength(expected ? 1 : 0);
  });
});

describe('daysBefore', () => {
  it.each([
    ['2026-11-22', 1, '2026-11-21'],
    ['2026-03-01', 1, '2026-02-28'],
    ['2027-01-01', 2, '2026-12-30'],
  ])('%s - %d → %s', (day, days, expected) => {
    expect(daysBefore(day, days)).toBe(expected);
  });
});

describe('purgeOldBusinessDays', () => {
  let db: PouchDB.Database | null = null;
  afterEach(async () => {
    await db?.destroy();
    db = null;
  });

  it('leaves a replica whose adapter cannot purge untouched', async () => {
    db = memoryDb();
    await db.put({ _id: 'order:old', type: 'order', businessDate: '2020-01-01', status: 'served' });
    expect(await purgeOldBusinessDays(db, '2026-11-21')).toBe(0);
    await expect(db.get('order:old')).resolves.toMatchObject({ status: 'served' });
  });
});
