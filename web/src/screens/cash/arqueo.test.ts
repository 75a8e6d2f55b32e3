import { describe, expect, it } from 'vitest';
import { CASH_DENOMINATIONS } from '@restaurantpro/schema';
import { arqueoFigures, denominationKind, denominationLabel, emptyCount, parseCount } from './arqueo.ts';

describe('arqueo', () => {
  it.each([
    // 2 × 50 € + 3 × 20 € + 1 × 0,05 € + 4 × 0,01 € = 160,09 € counted against 163,00 € expected.
    [{ 5000: '2', 2000: '3', 5: '1', 1: '4' }, '163.00', '160.09', '-2.91'],
    // A drawer with more than expected: 1 × 500 € + 7 × 0,10 € = 500,70 €.
    [{ 50000: '1', 10: '7' }, '500.00', '500.70', '0.70'],
    // An empty count against a drawer that owes (refunds above the float): 0 − (−6,90) = 6,90.
    [{}, '-6.90', '0.00', '6.90'],
  ])('count %j against %s: counted %s, difference %s', (typed, expected, counted, difference) => {
    const figures = arqueoFigures({ ...emptyCount(), ...typed }, expected);
    expect(figures).toMatchObject({ countedCash: counted, expected, difference, invalid: [] });
    expect(figures.counted).toHaveLength(CASH_DENOMINATIONS.length);
  });

  it('flags a count that is not a whole number and leaves it out of the sum', () => {
    const figures = arqueoFigures({ ...emptyCount(), 2000: '1', 100: '2,5', 50: '-1' }, '20.00');
    expect(figures.invalid).toEqual([100, 50]);
    expect(figures.countedCash).toBe('20.00');
    expect(figures.difference).toBe('0.00');
  });

  it.each([
    ['', 0],
    [' 12 ', 12],
    ['1.5', null],
    ['abc', null],
    ['-3', null],
  ])('parses the count %j as %s', (text, count) => {
    expect(parseCount(text)).toBe(count);
  });

  it('names notes and coins as the tray does', () => {
    // Intl puts a no-break space before '€'; what is read is the same.
    const labels = [50000, 500, 200, 20].map((cents) => denominationLabel(cents).replace(/\s/g, ' '));
    expect(labels).toEqual([
      '500 €',
      '5 €',
      '2 €',
      '0,20 €',
    ]);
    expect([denominationKind(500), denominationKind(200)]).toEqual(['Billetes', 'Monedas']);
  });
});
