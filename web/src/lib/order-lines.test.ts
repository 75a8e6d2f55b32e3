import { describe, expect, it } from 'vitest';
import type { ChosenModifier } from '@restaurantpro/schema';
import {
  allergenList,
  allergensByProduct,
  allergenText,
  formatPriceDelta,
  kitchenLines,
  modifiersByGroup,
  modifiersText,
  voidLabel,
} from './order-lines.ts';

/** Intl's euro format puts a no-break space before the sign. */
const euro = (text: string) => text.replace(' €', '\u00a0€');

const alPunto: ChosenModifier = {
  groupId: 'g1',
  groupName: 'Punto de la carne',
  optionId: 'o1',
  optionName: 'Al punto',
  priceDelta: '0.00',
};
const huevo: ChosenModifier = {
  groupId: 'g2',
  groupName: 'Extras',
  optionId: 'o2',
  optionName: 'Huevo',
  priceDelta: '1.50',
};
const pan: ChosenModifier = {
  groupId: 'g2',
  groupName: 'Extras',
  optionId: 'o3',
  optionName: 'Pan',
  priceDelta: '0.40',
};

describe('order line texts', () => {
  it('shows a price change only when an option costs extra', () => {
    expect(formatPriceDelta('1.50')).toBe(euro('+1,50 €'));
    expect(formatPriceDelta('0.00')).toBeNull();
  });

  it('reads modifiers as the cart and the kitchen show them', () => {
    expect(modifiersText([alPunto, huevo])).toBe(euro('Al punto · Huevo (+1,50 €)'));
    expect(modifiersText(undefined)).toBe('');
    expect(modifiersByGroup([alPunto, huevo, pan])).toEqual([
      'Punto de la carne: Al punto',
      'Extras: Huevo, Pan',
    ]);
  });

  it.each<[string | undefined, string[], string | null]>([
    ['Gluten, Lácteos, Huevo', ['gluten', 'lácteos', 'huevo'], 'Alérgenos: gluten, lácteos, huevo'],
    [' Sulfitos ;  ', ['sulfitos'], 'Alérgenos: sulfitos'],
    ['', [], null],
    [undefined, [], null],
  ])('allergens %j', (text, list, label) => {
    expect(allergenList(text)).toEqual(list);
    expect(allergenText(text)).toBe(label);
  });

  it('keeps voided lines on the kitchen card and drops lines cancelled without a void', () => {
    const lines = [
      { id: 'a', status: 'pending' as const },
      { id: 'b', status: 'cancelled' as const },
      {
        id: 'c',
        status: 'cancelled' as const,
        void: { reason: 'order_error' as const, by: 'u', at: '2026-11-22T13:00:00.000Z' },
      },
    ];
    expect(kitchenLines(lines).map((line) => line.id)).toEqual(['a', 'c']);
  });

  it('names the void reason, with its free text', () => {
    expect(voidLabel({ reason: 'customer_changed' })).toBe('Anulada · El cliente ha cambiado de opinión');
    expect(voidLabel({ reason: 'other', note: 'Se cayó al suelo' })).toBe(
      'Anulada · Otro motivo: Se cayó al suelo',
    );
  });
});

describe('allergens by product', () => {
  it('maps product references to their declared allergens, leaving out products without any', () => {
    const map = allergensByProduct([
      { _id: 'product:entrecot', allergens: 'Sulfitos' },
      { _id: 'product:agua' },
      { _id: 'product:pan', allergens: '' },
    ]);
    expect([...map]).toEqual([['entrecot', 'Sulfitos']]);
  });
});
