import { describe, expect, it } from 'vitest';
import {
  alertCount,
  invoiceDueSoonMessage,
  isExpiryAlert,
  isInvoiceDueSoonAlert,
  isLowStockAlert,
  isNewInvoiceAlert,
  isOutOfStockAlert,
  type AlertSources,
} from '../index.ts';

const TODAY = '2026-11-23';
const ingredient = (currentStock: string, minStock: string, extra: Record<string, unknown> = {}) => ({
  isActive: true,
  currentStock,
  minStock,
  ...extra,
});
const row = (initialStock: number, currentStock: number, extra: Record<string, unknown> = {}) => ({
  productId: 'P1',
  businessDate: TODAY,
  initialStock,
  currentStock,
  ...extra,
});

describe('dashboard alerts', () => {
  it.each<[string, ReturnType<typeof ingredient>, boolean]>([
    ['below its minimum', ingredient('0.500', '1.000'), true],
    ['at its minimum', ingredient('1.000', '1.000'), true],
    ['above its minimum', ingredient('1.001', '1.000'), false],
    ['low but inactive', ingredient('0.000', '1.000', { isActive: false }), false],
  ])('low stock: %s', (_label, value, alert) => {
    expect(isLowStockAlert(value)).toBe(alert);
  });

  it.each<[string, ReturnType<typeof row>, boolean]>([
    ['stocked today and sold out', row(10, 0), true],
    ['stocked today, oversold offline', row(5, -2), true],
    ['set to 0 by the kitchen', row(0, 0, { tracked: true }), true],
    ['stocked and portions left', row(10, 3), false],
    ['never stocked today, only sales counted', row(0, -3, { tracked: false }), false],
    ['an empty row', row(0, 0), false],
    ['yesterday’s row', row(10, 0, { businessDate: '2026-11-22' }), false],
  ])('out of stock: %s', (_label, value, alert) => {
    expect(isOutOfStockAlert(value, TODAY)).toBe(alert);
  });

  it.each<[string, string | undefined, boolean]>([
    ['expired', '2026-11-20', true],
    ['today', TODAY, true],
    ['in 3 days', '2026-11-26', true],
    ['in 4 days', '2026-11-27', false],
    ['a timestamp in 3 days', '2026-11-26T22:00:00.000Z', true],
    ['no date', undefined, false],
  ])('expiry: %s', (_label, expiryDate, alert) => {
    expect(isExpiryAlert({ isActive: true, expiryDate }, TODAY)).toBe(alert);
  });

  const NOW = '2026-11-23T12:00:00.000Z';
  it.each<[string, string, string, boolean]>([
    ['entered an hour ago', 'pending', '2026-11-23T11:00:00.000Z', true],
    ['entered and paid at once', 'paid', '2026-11-23T11:00:00.000Z', true],
    ['23 h 59 min ago', 'pending', '2026-11-22T12:01:00.000Z', true],
    ['exactly 24 h ago', 'pending', '2026-11-22T12:00:00.000Z', false],
    ['two days ago', 'pending', '2026-11-21T12:00:00.000Z', false],
    ['a fast clock, 5 min ahead', 'pending', '2026-11-23T12:05:00.000Z', true],
    ['annulled', 'cancelled', '2026-11-23T11:00:00.000Z', false],
  ])('new invoice: %s', (_label, status, createdAt, alert) => {
    expect(isNewInvoiceAlert({ status, createdAt }, NOW)).toBe(alert);
  });

  it.each<[string, string, string | undefined, boolean]>([
    ['due in 3 days', 'pending', '2026-11-26', true],
    ['due today', 'pending', TODAY, true],
    ['due in 4 days', 'pending', '2026-11-27', false],
    ['already past due (Vencida)', 'pending', '2026-11-22', false],
    ['paid', 'paid', '2026-11-24', false],
    ['no due date', 'pending', undefined, false],
  ])('due soon: %s', (_label, status, dueDate, alert) => {
    expect(isInvoiceDueSoonAlert({ status, dueDate }, TODAY)).toBe(alert);
  });

  it('says which invoice falls due and when', () => {
    expect(invoiceDueSoonMessage({ invoiceNumber: 'F-2026-001', dueDate: '2026-11-26' })).toBe(
      'Factura F-2026-001 vence el 26/11/2026',
    );
  });

  it('counts every kind, products the reader cannot see and paid invoices left out', () => {
    const sources: AlertSources = {
      ingredients: [
        ingredient('0.500', '1.000'),
        ingredient('5.000', '1.000', { expiryDate: '2026-11-24' }),
        ingredient('0.000', '1.000', { expiryDate: '2026-11-01' }),
        ingredient('5.000', '1.000', { isActive: false, expiryDate: '2026-11-24' }),
      ],
      dailyStock: [row(10, 0), row(10, 0, { productId: 'GONE' }), row(0, -4)],
      knownProduct: (id) => id === 'P1',
      invoices: [
        // new and due soon: two alerts
        { status: 'pending', createdAt: '2026-11-23T08:00:00.000Z', dueDate: '2026-11-25' },
        // new, paid already
        { status: 'paid', createdAt: '2026-11-23T09:00:00.000Z', dueDate: '2026-11-25' },
        // old, due soon
        { status: 'pending', createdAt: '2026-11-01T09:00:00.000Z', dueDate: '2026-11-26' },
        // old and past due: 'Vencida' on its page, no alert
        { status: 'pending', createdAt: '2026-11-01T09:00:00.000Z', dueDate: '2026-11-20' },
      ],
      today: TODAY,
      now: '2026-11-23T12:00:00.000Z',
    };
    // low: 2 (0.500 and 0.000); out: 1 (P1); expiry: 2 (24th and expired 1st); new invoices: 2; due soon: 2.
    expect(alertCount(sources)).toBe(9);
    // Without the instant, no invoice is judged new.
    expect(alertCount({ ...sources, now: undefined })).toBe(7);
    expect(alertCount({ ...sources, invoices: [] })).toBe(5);
  });
});
