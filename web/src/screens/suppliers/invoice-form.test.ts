import { describe, expect, it } from 'vitest';
import { invoiceInputSchema } from '@restaurantpro/schema';
import type { StoredInvoice } from '../../data/repositories/invoices.ts';
import type { StoredSupplier } from '../../data/repositories/suppliers.ts';
import { initialValues, supplierOptions } from './invoice-form.ts';

const AT = '2026-11-01T09:00:00.000Z';
const meta = { _rev: '1-a', createdAt: AT, updatedAt: AT, updatedBy: 'manager-1' };
const supplier = (id: string, name: string, isActive = true): StoredSupplier => ({
  ...meta,
  _id: `supplier:${id}`,
  type: 'supplier',
  name,
  isActive,
});

/** Each field's message as the dialog shows it: the first issue of its path, as zodResolver maps them. */
function messages(values: Record<string, unknown>): Record<string, string> {
  const result = invoiceInputSchema.safeParse({ ...initialValues(null, '2026-11-22'), ...values });
  const shown: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues)
    shown[String(issue.path[0])] ??= issue.message;
  return shown;
}

describe('invoice form', () => {
  it('starts dated today, pending, for the supplier whose page opened it', () => {
    expect(initialValues(null, '2026-11-22', 'S1')).toMatchObject({
      date: '2026-11-22',
      supplierId: 'S1',
      status: 'pending',
    });
  });

  it('names every missing required field', () => {
    expect(messages({})).toEqual({
      invoiceNumber: 'El número de factura es requerido',
      supplierId: 'Elige un proveedor',
      amount: expect.any(String) as string,
    });
  });

  it('refuses a due date before the invoice date under Vencimiento', () => {
    expect(messages({ invoiceNumber: 'F-1', supplierId: 'S1', amount: '10', dueDate: '2026-11-01' })).toEqual(
      {
        dueDate: 'La fecha de vencimiento no puede ser anterior a la de la factura',
      },
    );
  });

  it('takes a Spanish amount and keeps a paid invoice paid when it is edited', () => {
    const paid: StoredInvoice = {
      ...meta,
      _id: 'invoice:I1',
      type: 'invoice',
      invoiceNumber: 'F-1',
      supplierId: 'S1',
      amount: '284.50',
      date: '2026-11-10',
      status: 'paid',
    };
    const values = initialValues(paid, '2026-11-22');
    expect(values.amount).toBe('284,50');
    expect(invoiceInputSchema.parse(values)).toMatchObject({
      amount: '284.50',
      status: 'paid',
      supplierId: 'S1',
    });
  });

  it('offers active suppliers by name, and an inactive one only on its own invoice', () => {
    const suppliers = [
      supplier('S2', 'Lácteos Norte'),
      supplier('S1', 'Arroces del Delta'),
      supplier('S3', 'Antigua', false),
    ];
    expect(supplierOptions(suppliers, undefined).map((option) => option.label)).toEqual([
      'Selecciona un proveedor',
      'Arroces del Delta',
      'Lácteos Norte',
    ]);
    expect(supplierOptions(suppliers, 'S3').map((option) => option.value)).toEqual(['', 'S3', 'S1', 'S2']);
  });
});
