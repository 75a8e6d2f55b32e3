import { describe, expect, it } from 'vitest';
import type { IngredientUnit } from '../../enums.ts';
import { convertMilli, costPerUnitIn, unitFactor, unitProblem } from '../../index.ts';

describe('unit conversion', () => {
  it.each<[IngredientUnit, IngredientUnit, number | null]>([
    ['kg', 'kg', 1],
    ['kg', 'g', 1000],
    ['g', 'kg', 0.001],
    ['l', 'ml', 1000],
    ['ml', 'l', 0.001],
    ['units', 'units', 1],
    ['packages', 'packages', 1],
    ['l', 'kg', null],
    ['kg', 'ml', null],
    ['units', 'packages', null],
    ['g', 'units', null],
  ])('one %s is %s × %s', (from, to, factor) => {
    expect(unitFactor(from, to)).toBe(factor);
  });

  it.each<[number, IngredientUnit, IngredientUnit, number | null]>([
    [10_000, 'kg', 'g', 10_000_000], // 10 kg = 10 000 g
    [1_500_000, 'g', 'kg', 1_500], // 1 500 g = 1,500 kg
    [1_500, 'g', 'kg', 2], // 1,5 g = 0,0015 kg → 0,002 (half up)
    [1_499, 'g', 'kg', 1], // 1,499 g = 0,001499 kg → 0,001
    [400, 'g', 'kg', 0], // 0,4 g = 0,0004 kg → 0
    [250, 'l', 'ml', 250_000], // 0,25 l = 250 ml
    [3_000, 'units', 'units', 3_000],
    [1_000, 'l', 'kg', null],
  ])('%d milli-%s in %s is %s', (milli, from, to, expected) => {
    expect(convertMilli(milli, from, to)).toBe(expected);
  });

  it.each<[number, IngredientUnit, IngredientUnit, number | null]>([
    [340, 'kg', 'kg', 340], // 3,40 €/kg
    [340, 'g', 'kg', 340_000], // 3,40 €/g = 3 400 €/kg
    [340, 'kg', 'g', 0], // 3,40 €/kg = 0,0034 €/g → 0,00 (to the cent)
    [1_250, 'kg', 'g', 1], // 12,50 €/kg = 0,0125 €/g → 0,01
    [500, 'l', 'ml', 1], // 5,00 €/l = 0,005 €/ml → 0,01 (half up)
    [499, 'l', 'ml', 0], // 4,99 €/l = 0,00499 €/ml → 0,00
    [120, 'ml', 'l', 120_000],
    [340, 'kg', 'l', null],
  ])('%d cents per %s is per %s %s cents', (cents, from, to, expected) => {
    expect(costPerUnitIn(cents, from, to)).toBe(expected);
  });

  it.each<[IngredientUnit, IngredientUnit, string | null]>([
    ['kg', 'g', null],
    ['ml', 'l', null],
    ['l', 'kg', 'No se puede convertir l a kg: usa una unidad de peso'],
    ['g', 'ml', 'No se puede convertir g a ml: usa una unidad de volumen'],
    ['kg', 'units', 'No se puede convertir kg a unidades: usa unidades'],
    ['units', 'packages', 'No se puede convertir unidades a paquetes: usa paquetes'],
  ])('receiving %s into an ingredient in %s: %s', (from, to, problem) => {
    expect(unitProblem(from, to)).toBe(problem);
  });

  it('refuses a fractional milli-unit', () => {
    expect(() => convertMilli(1.5, 'kg', 'g')).toThrow(RangeError);
  });
});
