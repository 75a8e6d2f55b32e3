import { describe, expect, it } from 'vitest';
import { allOfType } from '../queries.ts';
import { deleteArea, saveArea } from './areas.ts';
import { as, freshDb, idOf, MANAGER, WAITER } from '../../../test/helper.ts';
import { saveTable } from './tables.ts';

describe('areas repository', () => {
  it('creates an active area by default and clears an emptied description on update', async () => {
    const db = freshDb();
    const created = await saveArea(db, { id: null, values: { name: ' Terraza ', description: 'Exterior' } }, as(MANAGER));
    expect(created).toMatchObject({ name: 'Terraza', description: 'Exterior', isActive: true });
    await saveArea(db, { id: idOf(created), values: { name: 'Terraza', description: '', isActive: false } }, as(MANAGER));
    const [stored] = await allOfType(db, 'area');
    expect(stored).toMatchObject({ name: 'Terraza', isActive: false, createdAt: created.createdAt });
    expect(stored).not.toHaveProperty('description');
  });

  it('refuses a name shorter than 2 characters with the spec message', async () => {
    const db = freshDb();
    await expect(saveArea(db, { id: null, values: { name: 'T' } }, as(MANAGER))).rejects.toThrow(
      'El nombre debe tener al menos 2 caracteres',
    );
  });

  it('refuses a waiter', async () => {
    const db = freshDb();
    await expect(saveArea(db, { id: null, values: { name: 'Terraza' } }, as(WAITER))).rejects.toThrow(/gerencia o administración/);
  });

  it('refuses to delete an area that still has tables, and deletes it once they are gone', async () => {
    const db = freshDb();
    const area = await saveArea(db, { id: null, values: { name: 'Terraza' } }, as(MANAGER));
    await saveTable(db, { id: null, values: { number: 'T1', areaId: idOf(area) } }, as(MANAGER));
    await expect(deleteArea(db, idOf(area), as(MANAGER))).rejects.toThrow(/tiene 1 mesa\(s\) asignada\(s\)/);
    expect(await allOfType(db, 'area')).toHaveLength(1);

    const empty = await saveArea(db, { id: null, values: { name: 'Barra' } }, as(MANAGER));
    await deleteArea(db, idOf(empty), as(MANAGER));
    expect((await allOfType(db, 'area')).map((doc) => doc.name)).toEqual(['Terraza']);
  });
});
