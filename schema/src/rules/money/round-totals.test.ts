import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../../docs/order.ts';
import { fromCents } from '../../money.ts';
import { billOf } from './bill.ts';
import { item, settings, sources, viewOf } from './fixtures.ts';
import { type RateSources, roundTotals } from './round-totals.ts';

// Beer and wine at 21 %, paella at the default (10 %), bread at 4 % (fixtures.ts).
const rates: RateSources = sources();
const voided = { void: { reason: 'quality' as const, by: 'u', at: '2026-11-24T20:00:00.000Z' } };

/** What billOf says of the same lines as a check with no discounts or payments. */
function billTotals(lines: readonly OrderItem[], rateSources: RateSources) {
  const { taxes, subtotal, tax, total } = billOf(viewOf(lines), { ...sources(), ...rateSources });
  return { taxes, subtotal, tax, total };
}

describe('roundTotals: a round priced as the bill prices it', () => {
  it.each([
    {
      name: 'three cañas at 21 % and a paella at 10 % (a flat 10 % would say 24,64 €)',
      lines: [item('L1', 'beer', 3, '2.80'), item('L2', 'paella', 1, '14.00')],
      rateSources: rates,
      // 8,40 × 21 % = 1,764 → 1,76; 14,00 × 10 % = 1,40; 22,40 + 3,16 = 25,56.
      taxes: [
        { rate: 10, base: '14.00', amount: '1.40' },
        { rate: 21, base: '8.40', amount: '1.76' },
      ],
      totals: ['22.40', '3.16', '25.56'],
    },
    {
      name: 'the bases of a rate are added before its tax is rounded, once',
      lines: ['L1', 'L2', 'L3'].map((id) => item(id, 'paella', 1, '0.05')),
      rateSources: rates,
      // 0,15 × 10 % = 0,015 → 0,02 (per line it would be 3 × 0,01).
      taxes: [{ rate: 10, base: '0.15', amount: '0.02' }],
      totals: ['0.15', '0.02', '0.17'],
    },
    {
      name: 'voided and cancelled lines are not charged',
      lines: [
        item('L1', 'beer', 1, '2.50'),
        item('L2', 'paella', 1, '10.00', { status: 'cancelled' }),
        item('L3', 'paella', 1, '7.00', voided),
      ],
      rateSources: rates,
      // 2,50 × 21 % = 0,525 → 0,53.
      taxes: [{ rate: 21, base: '2.50', amount: '0.53' }],
      totals: ['2.50', '0.53', '3.03'],
    },
    {
      name: "a product without its own rate takes the settings' default",
      lines: [item('L1', 'paella', 2, '5.25'), item('L2', 'bread', 1, '1.20')],
      rateSources: { ...rates, settings: { ...settings, defaultIvaRate: 21 } },
      // 10,50 × 21 % = 2,205 → 2,21; 1,20 × 4 % = 0,048 → 0,05.
      taxes: [
        { rate: 4, base: '1.20', amount: '0.05' },
        { rate: 21, base: '10.50', amount: '2.21' },
      ],
      totals: ['11.70', '2.26', '13.96'],
    },
    {
      name: 'a product no longer in the catalogue, without settings: 10 %',
      lines: [item('L1', 'retired', 1, '9.99')],
      rateSources: { productsById: new Map(), settings: null },
      // 9,99 × 10 % = 0,999 → 1,00.
      taxes: [{ rate: 10, base: '9.99', amount: '1.00' }],
      totals: ['9.99', '1.00', '10.99'],
    },
    {
      name: 'an empty round',
      lines: [],
      rateSources: rates,
      taxes: [],
      totals: ['0.00', '0.00', '0.00'],
    },
  ])('$name', ({ lines, rateSources, taxes, totals: [subtotal, tax, total] }) => {
    const expected = { taxes, subtotal, tax, total };
    expect(roundTotals(lines, rateSources)).toEqual(expected);
    expect(billTotals(lines, rateSources)).toEqual(expected);
  });

  it('always reads what billOf reads for the same lines without discounts', () => {
    const line = fc.record({
      product: fc.constantFrom('beer', 'paella', 'bread', 'retired'),
      quantity: fc.integer({ min: 0, max: 20 }),
      cents: fc.integer({ min: 0, max: 10_000 }),
      charged: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (drawn) => {
        const lines = drawn.map((one, index) =>
          item(
            `L${index}`,
            one.product,
            one.quantity,
            fromCents(one.cents),
            one.charged ? {} : { status: 'cancelled' },
          ),
        );
        const { taxes, subtotal, tax, total } = roundTotals(lines, rates);
        expect({ taxes, subtotal, tax, total }).toEqual(billTotals(lines, rates));
      }),
    );
  });
});
