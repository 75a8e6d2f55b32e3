import { describe, expect, it } from 'vitest';
import type { Adjustment } from '../../docs/money.ts';
import { ADJUSTMENT_LINE_MESSAGE, adjustmentProblem } from './adjustments.ts';
import { billOf } from './bill.ts';
import { adjustment, item, sources, viewOf } from './fixtures.ts';

// Paella 12,00 € with 2,00 € already off it, beer 2 × 2,50 € at 21 %: subtotal 15,00 €.
const view = viewOf([
  item('L1', 'paella', 1, '12.00'),
  item('L2', 'beer', 2, '2.50'),
  item('L3', 'paella', 1, '9.00', { status: 'cancelled' }),
]);
const earlier = adjustment('A0', { kind: 'discount', amount: '2.00', line: { orderId: 'O1', lineId: 'L1' } });
const bill = billOf(view, sources({ adjustments: [earlier] }));
const L1 = { orderId: 'O1', lineId: 'L1' };

describe('adjustmentProblem', () => {
  it.each<[string, Partial<Adjustment> & Pick<Adjustment, 'kind'>, string | null]>([
    ['10 % of the check', { kind: 'discount', percent: 10 }, null],
    ['an amount on the line, up to what is left', { kind: 'discount', amount: '10.00', line: L1 }, null],
    [
      'above the line after earlier discounts',
      { kind: 'discount', amount: '10.01', line: L1 },
      'El descuento no puede superar el importe de la línea (10,00 €)',
    ],
    [
      'above the check',
      { kind: 'discount', amount: '15.01' },
      'El descuento no puede superar el importe de la cuenta (15,00 €)',
    ],
    ['the whole check', { kind: 'discount', amount: '15.00' }, null],
    ['an invitation of a line', { kind: 'invitation', line: { orderId: 'O1', lineId: 'L2' } }, null],
    [
      'both percent and amount',
      { kind: 'discount', percent: 10, amount: '1.00' },
      'Indica un porcentaje o un importe de descuento (uno de los dos)',
    ],
    ['neither', { kind: 'discount' }, 'Indica un porcentaje o un importe de descuento (uno de los dos)'],
    [
      'an invitation with a percent',
      { kind: 'invitation', percent: 50 },
      'Una invitación no lleva porcentaje ni importe',
    ],
    ['a zero amount', { kind: 'discount', amount: '0.00' }, 'El descuento debe ser de al menos 0,01 €'],
    [
      'a line not in the check',
      { kind: 'discount', percent: 10, line: { orderId: 'O9', lineId: 'L1' } },
      ADJUSTMENT_LINE_MESSAGE,
    ],
    [
      'a cancelled line',
      { kind: 'invitation', line: { orderId: 'O1', lineId: 'L3' } },
      ADJUSTMENT_LINE_MESSAGE,
    ],
  ])('%s → %s', (_name, fields, problem) => {
    expect(adjustmentProblem(adjustment('A1', fields), bill)).toBe(problem);
  });

  it('nothing left to take off a line already invited', () => {
    const invited = billOf(
      view,
      sources({ adjustments: [adjustment('A0', { kind: 'invitation', line: L1 })] }),
    );
    expect(adjustmentProblem(adjustment('A1', { kind: 'discount', percent: 5, line: L1 }), invited)).toBe(
      'No queda importe que descontar',
    );
  });
});
