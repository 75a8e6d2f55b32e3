import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { euros, spanishDate } from './format.ts';
import { ivaRateOf, spreadCents, taxBreakdown, taxCents } from './iva.ts';

describe('IVA per rate, rounded half up once per rate', () => {
  it.each([
    // [base cents, rate, tax cents]: the exact value written out beside each
    [5, 21, 1], // 0,05 × 21 % = 0,0105 → 0,01
    [15, 10, 2], // 0,15 × 10 % = 0,015 → 0,02 (half up)
    [5, 10, 1], // 0,005 → 0,01
    [4, 10, 0], // 0,004 → 0,00
    [10, 21, 2], // 0,021 → 0,02
    [250, 21, 53], // 0,525 → 0,53
    [12, 4, 0], // 0,0048 → 0,00
    [1235, 10, 124], // 1,235 → 1,24
    [999, 0, 0],
    [-5, 10, -1], // a refund mirrors its sale
  ])('%d cents at %d %% → %d cents', (base, rate, tax) => {
    expect(taxCents(base, rate)).toBe(tax);
  });

  it('adds the bases of a rate before rounding (three lines of 0,05 € at 10 % pay 0,02 €, not 0,03 €)', () => {
    const items = [5, 5, 5].map((cents) => ({ cents, rate: 10 as const }));
    expect(taxBreakdown(items)).toEqual([{ rate: 10, base: '0.15', amount: '0.02' }]);
  });

  it('a mixed 10 / 21 % check: one line per rate, sorted by rate', () => {
    const items = [
      { cents: 500, rate: 21 as const },
      { cents: 1235, rate: 10 as const },
      { cents: 120, rate: 4 as const },
    ];
    expect(taxBreakdown(items)).toEqual([
      { rate: 4, base: '1.20', amount: '0.05' }, // 0,048 → 0,05
      { rate: 10, base: '12.35', amount: '1.24' },
      { rate: 21, base: '5.00', amount: '1.05' },
    ]);
  });

  it.each([
    [{ ivaRate: 21 }, null, 21],
    [{}, { defaultIvaRate: 4 }, 4],
    [undefined, { defaultIvaRate: 21 }, 21],
    [{}, undefined, 10],
    [{ ivaRate: 0 }, { defaultIvaRate: 21 }, 0], // exempt is a rate, not "none"
  ])('ivaRateOf(%j, %j) = %d', (product, settings, rate) => {
    expect(ivaRateOf(product, settings)).toBe(rate);
  });
});

describe('spreadCents (largest remainder)', () => {
  it.each([
    [174, [1235, 500], [124, 50]],
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [0, 0], [5, 5]],
    [-174, [1235, 500], [-124, -50]],
    [0, [3, 7], [0, 0]],
  ])('%d over %j → %j', (total, weights, shares) => {
    expect(spreadCents(total, weights)).toEqual(shares);
  });

  it('shares always add up to the total and stay within a cent of the exact proportion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const shares = spreadCents(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          if (sum > 0) {
            shares.forEach((share, i) => {
              expect(Math.abs(share - (total * (weights[i] ?? 0)) / sum)).toBeLessThan(1);
            });
          }
        },
      ),
    );
  });
});

describe('Spanish figures in messages', () => {
  it.each([
    [1210, '12,10 €'],
    [5, '0,05 €'],
    [123456, '1.234,56 €'],
    [-690, '-6,90 €'],
  ])('euros(%d) = %s', (cents, text) => {
    expect(euros(cents)).toBe(text);
  });

  it('prints a business date day first', () => {
    expect(spanishDate('2026-11-24')).toBe('24/11/2026');
  });
});
