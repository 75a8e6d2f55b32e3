import { describe, expect, it } from 'vitest';
import { allOfType } from '../queries.ts';
import { saveArea } from './areas.ts';
import { as, freshDb, idOf, MANAGER, WAITER } from '../../../test/helper.ts';
import { deleteTable, moveTable, saveTable } from './tables.ts';

async function withArea(): Promise<{ db: PouchDB.Database; areaId: string }> {
  const db = freshDb();
  const area = await saveArea(db, { id: null, values: { name: 'Salón' } }, as(MANAGER));
  return { db, areaId: idOf(area) };
}

describe('tables repository', () => {
  it('applies the spec defaults: capacity 4, available, no position', async () => {
    const { db, areaId } = await withArea();
    const table = await saveTable(db, { id: null, values: { number: '7', areaId, positionX: '', positionY: '' } }, as(MANAGER));
    expect(table).toMatchObject({ number: '7', capacity: 4, status: 'available', positionX: null, positionY: null });
  });

  it.each([
    [{ number: '' }, 'El número de mesa es requerido'],
    [{ capacity: '0' }, 'La capacidad debe ser mayor a 0'],
    [{ areaId: '' }, 'El área es requerida'],
    [{ positionX: '1.5' }, 'La posición debe ser un número entero'],
  ])('refuses %j with "%s"', async (change, message) => {
    const { db, areaId } = await withArea();
    await expect(saveTable(db, { id: null, values: { number: '7', areaId, ...change } }, as(MANAGER))).rejects.toThrow(message);
    expect(await allOfType(db, 'table')).toHaveLength(0);
  });

  it('refuses an area that does not exist', async () => {
    const { db } = await withArea();
    await expect(saveTable(db, { id: null, values: { number: '7', areaId: 'nowhere' } }, as(MANAGER))).rejects.toThrow('El área no existe');
  });

  it('moves a table on the plan keeping its other fields', async () => {
    const { db, areaId } = await withArea();
    const table = await saveTable(db, { id: null, values: { number: 'B1', capacity: '2', areaId, status: 'reserved' } }, as(MANAGER));
    await moveTable(db, { id: idOf(table), to: { positionX: 3, positionY: 5 } }, as(MANAGER, '2026-11-22T11:00:00.000Z'));
    const [stored] = await allOfType(db, 'table');
    expect(stored).toMatchObject({ number: 'B1', capacity: 2, status: 'reserved', areaId, positionX: 3, positionY: 5 });
    expect(stored?.updatedAt).toBe('2026-11-22T11:00:00.000Z');
  });

  it('lets only managers and admins move or delete a table', async () => {
    const { db, areaId } = await withArea();
    const table = await saveTable(db, { id: null, values: { number: '1', areaId } }, as(MANAGER));
    await expect(moveTable(db, { id: idOf(table), to: { positionX: 1, positionY: 1 } }, as(WAITER))).rejects.toThrow(/mesas/);
    await expect(deleteTable(db, idOf(table), as(WAITER))).rejects.toThrow(/mesas/);
    await deleteTable(db, idOf(table), as({ id: 'admin-1', role: 'admin' }));
    expect(await allOfType(db, 'table')).toHaveLength(0);
  });
});
