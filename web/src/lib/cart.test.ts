import { describe, expect, it } from 'vitest';
import { cartReducer, cartTotals, emptyCart, sendProblem, type Cart, type CartAction } from './cart.ts';

const croquetas = { id: 'croquetas', name: 'Croquetas', price: '9.50' };
const vino = { id: 'vino', name: 'Rioja', price: '3.35' };

function run(actions: CartAction[], start: Cart = emptyCart('draft-1')): Cart {
  return actions.reduce(cartReducer, start);
}

describe('point of sale cart', () => {
  it('adds a product once and raises the quantity when added again', () => {
    const cart = run([
      { type: 'add', product: croquetas, lineId: 'l1' },
      { type: 'add', product: croquetas, lineId: 'l2' },
      { type: 'add', product: vino, lineId: 'l3' },
    ]);
    expect(cart.lines.map((line) => [line.id, line.quantity])).toEqual([
      ['l1', 2],
      ['l3', 1],
    ]);
  });

  it('removes a line when decreased below 1 or removed', () => {
    const cart = run([
      { type: 'add', product: croquetas, lineId: 'l1' },
      { type: 'add', product: vino, lineId: 'l2' },
      { type: 'increase', lineId: 'l2' },
      { type: 'decrease', lineId: 'l1' },
    ]);
    expect(cart.lines.map((line) => [line.id, line.quantity])).toEqual([['l2', 2]]);
    expect(run([{ type: 'remove', lineId: 'l2' }], cart).lines).toEqual([]);
  });

  it('computes subtotal, IVA per rate rounded to the cent and total', () => {
    const cart = run([
      { type: 'add', product: croquetas, lineId: 'l1' },
      { type: 'add', product: croquetas, lineId: 'l1b' },
      { type: 'add', product: vino, lineId: 'l2' },
    ]);
    // Croquetas at the default 10 %: 19,00 → 1,90; the wine at its own 21 %: 3,35 → 0,7035 → 0,70.
    const rates = { productsById: new Map([['vino', { ivaRate: 21 }]]), settings: { defaultIvaRate: 10 } };
    expect(cartTotals(cart, rates)).toEqual({
      taxes: [
        { rate: 10, base: '19.00', amount: '1.90' },
        { rate: 21, base: '3.35', amount: '0.70' },
      ],
      subtotal: '22.35',
      tax: '2.60',
      total: '24.95',
    });
    expect(cartTotals(emptyCart(), rates)).toEqual({ taxes: [], subtotal: '0.00', tax: '0.00', total: '0.00' });
  });

  it.each([
    [[], 'selectTable'],
    [[{ type: 'selectTable', tableId: 'mesa-1' }], 'emptyOrder'],
    [[{ type: 'add', product: vino, lineId: 'l1' }], 'selectTable'],
    [[{ type: 'selectTable', tableId: 'mesa-1' }, { type: 'add', product: vino, lineId: 'l1' }], null],
  ] as Array<[CartAction[], ReturnType<typeof sendProblem>]>)('send check %#', (actions, problem) => {
    expect(sendProblem(run(actions))).toBe(problem);
  });

  it('a reset starts a new draft with a new id and no lines for the same table', () => {
    const cart = run([
      { type: 'selectTable', tableId: 'mesa-1' },
      { type: 'add', product: vino, lineId: 'l1' },
      { type: 'reset', draftId: 'draft-2' },
    ]);
    expect(cart).toEqual({ draftId: 'draft-2', tableId: 'mesa-1', lines: [] });
  });

  it('after a send, keeps for the next order only what was added while it was being sent', () => {
    const start = run([
      { type: 'selectTable', tableId: 'mesa-1' },
      { type: 'add', product: vino, lineId: 'l1' },
      { type: 'add', product: croquetas, lineId: 'l2' },
    ]);
    const cart = run(
      [
        { type: 'add', product: vino, lineId: 'unused' },
        { type: 'add', product: { id: 'pan', name: 'Pan', price: '1.20' }, lineId: 'l3' },
        { type: 'sent', draftId: 'draft-2', lines: start.lines },
      ],
      start,
    );
    expect(cart.draftId).toBe('draft-2');
    expect(cart.tableId).toBe('mesa-1');
    expect(cart.lines.map((line) => [line.productId, line.quantity])).toEqual([
      ['vino', 1],
      ['pan', 1],
    ]);
    expect(run([{ type: 'sent', draftId: 'draft-3', lines: start.lines }], start).lines).toEqual([]);
  });
});
