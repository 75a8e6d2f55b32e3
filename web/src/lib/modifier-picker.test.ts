import { describe, expect, it } from 'vitest';
import type { ModifierGroup } from '@restaurantpro/schema';
import {
  clearPicks,
  needsPicker,
  NO_PICKS,
  pickerVerdict,
  togglePick,
  type Picks,
} from './modifier-picker.ts';

const punto: ModifierGroup = {
  id: 'punto',
  name: 'Punto de la carne',
  kind: 'single',
  required: true,
  options: [
    { id: 'poco', name: 'Poco hecho', priceDelta: '0.00' },
    { id: 'alpunto', name: 'Al punto', priceDelta: '0.00' },
    { id: 'hecho', name: 'Hecho', priceDelta: '0.00' },
  ],
};
const extras: ModifierGroup = {
  id: 'extras',
  name: 'Extras',
  kind: 'multiple',
  required: false,
  options: [
    { id: 'huevo', name: 'Huevo', priceDelta: '1.50' },
    { id: 'foie', name: 'Foie', priceDelta: '4.35' },
  ],
};
const entrecot = { name: 'Entrecot', price: '18.90', modifierGroups: [punto, extras] };

describe('modifier picker', () => {
  it('asks only for products with modifier groups', () => {
    expect(needsPicker(entrecot)).toBe(true);
    expect(needsPicker({ modifierGroups: [] })).toBe(false);
    expect(needsPicker({})).toBe(false);
  });

  it('keeps one option in a single-choice group and the product order in a multiple one', () => {
    let picks: Picks = NO_PICKS;
    picks = togglePick(picks, punto, 'poco', true);
    picks = togglePick(picks, punto, 'hecho', true);
    picks = togglePick(picks, extras, 'foie', true);
    picks = togglePick(picks, extras, 'huevo', true);
    expect(picks).toEqual({ punto: ['hecho'], extras: ['huevo', 'foie'] });
    picks = togglePick(picks, extras, 'foie', false);
    expect(picks).toEqual({ punto: ['hecho'], extras: ['huevo'] });
    expect(clearPicks(picks, 'punto')).toEqual({ punto: [], extras: ['huevo'] });
  });

  it.each<[string, Picks, string | null, string, string[]]>([
    ['nothing chosen', NO_PICKS, 'Falta elegir: Punto de la carne', '18.90', []],
    ['only an extra', { extras: ['huevo'] }, 'Falta elegir: Punto de la carne', '20.40', ['Huevo']],
    ['punto cleared again', { punto: [], extras: [] }, 'Falta elegir: Punto de la carne', '18.90', []],
    ['the punto', { punto: ['alpunto'] }, null, '18.90', ['Al punto']],
    // 18.90 + 1.50 + 4.35 = 24.75, to the cent.
    [
      'punto and both extras',
      { punto: ['alpunto'], extras: ['huevo', 'foie'] },
      null,
      '24.75',
      ['Al punto', 'Huevo', 'Foie'],
    ],
  ])('%s', (_label, picks, problem, unitPrice, names) => {
    const verdict = pickerVerdict(entrecot, picks);
    expect(verdict.problem).toBe(problem);
    expect(verdict.unitPrice).toBe(unitPrice);
    expect(verdict.modifiers.map((modifier) => modifier.optionName)).toEqual(names);
  });

  it('copies group and option names and price changes onto the line', () => {
    expect(pickerVerdict(entrecot, { punto: ['poco'], extras: ['huevo'] }).modifiers).toEqual([
      {
        groupId: 'punto',
        groupName: 'Punto de la carne',
        optionId: 'poco',
        optionName: 'Poco hecho',
        priceDelta: '0.00',
      },
      { groupId: 'extras', groupName: 'Extras', optionId: 'huevo', optionName: 'Huevo', priceDelta: '1.50' },
    ]);
  });
});
