import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentSplit } from '../../docs/money.ts';
import { toCents } from '../../money.ts';
import { billOf } from './bill.ts';
import { adjustment, item, sources, viewOf } from './fixtures.ts';
import { splitByLines, splitEqual, splitProblem } from './split.ts';

describe('splitEqual', () => {
  it.each([
    [1000, 3, [334, 333, 333]],
    [8620, 2, [4310, 4310]],
    [1, 2, [1, 0]],
    [1001, 4, [251, 250, 250, 250]],
    [0, 2, [0, 0]],
  ])('%d cents in %d → %j', (total, n, parts) => {
    expect(splitEqual(total, n)).toEqual(parts);
  });

  it.each([
    [100, 0],
    [100, 1.5],
    [-1, 2],
    [100, 51],
  ])('refuses %d in %d parts', (total, n) => {
    expect(() => splitEqual(total, n)).toThrow(RangeError);
  });

  it('parts always add up exactly, differ by a cent at most, odd cents first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 50 }), (total, n) => {
        const parts = splitEqual(total, n);
        expect(parts).toHaveLength(n);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        expect([...parts].sort((a, b) => b - a)).toEqual(parts);
      }),
    );
  });
});

describe('splitByLines', () => {
  const view = viewOf([
    item('L1', 'beer', 2, '2.50'),
    item('L2', 'paella', 1, '12.35'),
    item('L3', 'bread', 1, '1.20'),
  ]);

  it('each group pays its lines with their share of IVA; the rest makes a last part', () => {
    const bill = billOf(view, sources());
    const parts = splitByLines(bill, [[{ orderId: 'O1', lineId: 'L1' }], [{ orderId: 'O1', lineId: 'L2' }]]);
    expect(parts).toHaveLength(3);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(toCents(bill.total));
    // Without a check discount or rounding, a line's share is its amount plus its IVA (±1 cent).
    expect(Math.abs((parts[1] ?? 0) - 1359)).toBeLessThanOrEqual(1);
  });

  it('parts always add up to the total, whatever the lines, groups and discounts (property)', () => {
    const arbLine = fc.record({
      qty: fc.integer({ min: 1, max: 9 }),
      cents: fc.integer({ min: 0, max: 5000 }),
      product: fc.constantFrom('beer', 'paella', 'bread'),
    });
    fc.assert(
      fc.property(
        fc.array(arbLine, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 12, maxLength: 12 }),
        (lines, percent, groupOf) => {
          const items = lines.map((l, i) => item(`L${i}`, l.product, l.qty, (l.cents / 100).toFixed(2)));
          const adjustments = percent > 0 ? [adjustment('A1', { kind: 'discount', percent })] : [];
          const bill = billOf(viewOf(items), sources({ adjustments }));
          const groups = [0, 1, 2].map((g) =>
            items.filter((_, i) => groupOf[i] === g).map((l) => ({ orderId: 'O1', lineId: l.id })),
          );
          const parts = splitByLines(bill, groups);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(toCents(bill.total));
          expect(parts.every((p) => p >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe('splitProblem', () => {
  const split = (fields: Partial<PaymentSplit>): PaymentSplit => ({
    kind: 'equal',
    of: '86.20',
    parts: ['43.10', '43.10'],
    index: 0,
    ...fields,
  });

  it.each<[Partial<PaymentSplit>, string, string | null]>([
    [{}, '43.10', null],
    [{ parts: ['43.10', '43.00'] }, '43.10', 'Las partes (86,10 €) no suman el total a dividir (86,20 €)'],
    [{ parts: ['86.20', '0.00'] }, '86.20', 'Cada parte debe ser de al menos 0,01 €'],
    [{ index: 2 }, '43.10', 'Esta parte no está entre las de la división'],
    [{}, '43.00', 'El cobro (43,00 €) no es el de su parte (43,10 €)'],
    [{ kind: 'lines' }, '43.10', 'Indica las líneas que paga esta parte'],
    [{ kind: 'lines', lines: [{ orderId: 'O1', lineId: 'L1' }] }, '43.10', null],
    [{ kind: 'amounts', parts: ['50.00', '36.20'], index: 1 }, '36.20', null],
  ])('%j paying %s → %s', (fields, amount, problem) => {
    expect(splitProblem(split(fields), amount)).toBe(problem);
  });
});
