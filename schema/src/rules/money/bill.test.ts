import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../money.ts';
import { billOf, collectedSales, overpayments } from './bill.ts';
import { adjustment, item, payment, refund, sources, viewOf } from './fixtures.ts';

// Beer 2 × 2,50 € at 21 % and paella 12,35 € at the default 10 %.
const mixed = viewOf([item('L1', 'beer', 2, '2.50'), item('L2', 'paella', 1, '12.35')]);

describe('billOf', () => {
  it('a mixed 10 / 21 % check: base and IVA per rate, total = subtotal + IVA', () => {
    const bill = billOf(mixed, sources());
    expect(bill.taxes).toEqual([
      { rate: 10, base: '12.35', amount: '1.24' }, // 1,235 → 1,24
      { rate: 21, base: '5.00', amount: '1.05' },
    ]);
    expect([bill.subtotal, bill.tax, bill.total]).toEqual(['17.35', '2.29', '19.64']);
    expect(bill.lines.map((line) => [line.name, line.ivaRate, line.amount])).toEqual([
      ['beer', 21, '5.00'],
      ['paella', 10, '12.35'],
    ]);
    expect([bill.paid, bill.due, bill.overpaid, bill.isPaid]).toEqual(['0.00', '19.64', '0.00', false]);
  });

  it('spreads a check discount over the rates in proportion, parts adding up, before IVA', () => {
    // 10 % of 17,35 € = 1,735 → 1,74 €; over 12,35 : 5,00 → 1,2385… and 0,5014… → 1,24 + 0,50.
    const bill = billOf(
      mixed,
      sources({ adjustments: [adjustment('A1', { kind: 'discount', percent: 10 })] }),
    );
    expect(bill.adjustments).toEqual([
      { adjustmentId: 'adjustment:A1', kind: 'discount', label: 'Descuento 10 %', amount: '1.74' },
    ]);
    expect(bill.taxes).toEqual([
      { rate: 10, base: '11.11', amount: '1.11' }, // 1,111 → 1,11
      { rate: 21, base: '4.50', amount: '0.95' }, // 0,945 → 0,95
    ]);
    expect([bill.subtotal, bill.tax, bill.total]).toEqual(['15.61', '2.06', '17.67']);
    expect(toCents(bill.subtotal)).toBe(1735 - 174);
  });

  it('applies line discounts and invitations to their line, in the order they were made', () => {
    const adjustments = [
      adjustment('A2', { kind: 'discount', amount: '2.00', line: { orderId: 'O1', lineId: 'L2' } }),
      adjustment('A1', { kind: 'discount', percent: 50, line: { orderId: 'O1', lineId: 'L2' } }),
      adjustment('A3', { kind: 'invitation', line: { orderId: 'O1', lineId: 'L1' } }),
    ];
    const bill = billOf(mixed, sources({ adjustments }));
    // A1 first: 12,35 × 50 % = 6,175 → 6,18 off, 6,17 left; then 2,00 off → 4,17.
    expect(bill.lines.map((line) => [line.discount, line.amount, line.note])).toEqual([
      ['5.00', '0.00', 'Invitación'],
      ['8.18', '4.17', 'Descuento 50 % · Descuento 2,00 €'],
    ]);
    expect(bill.taxes).toEqual([
      { rate: 10, base: '4.17', amount: '0.42' }, // 0,417 → 0,42
      { rate: 21, base: '0.00', amount: '0.00' },
    ]);
    expect(bill.total).toBe('4.59');
    expect(bill.applied.map((a) => a.cents)).toEqual([500, 618, 200]);
  });

  it('never takes a line below zero when two discounts landed at once', () => {
    const line = { orderId: 'O1', lineId: 'L1' };
    const adjustments = [
      adjustment('A1', { kind: 'discount', amount: '4.00', line }),
      adjustment('A2', { kind: 'discount', amount: '4.00', line }),
    ];
    const bill = billOf(mixed, sources({ adjustments }));
    expect(bill.lines[0]?.amount).toBe('0.00');
  });

  it('skips voided and cancelled lines', () => {
    const view = viewOf([
      item('L1', 'paella', 1, '10.00'),
      item('L2', 'paella', 1, '5.00', { status: 'cancelled' }),
      item('L3', 'paella', 1, '7.00', {
        void: { reason: 'quality', by: 'u', at: '2026-11-24T20:00:00.000Z' },
      }),
    ]);
    expect(billOf(view, sources()).total).toBe('11.00');
  });

  it('names a line with its chosen options', () => {
    const modifiers = [
      { groupId: 'g', groupName: 'Punto', optionId: 'o', optionName: 'Al punto', priceDelta: '0.00' },
    ];
    const bill = billOf(viewOf([item('L1', 'paella', 1, '10.00', { modifiers })]), sources());
    expect(bill.lines[0]?.name).toBe('paella (Al punto)');
  });

  it.each([
    [['19.64'], '0.00', '19.64', '0.00', '0.00', true],
    [['10.00'], '0.00', '10.00', '9.64', '0.00', false],
    [['10.00', '10.00'], '0.00', '20.00', '0.00', '0.36', true],
    [['19.64'], '2.00', '19.64', '0.00', '0.00', true],
  ])(
    'payments %j (tip %s): paid %s, due %s, overpaid %s, paid %s',
    (amounts, tip, paid, due, overpaid, isPaid) => {
      const payments = amounts.map((amount, i) =>
        payment(`P${i}`, amount, {
          tip,
          parts: [{ method: 'card', amount: fromCents(toCents(amount) + toCents(tip)) }],
        }),
      );
      const bill = billOf(mixed, sources({ payments }));
      expect([bill.paid, bill.due, bill.overpaid, bill.isPaid]).toEqual([paid, due, overpaid, isPaid]);
      expect(bill.tips).toBe(amounts.length === 1 ? tip : '0.00');
    },
  );

  it('a check made free by an invitation is settled without payment', () => {
    const bill = billOf(mixed, sources({ adjustments: [adjustment('A1', { kind: 'invitation' })] }));
    expect([bill.total, bill.isPaid]).toEqual(['0.00', true]);
    expect(bill.adjustments[0]?.amount).toBe('17.35');
  });

  it('an empty check is not paid', () => {
    expect(billOf(viewOf([]), sources()).isPaid).toBe(false);
  });

  it('reports what was refunded', () => {
    expect(billOf(mixed, sources({ refunds: [refund('R1', '5.00')] })).refunded).toBe('5.00');
  });
});

describe('collected money and overpayments', () => {
  it('collectedSales = Σ payments − Σ refunds, tips apart', () => {
    const payments = [payment('P1', '43.10', { tip: '1.00' }), payment('P2', '0.20')];
    expect(collectedSales(payments, [refund('R1', '5.00')])).toBe('38.30');
    expect(collectedSales([], [refund('R1', '0.10')])).toBe('-0.10');
  });

  it('an overpaid check becomes a manager alert with the surplus', () => {
    const paidTwice = billOf(mixed, sources({ payments: [payment('P1', '19.64'), payment('P2', '19.64')] }));
    const paidOnce = billOf(mixed, sources({ payments: [payment('P1', '19.64')] }));
    expect(
      overpayments([
        { bill: paidTwice, label: 'Mesa 3' },
        { bill: paidOnce, label: 'Mesa 4' },
      ]),
    ).toEqual([
      { checkId: 'C1', label: 'Mesa 3', amount: '19.64', message: 'Cobro de más: Mesa 3, 19,64 €' },
    ]);
  });
});
