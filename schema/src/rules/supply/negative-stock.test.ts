import { describe, expect, it } from 'vitest';
import { docProblem } from '../../docs/index.ts';
import { sampleIngredient } from '../../docs/fixtures.ts';
import { ingredientStockStatus } from '../stock.ts';
import { ingredientStockProblem } from './ingredients.ts';

/**
 * The projection writes a stock below zero when the floor sold more than was received. The stored
 * document must stay valid, its status low, and an edit that keeps it must pass.
 */
describe('an ingredient whose projected stock went below zero', () => {
  const below = { ...sampleIngredient, currentStock: '-0.400' };

  it.each([
    ['-0.400', null],
    ['-12', null],
    ['-0.4000', 'currentStock'],
    ['--1', 'currentStock'],
    ['0.-1', 'currentStock'],
  ])('currentStock %s → problem %s', (currentStock, field) => {
    const problem = docProblem({ ...sampleIngredient, currentStock });
    if (field === null) expect(problem).toBeNull();
    else expect(problem).toContain(field);
  });

  it('is low, whatever its minimum', () => {
    expect(ingredientStockStatus('-0.400', '0.000')).toBe('low');
    expect(ingredientStockStatus('-0.400', '1.000')).toBe('low');
  });

  it('an edit that keeps the stock passes; one that moves it does not', () => {
    expect(ingredientStockProblem(below, { ...below, name: 'Arroz bomba' })).toBeNull();
    expect(ingredientStockProblem(below, { ...below, currentStock: '-0.4' })).toBeNull();
    expect(ingredientStockProblem(below, { ...below, currentStock: '0.000' })).not.toBeNull();
  });
});
