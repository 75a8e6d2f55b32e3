import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addMoney,
  fromCents,
  fromMilli,
  isMoney,
  isQuantity,
  normalizeMoney,
  normalizeQuantity,
  toCents,
  toMilli,
  tryNormalizeMoney,
  tryNormalizeQuantity,
} from './money.ts';

describe('money', () => {
  it.each([
    ['12.10', 1210],
    ['0.00', 0],
    ['5', 500],
    ['5.5', 550],
    ['5,25', 525],
    [' 7.01 ', 701],
    ['99999999.99', 9_999_999_999],
  ])('toCents(%j) = %d', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it.each(['', 'abc', '-1.00', '1.234', '1e3', 'NaN', '1..2', '.5', '100000000.00'])(
    'toCents(%j) throws',
    (input) => {
      expect(() => toCents(input)).toThrow(RangeError);
    },
  );

  it.each([
    [1210, '12.10'],
    [0, '0.00'],
    [5, '0.05'],
    [-250, '-2.50'],
  ])('fromCents(%d) = %j', (cents, money) => {
    expect(fromCents(cents)).toBe(money);
  });

  it.each<[string | number, string | null]>([
    ['12.1', '12.10'],
    [3, '3.00'],
    [1.005, '1.01'],
    [12.344, '12.34'],
    [0.1 + 0.2, '0.30'],
    [1e-9, '0.00'],
    ['1.234', null],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [1e21, null],
  ])('tryNormalizeMoney(%j) = %j', (input, expected) => {
    expect(tryNormalizeMoney(input)).toBe(expected);
  });

  it('normalizeMoney throws on invalid input', () => {
    expect(() => normalizeMoney('x')).toThrow(RangeError);
    expect(normalizeMoney(' 4,5 ')).toBe('4.50');
  });

  it.each([
    ['12.10', true],
    ['12.1', false],
    ['12', false],
    ['-1.00', false],
  ])('isMoney(%j) = %s', (value, expected) => {
    expect(isMoney(value)).toBe(expected);
  });

  it('addMoney sums without float drift', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(addMoney()).toBe('0.00');
  });

  it('round-trips every cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
        expect(isMoney(fromCents(cents))).toBe(true);
      }),
    );
  });

  it('adds like integers: commutative, associative, 0 is neutral', () => {
    const amount = fc.integer({ min: 0, max: 1_000_000_000 }).map(fromCents);
    fc.assert(
      fc.property(amount, amount, amount, (a, b, c) => {
        expect(addMoney(a, b)).toBe(addMoney(b, a));
        expect(addMoney(addMoney(a, b), c)).toBe(addMoney(a, addMoney(b, c)));
        expect(addMoney(a, '0.00')).toBe(a);
        expect(toCents(addMoney(a, b))).toBe(toCents(a) + toCents(b));
      }),
    );
  });

  it('normalising a number agrees with rounding its cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 9 }),
        (cents, extra) => {
          const text = `${fromCents(cents)}${extra}`;
          const expected = fromCents(cents + (extra >= 5 ? 1 : 0));
          expect(normalizeMoney(Number(text))).toBe(expected);
        },
      ),
    );
  });
});

describe('quantity', () => {
  it.each([
    ['0.25', 250],
    ['1', 1000],
    ['0.001', 1],
    ['2,5', 2500],
  ])('toMilli(%j) = %d', (input, milli) => {
    expect(toMilli(input)).toBe(milli);
  });

  it.each(['0.0001', '-1', 'x', ''])('toMilli(%j) throws', (input) => {
    expect(() => toMilli(input)).toThrow(RangeError);
  });

  it.each<[string | number, string | null]>([
    ['0.25', '0.250'],
    [0.1234, '0.123'],
    [0.1235, '0.124'],
    [5, '5.000'],
    ['0.1234', null],
    [-0.5, null],
  ])('tryNormalizeQuantity(%j) = %j', (input, expected) => {
    expect(tryNormalizeQuantity(input)).toBe(expected);
  });

  it('normalizeQuantity and isQuantity agree', () => {
    expect(normalizeQuantity('3')).toBe('3.000');
    expect(isQuantity('3')).toBe(true);
    expect(isQuantity('3.1234')).toBe(false);
    expect(() => normalizeQuantity(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips every milli amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (milli) => {
        expect(toMilli(fromMilli(milli))).toBe(milli);
      }),
    );
  });
});
