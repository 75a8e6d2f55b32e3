import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatEuro, formatPercent, formatQuantity, formatRelative } from './format.ts';

// Intl inserts a non-breaking space before the euro sign; normalise it to compare readable strings.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatEuro', () => {
  it.each([
    ['12.10', '12,10 €'],
    ['0.00', '0,00 €'],
    [847, '847,00 €'],
    ['1234.5', '1234,50 €'],
    ['no-es-dinero', '0,00 €'],
    [null, '0,00 €'],
  ])('%s → %s', (input, expected) => {
    expect(plain(formatEuro(input))).toBe(expected);
  });
});

describe('formatCents', () => {
  it.each([
    [125_050, '1250,50 €'],
    [1_234_567, '12.345,67 €'],
    [5, '0,05 €'],
    [-1_500, '-15,00 €'],
    [0, '0,00 €'],
  ])('%i cents → %s', (cents, expected) => {
    expect(plain(formatCents(cents))).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    [0.1234, '12,3 %'],
    [0.12349, '12,3 %'],
    [1, '100,0 %'],
    [0.0005, '0,1 %'],
    [Number.NaN, '0,0 %'],
  ])('%s → %s', (ratio, expected) => {
    expect(plain(formatPercent(ratio))).toBe(expected);
  });
});

describe('formatQuantity', () => {
  it.each([
    ['0.250', 'kg', '0,25 kg'],
    ['3.000', undefined, '3'],
    [1.5, 'l', '1,5 l'],
  ])('%s %s → %s', (quantity, unit, expected) => {
    expect(formatQuantity(quantity, unit)).toBe(expected);
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T11:59:55Z', 'ahora'],
    ['2026-11-22T11:55:00Z', 'hace 5 minutos'],
    ['2026-11-22T10:00:00Z', 'hace 2 horas'],
    ['2026-11-21T12:00:00Z', 'ayer'],
    ['2026-11-22T12:30:00Z', 'dentro de 30 minutos'],
  ])('%s → %s', (when, expected) => {
    expect(formatRelative(when, now)).toBe(expected);
  });
});

describe('formatDate', () => {
  it('uses the Spanish day/month/year order', () => {
    expect(formatDate(new Date(2026, 10, 5))).toBe('05/11/2026');
  });
});
