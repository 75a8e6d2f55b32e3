import { describe, expect, it } from 'vitest';
import {
  approvalInputSchema,
  openCheckInputSchema,
  roundInputSchema,
  schemaProblem,
  tableHasCheckMessage,
  transferInputSchema,
  voidInputSchema,
} from './index.ts';

describe('check inputs', () => {
  it.each<[string, unknown, string | null]>([
    ['a table alone', { tableId: 'T1' }, null],
    [
      'guests and a first round',
      { tableId: 'T1', guests: 3, items: [{ productId: 'P1', quantity: 2 }] },
      null,
    ],
    ['no guests', { tableId: 'T1', guests: 0 }, 'guests: Los comensales deben ser al menos 1'],
    ['100 guests', { tableId: 'T1', guests: 100 }, 'guests: Los comensales no pueden pasar de 99'],
    [
      'an empty first round',
      { tableId: 'T1', items: [] },
      'items: Añada productos al pedido antes de enviarlo',
    ],
    ['no table', {}, 'tableId: Debe seleccionar una mesa'],
  ])('opening a check with %s', (_name, body, problem) => {
    expect(schemaProblem(openCheckInputSchema, body)).toBe(problem);
  });

  it.each<[string, unknown, string | null]>([
    [
      'a steak with its doneness and a note',
      {
        items: [
          {
            productId: 'P1',
            quantity: 1,
            notes: 'sin sal',
            modifiers: [{ groupId: 'punto', optionIds: ['poco'] }],
          },
        ],
      },
      null,
    ],
    [
      'half a portion',
      { items: [{ productId: 'P1', quantity: 0.5 }] },
      'items.0.quantity: La cantidad debe ser un número entero',
    ],
    [
      'no portions',
      { items: [{ productId: 'P1', quantity: 0 }] },
      'items.0.quantity: La cantidad debe ser mayor a 0',
    ],
    ['no lines', { items: [] }, 'items: Añada productos al pedido antes de enviarlo'],
  ])('a round with %s', (_name, body, problem) => {
    expect(schemaProblem(roundInputSchema, body)).toBe(problem);
  });

  it('leaves a void’s reason and a transfer’s lines to the write rules, which say the same at both doors', () => {
    // A missing reason and an empty transfer are judged on the stored document (see check-inputs.ts).
    expect(schemaProblem(voidInputSchema, {})).toBeNull();
    expect(schemaProblem(transferInputSchema, { toCheckId: 'C2', lines: [] })).toBeNull();
  });

  it('asks a confirmation for a line or a whole round', () => {
    const body = { email: 'gerente@demo.es', password: 'x', orderId: 'O1' };
    expect(schemaProblem(approvalInputSchema, body)).toBeNull();
    expect(schemaProblem(approvalInputSchema, { ...body, lineId: 'L1' })).toBeNull();
    expect(schemaProblem(approvalInputSchema, { ...body, password: '' })).toBe(
      'password: La contraseña es requerida',
    );
  });

  it('asks a confirmation for one discount or refund, or for an order: never both, never neither', () => {
    const body = { email: 'gerente@demo.es', password: 'x' };
    expect(schemaProblem(approvalInputSchema, { ...body, subject: 'adjustment:01J0' })).toBeNull();
    expect(schemaProblem(approvalInputSchema, { ...body, subject: 'refund:01J0' })).toBeNull();
    expect(schemaProblem(approvalInputSchema, { ...body, subject: 'payment:01J0' })).toBe(
      'subject: Indica el descuento o la devolución que se confirma',
    );
    expect(schemaProblem(approvalInputSchema, { ...body, subject: 'refund:' })).toBe(
      'subject: Indica el descuento o la devolución que se confirma',
    );
    expect(schemaProblem(approvalInputSchema, body)).toBe(
      'orderId: Indica el pedido o el documento que se confirma',
    );
    expect(schemaProblem(approvalInputSchema, { ...body, orderId: 'O1', subject: 'refund:01J0' })).toBe(
      'orderId: Indica el pedido o el documento que se confirma',
    );
    expect(schemaProblem(approvalInputSchema, { ...body, subject: 'refund:01J0', lineId: 'L1' })).toBe(
      'orderId: El pedido es requerido',
    );
  });

  it('names the table that already has a check', () => {
    expect(tableHasCheckMessage('5')).toBe(
      'La mesa 5 ya tiene una cuenta abierta: añade la ronda a esa cuenta',
    );
  });
});
