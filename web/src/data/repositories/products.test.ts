import { afterEach, describe, expect, it } from 'vitest';
import { productSchema, type Role } from '@restaurantpro/schema';
import { memoryDb } from '../../../test/helper.ts';
import { allOfType } from '../queries.ts';
import { saveProduct, setProductCost } from './products.ts';

const dbs: PouchDB.Database[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

function freshDb(): PouchDB.Database {
  const db = memoryDb();
  dbs.push(db);
  return db;
}

const manager = { id: 'manager-1', role: 'manager' as Role };
const now = new Date('2026-11-22T10:00:00Z');
const later = new Date('2026-11-22T11:00:00Z');

describe('products repository', () => {
  it('creates a product with the spec defaults, money as 2-decimal strings', async () => {
    const db = freshDb();
    const saved = await saveProduct(db, { id: null, values: { name: '  Croquetas ', price: '9.5', description: '' } }, { actor: manager, now });
    const stored = productSchema.parse(await db.get(saved._id));
    expect(stored).toMatchObject({
      name: 'Croquetas',
      category: 'entradas',
      price: '9.50',
      cost: '0.00',
      isAvailable: true,
      preparationTime: 15,
      isActive: true,
      createdAt: now.toISOString(),
      updatedBy: 'manager-1',
    });
    expect(stored).not.toHaveProperty('description');
    expect(stored._id).toMatch(/^product:[0-9A-Z]{26}$/);
  });

  it('edits the latest revision, keeping creation and clearing emptied fields', async () => {
    const db = freshDb();
    const created = await saveProduct(db, { id: null, values: { name: 'Flan', category: 'postres', price: '4.00', description: 'Casero', imageUrl: '/api/objects/uploads/X' } }, { actor: manager, now });
    // Another device changed it in between: the edit is made on top of that revision.
    await db.put({ ...created, isAvailable: false });
    const edited = await saveProduct(db, { id: created._id, values: { name: 'Flan de huevo', category: 'postres', price: '4,50', cost: '1.2', description: '', imageUrl: '', preparationTime: '10' } }, { actor: manager, now: later });
    const stored = productSchema.parse(await db.get(created._id));
    expect(stored).toEqual({ ...edited, _rev: stored._rev });
    expect(stored).toMatchObject({ name: 'Flan de huevo', price: '4.50', cost: '1.20', preparationTime: 10, createdAt: now.toISOString(), updatedAt: later.toISOString() });
    expect(stored).not.toHaveProperty('description');
    expect(stored).not.toHaveProperty('imageUrl');
  });

  it.each([
    [{ name: '' }, 'El nombre es requerido'],
    [{ name: 'Tarta', price: '12.345' }, 'Must be a valid currency amount'],
    [{ name: 'Tarta', cost: 'gratis' }, 'Must be a valid currency amount'],
    [{ name: 'Tarta', preparationTime: '-5' }, 'El tiempo no puede ser negativo'],
  ])('refuses %j with the spec message', async (values, message) => {
    const db = freshDb();
    const attempt = saveProduct(db, { id: null, values }, { actor: manager, now });
    await expect(attempt).rejects.toMatchObject({ kind: 'invalid' });
    await expect(attempt).rejects.toThrow(message);
    expect(await allOfType(db, 'product')).toHaveLength(0);
  });

  it.each<Role>(['waiter', 'cook'])('refuses a %s on the device, as the gateway would', async (role) => {
    const db = freshDb();
    const attempt = saveProduct(db, { id: null, values: { name: 'Tarta' } }, { actor: { id: 'u-2', role }, now });
    await expect(attempt).rejects.toMatchObject({ kind: 'refused' });
    await expect(attempt).rejects.toMatchObject({ status: 403, reason: 'Solo gerencia o administración pueden modificar productos' });
    expect(await allOfType(db, 'product')).toHaveLength(0);
  });

  it('stores modifier groups typed with decimal commas, keeps them when absent, removes them when emptied', async () => {
    const db = freshDb();
    const punto = { id: 'G1', name: 'Punto de la carne', kind: 'single', required: true, options: [{ id: 'O1', name: 'Poco hecho' }, { id: 'O2', name: 'Al punto' }] };
    const extras = { id: 'G2', name: 'Extras', kind: 'multiple', required: false, options: [{ id: 'O3', name: 'Huevo', priceDelta: '1,50' }] };
    const created = await saveProduct(db, { id: null, values: { name: 'Entrecot', price: '18', modifierGroups: [punto, extras] } }, { actor: manager, now });
    expect(productSchema.parse(await db.get(created._id)).modifierGroups).toEqual([
      { ...punto, options: [{ id: 'O1', name: 'Poco hecho', priceDelta: '0.00' }, { id: 'O2', name: 'Al punto', priceDelta: '0.00' }] },
      { ...extras, options: [{ id: 'O3', name: 'Huevo', priceDelta: '1.50' }] },
    ]);
    await saveProduct(db, { id: created._id, values: { name: 'Entrecot', price: '19' } }, { actor: manager, now: later });
    expect(productSchema.parse(await db.get(created._id)).modifierGroups).toHaveLength(2);
    await saveProduct(db, { id: created._id, values: { name: 'Entrecot', price: '19', modifierGroups: [] } }, { actor: manager, now: later });
    expect(await db.get(created._id)).not.toHaveProperty('modifierGroups');
  });

  it('refuses a modifier group without options with the schema message', async () => {
    const db = freshDb();
    const values = { name: 'Entrecot', modifierGroups: [{ id: 'G1', name: 'Punto', kind: 'single', required: true, options: [] }] };
    const attempt = saveProduct(db, { id: null, values }, { actor: manager, now });
    await expect(attempt).rejects.toMatchObject({ kind: 'invalid' });
    await expect(attempt).rejects.toThrow('Cada grupo necesita al menos una opción');
  });

  it('sets the cost only when it changes and the writer may change products', async () => {
    const db = freshDb();
    const created = await saveProduct(db, { id: null, values: { name: 'Sopa', price: '6.00' } }, { actor: manager, now });
    expect(await setProductCost(db, { id: created._id, cost: '1.75' }, { actor: { id: 'cook-1', role: 'cook' }, now: later })).toBe(false);
    expect(await setProductCost(db, { id: created._id, cost: '1.75' }, { actor: manager, now: later })).toBe(true);
    expect(await setProductCost(db, { id: created._id, cost: '1.75' }, { actor: manager, now: later })).toBe(false);
    expect(productSchema.parse(await db.get(created._id)).cost).toBe('1.75');
  });

  it('retires a product with the switch and brings it back, keeping the document', async () => {
    const db = freshDb();
    const created = await saveProduct(db, { id: null, values: { name: 'Gazpacho', price: '5.50' } }, { actor: manager, now });
    await saveProduct(db, { id: created._id, values: { name: 'Gazpacho', price: '5.50', isActive: false } }, { actor: manager, now: later });
    expect(productSchema.parse(await db.get(created._id))).toMatchObject({ isActive: false, createdAt: now.toISOString() });
    await saveProduct(db, { id: created._id, values: { name: 'Gazpacho', price: '5.50', isActive: true } }, { actor: manager, now: later });
    expect(productSchema.parse(await db.get(created._id)).isActive).toBe(true);
  });
});
