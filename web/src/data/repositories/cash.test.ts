import { describe, expect, it } from 'vitest';
import { dayCloseDocId, newId } from '@restaurantpro/schema';
import { as, freshDb, MANAGER, putSettings, sittingToPay, WAITER } from '../../../test/helper.ts';
import { allOfType, getOrNull } from '../queries.ts';
import { addCashMovement, closeDay, expectedCashOf } from './cash.ts';
import { recordPayment } from './payments.ts';

const DAY = '2026-11-22';
const AT = '2026-11-22T10:00:00.000Z';

describe('cash repository', () => {
  it('expects float + cash taken (net of change) + in − out, and closes the day with the difference', async () => {
    const db = freshDb();
    await putSettings(db);
    await addCashMovement(db, { businessDate: DAY, kind: 'float', amount: '150.00' }, as(MANAGER, AT));
    await addCashMovement(db, { businessDate: DAY, kind: 'in', amount: '20.00', reason: 'Cambio del banco' }, as(MANAGER, AT));
    await addCashMovement(db, { businessDate: DAY, kind: 'out', amount: '12.35', reason: 'Hielo' }, as(MANAGER, AT));
    const checkId = await sittingToPay(db, as(WAITER, AT));
    // 50 € handed over for 43,10 €: 6,90 € back, 43,10 € stays in the drawer; the rest by card.
    await recordPayment(
      db,
      { id: newId(), checkId, amount: '43.10', tip: '0.00', parts: [{ method: 'cash', amount: '43.10', tendered: '50.00' }], change: '6.90' },
      as(WAITER, AT),
    );
    await recordPayment(
      db,
      { id: newId(), checkId, amount: '43.10', tip: '2.00', parts: [{ method: 'card', amount: '45.10' }], change: '0.00' },
      as(WAITER, AT),
    );
    const expected = await expectedCashOf(db, DAY);
    expect(expected).toBe('200.75'); // 150 + 43,10 + 20 − 12,35

    // 4 × 50 € + 1 × 0,50 € = 200,50 €: 0,25 € short.
    const close = await closeDay(
      db,
      { businessDate: DAY, counted: [{ cents: 5000, count: 4 }, { cents: 50, count: 1 }, { cents: 20, count: 0 }], expected },
      as(MANAGER, '2026-11-22T23:30:00.000Z'),
    );
    expect(close).toMatchObject({ _id: dayCloseDocId(DAY), countedCash: '200.50', expectedCash: '200.75', difference: '-0.25' });
    expect(close.counted).toEqual([{ cents: 5000, count: 4 }, { cents: 50, count: 1 }]);
  });

  it('refuses a close made against a drawer that has moved since, and a second close', async () => {
    const db = freshDb();
    await addCashMovement(db, { businessDate: DAY, kind: 'float', amount: '100.00' }, as(MANAGER, AT));
    const stale = { businessDate: DAY, counted: [{ cents: 10000, count: 1 }], expected: '90.00' };
    await expect(closeDay(db, stale, as(MANAGER, AT))).rejects.toMatchObject({ reason: 'La caja ha cambiado desde el arqueo: vuelve a contar' });
    expect(await getOrNull(db, dayCloseDocId(DAY))).toBeNull();

    await closeDay(db, { ...stale, expected: '100.00' }, as(MANAGER, AT));
    await expect(closeDay(db, { ...stale, expected: '100.00' }, as(MANAGER, AT))).rejects.toMatchObject({
      reason: 'El día 22/11/2026 ya está cerrado',
    });
  });

  it('refuses money in without a reason, a movement on a closed day, and a waiter', async () => {
    const db = freshDb();
    await expect(addCashMovement(db, { businessDate: DAY, kind: 'in', amount: '5.00' }, as(MANAGER, AT))).rejects.toMatchObject({
      reason: 'Indica el motivo',
    });
    await expect(addCashMovement(db, { businessDate: DAY, kind: 'float', amount: '5.00' }, as(WAITER, AT))).rejects.toMatchObject({
      kind: 'refused',
    });
    await closeDay(db, { businessDate: DAY, counted: [], expected: '0.00' }, as(MANAGER, AT));
    await expect(addCashMovement(db, { businessDate: DAY, kind: 'float', amount: '5.00' }, as(MANAGER, AT))).rejects.toMatchObject({
      reason: 'El día 22/11/2026 ya está cerrado',
    });
    expect(await allOfType(db, 'cash_movement')).toHaveLength(0);
  });
});
