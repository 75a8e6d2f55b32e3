import { describe, expect, it } from 'vitest';
import type { CashMovement, DayClose } from '../../docs/cash.ts';
import { AT, DAY, movement, payment, refund } from './fixtures.ts';
import {
  CASH_CHANGED_MESSAGE,
  cashMovementProblem,
  closedDayMessage,
  countedCash,
  dayCloseProblem,
  expectedCash,
} from './cash.ts';

const day = {
  cashMovements: [
    movement('M1', 'float', '150.00'),
    movement('M2', 'in', '20.00', 'Cambio'),
    movement('M3', 'out', '35.50', 'Hielo'),
  ],
  payments: [
    payment('P1', '43.10', {
      parts: [{ method: 'cash', amount: '43.10', tendered: '50.00' }],
      change: '6.90',
    }),
    payment('P2', '43.10', { tip: '2.00', parts: [{ method: 'card', amount: '45.10' }] }),
    payment('P3', '10.00', {
      tip: '1.00',
      parts: [
        { method: 'cash', amount: '5.00', tendered: '5.00' },
        { method: 'card', amount: '6.00' },
      ],
    }),
  ],
  refunds: [refund('R1', '4.00', { method: 'cash' }), refund('R2', '3.00', { method: 'card' })],
};

describe('the drawer', () => {
  it('expected = float + cash taken (net of change) − cash refunds + in − out', () => {
    // 150,00 + (43,10 + 5,00) − 4,00 + 20,00 − 35,50 = 178,60
    expect(expectedCash(day)).toBe('178.60');
    expect(
      expectedCash({ cashMovements: [movement('M3', 'out', '5.00', 'x')], payments: [], refunds: [] }),
    ).toBe('-5.00');
  });

  it('counted = Σ denomination × count', () => {
    expect(
      countedCash([
        { cents: 5000, count: 3 },
        { cents: 200, count: 14 },
        { cents: 5, count: 1 },
      ]),
    ).toBe('178.05');
    expect(countedCash([])).toBe('0.00');
  });

  it.each<[CashMovement, string | null]>([
    [movement('M1', 'float', '150.00'), null],
    [movement('M2', 'in', '20.00', 'Cambio'), null],
    [movement('M3', 'out', '5.00'), 'Indica el motivo'],
    [movement('M4', 'out', '5.00', '   '), 'Indica el motivo'],
    [movement('M5', 'float', '0.00'), 'El importe debe ser de al menos 0,01 €'],
  ])('%j → %s', (m, problem) => {
    expect(cashMovementProblem(m)).toBe(problem);
  });

  it('says which day is closed', () => {
    expect(closedDayMessage('2026-11-24')).toBe('El día 24/11/2026 ya está cerrado');
  });
});

describe('dayCloseProblem', () => {
  const close = (fields: Partial<DayClose> = {}): DayClose => ({
    _id: `day_close:${DAY}`,
    type: 'day_close',
    createdAt: AT,
    updatedAt: AT,
    updatedBy: 'u-manager',
    businessDate: DAY,
    counted: [
      { cents: 5000, count: 3 },
      { cents: 200, count: 14 },
      { cents: 5, count: 1 },
    ],
    countedCash: '178.05',
    expectedCash: '178.60',
    difference: '-0.55',
    closedBy: 'u-manager',
    closedAt: AT,
    ...fields,
  });

  it.each<[string, Partial<DayClose>, string | undefined, string | null]>([
    ['a count 0,55 € short', {}, '178.60', null],
    ['without the store', {}, undefined, null],
    [
      'another day in its id',
      { _id: 'day_close:2026-11-25' },
      undefined,
      'El cierre debe llevar la fecha de su día',
    ],
    [
      'a 3 € coin',
      { counted: [{ cents: 300, count: 1 }] },
      undefined,
      'Cuenta solo billetes y monedas de euro',
    ],
    [
      'a denomination twice',
      {
        counted: [
          { cents: 5000, count: 3 },
          { cents: 5000, count: 1 },
        ],
      },
      undefined,
      'Cada billete o moneda se cuenta una vez',
    ],
    ['a wrong sum', { countedCash: '178.00' }, undefined, 'El efectivo contado no es la suma del recuento'],
    ['a wrong difference', { difference: '0.55' }, undefined, 'La diferencia debe ser contado − esperado'],
    ['a drawer that moved since', {}, '180.00', CASH_CHANGED_MESSAGE],
  ])('%s → %s', (_name, fields, expected, problem) => {
    expect(dayCloseProblem(close(fields), expected)).toBe(problem);
  });
});
