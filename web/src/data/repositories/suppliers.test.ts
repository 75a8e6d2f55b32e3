import { describe, expect, it } from 'vitest';
import { allOfType } from '../queries.ts';
import { as, freshDb, idOf, MANAGER, WAITER } from '../../../test/helper.ts';
import { saveSupplier } from './suppliers.ts';
import { markInvoicePaid, saveInvoice } from './invoices.ts';

const INVOICE = { invoiceNumber: 'F-2026-001', date: '2026-11-20', dueDate: '2026-12-20', amount: '284,50', notes: '' };

describe('suppliers repository', () => {
  it('creates a supplier with a normalised CIF and clears emptied fields on update', async () => {
    const db = freshDb();
    const created = await saveSupplier(
      db,
      { id: null, values: { name: 'Arroces del Delta', taxId: 'b-1234567-4', phone: '977 000 000', email: '' } },
      as(MANAGER),
    );
    expect(created).toMatchObject({ name: 'Arroces del Delta', taxId: 'B12345674', isActive: true, updatedBy: MANAGER.id });
    await saveSupplier(db, { id: idOf(created), values: { name: 'Arroces del Delta', phone: '', isActive: false } }, as(MANAGER));
    const [stored] = await allOfType(db, 'supplier');
    expect(stored).toMatchObject({ isActive: false, createdAt: created.createdAt });
    expect(stored).not.toHaveProperty('phone');
    expect(stored).not.toHaveProperty('taxId');
  });

  it('refuses a malformed NIF and a waiter, writing nothing', async () => {
    const db = freshDb();
    await expect(saveSupplier(db, { id: null, values: { name: 'Lácteos', taxId: 'B12345670' } }, as(MANAGER))).rejects.toMatchObject({
      kind: 'invalid',
      reason: 'El NIF no es válido: revisa la letra o el dígito de control',
    });
    await expect(saveSupplier(db, { id: null, values: { name: 'Lácteos' } }, as(WAITER))).rejects.toMatchObject({ kind: 'refused' });
    expect(await allOfType(db, 'supplier')).toHaveLength(0);
  });
});

describe('invoices repository', () => {
  it('enters an invoice pending, keeps its status on edit and marks it paid', async () => {
    const db = freshDb();
    const supplier = await saveSupplier(db, { id: null, values: { name: 'Arroces del Delta' } }, as(MANAGER));
    const invoice = await saveInvoice(db, { id: null, values: { ...INVOICE, supplierId: idOf(supplier) } }, as(MANAGER));
    expect(invoice).toMatchObject({ invoiceNumber: 'F-2026-001', amount: '284.50', status: 'pending', supplierId: idOf(supplier) });
    expect(invoice).not.toHaveProperty('notes');

    await markInvoicePaid(db, idOf(invoice), as(MANAGER, '2026-11-23T10:00:00.000Z'));
    await saveInvoice(
      db,
      { id: idOf(invoice), values: { ...INVOICE, supplierId: idOf(supplier), status: 'paid', documentUrl: '/api/objects/uploads/01DOC' } },
      as(MANAGER),
    );
    const [stored] = await allOfType(db, 'invoice');
    expect(stored).toMatchObject({ status: 'paid', documentUrl: '/api/objects/uploads/01DOC' });
  });

  it('refuses an invoice for an unknown supplier, and a due date before its date', async () => {
    const db = freshDb();
    await expect(saveInvoice(db, { id: null, values: { ...INVOICE, supplierId: 'nadie' } }, as(MANAGER))).rejects.toMatchObject({
      kind: 'refused',
      reason: 'El proveedor no existe',
    });
    const supplier = await saveSupplier(db, { id: null, values: { name: 'Arroces del Delta' } }, as(MANAGER));
    await expect(
      saveInvoice(db, { id: null, values: { ...INVOICE, dueDate: '2026-11-01', supplierId: idOf(supplier) } }, as(MANAGER)),
    ).rejects.toMatchObject({ kind: 'invalid', reason: 'La fecha de vencimiento no puede ser anterior a la de la factura' });
    expect(await allOfType(db, 'invoice')).toHaveLength(0);
  });

  it('refuses a waiter marking an invoice paid', async () => {
    const db = freshDb();
    const supplier = await saveSupplier(db, { id: null, values: { name: 'Arroces del Delta' } }, as(MANAGER));
    const invoice = await saveInvoice(db, { id: null, values: { ...INVOICE, supplierId: idOf(supplier) } }, as(MANAGER));
    await expect(markInvoicePaid(db, idOf(invoice), as(WAITER))).rejects.toMatchObject({ kind: 'refused' });
    const [stored] = await allOfType(db, 'invoice');
    expect(stored?.status).toBe('pending');
  });
});
