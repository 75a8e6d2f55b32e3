import { describe, expect, it } from 'vitest';
import type { InvoiceStatus } from '../../enums.ts';
import { invoiceStatusLabel, invoiceStatusOf } from '../../index.ts';

const TODAY = '2026-11-23';

describe('invoice status', () => {
  it.each<[InvoiceStatus, string | undefined, InvoiceStatus, string]>([
    ['pending', undefined, 'pending', 'Pendiente'],
    ['pending', '2026-11-30', 'pending', 'Pendiente'],
    ['pending', TODAY, 'pending', 'Pendiente'], // due today is not yet late
    ['pending', '2026-11-22', 'overdue', 'Vencida'],
    ['paid', '2026-11-01', 'paid', 'Pagada'],
    ['cancelled', '2026-11-01', 'cancelled', 'Anulada'],
    ['overdue', '2026-11-01', 'overdue', 'Vencida'],
  ])('%s due %s reads %s', (status, dueDate, shown, label) => {
    const invoice = dueDate === undefined ? { status } : { status, dueDate };
    expect(invoiceStatusOf(invoice, TODAY)).toBe(shown);
    expect(invoiceStatusLabel(invoice, TODAY)).toBe(label);
  });
});
