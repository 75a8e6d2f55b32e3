import { describe, expect, it } from 'vitest';
import type { Payment } from '../../docs/money.ts';
import { payment } from './fixtures.ts';
import { changeFor, paymentMethodOf, paymentProblem } from './payments.ts';

describe('change', () => {
  it.each([
    [5000, 4310, 690], // 50 € for a part of 43,10 € → 6,90 €
    [4310, 4310, 0],
    [2000, 1995, 5],
    [1000, 1210, 0], // short is not change
  ])('tendered %d for %d → change %d', (tendered, due, change) => {
    expect(changeFor(tendered, due)).toBe(change);
  });
});

describe('paymentProblem', () => {
  const cases: Array<[string, Partial<Payment>, string | null]> = [
    ['card', {}, null],
    [
      'cash 50 € for 43,10 €',
      { parts: [{ method: 'cash', amount: '43.10', tendered: '50.00' }], change: '6.90' },
      null,
    ],
    ['cash without tendered', { parts: [{ method: 'cash', amount: '43.10' }] }, null],
    [
      'mixed with a tip',
      {
        tip: '2.00',
        parts: [
          { method: 'cash', amount: '20.00', tendered: '20.00' },
          { method: 'card', amount: '25.10' },
        ],
      },
      null,
    ],
    [
      'zero amount',
      { amount: '0.00', parts: [{ method: 'card', amount: '0.00' }] },
      'El cobro debe ser de al menos 0,01 €',
    ],
    [
      'two card parts',
      {
        parts: [
          { method: 'card', amount: '20.00' },
          { method: 'card', amount: '23.10' },
        ],
      },
      'Un cobro lleva como mucho una parte en efectivo y una con tarjeta',
    ],
    [
      'parts short of amount + tip',
      { tip: '1.00' },
      'Las formas de pago (43,10 €) no suman el cobro más la propina (44,10 €)',
    ],
    [
      'tendered short',
      { parts: [{ method: 'cash', amount: '43.10', tendered: '40.00' }] },
      'El efectivo entregado no cubre el importe en efectivo',
    ],
    [
      'wrong change',
      { parts: [{ method: 'cash', amount: '43.10', tendered: '50.00' }], change: '6.00' },
      'El cambio debe ser 6,90 €',
    ],
    [
      'card tendered',
      { parts: [{ method: 'card', amount: '43.10', tendered: '50.00' }] },
      'Solo se entrega dinero en efectivo',
    ],
    [
      'a split that does not add up',
      { split: { kind: 'equal', of: '86.20', parts: ['43.10', '43.00'], index: 0 } },
      'Las partes (86,10 €) no suman el total a dividir (86,20 €)',
    ],
    [
      'a split that adds up',
      { split: { kind: 'equal', of: '86.20', parts: ['43.10', '43.10'], index: 1 } },
      null,
    ],
  ];

  it.each(cases)('%s → %s', (_name, fields, problem) => {
    expect(paymentProblem(payment('P1', '43.10', fields))).toBe(problem);
  });

  it.each([
    [[{ method: 'cash' as const, amount: '1.00' }], 'cash'],
    [[{ method: 'card' as const, amount: '1.00' }], 'card'],
    [
      [
        { method: 'cash' as const, amount: '1.00' },
        { method: 'card' as const, amount: '1.00' },
      ],
      'mixed',
    ],
  ])('method of %j is %s', (parts, method) => {
    expect(paymentMethodOf({ parts })).toBe(method);
  });
});
