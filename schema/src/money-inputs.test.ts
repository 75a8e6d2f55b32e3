import { describe, expect, it } from 'vitest';
import {
  AMOUNT_INPUT_MESSAGE,
  AMOUNT_POSITIVE_MESSAGE,
  adjustmentInputSchema,
  amountInputSchema,
  moneyInputSchema,
  paymentInputSchema,
  settingsInputSchema,
} from './money-inputs.ts';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('amounts as typed or sent', () => {
  it.each([
    ['12,10', '12.10'],
    ['12.10', '12.10'],
    [12.1, '12.10'],
    [' 3 ', '3.00'],
    ['0,5', '0.50'],
    [0, '0.00'],
    ['7,', '7.00'],
  ])('%j → %s', (input, money) => {
    expect(moneyInputSchema.parse(input)).toBe(money);
  });

  it.each([['-1.00'], [-1], ['12,105'], [12.105], [0.1 + 0.2], ['12 €'], [''], [Number.NaN], [null]])(
    '%j is refused',
    (input) => {
      expect(message(moneyInputSchema.safeParse(input))).toBe(AMOUNT_INPUT_MESSAGE);
    },
  );

  it('a payment or a refund is at least a cent', () => {
    expect(message(amountInputSchema.safeParse('0,00'))).toBe(AMOUNT_POSITIVE_MESSAGE);
  });
});

describe('money forms', () => {
  it('a payment: cash 50 € for a part of 43,10 €', () => {
    const parsed = paymentInputSchema.parse({
      amount: '43,10',
      parts: [{ method: 'cash', amount: 43.1, tendered: '50' }],
    });
    expect(parsed).toEqual({
      amount: '43.10',
      tip: '0.00',
      parts: [{ method: 'cash', amount: '43.10', tendered: '50.00' }],
    });
  });

  it('a discount needs a reason', () => {
    expect(message(adjustmentInputSchema.safeParse({ kind: 'discount', percent: 10, reason: ' ' }))).toBe(
      'Indica el motivo',
    );
  });

  it('settings: the NIF is normalized and checked', () => {
    const base = {
      businessName: 'Casa Pepe',
      address: 'Calle Mayor 1',
      seriesPrefix: 't',
      defaultIvaRate: 10,
    };
    expect(settingsInputSchema.parse({ ...base, nif: 'b-12345674' })).toMatchObject({
      nif: 'B12345674',
      seriesPrefix: 'T',
    });
    expect(message(settingsInputSchema.safeParse({ ...base, nif: 'B12345675' }))).toBe(
      'El NIF no es válido: revisa la letra o el dígito de control',
    );
  });

  it.each([
    [2, true, null],
    [1, false, null],
    [60, undefined, null],
    [0, true, 'El bloqueo por inactividad: de 1 a 60 minutos'],
    [61, true, 'El bloqueo por inactividad: de 1 a 60 minutos'],
    [1.5, true, 'Los minutos deben ser un número entero'],
  ])('settings: terminals lock after %j idle minutes (lock after order: %j) → %s', (minutes, afterOrder, problem) => {
    const input = {
      businessName: 'Casa Pepe',
      nif: 'B12345674',
      address: 'Calle Mayor 1',
      seriesPrefix: 'T',
      defaultIvaRate: 10,
      terminalIdleMinutes: minutes,
      terminalLockAfterOrder: afterOrder,
    };
    const result = settingsInputSchema.safeParse(input);
    expect(result.success ? null : message(result)).toBe(problem);
    if (result.success) expect(result.data).toMatchObject({ terminalIdleMinutes: minutes });
  });
});
