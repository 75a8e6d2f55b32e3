import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { seed, startApi, type ApiHarness, type Fixtures } from '../../test/helper.ts';

/**
 * What the API's answers mean, across resources: PUT replaces (the same for every field of every
 * resource), every refusal is an envelope the OpenAPI document lists for its route, and every
 * validation message is Spanish and names its field.
 */
describe('API semantics', () => {
  let api: ApiHarness;
  let f: Fixtures;
  beforeAll(async () => {
    api = await startApi();
    f = await seed(api);
  });
  afterAll(async () => {
    await api.close();
  });

  /** The fields of an answer a client controls (identity and stamps left out). */
  function fields(body: unknown): Record<string, unknown> {
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = body as Record<string, unknown>;
    return rest;
  }

  let tableNumber = 100;
  const RESOURCES: Array<{
    name: string;
    url: string;
    /** A body that sets every field away from its default. */
    full: () => object;
    /** Only the required fields. */
    minimal: () => object;
    /** Fields a PUT without them keeps: the gateway's projection (an ingredient's stock), not the client's. */
    kept?: readonly string[];
  }> = [
    {
      name: 'products',
      url: '/api/products',
      full: () => ({
        name: 'Gazpacho',
        description: 'Frío',
        category: 'postres',
        price: '6.00',
        cost: '1.50',
        imageUrl: 'https://cdn.example.com/gazpacho.jpg',
        isAvailable: false,
        preparationTime: 25,
        allergens: 'Apio',
        isActive: false,
      }),
      minimal: () => ({ name: 'Gazpacho', price: '6.00' }),
    },
    {
      name: 'areas',
      url: '/api/areas',
      full: () => ({ name: 'Terraza', description: 'Exterior', isActive: false }),
      minimal: () => ({ name: 'Terraza' }),
    },
    {
      name: 'tables',
      url: '/api/tables',
      full: () => ({
        number: `M${++tableNumber}`,
        capacity: 8,
        areaId: f.areaId,
        status: 'reserved',
        positionX: 3,
        positionY: 4,
        isActive: false,
      }),
      minimal: () => ({ number: `M${++tableNumber}`, areaId: f.areaId }),
    },
    {
      name: 'ingredients',
      url: '/api/ingredients',
      full: () => ({
        name: 'Aceite',
        unit: 'l',
        currentStock: '12.500',
        minStock: '2.000',
        costPerUnit: '4.20',
        supplierId: f.supplierId,
        expiryDate: '2027-01-31',
        category: 'Básicos',
        isActive: false,
      }),
      minimal: () => ({ name: 'Aceite' }),
      kept: ['currentStock'],
    },
  ];

  it.each(RESOURCES.map((resource) => [resource.name, resource] as const))(
    'PUT %s replaces: the document becomes what POST would make of the same body',
    async (_name, resource) => {
      const created = await api.call('manager', {
        method: 'POST',
        url: resource.url,
        payload: resource.full(),
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json() as { id: string }).id;

      const minimal = resource.minimal();
      const put = await api.call('manager', {
        method: 'PUT',
        url: `${resource.url}/${id}`,
        payload: minimal,
      });
      expect(put.statusCode, put.body).toBe(200);
      const fresh = await api.call('manager', {
        method: 'POST',
        url: resource.url,
        payload: resource.minimal(),
      });
      expect(fresh.statusCode, fresh.body).toBe(201);
      // Tables differ by number only (numbers are unique); everything else must match field for field.
      const { number: _n1, ...replaced } = fields(put.json());
      const { number: _n2, ...created2 } = fields(fresh.json());
      for (const key of resource.kept ?? []) {
        expect(replaced[key], key).toEqual((created.json() as Record<string, unknown>)[key]);
        delete replaced[key];
        delete created2[key];
      }
      expect(replaced).toEqual(created2);
      // And nothing of the full body survived where the minimal one was silent.
      const stored = (await api.stored(resource.url.slice('/api/'.length, -1))).find((doc) =>
        doc._id.endsWith(`:${id}`),
      );
      for (const [key, value] of Object.entries(resource.full())) {
        if (key in minimal || key === 'number' || resource.kept?.includes(key)) continue;
        expect(stored?.[key], key).not.toEqual(value);
      }
    },
  );

  it('documents every 4xx a route answers, always in the envelope', async () => {
    const doc = (await api.call(null, { method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const longId = 'x'.repeat(300);
    const probes = (
      url: string,
      method: string,
    ): Array<[string, InjectOptions, 'admin' | 'waiter' | null]> => {
      const withBody = method !== 'GET';
      const list: Array<[string, InjectOptions, 'admin' | 'waiter' | null]> = [
        ['signed out', { method, url: url.replaceAll(/\{\w+\}/g, 'X1') }, null],
        [
          'as a waiter',
          { method, url: url.replaceAll(/\{\w+\}/g, 'X1'), payload: withBody ? {} : undefined },
          'waiter',
        ],
      ];
      if (url.includes('{')) {
        list.push([
          'an unknown id',
          { method, url: url.replaceAll(/\{\w+\}/g, 'nada'), payload: withBody ? {} : undefined },
          'admin',
        ]);
        list.push(['an over-long id', { method, url: url.replaceAll(/\{\w+\}/g, longId) }, 'admin']);
        list.push(['a bad escape', { method, url: url.replaceAll(/\{\w+\}/g, '%E0%A4%A') }, 'admin']);
        list.push(['a malformed id', { method, url: url.replaceAll(/\{\w+\}/g, 'a.b') }, 'admin']);
      }
      if (withBody) {
        const target = url.replaceAll(/\{\w+\}/g, 'X1');
        list.push(['an empty body', { method, url: target, payload: {} }, 'admin']);
        list.push([
          'text',
          { method, url: target, payload: 'hola', headers: { 'content-type': 'text/plain' } },
          'admin',
        ]);
        list.push([
          'broken JSON',
          { method, url: target, payload: '{"a":', headers: { 'content-type': 'application/json' } },
          'admin',
        ]);
        list.push(['a huge body', { method, url: target, payload: { name: 'x'.repeat(70_000) } }, 'admin']);
      }
      return list;
    };
    const undocumented: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [label, request, role] of probes(path, method.toUpperCase())) {
          const res = await api.call(role, request);
          if (res.statusCode < 400) continue;
          const body = res.json() as { error?: unknown; message?: unknown };
          expect(
            typeof body.error === 'string' && typeof body.message === 'string',
            `${method} ${path}: ${res.body}`,
          ).toBe(true);
          if (!(String(res.statusCode) in operation.responses))
            undocumented.push(`${method.toUpperCase()} ${path} (${label}) → ${res.statusCode}`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('answers an over-long id with a 400 envelope rather than a raw 414', async () => {
    const res = await api.call('admin', { method: 'GET', url: `/api/products/${'x'.repeat(5000)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'bad-request',
      message: 'Un segmento de la dirección es demasiado largo',
    });
  });

  it.each<[string, string, string, object, string]>([
    [
      'a price of the wrong type',
      'POST',
      '/api/products',
      { name: 'Flan', price: true },
      'price: Entrada inválida: se esperaba texto o número, recibido booleano',
    ],
    [
      'a capacity in words',
      'POST',
      '/api/tables',
      { number: 'Z1', areaId: 'A1', capacity: 'cuatro' },
      'capacity: Entrada inválida: se esperaba número, recibido texto',
    ],
    [
      'an unknown category',
      'POST',
      '/api/products',
      { name: 'Flan', category: 'tapas' },
      'category: Opción inválida: se esperaba una de "entradas"|"principales"|"postres"|"bebidas"|"vinos"|"cocktails"',
    ],
    [
      'a line without a product',
      'POST',
      '/api/orders',
      { tableId: 'T1', items: [{ quantity: 1 }] },
      'items.0.productId: El producto es requerido',
    ],
    [
      'a fractional line quantity',
      'POST',
      '/api/orders',
      { tableId: 'T1', items: [{ productId: 'P1', quantity: 1.5 }] },
      'items.0.quantity: La cantidad debe ser un número entero',
    ],
    ['a malformed id', 'GET', '/api/products/a.b', {}, 'id: Identificador no válido'],
    [
      'a description over its limit',
      'POST',
      '/api/areas',
      { name: 'Patio', description: 'x'.repeat(1001) },
      'description: La descripción no puede tener más de 1000 caracteres',
    ],
  ])('names the field and says why in Spanish: %s', async (_label, method, url, payload, message) => {
    const res = await api.call('admin', { method, url, ...(method === 'GET' ? {} : { payload }) });
    expect(res.statusCode).toBe(400);
    const body = res.json() as {
      error: string;
      message: string;
      details: Array<{ path: string; message: string }>;
    };
    expect(body.error).toBe('validation-failed');
    expect(body.message).toBe(message);
    expect(body.details[0]?.path).toBe(`/${message.slice(0, message.indexOf(':')).replaceAll('.', '/')}`);
  });

  it('says nothing in English whatever the body', async () => {
    const bodies: Array<[string, object]> = [
      [
        '/api/products',
        { name: 5, price: [], cost: {}, isAvailable: 'sí', preparationTime: -1, category: 1 },
      ],
      [
        '/api/tables',
        { number: null, capacity: 0, areaId: '', status: 'rota', positionX: 1.5, isActive: 'no' },
      ],
      [
        '/api/ingredients',
        { name: '', unit: 'toneladas', currentStock: 'x', expiryDate: 7, supplierId: '!' },
      ],
      ['/api/orders', { tableId: 3, status: 'served', items: 'todo', notes: 9 }],
      ['/api/recipes', { productId: '', servings: 'x', difficulty: 'extrema', ingredients: [{}] }],
    ];
    for (const [url, payload] of bodies) {
      const res = await api.call('admin', { method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(400);
      const { details } = res.json() as { details: Array<{ path: string; message: string }> };
      expect(details.length, url).toBeGreaterThan(0);
      for (const detail of details) {
        expect(detail.message, `${url} ${detail.path}`).not.toMatch(
          /\b(Invalid|expected|received|Required|must|Too (big|small)|int)\b/,
        );
        expect(detail.path, url).not.toBe('/');
      }
    }
  });
});
