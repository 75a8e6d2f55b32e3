import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../../test/helper.ts';

describe('OpenAPI document', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('describes every documented path from the route schemas', async () => {
    const res = await api.call(null, { method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const expected: Array<[string, string]> = [
      ['/api/dashboard/stats', 'get'],
      ['/api/orders', 'get'],
      ['/api/orders', 'post'],
      ['/api/orders/active', 'get'],
      ['/api/orders/{id}', 'put'],
      ['/api/ingredients', 'get'],
      ['/api/ingredients', 'post'],
      ['/api/ingredients/low-stock', 'get'],
      ['/api/ingredients/{id}', 'put'],
      ['/api/ingredients/{id}', 'delete'],
      ['/api/suppliers', 'get'],
      ['/api/suppliers', 'post'],
      ['/api/suppliers/{id}', 'get'],
      ['/api/suppliers/{id}', 'put'],
      ['/api/suppliers/{id}', 'delete'],
      ['/api/invoices', 'get'],
      ['/api/invoices', 'post'],
      ['/api/invoices/{id}', 'put'],
      ['/api/invoices/{id}/pay', 'post'],
      ['/api/invoices/documents/upload', 'post'],
      ['/api/deliveries', 'get'],
      ['/api/deliveries', 'post'],
      ['/api/stock-counts', 'get'],
      ['/api/stock-counts', 'post'],
      ['/api/ingredients/{id}/movements', 'get'],
      ['/api/products/{id}', 'delete'],
      ['/api/areas', 'post'],
      ['/api/areas/{id}', 'delete'],
      ['/api/tables', 'post'],
      ['/api/tables/{id}', 'put'],
      ['/api/products', 'get'],
      ['/api/products/{id}', 'get'],
      ['/api/products/{id}', 'put'],
      ['/api/objects/upload', 'post'],
      ['/api/objects/uploads/{id}', 'put'],
      ['/api/recipes/product/{productId}', 'get'],
      ['/api/recipes', 'post'],
      ['/api/recipe-ingredients', 'post'],
      ['/api/daily-stock', 'get'],
      ['/api/daily-stock/{id}', 'put'],
      ['/api/checks', 'get'],
      ['/api/checks', 'post'],
      ['/api/checks/{id}', 'get'],
      ['/api/checks/{id}/rounds', 'post'],
      ['/api/checks/{id}/request-bill', 'post'],
      ['/api/checks/{id}/reopen', 'post'],
      ['/api/checks/{id}/close', 'post'],
      ['/api/checks/{id}/void', 'post'],
      ['/api/checks/{id}/move', 'post'],
      ['/api/checks/{id}/merge', 'post'],
      ['/api/checks/{id}/transfers', 'post'],
      ['/api/orders/{id}/lines/{lineId}/void', 'post'],
      ['/api/orders/{id}/void', 'post'],
      ['/api/approvals', 'post'],
      ['/api/tables/{id}/ready', 'post'],
      ['/api/settings', 'get'],
      ['/api/settings', 'put'],
      ['/api/checks/{id}/bill', 'get'],
      ['/api/checks/{id}/payments', 'post'],
      ['/api/payments', 'get'],
      ['/api/checks/{id}/adjustments', 'post'],
      ['/api/tickets', 'get'],
      ['/api/tickets/{id}', 'get'],
      ['/api/tickets/{id}/refunds', 'post'],
      ['/api/tickets/{id}/invoice', 'post'],
      ['/api/tickets/{id}/annulment', 'get'],
      ['/api/tickets/{id}/annulment', 'post'],
      ['/api/tickets/{id}/annulment', 'put'],
      ['/api/checks/{id}/invoice', 'post'],
      ['/api/cash/movements', 'post'],
      ['/api/days/{date}/cash', 'get'],
      ['/api/days/{date}/close', 'post'],
      ['/api/days/{date}/z', 'get'],
      ['/api/activity', 'get'],
      ['/api/users', 'get'],
      ['/api/users', 'post'],
      ['/api/users/{id}', 'put'],
      ['/api/users/{id}/password', 'post'],
      ['/api/users/{id}/pin', 'post'],
      ['/api/me', 'get'],
      ['/api/me/password', 'post'],
      ['/api/me/pin', 'post'],
      ['/api/terminals', 'post'],
      ['/api/terminals', 'get'],
      ['/api/terminals/{id}', 'put'],
      ['/api/terminal', 'get'],
      ['/api/terminal/unlock', 'post'],
      ['/api/terminal/leave', 'post'],
    ];
    for (const [path, method] of expected)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const createProduct = JSON.stringify(doc.paths['/api/products']?.post?.requestBody);
    expect(createProduct).toContain('price');
    const round = JSON.stringify(doc.paths['/api/checks/{id}/rounds']?.post?.requestBody);
    expect(round).toContain('modifiers');
    expect(Object.keys(doc.paths['/api/approvals']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '429']),
    );
    const payment = JSON.stringify(doc.paths['/api/checks/{id}/payments']?.post?.requestBody);
    expect(payment).toContain('tendered');
    expect(Object.keys(doc.paths['/api/checks/{id}/payments']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '201', '400', '403', '404', '409']),
    );
    const invoice = JSON.stringify(doc.paths['/api/tickets/{id}/invoice']?.post?.requestBody);
    expect(invoice).toContain('nif');
    expect(Object.keys(doc.paths['/api/tickets/{id}/invoice']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '403', '404', '409']),
    );
    expect(Object.keys(doc.paths['/api/tickets/{id}/annulment']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '403', '404', '409']),
    );
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await api.call(null, { method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
