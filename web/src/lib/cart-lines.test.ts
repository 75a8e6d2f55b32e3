import { describe, expect, it } from 'vitest';
import type { ChosenModifier } from '@restaurantpro/schema';
import { cartReducer, cartTotals, emptyCart, type Cart, type CartAction } from './cart.ts';
import { addLine, lastLineOf, productQuantity, sameLine } from './cart-lines.ts';

const entrecot = {
  _id: 'product:entrecot',
  name: 'Entrecot',
  price: '18.90',
  category: 'principales' as const,
};
const alPunto: ChosenModifier = {
  groupId: 'punto',
  groupName: 'Punto de la carne',
  optionId: 'alpunto',
  optionName: 'Al punto',
  priceDelta: '0.00',
};
const poco: ChosenModifier = {
  groupId: 'punto',
  groupName: 'Punto de la carne',
  optionId: 'poco',
  optionName: 'Poco hecho',
  priceDelta: '0.00',
};
const huevo: ChosenModifier = {
  groupId: 'extras',
  groupName: 'Extras',
  optionId: 'huevo',
  optionName: 'Huevo',
  priceDelta: '1.50',
};

function run(actions: CartAction[], start: Cart = emptyCart('draft-1')): Cart {
  return actions.reduce(cartReducer, start);
}

describe('cart lines with modifiers and notes', () => {
  it('makes the same dish made differently a line of its own, and the same way one line', () => {
    const cart = run([
      addLine(entrecot, 'l1', { modifiers: [alPunto, huevo], notes: 'sin cebolla' }),
      addLine(entrecot, 'l2', { modifiers: [alPunto, huevo], notes: ' sin cebolla ' }),
      addLine(entrecot, 'l3', { modifiers: [alPunto, huevo] }),
      addLine(entrecot, 'l4', { modifiers: [poco] }),
      addLine(entrecot, 'l5'),
    ]);
    expect(cart.lines.map((line) => [line.id, line.quantity, line.unitPrice, line.notes])).toEqual([
      ['l1', 2, '20.40', 'sin cebolla'],
      ['l3', 1, '20.40', undefined],
      ['l4', 1, '18.90', undefined],
      ['l5', 1, '18.90', undefined],
    ]);
    expect(cart.lines[0]?.modifiers).toEqual([alPunto, huevo]);
    // Each line goes out in its category's course.
    expect(cart.lines.every((line) => line.course === 'principales')).toBe(true);
    expect(cart.lines[3]).not.toHaveProperty('modifiers');
    expect(productQuantity(cart.lines, 'entrecot')).toBe(5);
    expect(lastLineOf(cart.lines, 'entrecot')?.id).toBe('l5');
  });

  it('prices subtotal, IVA and total with the price changes, to the cent', () => {
    // (18.90 + 1.50) × 2 + 18.90 = 59.70; IVA 10 % = 5.97; total 65.67.
    const cart = run([
      addLine(entrecot, 'l1', { modifiers: [alPunto, huevo] }),
      addLine(entrecot, 'l2', { modifiers: [alPunto, huevo] }),
      addLine(entrecot, 'l3', { modifiers: [poco] }),
    ]);
    const rates = { productsById: new Map(), settings: { defaultIvaRate: 10 } };
    expect(cartTotals(cart, rates)).toMatchObject({ subtotal: '59.70', tax: '5.97', total: '65.67' });
  });

  it('sets, changes and clears a line note', () => {
    const start = run([addLine(entrecot, 'l1', { modifiers: [poco] })]);
    const noted = run([{ type: 'setNotes', lineId: 'l1', notes: '  sin sal ' }], start);
    expect(noted.lines[0]?.notes).toBe('sin sal');
    const cleared = run([{ type: 'setNotes', lineId: 'l1', notes: '   ' }], noted);
    expect(cleared.lines[0]).not.toHaveProperty('notes');
    expect(cleared.lines[0]?.modifiers).toEqual([poco]);
  });

  it('compares lines by dish, options and note', () => {
    expect(
      sameLine({ productId: 'a', modifiers: [huevo] }, { productId: 'a', modifiers: [huevo], notes: ' ' }),
    ).toBe(true);
    expect(sameLine({ productId: 'a', modifiers: [huevo] }, { productId: 'a' })).toBe(false);
    expect(sameLine({ productId: 'a', notes: 'x' }, { productId: 'b', notes: 'x' })).toBe(false);
  });
});
