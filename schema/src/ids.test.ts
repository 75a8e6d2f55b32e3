import { describe, expect, it } from 'vitest';
import { dbForType } from './kinds.ts';
import { dailyStockId, docId, isValidDocId, newId, parseDocId, saleMovementId } from './ids.ts';

describe('ids', () => {
  it('newId is a sortable ULID, unique per call', () => {
    const a = newId();
    const b = newId();
    expect(a).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(a).not.toBe(b);
  });

  it('docId and parseDocId round-trip', () => {
    const id = newId();
    expect(parseDocId(docId('order', id))).toEqual({ type: 'order', id });
  });

  it.each(['order', 'order:', 'nope:01ABC', ':01ABC', 'order:has space', 'order:a:b'])(
    'parseDocId(%j) is null',
    (value) => {
      expect(parseDocId(value)).toBeNull();
    },
  );

  it('docId refuses malformed ids', () => {
    expect(() => docId('product', 'a b')).toThrow(RangeError);
  });

  it.each([
    ['product:01ABC', undefined, true],
    ['product:01ABC', 'product', true],
    ['product:01ABC', 'order', false],
    ['daily_stock:2026-01-01_01ABC', 'daily_stock', true],
  ] as const)('isValidDocId(%j, %j) = %s', (value, type, expected) => {
    expect(isValidDocId(value, type)).toBe(expected);
  });

  it('derived ids are stable', () => {
    expect(dailyStockId('2026-11-21', 'P1')).toBe('daily_stock:2026-11-21_P1');
    expect(saleMovementId('O1', 'I1')).toBe('stock_movement:sale_O1_I1');
  });

  it.each([
    ['order', 'floor'],
    ['stock_movement', 'floor'],
    ['invoice', 'office'],
    ['user', 'accounts'],
  ] as const)('%s lives in %s', (type, db) => {
    expect(dbForType(type)).toBe(db);
  });
});
