import { describe, expect, it } from 'vitest';
import { anyDocSchema, floorDocSchema, officeDocSchema } from './index.ts';
import { toPublicUser } from './user.ts';
import * as f from './fixtures.ts';

const floor = [
  f.sampleProduct,
  f.sampleRecipe,
  f.sampleArea,
  f.sampleTable,
  f.sampleIngredient,
  f.sampleDailyStock,
  f.sampleSale,
  f.sampleAdjustment,
  f.sampleOrder,
];
const office = [f.sampleSupplier, f.sampleInvoice];

describe('document schemas', () => {
  it.each(floor.map((doc) => [doc._id, doc] as const))('floor doc %s parses', (_id, doc) => {
    expect(floorDocSchema.parse(doc)).toEqual(doc);
  });

  it.each(office.map((doc) => [doc._id, doc] as const))('office doc %s parses', (_id, doc) => {
    expect(officeDocSchema.parse(doc)).toEqual(doc);
    expect(floorDocSchema.safeParse(doc).success).toBe(false);
  });

  it('user docs parse only in the any-doc union', () => {
    expect(anyDocSchema.parse(f.sampleUser)).toEqual(f.sampleUser);
    expect(floorDocSchema.safeParse(f.sampleUser).success).toBe(false);
  });

  it.each<[string, unknown]>([
    ['id of another type', { ...f.sampleProduct, _id: 'order:P1' }],
    ['money with 1 decimal', { ...f.sampleProduct, price: '8.5' }],
    ['unknown category', { ...f.sampleProduct, category: 'tapas' }],
    ['quantity with 4 decimals', { ...f.sampleIngredient, currentStock: '1.0001' }],
    ['area name of 1 char', { ...f.sampleArea, name: 'A' }],
    ['table capacity 0', { ...f.sampleTable, capacity: 0 }],
    [
      'fractional order quantity',
      { ...f.sampleOrder, items: [{ ...f.sampleOrder.items[0], quantity: 1.5 }] },
    ],
    ['bad business date', { ...f.sampleOrder, businessDate: '2026-02-30' }],
    ['sale without order', { ...f.sampleSale, orderId: undefined }],
    ['adjustment of 0', { ...f.sampleAdjustment, delta: 0 }],
    ['unknown movement kind', { ...f.sampleAdjustment, kind: 'theft' }],
    ['missing updatedBy', { ...f.sampleArea, updatedBy: '' }],
  ])('rejects %s', (_label, doc) => {
    expect(floorDocSchema.safeParse(doc).success).toBe(false);
  });

  it('rejects an uppercase account email', () => {
    expect(anyDocSchema.safeParse({ ...f.sampleUser, email: 'Ana@example.com' }).success).toBe(false);
  });

  it('exposes a user without the password hash', () => {
    expect(toPublicUser(f.sampleUser)).toEqual({
      id: 'U1',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'López',
      role: 'waiter',
      isActive: true,
      profileImageUrl: null,
    });
  });
});
