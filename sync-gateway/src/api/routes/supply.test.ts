import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@restaurantpro/schema';
import { expectRefused, seed, startApi, type ApiHarness, type Fixtures } from '../../../test/helper.ts';

/** A minimal PDF: recognised by its `%PDF-` header. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

describe('suppliers, invoices, deliveries and counts', () => {
  let api: ApiHarness;
  let f: Fixtures;
  const now = new Date('2026-11-22T12:00:00Z');
  beforeAll(async () => {
    api = await startApi({ now: () => now });
    f = await seed(api);
  });
  afterAll(async () => {
    await api.close();
  });

  const post = (url: string, payload: object) => api.call('manager', { method: 'POST', url, payload });

  it('creates, reads, replaces and deletes a supplier; the list keeps the spec’s shape', async () => {
    const created = await post('/api/suppliers', { name: 'Lácteos Norte', taxId: 'B12345674' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    const list = (await api.call('manager', { method: 'GET', url: '/api/suppliers' })).json() as object[];
    expect(list).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, name: 'Lácteos Norte', isActive: true })]),
    );
    const put = await api.call('manager', {
      method: 'PUT',
      url: `/api/suppliers/${id}`,
      payload: { name: 'Lácteos del Norte', phone: '600000000' },
    });
    expect(put.json()).toMatchObject({ id, name: 'Lácteos del Norte', phone: '600000000' });
    expect(put.json()).not.toHaveProperty('taxId');
    const got = await api.call('manager', { method: 'GET', url: `/api/suppliers/${id}` });
    expect(got.json()).toMatchObject({ name: 'Lácteos del Norte' });
    const removed = await api.call('manager', { method: 'DELETE', url: `/api/suppliers/${id}` });
    expect(removed.statusCode).toBe(204);
    expect((await api.call('manager', { method: 'GET', url: `/api/suppliers/${id}` })).statusCode).toBe(404);
  });

  it('attaches a PDF to an invoice, derives its status, filters, totals and marks it paid', async () => {
    const upload = await post('/api/invoices/documents/upload', {});
    const { uploadURL } = upload.json() as { uploadURL: string };
    const put = await api.call(null, {
      method: 'PUT',
      url: uploadURL,
      headers: { 'content-type': 'application/pdf' },
      payload: PDF,
    });
    expect(put.statusCode, put.body).toBe(201);
    const { documentUrl } = put.json() as { documentUrl: string };

    const due = await post('/api/invoices', {
      invoiceNumber: 'F-118',
      supplierId: f.supplierId,
      amount: '284.50',
      date: '2026-11-01',
      dueDate: '2026-11-15',
      documentUrl,
    });
    expect(due.statusCode, due.body).toBe(201);
    expect(due.json()).toMatchObject({ status: 'overdue', statusLabel: 'Vencida', documentUrl });
    const open = await post('/api/invoices', {
      invoiceNumber: 'F-119',
      supplierId: f.supplierId,
      amount: '15.50',
      date: '2026-10-20',
    });
    expect(open.json()).toMatchObject({ status: 'pending', statusLabel: 'Pendiente' });

    const november = await api.call('manager', { method: 'GET', url: '/api/invoices?month=2026-11' });
    expect(november.json()).toMatchObject({
      invoices: [expect.objectContaining({ invoiceNumber: 'F-118' })],
      totals: { count: 1, amount: '284.50', pending: '284.50', overdue: '284.50', paid: '0.00' },
    });
    const dueId = (due.json() as { id: string }).id;
    const paid = await post(`/api/invoices/${dueId}/pay`, {});
    expect(paid.json()).toMatchObject({ status: 'paid', statusLabel: 'Pagada' });
    const again = await post(`/api/invoices/${dueId}/pay`, {});
    expect(again.statusCode).toBe(200);
    const pending = await api.call('manager', {
      method: 'GET',
      url: `/api/invoices?supplierId=${f.supplierId}&status=pending`,
    });
    expect(pending.json()).toMatchObject({ totals: { count: 1, amount: '15.50', paid: '0.00' } });

    const file = await api.call('manager', { method: 'GET', url: documentUrl });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a document that is neither a PDF nor an image, or over 10 MB, and one never uploaded', async () => {
    const address = async () =>
      ((await post('/api/invoices/documents/upload', {})).json() as { uploadURL: string }).uploadURL;
    await expectRefused(
      api,
      {
        method: 'PUT',
        url: await address(),
        headers: { 'content-type': 'application/octet-stream' },
        payload: Buffer.from('hola, esto no es un PDF'),
      },
      { status: 415, code: 'unsupported-media-type', type: 'document', db: 'media' },
    );
    await expectRefused(
      api,
      {
        method: 'PUT',
        url: await address(),
        headers: { 'content-type': 'application/pdf' },
        // One byte over the limit, whatever the header says.
        payload: Buffer.alloc(MAX_UPLOAD_BYTES + 1, PDF.toString('latin1'), 'latin1'),
      },
      { status: 413, code: 'payload-too-large', type: 'document', db: 'media' },
    );
    // A product image's address takes no PDF.
    const imageAddress = ((await post('/api/objects/upload', {})).json() as { uploadURL: string }).uploadURL;
    await expectRefused(
      api,
      { method: 'PUT', url: imageAddress, headers: { 'content-type': 'application/pdf' }, payload: PDF },
      { status: 415, code: 'unsupported-media-type', type: 'image', db: 'media' },
    );
    await expectRefused(
      api,
      {
        method: 'POST',
        url: '/api/invoices',
        payload: {
          invoiceNumber: 'F-120',
          supplierId: f.supplierId,
          amount: '1.00',
          date: '2026-11-02',
          documentUrl: '/api/objects/uploads/01KAAAAAAAAAAAAAAAAAAAAAAA',
        },
      },
      { status: 400, code: 'validation-failed', type: 'invoice', db: 'office' },
    );
  });

  it('receives a delivery, counts the stock, and lists both; a supplier with deliveries is deactivated', async () => {
    const delivery = await post('/api/deliveries', {
      supplierId: f.supplierId,
      reference: 'ALB-7',
      lines: [{ ingredientId: f.ingredientId, quantity: 10, unit: 'kg', unitCost: '3.40' }],
    });
    expect(delivery.statusCode, delivery.body).toBe(201);
    expect(delivery.json()).toMatchObject({
      businessDate: '2026-11-22',
      lines: [expect.objectContaining({ quantity: '10.000', unitCost: '3.40' })],
    });
    const listed = await api.call('manager', {
      method: 'GET',
      url: `/api/deliveries?supplierId=${f.supplierId}`,
    });
    expect(listed.json()).toEqual([expect.objectContaining({ reference: 'ALB-7' })]);

    const counted = await api.call('cook', {
      method: 'POST',
      url: '/api/stock-counts',
      payload: { lines: [{ ingredientId: f.ingredientId, counted: '9', reason: 'waste' }] },
    });
    expect(counted.statusCode, counted.body).toBe(201);
    expect(counted.json()).toMatchObject({
      lines: [expect.objectContaining({ counted: '9.000', reason: 'waste' })],
    });
    const counts = await api.call('cook', { method: 'GET', url: '/api/stock-counts' });
    expect(counts.json()).toHaveLength(1);

    await api.app.reactionsIdle();
    const moves = await api.call('cook', {
      method: 'GET',
      url: `/api/ingredients/${f.ingredientId}/movements`,
    });
    expect(moves.statusCode, moves.body).toBe(200);
    expect(moves.json()).toMatchObject({
      ingredientId: f.ingredientId,
      movements: expect.arrayContaining([
        expect.objectContaining({ kind: 'delivery', quantity: '10.000', businessDate: '2026-11-22' }),
        expect.objectContaining({ kind: 'count' }),
      ]),
    });

    const retired = await api.call('manager', { method: 'DELETE', url: `/api/suppliers/${f.supplierId}` });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json()).toMatchObject({ id: f.supplierId, isActive: false });
  });

  it('refuses to delete a product once sold, with the reason: it is retired instead', async () => {
    const order = await post('/api/orders', {
      tableId: f.tableId,
      items: [{ productId: f.productId, quantity: 1 }],
      total: '0',
    });
    expect(order.statusCode, order.body).toBe(201);
    await expectRefused(
      api,
      { method: 'DELETE', url: `/api/products/${f.productId}` },
      { status: 409, code: 'conflict', type: 'product' },
    );
    const res = await api.call('manager', { method: 'DELETE', url: `/api/products/${f.productId}` });
    expect(res.json()).toMatchObject({
      message: 'No se puede eliminar un producto que ya se ha vendido: desactívalo',
    });
  });

  it('deletes a product never sold', async () => {
    const product = await post('/api/products', { name: 'Flan', category: 'postres', price: '4.00' });
    const id = (product.json() as { id: string }).id;
    const removed = await api.call('manager', { method: 'DELETE', url: `/api/products/${id}` });
    expect(removed.statusCode).toBe(204);
  });
});
