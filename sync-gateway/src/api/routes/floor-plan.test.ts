import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, startApi, type ApiHarness } from '../../../test/helper.ts';

describe('areas and tables', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const create = async (url: string, payload: object) => {
    const res = await api.call('manager', { method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Record<string, unknown> & { id: string };
  };

  it('creates, updates, lists and deletes areas and tables with the spec defaults', async () => {
    const area = await create('/api/areas', { name: 'Terraza', description: '' });
    expect(area).toMatchObject({ name: 'Terraza', isActive: true });
    expect(area).not.toHaveProperty('description');
    const table = await create('/api/tables', { number: 'B1', areaId: area.id, positionX: '', positionY: 3 });
    expect(table).toMatchObject({
      number: 'B1',
      capacity: 4,
      status: 'available',
      positionX: null,
      positionY: 3,
      isActive: true,
    });

    const moved = await api.call('admin', {
      method: 'PUT',
      url: `/api/tables/${table.id}`,
      payload: { number: 'B1', capacity: 2, areaId: area.id, status: 'reserved' },
    });
    expect(moved.json()).toMatchObject({ capacity: 2, status: 'reserved' });
    const renamed = await api.call('admin', {
      method: 'PUT',
      url: `/api/areas/${area.id}`,
      payload: { name: 'Terraza Norte', isActive: false },
    });
    expect(renamed.json()).toMatchObject({ name: 'Terraza Norte', isActive: false });

    expect((await api.call('waiter', { method: 'GET', url: '/api/tables' })).json()).toContainEqual(
      moved.json(),
    );
    expect((await api.call('waiter', { method: 'GET', url: '/api/areas' })).json()).toContainEqual(
      renamed.json(),
    );

    expect((await api.call('manager', { method: 'DELETE', url: `/api/tables/${table.id}` })).statusCode).toBe(
      204,
    );
    expect((await api.call('manager', { method: 'DELETE', url: `/api/areas/${area.id}` })).statusCode).toBe(
      204,
    );
    const areas = (await api.call('waiter', { method: 'GET', url: '/api/areas' })).json() as Array<{
      id: string;
    }>;
    expect(areas.map((a) => a.id)).not.toContain(area.id);
    // Deleted as tombstones that replicas receive.
    await expect(api.app.store.db('floor').get(`area:${area.id}`)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses to delete an area that still has tables, with a Spanish message', async () => {
    const area = await create('/api/areas', { name: 'Salón' });
    await create('/api/tables', { number: '7', areaId: area.id });
    await expectRefused(
      api,
      { method: 'DELETE', url: `/api/areas/${area.id}` },
      { status: 409, code: 'in-use', type: 'area' },
    );
    const res = await api.call('manager', { method: 'DELETE', url: `/api/areas/${area.id}` });
    expect(res.json().message).toMatch(/No se puede eliminar el área: tiene 1 mesa/);
  });

  it('refuses a table in an unknown area and unknown ids', async () => {
    await expectRefused(
      api,
      { method: 'POST', url: '/api/tables', payload: { number: '9', areaId: 'no-such-area' } },
      { status: 400, code: 'validation-failed', type: 'table' },
    );
    await expectRefused(
      api,
      { method: 'DELETE', url: '/api/tables/01ARZ3NDEKTSV4RRFFQ69G5FAV' },
      { status: 404, code: 'not-found', type: 'table' },
    );
    await expectRefused(
      api,
      { method: 'PUT', url: '/api/areas/01ARZ3NDEKTSV4RRFFQ69G5FAV', payload: { name: 'Xx' } },
      { status: 404, type: 'area' },
    );
  });

  it.each([
    ['a one-letter area name', '/api/areas', { name: 'A' }, 'El nombre debe tener al menos 2 caracteres'],
    ['a wrong type for isActive', '/api/areas', { name: 'Barra', isActive: 'no' }, undefined],
    [
      'a zero capacity',
      '/api/tables',
      { number: '3', capacity: 0, areaId: 'x' },
      'La capacidad debe ser mayor a 0',
    ],
    ['a negative capacity', '/api/tables', { number: '3', capacity: -2, areaId: 'x' }, undefined],
    ['a fractional position', '/api/tables', { number: '3', areaId: 'x', positionX: 1.5 }, undefined],
    ['an unknown status', '/api/tables', { number: '3', areaId: 'x', status: 'dirty' }, undefined],
    ['a missing area', '/api/tables', { number: '3' }, undefined],
  ])('refuses %s', async (_name, url, payload, message) => {
    const type = url.endsWith('areas') ? 'area' : 'table';
    await expectRefused(
      api,
      { method: 'POST', url, payload },
      { status: 400, code: 'validation-failed', type },
    );
    if (message) {
      const res = await api.call('admin', { method: 'POST', url, payload });
      expect(JSON.stringify(res.json().details)).toContain(message);
    }
  });

  it('keeps table numbers unique among active tables, so an order for table "1" finds one table', async () => {
    const area = await create('/api/areas', { name: 'Comedor' });
    const one = await create('/api/tables', { number: '1', areaId: area.id });
    await expectRefused(
      api,
      { method: 'POST', url: '/api/tables', payload: { number: '1', areaId: area.id } },
      { status: 409, code: 'conflict', type: 'table' },
    );
    const refused = await api.call('manager', {
      method: 'POST',
      url: '/api/tables',
      payload: { number: ' 1 ', areaId: area.id },
    });
    expect(refused.json()).toMatchObject({ message: 'Ya hay una mesa activa con el número 1' });

    // A second table may not be renamed or reactivated onto the number either…
    const two = await create('/api/tables', { number: '2', areaId: area.id });
    await expectRefused(
      api,
      { method: 'PUT', url: `/api/tables/${two.id}`, payload: { number: '1', areaId: area.id } },
      { status: 409, code: 'conflict', type: 'table' },
    );
    const spare = await create('/api/tables', { number: '1', areaId: area.id, isActive: false });
    await expectRefused(
      api,
      { method: 'PUT', url: `/api/tables/${spare.id}`, payload: { number: '1', areaId: area.id } },
      { status: 409, code: 'conflict', type: 'table' },
    );
    // …while the table holding it is edited freely.
    const edited = await api.call('manager', {
      method: 'PUT',
      url: `/api/tables/${one.id}`,
      payload: { number: '1', areaId: area.id, capacity: 6 },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const product = await create('/api/products', { name: 'Caña', category: 'bebidas', price: '2.50' });
    const order = await api.call('waiter', {
      method: 'POST',
      url: '/api/orders',
      payload: { tableId: '1', status: 'pending', items: [{ productId: product.id, quantity: 1 }] },
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json()).toMatchObject({ tableId: one.id });
  });
});
