import { describe, expect, it } from 'vitest';
import type { ModifierGroup } from '../docs/catalogue.ts';
import {
  choicesOf,
  chosenModifiers,
  modifierChoiceProblem,
  modifierSummary,
  unitPriceWithModifiers,
  type ModifierChoice,
} from './modifiers.ts';

const punto: ModifierGroup = {
  id: 'G1',
  name: 'Punto de la carne',
  kind: 'single',
  required: true,
  options: [
    { id: 'poco', name: 'Poco hecho', priceDelta: '0.00' },
    { id: 'punto', name: 'Al punto', priceDelta: '0.00' },
    { id: 'hecho', name: 'Hecho', priceDelta: '0.00' },
  ],
};
const extras: ModifierGroup = {
  id: 'G2',
  name: 'Extras',
  kind: 'multiple',
  required: false,
  options: [
    { id: 'huevo', name: 'Huevo', priceDelta: '1.50' },
    { id: 'queso', name: 'Queso', priceDelta: '0.95' },
  ],
};
const product = { name: 'Entrecot', modifierGroups: [punto, extras] };

describe('modifierChoiceProblem', () => {
  it.each<[string, ModifierChoice[], string | null]>([
    ['the required group answered', [{ groupId: 'G1', optionIds: ['punto'] }], null],
    [
      'with extras',
      [
        { groupId: 'G1', optionIds: ['punto'] },
        { groupId: 'G2', optionIds: ['huevo', 'queso'] },
      ],
      null,
    ],
    [
      'the required group missing',
      [{ groupId: 'G2', optionIds: ['huevo'] }],
      'Falta elegir: Punto de la carne',
    ],
    ['the required group empty', [{ groupId: 'G1', optionIds: [] }], 'Falta elegir: Punto de la carne'],
    [
      'two options of a single group',
      [{ groupId: 'G1', optionIds: ['poco', 'hecho'] }],
      'Punto de la carne: elige solo una opción',
    ],
    [
      'an option of another group',
      [{ groupId: 'G1', optionIds: ['huevo'] }],
      'Punto de la carne: opción no válida',
    ],
    [
      'a group the product lacks',
      [{ groupId: 'G9', optionIds: ['x'] }],
      'Entrecot no tiene ese grupo de opciones',
    ],
    [
      'a group twice',
      [
        { groupId: 'G1', optionIds: ['poco'] },
        { groupId: 'G1', optionIds: ['poco'] },
      ],
      'Punto de la carne: el grupo aparece dos veces',
    ],
    [
      'an option twice',
      [
        { groupId: 'G1', optionIds: ['punto'] },
        { groupId: 'G2', optionIds: ['huevo', 'huevo'] },
      ],
      'Extras: opción repetida',
    ],
  ])('%s', (_, choices, expected) => {
    expect(modifierChoiceProblem(product, choices)).toBe(expected);
  });

  it('a product without groups takes no choices', () => {
    expect(modifierChoiceProblem({ name: 'Agua' }, [])).toBeNull();
    expect(modifierChoiceProblem({ name: 'Agua' }, [{ groupId: 'G1', optionIds: ['punto'] }])).not.toBeNull();
  });
});

describe('chosen modifiers and prices', () => {
  const choices = [
    { groupId: 'G2', optionIds: ['queso', 'huevo'] },
    { groupId: 'G1', optionIds: ['punto'] },
  ];
  const chosen = chosenModifiers([punto, extras], choices);

  it('copies names and price changes in the product order', () => {
    expect(chosen.map((m) => m.optionName)).toEqual(['Al punto', 'Huevo', 'Queso']);
    expect(modifierSummary(chosen)).toBe('Al punto, Huevo, Queso');
    expect(modifierSummary(undefined)).toBe('');
  });

  it('adds the price changes to the price to the cent', () => {
    expect(unitPriceWithModifiers('18.90', chosen)).toBe('21.35');
    expect(unitPriceWithModifiers('18.90', [])).toBe('18.90');
  });

  it('reads a stored line back as the choice it came from', () => {
    expect(modifierChoiceProblem(product, choicesOf(chosen))).toBeNull();
    expect(chosenModifiers([punto, extras], choicesOf(chosen))).toEqual(chosen);
  });
});
