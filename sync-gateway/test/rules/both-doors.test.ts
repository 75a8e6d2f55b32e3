import { afterEach, describe, it } from 'vitest';
import { ulid } from 'ulidx';
import { dailyStockDoc } from '../replication/fixtures.ts';
import { orderDoc, productDoc, tableDoc, type Doc } from '../replication/helpers.ts';
import { AT, bothDoors, idOf, type RuleCase, type World } from '../support/both-doors.ts';

function area(userId: string): Doc {
  return {
    _id: `area:${ulid()}`,
    type: 'area',
    createdAt: AT,
    updatedAt: AT,
    updatedBy: userId,
    name: 'Terraza',
    isActive: true,
  };
}

function ingredient(userId: string): Doc {
  return {
    _id: `ingredient:${ulid()}`,
    type: 'ingredient',
    createdAt: AT,
    updatedAt: AT,
    updatedBy: userId,
    name: 'Harina',
    unit: 'kg',
    currentStock: '5.000',
    minStock: '1.000',
    costPerUnit: '1.20',
    isActive: true,
  };
}

function recipeUsing(userId: string, ingredientId: string): Doc {
  return {
    _id: `recipe:${ulid()}`,
    type: 'recipe',
    createdAt: AT,
    updatedAt: AT,
    updatedBy: userId,
    productId: 'P1',
    instructions: 'Freír',
    preparationTime: 10,
    servings: 4,
    difficulty: 'easy',
    ingredients: [{ id: ulid(), ingredientId, quantity: '0.200' }],
  };
}

/** Edits a document the device holds (after pulling) and deletes or rewrites it. */
async function editOnDevice(world: World, id: string, change: (doc: Doc) => Doc): Promise<void> {
  await world.device.local.replicate.from(world.device.remote);
  const held = await world.device.local.get<Doc>(id);
  await world.device.local.put(change(held));
}

/** Both doors' write of a new active table numbered '1' in the case's first given document, an area. */
const TABLE_ONE_IN_GIVEN_AREA: Pick<RuleCase, 'api' | 'device'> = {
  api: (_w, [terraza]) => ({
    method: 'POST',
    path: '/api/tables',
    body: { number: '1', areaId: idOf(terraza!) },
  }),
  device: async (w, [terraza]) => {
    await w.device.local.put(tableDoc(w.user.id, { areaId: idOf(terraza!), number: '1' }));
  },
};

