import { describe, expect, it } from 'vitest';
import type { Bill, Payment } from '@restaurantpro/schema';
import { changeLabel, ongoingFrame, paymentFields, paymentFigures, splitFor, splitFrame } from './payment-form.ts';

const form = (change: Partial<Parameters<typeof paymentFigures>[0]>) => ({ method: 'cash' as const, amount: '43,10', tip: '', tendered: '', cash: '', ...change });

/** Two lines of a bill at 10 %: 19,00 + 5,00 = 24,00 + 2,40 = 26,40 €. */
const BILL = {
  total: '26.40',
  taxes: [{ rate: 10, base: '24.00', amount: '2.40' }],
  lines: [
    { orderId: 'o1', lineId: 'croquetas', amount: '19.00', ivaRate: 10 },
    { orderId: 'o1', lineId: 'flan', amount: '5.00', ivaRate: 10 },
  ],
} as unknown as Bill;

describe('the payment form', () => {
  it.each([
    ['cash, 50 € for 43,10 €', form({ tendered: '50' }), 'change', '6,90\u00a0€'],
    ['cash with a tip: the change is after the tip', form({ tendered: '50', tip: '1,90' }), 'change', '5,00\u00a0€'],
    ['cash short', form({ tendered: '40' }), 'short', 'Faltan 3,10\u00a0€'],
    ['nothing handed over yet', form({}), 'none', '—'],
  ])('%s', (_case, typed, state, label) => {
    const result = paymentFigures(typed);
    if (!('figures' in result)) throw new Error(result.problem);
    expect(result.figures.change.state).toBe(state);
    expect(changeLabel(result.figures.change)).toBe(label);
  });

  it('mixed: the cash part and the card the rest of amount + tip', () => {
    expect(paymentFields(form({ method: 'mixed', cash: '20', tendered: '20', tip: '2' }))).toEqual({
      fields: {
        amount: '43.10',
        tip: '2.00',
        parts: [
          { method: 'cash', amount: '20.00', tendered: '20.00' },
          { method: 'card', amount: '25.10' },
        ],
        change: '0.00',
      },
    });
    expect(paymentFields(form({ method: 'mixed', cash: '50' }))).toEqual({ problem: 'En efectivo: entre 0,01 € y 43,09 €' });
  });

  it('card takes the amount and the tip, with no change', () => {
    expect(paymentFields(form({ method: 'card', tip: '1' }))).toEqual({
      fields: { amount: '43.10', tip: '1.00', parts: [{ method: 'card', amount: '44.10' }], change: '0.00' },
    });
  });

  it.each([['abc'], ['-3'], ['1,234']])('an amount that is not one (%s) is said so', (amount) => {
    expect(paymentFigures(form({ amount }))).toEqual({ problem: 'Importe: importe no válido' });
  });
});

describe('dividing the bill', () => {
  it('equal parts of what is due, the odd cent first', () => {
    expect(splitFrame({ kind: 'equal', parts: 3 }, BILL, 1000)).toEqual({ frame: { kind: 'equal', of: '10.00', parts: ['3.34', '3.33', '3.33'] } });
  });

  it('amounts that do not add up get the schema’s words', () => {
    expect(splitFrame({ kind: 'amounts', amounts: ['50', '30'] }, BILL, 8620)).toEqual({
      problem: 'Las partes (80,00 €) no suman el total a dividir (86,20 €)',
    });
    expect(splitFrame({ kind: 'amounts', amounts: ['50', ''] }, BILL, 8620)).toEqual({ problem: 'Parte 2: importe no válido' });
  });

  it('by lines: the chosen lines pay their share of the total, the rest is the other part, and comes back from the payments', () => {
    const made = splitFrame({ kind: 'lines', lines: [{ orderId: 'o1', lineId: 'flan' }] }, BILL, 2640);
    if (!('frame' in made)) throw new Error(made.problem);
    expect(made.frame).toMatchObject({ kind: 'lines', of: '26.40', parts: ['5.50', '20.90'] });
    const first = { split: splitFor(made.frame, 0) } as Pick<Payment, 'split'>;
    expect(first.split).toMatchObject({ index: 0, lines: [{ orderId: 'o1', lineId: 'flan' }] });
    const ongoing = ongoingFrame([first], BILL);
    expect(ongoing && splitFor(ongoing, 1)).toEqual({
      kind: 'lines',
      of: '26.40',
      parts: ['5.50', '20.90'],
      index: 1,
      lines: [{ orderId: 'o1', lineId: 'croquetas' }],
    });
    expect(ongoingFrame([first, { split: splitFor(made.frame, 1) }], BILL)).toBeNull();
  });
});
