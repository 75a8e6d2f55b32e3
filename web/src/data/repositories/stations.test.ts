import { describe, expect, it } from 'vitest';
import { STATION_FACTORS_MESSAGE, stationSchema } from '@restaurantpro/schema';
import { as, freshDb, idOf, MANAGER, WAITER } from '../../../test/helper.ts';
import { allOfType } from '../queries.ts';
import { deleteStation, saveStation } from './stations.ts';
import { WriteError } from './write-error.ts';

const ADMIN = { id: 'admin-1', role: 'admin' as const };

describe('stations repository', () => {
  it('creates a station with nothing routed, amber at the prep time, red half as long again, no chits', async () => {
    const db = freshDb();
    const created = await saveStation(db, { id: null, values: { name: ' Barra ' } }, as(MANAGER));
    const [stored] = await allOfType(db, 'station');
    expect(stationSchema.parse(stored)).toMatchObject({
      name: 'Barra',
      categories: [],
      productIds: [],
      amberFactor: 1,
      redFactor: 1.5,
      printChits: false,
      isActive: true,
      createdAt: created.createdAt,
      updatedBy: MANAGER.id,
    });
  });

  it('routes categories and single products, and an edit replaces them on the latest revision', async () => {
    const db = freshDb();
    const values = { name: 'Barra', categories: ['bebidas'], productIds: ['cafe-solo'], amberFactor: 2, redFactor: 3 };
    const created = await saveStation(db, { id: null, values }, as(MANAGER));
    await saveStation(
      db,
      {
        id: idOf(created),
        values: { ...values, categories: ['bebidas', 'vinos'], productIds: [], printChits: true, isActive: false },
      },
      as(ADMIN, '2026-11-22T11:00:00.000Z'),
    );
    const [stored] = await allOfType(db, 'station');
    expect(stored).toMatchObject({
      categories: ['bebidas', 'vinos'],
      productIds: [],
      amberFactor: 2,
      redFactor: 3,
      printChits: true,
      isActive: false,
      createdAt: created.createdAt,
      updatedAt: '2026-11-22T11:00:00.000Z',
      updatedBy: ADMIN.id,
    });
  });

  it.each([
    [{ name: 'B' }, 'El nombre debe tener al menos 2 caracteres'],
    [{ name: 'Barra', categories: ['tapas'] }, 'Opción inválida'],
    [{ name: 'Barra', amberFactor: 0 }, 'El factor ámbar debe ser al menos 0,1'],
    [{ name: 'Barra', redFactor: 11 }, 'El factor rojo debe ser como mucho 10'],
  ])('refuses %j with its message and stores nothing', async (values, message) => {
    const db = freshDb();
    await expect(saveStation(db, { id: null, values }, as(MANAGER))).rejects.toThrow(message);
    expect(await allOfType(db, 'station')).toEqual([]);
  });

  it('refuses red before amber as a refusal with the schema’s reason, also when an edit makes it so', async () => {
    const db = freshDb();
    const early = saveStation(db, { id: null, values: { name: 'Fríos', amberFactor: 2, redFactor: 1.5 } }, as(MANAGER));
    await expect(early).rejects.toBeInstanceOf(WriteError);
    await expect(early).rejects.toMatchObject({ kind: 'refused', reason: STATION_FACTORS_MESSAGE });

    const created = await saveStation(db, { id: null, values: { name: 'Fríos', amberFactor: 2, redFactor: 2 } }, as(MANAGER));
    await expect(
      saveStation(db, { id: idOf(created), values: { name: 'Fríos', amberFactor: 2.5, redFactor: 2 } }, as(MANAGER)),
    ).rejects.toMatchObject({ kind: 'refused', reason: STATION_FACTORS_MESSAGE });
    expect(await allOfType(db, 'station')).toMatchObject([{ amberFactor: 2, redFactor: 2 }]);
  });

  it('refuses a waiter, and lets a manager delete a station', async () => {
    const db = freshDb();
    await expect(saveStation(db, { id: null, values: { name: 'Postres' } }, as(WAITER))).rejects.toMatchObject({
      kind: 'refused',
    });
    const created = await saveStation(db, { id: null, values: { name: 'Postres' } }, as(MANAGER));
    await expect(deleteStation(db, idOf(created), as(WAITER))).rejects.toMatchObject({ kind: 'refused' });
    await deleteStation(db, idOf(created), as(MANAGER));
    expect(await allOfType(db, 'station')).toEqual([]);
  });
});
