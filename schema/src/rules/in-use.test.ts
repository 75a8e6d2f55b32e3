import { describe, expect, it } from 'vitest';
import type { DiningTable } from '../docs/catalogue.ts';
import { sampleArea, sampleIngredient, sampleTable } from '../docs/fixtures.ts';
import type { AnyDoc } from '../docs/index.ts';
import { checkWrite, type Actor } from '../permissions.ts';
import { context } from './check-fixtures.ts';

/**
 * The floor plan's store rules are checkWrite's: with the gateway's context an area still holding
 * tables, an ingredient a recipe uses, and a second active table "B1" are refused in the schema's
 * words; a device judging its own write (no context) leaves them to the gateway.
 */
const manager: Actor = { id: 'M1', role: 'manager' };
const stamped = <T extends AnyDoc>(doc: T): T => ({ ...doc, updatedBy: manager.id });

const area = stamped(sampleArea);
const ingredient = stamped(sampleIngredient);
const table = (id: string, patch: Partial<DiningTable> = {}): DiningTable =>
  stamped({ ...sampleTable, _id: `table:${id}`, ...patch });

const AREA_IN_USE =
  'No se puede eliminar el área: tiene 2 mesa(s) asignada(s). Mueve o elimina esas mesas primero.';
const INGREDIENT_IN_USE =
  'No se puede eliminar el ingrediente: lo usa(n) 1 receta(s) (Paella). Quítalo de esas recetas primero.';

/** A context in which area A1 holds tables B1 and 2, ingredient I1 is in the paella's recipe. */
const store = context({
  referrersOf: (type, id) =>
    type === 'area' && id === 'A1' ? ['B1', '2'] : type === 'ingredient' && id === 'I1' ? ['Paella'] : [],
  allTables: () => [table('T1'), table('T2', { number: '2' }), table('T3', { number: '3', isActive: false })],
});
const empty = context({ referrersOf: () => [], allTables: () => [] });

describe('checkWrite judges the floor plan against the store it is given', () => {
  it.each<[string, AnyDoc | null, AnyDoc | null, string]>([
    ['an area that still has tables', area, null, AREA_IN_USE],
    ['an ingredient a recipe uses', ingredient, null, INGREDIENT_IN_USE],
    [
      'a new table numbered like an active one',
      null,
      table('N', { number: ' b1 ' }),
      'Ya hay una mesa activa con el número b1',
    ],
    [
      'a table renamed onto a taken number',
      table('T2', { number: '2' }),
      table('T2', { number: 'B1' }),
      'Ya hay una mesa activa con el número B1',
    ],
    [
      'a table reactivated onto a taken number',
      table('T4', { isActive: false }),
      table('T4'),
      'Ya hay una mesa activa con el número B1',
    ],
  ])('refuses %s, and leaves it to the gateway without a context', (_name, prev, next, reason) => {
    expect(checkWrite(manager, prev, next, store)).toEqual({ ok: false, reason });
    expect(checkWrite(manager, prev, next)).toEqual({ ok: true });
    expect(checkWrite(manager, prev, next, empty)).toEqual({ ok: true });
  });

  it.each<[string, AnyDoc | null, AnyDoc | null]>([
    ['an area with no tables', stamped({ ...sampleArea, _id: 'area:A2' }), null],
    ['an ingredient no recipe uses', stamped({ ...sampleIngredient, _id: 'ingredient:I2' }), null],
    ['a table with a free number', null, table('N', { number: '4' })],
    ['a number only an inactive table has', null, table('N', { number: '3' })],
    ['a table edited without touching its number', table('T1'), table('T1', { capacity: 6 })],
    ['a table that is deleted', table('T1'), null],
  ])('accepts %s', (_name, prev, next) => {
    expect(checkWrite(manager, prev, next, store)).toEqual({ ok: true });
  });

  it('lets a role refusal speak before the store rules', () => {
    const waiter: Actor = { id: 'W1', role: 'waiter' };
    expect(checkWrite(waiter, area, null, store)).toEqual({
      ok: false,
      reason: 'Solo gerencia o administración pueden modificar áreas',
      byRole: true,
    });
  });
});
