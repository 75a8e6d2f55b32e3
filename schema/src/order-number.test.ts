import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEVICE_CODE_PATTERN,
  makeOrderNumber,
  newDeviceCode,
  nextDailySeq,
  parseOrderNumber,
} from './order-number.ts';

describe('order numbers', () => {
  it.each([
    ['K7', 12, 'K7-012'],
    ['A2', 1, 'A2-001'],
    ['Z9M', 1234, 'Z9M-1234'],
  ])('makeOrderNumber(%s, %d) = %s', (code, seq, expected) => {
    expect(makeOrderNumber(code, seq)).toBe(expected);
    expect(parseOrderNumber(expected)).toEqual({ deviceCode: code, dailySeq: seq });
  });

  it.each([
    ['k7', 1],
    ['K1', 1],
    ['O7', 1],
    ['K7', 0],
    ['K7', 1.5],
  ])('makeOrderNumber(%s, %d) throws', (code, seq) => {
    expect(() => makeOrderNumber(code, seq)).toThrow(RangeError);
  });

  it.each(['K7', 'K7-12', 'K7-abc', '12-K7', ''])('parseOrderNumber(%j) is null', (value) => {
    expect(parseOrderNumber(value)).toBeNull();
  });

  it('nextDailySeq continues the device own sequence only', () => {
    expect(nextDailySeq(['K7-001', 'K7-004', 'A2-009', 'junk'], 'K7')).toBe(5);
    expect(nextDailySeq([], 'K7')).toBe(1);
  });

  it('device codes are speakable and avoid codes already in use', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('K7', 'A2', 'B3'), { maxLength: 3 }), (taken) => {
        const code = newDeviceCode(taken);
        expect(code).toMatch(DEVICE_CODE_PATTERN);
        expect(taken).not.toContain(code);
      }),
    );
  });

  it('falls back to three characters when every two-character code is taken', () => {
    const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
    const all = [...letters].flatMap((l) => [...'23456789'].map((d) => l + d));
    expect(all).toHaveLength(192);
    expect(newDeviceCode(all)).toMatch(/^[A-HJ-NP-Z][2-9][A-HJ-NP-Z]$/);
  });

  it('uses the injected randomness', () => {
    expect(newDeviceCode([], () => 0)).toBe('A2');
    expect(newDeviceCode([], () => 0.9999)).toBe('Z9');
  });
});
