import { afterEach, describe, expect, it } from 'vitest';
import { FLOOR_TYPES, kindOf, type Check } from '@restaurantpro/schema';
import { daysBefore, liveFamilies, purgeOldBusinessDays, selectPurgeable, type DailyDoc } from './purge.ts';
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

describe('money and checks of closed days', () => {
  const OLD = '2026-11-19';
  const kept = { liveChecks: new Set(['LIVE', 'MERGED']), chainHead: { installation: 'K7Q4', seq: 7 } };
  const money = (id: string, type: string, checkId: string, fiscal?: { NumeroInstalacion: string; seq: number }) => ({
    ...doc(id, type, OLD),
    checkId,
    ...(fiscal ? { fiscal } : {}),
  });

  it.each<[string, DailyDoc, boolean]>([
    ['a closed check', doc('DONE', 'check', OLD, 'closed'), true],
    ['a live check', doc('LIVE', 'check', OLD, 'open'), false],
    ['a check merged into a live one', doc('MERGED', 'check', OLD, 'merged'), false],
    ['a payment of a closed check', money('P1', 'payment', 'DONE'), true],
    ['a payment of a live check', money('P2', 'payment', 'LIVE'), false],
    ['a discount of a check merged into a live one', money('A1', 'adjustment', 'MERGED'), false],
    ['a served round of a live check', { ...doc('O1', 'order', OLD, 'served'), checkId: 'LIVE' }, false],
    ['a ticket of a closed check', money('T-K7Q4-000006', 'ticket', 'DONE', { NumeroInstalacion: 'K7Q4', seq: 6 }), true],
    ['the chain’s last record', money('T-K7Q4-000007', 'ticket', 'DONE', { NumeroInstalacion: 'K7Q4', seq: 7 }), false],
    ['another device’s record at that place', money('T-B0FF-000007', 'ticket', 'DONE', { NumeroInstalacion: 'B0FF', seq: 7 }), true],
    ['an annulment of a closed check', money('T-K7Q4-000005', 'annulment', 'DONE'), true],
    ['a refund of a closed check', money('R1', 'refund', 'DONE'), true],
    ['a drawer movement', doc('M1', 'cash_movement', OLD), true],
    ['a day’s close', doc('2026-11-19', 'day_close', OLD), true],
    ['yesterday’s closed check', doc('NEW', 'check', '2026-11-21', 'closed'), false],
  ])('%s → purge %s', (_name, candidate, expected) => {
    expect(selectPurgeable([candidate], '2026-11-21', kept)).toHaveLength(expected ? 1 : 0);
  });

  it('counts a check merged into a live one, through every merge, as live', () => {
    const check = (id: string, status: Check['status'], mergedInto?: string): Check => ({
      _id: `check:${id}`,
      type: 'check',
      createdAt: '2026-11-19T12:00:00.000Z',
      updatedAt: '2026-11-19T12:00:00.000Z',
      updatedBy: 'u1',
      tableId: 'T1',
      guests: 2,
      status,
      openedBy: 'u1',
      businessDate: OLD,
      ...(mergedInto ? { mergedInto } : {}),
    });
    const live = liveFamilies([
      check('A', 'open'),
      check('B', 'merged', 'A'),
      check('C', 'merged', 'B'),
      check('D', 'closed'),
      check('E', 'merged', 'D'),
    ]);
    expect([...live].sort()).toEqual(['A', 'B', 'C']);
  });

  it('drops a closed day’s checks, payments and tickets from a replica that can purge, keeping the live ones and the chain’s head', async () => {
    const replica = memoryDb();
    const dropped: string[] = [];
    // The memory adapter has no `_purge`; what is dropped is recorded, as the IndexedDB one would drop it.
    Object.assign(replica, {
      _purge: () => undefined,
      purge: (id: string) => Promise.resolve(dropped.push(id)),
    });
    const stamps = { createdAt: '2026-11-19T12:00:00.000Z', updatedAt: '2026-11-19T12:00:00.000Z', updatedBy: 'u1' };
    const checkDoc = (id: string, status: string) => ({
      _id: `check:${id}`,
      type: 'check',
      ...stamps,
      tableId: 'T1',
      guests: 2,
      status,
      openedBy: 'u1',
      businessDate: OLD,
    });
    await replica.bulkDocs([
      checkDoc('DONE', 'closed'),
      checkDoc('LIVE', 'open'),
      { _id: 'payment:P1', type: 'payment', checkId: 'DONE', businessDate: OLD },
      { _id: 'payment:P2', type: 'payment', checkId: 'LIVE', businessDate: OLD },
      { _id: 'ticket:T-K7Q4-000001', type: 'ticket', checkId: 'DONE', businessDate: OLD, fiscal: { NumeroInstalacion: 'K7Q4', seq: 1 } },
      { _id: 'ticket:T-K7Q4-000002', type: 'ticket', checkId: 'DONE', businessDate: OLD, fiscal: { NumeroInstalacion: 'K7Q4', seq: 2 } },
      { _id: '_local/fiscal-chain', head: { installation: 'K7Q4', seq: 2 } },
    ]);
    try {
      expect(await purgeOldBusinessDays(replica, '2026-11-21')).toBe(3);
      expect(dropped.sort()).toEqual(['check:DONE', 'payment:P1', 'ticket:T-K7Q4-000001']);
    } finally {
      await replica.destroy();
    }
  });

  it('drops an old day’s document of every floor kind the kinds table dates, and keeps the undated ones', async () => {
    const replica = memoryDb();
    const dropped: string[] = [];
    Object.assign(replica, {
      _purge: () => undefined,
      purge: (id: string) => Promise.resolve(dropped.push(id)),
    });
    const floor = FLOOR_TYPES;
    // Closed, with no check of their own: nothing keeps them past the window but their kind.
    await replica.bulkDocs(
      floor.map((type) => ({ _id: `${type}:OLD`, type, businessDate: OLD, status: type === 'check' ? 'closed' : 'served' })),
    );
    try {
      await purgeOldBusinessDays(replica, '2026-11-21');
      const dated = floor.filter((type) => kindOf(type).day !== undefined);
      expect(dropped.sort()).toEqual(dated.map((type) => `${type}:OLD`).sort());
      expect(dated).toEqual(expect.arrayContaining(['order', 'check', 'payment', 'ticket', 'delivery', 'stock_count']));
    } finally {
      await replica.destroy();
    }
  });
});
