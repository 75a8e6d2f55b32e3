import { describe, expect, it } from 'vitest';
import type { StoredInvoice } from '../../data/repositories/invoices.ts';
import type { StoredSupplier } from '../../data/repositories/suppliers.ts';
import {
  ALL,
  filterInvoices,
  formatCalendarDate,
  invoiceMonths,
  invoiceRows,
  invoiceTotals,
  monthLabel,
  NO_FILTER,
} from './invoice-list.ts';

const AT = '2026-11-01T09:00:00.000Z';
const supplier = (id: string, name: string): StoredSupplier => ({
  _id: `supplier:${id}`,
  _rev: '1-a',
  type: 'supplier',
  createdAt: AT,
  updatedAt: AT,
  updatedBy: 'manager-1',
  name,
  isActive: true,
});
const invoice = (
  id: string,
  fields: {
    supplierId: string;
    amount: string;
    date: string;
    dueDate?: string;
    status?: StoredInvoice['status'];
  },
): StoredInvoice => ({
  _id: `invoice:${id}`,
  _rev: '1-a',
  type: 'invoice',
  createdAt: AT,
  updatedAt: AT,
  updatedBy: 'manager-1',
  invoiceNumber: `F-${id}`,
  status: 'pending',
  ...fields,
});

const TODAY = '2026-11-22';
const SUPPLIERS = [supplier('S1', 'Arroces del Delta'), supplier('S2', 'Lácteos Norte')];
const INVOICES = [
  // Pending, due later this month.
  invoice('1', { supplierId: 'S1', amount: '284.50', date: '2026-11-10', dueDate: '2026-11-30' }),
  // Pending but due yesterday: overdue.
  invoice('2', { supplierId: 'S1', amount: '100.10', date: '2026-10-05', dueDate: '2026-11-21' }),
  // Due today: still pending (overdue only once the due date has passed).
  invoice('3', { supplierId: 'S2', amount: '0.20', date: '2026-11-02', dueDate: TODAY }),
  invoice('4', {
    supplierId: 'S2',
    amount: '50.00',
    date: '2026-10-20',
    status: 'paid',
    dueDate: '2026-10-01',
  }),
  invoice('5', { supplierId: 'S1', amount: '999.99', date: '2026-11-15', status: 'cancelled' }),
  invoice('6', { supplierId: 'gone', amount: '0.10', date: '2026-09-30' }),
];
const rows = invoiceRows(INVOICES, SUPPLIERS, TODAY);

describe('invoice list', () => {
  it('derives the status as of today, names the supplier and lists newest first', () => {
    expect(rows.map((row) => [row.invoice.invoiceNumber, row.status, row.supplierName])).toEqual([
      ['F-5', 'cancelled', 'Arroces del Delta'],
      ['F-1', 'pending', 'Arroces del Delta'],
      ['F-3', 'pending', 'Lácteos Norte'],
      ['F-4', 'paid', 'Lácteos Norte'],
      ['F-2', 'overdue', 'Arroces del Delta'],
      ['F-6', 'pending', 'Proveedor desconocido'],
    ]);
  });

  it.each([
    ['no filter', NO_FILTER, ['F-5', 'F-1', 'F-3', 'F-4', 'F-2', 'F-6']],
    ['supplier S1', { ...NO_FILTER, supplierId: 'S1' }, ['F-5', 'F-1', 'F-2']],
    // 'Pendiente' leaves out the overdue one, which shows under 'Vencida' only.
    ['pending', { ...NO_FILTER, status: 'pending' as const }, ['F-1', 'F-3', 'F-6']],
    ['overdue', { ...NO_FILTER, status: 'overdue' as const }, ['F-2']],
    ['paid', { ...NO_FILTER, status: 'paid' as const }, ['F-4']],
    ['October', { ...NO_FILTER, month: '2026-10' }, ['F-4', 'F-2']],
    ['S1, pending, November', { supplierId: 'S1', status: 'pending' as const, month: '2026-11' }, ['F-1']],
    ['S2 and overdue', { supplierId: 'S2', status: 'overdue' as const, month: ALL }, []],
  ])('filters by %s', (_name, filter, numbers) => {
    expect(filterInvoices(rows, filter).map((row) => row.invoice.invoiceNumber)).toEqual(numbers);
  });

  it('totals in cents, leaving cancelled invoices out', () => {
    expect(invoiceTotals(rows)).toEqual({
      count: 5,
      // 284.50 + 100.10 + 0.20 + 50.00 + 0.10: exact, where floats would give 434.90000000000003.
      total: '434.90',
      pending: '284.80',
      overdue: '100.10',
      paid: '50.00',
    });
    expect(invoiceTotals(filterInvoices(rows, { ...NO_FILTER, supplierId: 'S2' }))).toEqual({
      count: 2,
      total: '50.20',
      pending: '0.20',
      overdue: '0.00',
      paid: '50.00',
    });
    expect(invoiceTotals([])).toEqual({
      count: 0,
      total: '0.00',
      pending: '0.00',
      overdue: '0.00',
      paid: '0.00',
    });
  });

  it('offers the months that have invoices, newest first, written in Spanish', () => {
    expect(invoiceMonths(INVOICES)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(invoiceMonths(INVOICES).map(monthLabel)).toEqual([
      'noviembre de 2026',
      'octubre de 2026',
      'septiembre de 2026',
    ]);
  });

  it('shows a calendar date as written', () => {
    expect(formatCalendarDate('2026-01-05')).toBe('05/01/2026');
  });
});
