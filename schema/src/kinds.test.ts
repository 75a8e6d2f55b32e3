import { describe, expect, it } from 'vitest';
import * as f from './docs/fixtures.ts';
import {
  ACCOUNT_TYPES,
  DOC_TYPES,
  FLOOR_TYPES,
  KINDS,
  OFFICE_TYPES,
  dbForType,
  isDocType,
  kindOf,
  kindsWhere,
  parseKind,
  type DocType,
} from './kinds.ts';
import { WRITE_ROLES, roleRefusal, roleViewRefusal } from './permissions.ts';
import { REPORT_SOURCE_TYPES } from './rules/reports/aggregate.ts';
import { parseDocId } from './ids.ts';

/** One valid stored document of each kind the fixtures hold. */
const SAMPLES = [
  f.sampleProduct,
  f.sampleRecipe,
  f.sampleArea,
  f.sampleTable,
  f.sampleIngredient,
  f.sampleDailyStock,
  f.sampleSale,
  f.sampleOrder,
  f.sampleSupplier,
  f.sampleInvoice,
  f.sampleUser,
];

describe('the kinds table', () => {
  it('files each kind in exactly one database, and the database lists are the table’s', () => {
    const all = [...FLOOR_TYPES, ...OFFICE_TYPES, ...ACCOUNT_TYPES];
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...DOC_TYPES].sort());
    expect(DOC_TYPES).toEqual(Object.keys(KINDS));
    for (const type of DOC_TYPES) expect(dbForType(type)).toBe(KINDS[type].db);
  });

  it('parses a document with its own kind’s schema and no other', () => {
    for (const sample of SAMPLES) {
      const type = sample.type as DocType;
      expect(parseKind(type, sample)).toEqual(sample);
      const others = DOC_TYPES.filter((other) => other !== type && parseKind(other, sample) !== null);
      expect(others, `${type} is parsed by ${others.join(', ')}`).toEqual([]);
    }
  });

  it('names every kind in ids and refusals, from the table', () => {
    for (const type of DOC_TYPES) {
      expect(isDocType(type)).toBe(true);
      expect(parseDocId(`${type}:X1`)).toEqual({ type, id: 'X1' });
      expect(roleViewRefusal(type)).toContain(KINDS[type].label);
      expect(roleRefusal(type).length).toBeGreaterThan(0);
    }
    expect(isDocType('coupon')).toBe(false);
    expect(parseDocId('coupon:X1')).toBeNull();
  });

  it('gives each kind its writers, and no writer to what only the gateway writes', () => {
    expect(Object.keys(WRITE_ROLES).sort()).toEqual([...DOC_TYPES].sort());
    for (const type of DOC_TYPES) expect(WRITE_ROLES[type]).toEqual(KINDS[type].writers);
    expect(kindsWhere((kind) => kind.writers.length === 0)).toEqual(['daily_stock']);
  });

  it('derives the reports’ sources, the money and the chain from the table', () => {
    expect(REPORT_SOURCE_TYPES).toEqual(kindsWhere((kind) => kind.reports === true));
    expect(REPORT_SOURCE_TYPES).toContain('order');
    // The floor's money is dated by its business day: a device keeps it as long as the orders.
    for (const type of kindsWhere((kind) => kind.money !== undefined)) {
      expect(kindOf(type).db).toBe('floor');
      expect(kindOf(type).day).toBe('businessDate');
    }
    // A chain record is money of a check, judged among the money (after the check it bills).
    for (const type of kindsWhere((kind) => kind.chain === true)) {
      expect(kindOf(type).money).toBe('check');
      expect(kindOf(type).rank ?? 1).toBeGreaterThan(KINDS.check.rank);
    }
  });
});