const CASES: RuleCase[] = [
  {
    name: 'a manager numbers a second active table "1"',
    refused: true,
    reason: /^Ya hay una mesa activa con el número 1$/,
    role: 'manager',
    given: (user) => {
      const terraza = area(user.id);
      return [terraza, tableDoc(user.id, { areaId: idOf(terraza), number: '1' })];
    },
    ...TABLE_ONE_IN_GIVEN_AREA,
  },
  {
    name: 'a manager numbers a table like an inactive one',
    refused: false,
    role: 'manager',
    given: (user) => {
      const terraza = area(user.id);
      return [terraza, tableDoc(user.id, { areaId: idOf(terraza), number: '1', isActive: false })];
    },
    ...TABLE_ONE_IN_GIVEN_AREA,
  },
  {
    name: 'a waiter sends an order without lines',
    refused: true,
    reason: /^items: Añada productos al pedido antes de enviarlo$/,
    role: 'waiter',
    given: () => [],
    api: () => ({
      method: 'POST',
      path: '/api/orders',
      body: { tableId: 'T1', status: 'pending', subtotal: '10.00', tax: '1.00', total: '11.00', notes: '' },
    }),
    device: async (w) => {
      await w.device.local.put(
        orderDoc(w.user.id, { items: [], subtotal: '10.00', tax: '1.00', total: '11.00' }),
      );
    },
  },
  {
    name: 'a manager names a product with 60 000 characters',
    refused: true,
    reason: /^name: El nombre no puede tener más de 120 caracteres$/,
    role: 'manager',
    given: () => [],
    api: () => ({
      method: 'POST',
      path: '/api/products',
      body: { name: 'x'.repeat(60_000), category: 'entradas', price: '6.50' },
    }),
    device: async (w) => {
      await w.device.local.put(productDoc(w.user.id, { name: 'x'.repeat(60_000) }));
    },
  },
  {
    name: 'a manager gives an ingredient an expiry date of 30 February',
    refused: true,
    reason: /^expiryDate: Fecha no válida/,
    role: 'manager',
    given: () => [],
    api: () => ({
      method: 'POST',
      path: '/api/ingredients',
      body: { name: 'Harina', unit: 'kg', expiryDate: '2026-02-30' },
    }),
    device: async (w) => {
      await w.device.local.put({ ...ingredient(w.user.id), expiryDate: '2026-02-30' });
    },
  },
  {
    name: 'a manager points a product image at javascript:',
    refused: true,
    reason: /^imageUrl: La imagen debe ser/,
    role: 'manager',
    given: () => [],
    api: () => ({
      method: 'POST',
      path: '/api/products',
      body: { name: 'Croquetas', category: 'entradas', price: '6.50', imageUrl: 'javascript:alert(1)' },
    }),
    device: async (w) => {
      await w.device.local.put(productDoc(w.user.id, { imageUrl: 'javascript:alert(1)' }));
    },
  },
  {
    name: 'a waiter changes a price',
    refused: true,
    role: 'waiter',
    given: () => [productDoc('system', { price: '19.50' })],
    api: (_w, [product]) => ({
      method: 'PUT',
      path: `/api/products/${idOf(product!)}`,
      body: { name: 'Croquetas', category: 'entradas', price: 0.5 },
    }),
    device: (w, [product]) =>
      editOnDevice(w, product!._id, (doc) => ({
        ...doc,
        price: '0.50',
        updatedAt: AT,
        updatedBy: w.user.id,
      })),
  },
  {
    name: 'a waiter creates an area',
    refused: true,
    role: 'waiter',
    given: () => [],
    api: () => ({ method: 'POST', path: '/api/areas', body: { name: 'Patio' } }),
    device: async (w) => {
      await w.device.local.put(area(w.user.id));
    },
  },
  {
    name: 'a manager deletes an area that still has tables',
    refused: true,
    role: 'manager',
    given: (user) => {
      const terraza = area(user.id);
      return [terraza, tableDoc(user.id, { areaId: idOf(terraza), number: '7' })];
    },
    api: (_w, [terraza]) => ({ method: 'DELETE', path: `/api/areas/${idOf(terraza!)}` }),
    device: (w, [terraza]) => editOnDevice(w, terraza!._id, (doc) => ({ ...doc, _deleted: true })),
  },
  {
    name: 'a manager deletes an ingredient a recipe uses',
    refused: true,
    role: 'manager',
    given: (user) => {
      const flour = ingredient(user.id);
      return [flour, recipeUsing(user.id, idOf(flour))];
    },
    api: (_w, [flour]) => ({ method: 'DELETE', path: `/api/ingredients/${idOf(flour!)}` }),
    device: (w, [flour]) => editOnDevice(w, flour!._id, (doc) => ({ ...doc, _deleted: true })),
  },
  {
    name: 'a cook moves a served order back to pending',
    refused: true,
    role: 'cook',
    given: (user) => {
      const order = orderDoc(user.id, { status: 'served', waiterId: user.id });
      return [{ ...order, items: (order.items as Doc[]).map((item) => ({ ...item, status: 'served' })) }];
    },
    api: (_w, [order]) => ({
      method: 'PUT',
      path: `/api/orders/${idOf(order!)}`,
      body: { status: 'pending' },
    }),
    device: (w, [order]) =>
      editOnDevice(w, order!._id, (doc) => ({
        ...doc,
        status: 'pending',
        updatedAt: AT,
        updatedBy: w.user.id,
      })),
  },
  {
    name: 'a cook takes a pending order straight to ready (a forward move may skip steps)',
    refused: false,
    role: 'cook',
    given: (user) => [orderDoc(user.id, { waiterId: user.id })],
    api: (_w, [order]) => ({ method: 'PUT', path: `/api/orders/${idOf(order!)}`, body: { status: 'ready' } }),
    device: (w, [order]) =>
      editOnDevice(w, order!._id, (doc) => ({
        ...doc,
        status: 'ready',
        items: (doc.items as Doc[]).map((item) => ({ ...item, status: 'ready' })),
        updatedAt: AT,
        updatedBy: w.user.id,
      })),
  },
  {
    name: 'a waiter adjusts the day’s stock',
    refused: true,
    role: 'waiter',
    given: () => [dailyStockDoc('P1', 10)],
    api: (_w, [row]) => ({
      method: 'PUT',
      path: `/api/daily-stock/${idOf(row!)}`,
      body: { currentStock: 4 },
    }),
    device: async (w) => {
      await w.device.local.put({
        _id: `stock_movement:${ulid()}`,
        type: 'stock_movement',
        kind: 'adjustment',
        createdAt: AT,
        updatedAt: AT,
        updatedBy: w.user.id,
        productId: 'P1',
        businessDate: '2026-11-22',
        delta: -6,
        reason: 'Ajuste de cocina',
      });
    },
  },
];

/**
 * Every rule gets the same verdict and the same Spanish reason at both doors: `/api` and a device
 * replicating through `/db`. Each case runs against a fresh store per door, so one door's write
 * cannot decide the other's.
 */
describe('one rulebook at both doors', () => {
  const doors = bothDoors();
  afterEach(() => doors.cleanup());

  it.each(CASES.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => doors.run(rule));
});
