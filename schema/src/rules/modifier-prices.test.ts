import { describe, expect, it } from 'vitest';
import type { ModifierGroup } from '../docs/catalogue.ts';
import type { ChosenModifier, OrderItem } from '../docs/order.ts';
import { lineSubtotal } from './totals.ts';
import { linePriceProblem, type ModifierSource, type PriceSpell } from './prices.ts';

const spells: PriceSpell[] = [
  { price: '18.00', from: '2026-11-01' },
  { price: '19.50', from: '2026-11-22' },
];
const groups: ModifierGroup[] = [
  {
    id: 'G1',
    name: 'Punto de la carne',
    kind: 'single',
    required: true,
    options: [
      { id: 'O1', name: 'Poco hecho', priceDelta: '0.00' },
      { id: 'O2', name: 'Al punto', priceDelta: '0.00' },
    ],
  },
  {
    id: 'G2',
    name: 'Extras',
    kind: 'multiple',
    required: false,
    options: [
      { id: 'O3', name: 'Huevo', priceDelta: '1.50' },
      { id: 'O4', name: 'Queso', priceDelta: '0.75' },
    ],
  },
];
const entrecot: ModifierSource = { name: 'Entrecot', modifierGroups: groups };

const mod = (groupId: string, optionId: string, patch: Partial<ChosenModifier> = {}): ChosenModifier => {
  const group = groups.find((g) => g.id === groupId) as ModifierGroup;
  const option = group.options.find((o) => o.id === optionId) as ModifierGroup['options'][number];
  return {
    groupId,
    groupName: group.name,
    optionId,
    optionName: option.name,
    priceDelta: option.priceDelta,
    ...patch,
  };
};

function line(unitPrice: string, modifiers?: ChosenModifier[]): OrderItem {
  return {
    id: 'L1',
    productId: 'P1',
    productName: 'Entrecot',
    quantity: 2,
    unitPrice,
    subtotal: lineSubtotal(2, unitPrice),
    status: 'pending',
    createdAt: '2026-11-21T20:00:00.000Z',
    ...(modifiers ? { modifiers } : {}),
  };
}

describe('a line’s price and modifiers against the menu (decision 9)', () => {
  it.each<[string, OrderItem, string, string | null]>([
    [
      'base price plus every chosen price change',
      line('20.25', [mod('G1', 'O2'), mod('G2', 'O3'), mod('G2', 'O4')]),
      '2026-11-21',
      null,
    ],
    [
      'the old base price on the day it changed, with its modifiers',
      line('19.50', [mod('G1', 'O1'), mod('G2', 'O3')]),
      '2026-11-22',
      null,
    ],
    ['the new one too', line('21.00', [mod('G1', 'O1'), mod('G2', 'O3')]), '2026-11-22', null],
    [
      'the modifiers’ price left out',
      line('18.00', [mod('G1', 'O1'), mod('G2', 'O3')]),
      '2026-11-21',
      'El precio de Entrecot (18,00 €) no es el de la carta de ese día',
    ],
    [
      'a required group missing',
      line('19.50', [mod('G2', 'O3')]),
      '2026-11-21',
      'Falta elegir: Punto de la carne',
    ],
    [
      'no modifiers at all on a product with a required group',
      line('18.00'),
      '2026-11-21',
      'Falta elegir: Punto de la carne',
    ],
    [
      'two options of a single-choice group',
      line('18.00', [mod('G1', 'O1'), mod('G1', 'O2')]),
      '2026-11-21',
      'Punto de la carne: elige solo una opción',
    ],
    [
      'an option priced lower than the menu says',
      line('18.50', [mod('G1', 'O1'), mod('G2', 'O3', { priceDelta: '0.50' })]),
      '2026-11-21',
      'Entrecot: la opción Huevo no es la de la carta',
    ],
    [
      'an option renamed on the device',
      line('18.00', [mod('G1', 'O1', { optionName: 'Vuelta y vuelta' })]),
      '2026-11-21',
      'Entrecot: la opción Vuelta y vuelta no es la de la carta',
    ],
  ])('%s', (_name, given, day, expected) => {
    expect(
      linePriceProblem(
        [given],
        day,
        () => spells,
        () => entrecot,
      ),
    ).toBe(expected);
  });

  it('without the product’s groups, only the base price is judged', () => {
    expect(linePriceProblem([line('19.50', [mod('G2', 'O3')])], '2026-11-21', () => spells)).toBeNull();
  });
});
