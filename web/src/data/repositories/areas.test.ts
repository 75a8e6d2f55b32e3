import { describe, expect, it } from 'vitest';
import { allOfType } from '../queries.ts';
import { deleteArea, saveArea, type StoredArea } from './areas.ts';
import { as, freshDb, idOf, MANAGER, WAITER } from '../../../test/helper.ts';
import { saveTable } from './tables.ts';

describe('areas repository', () => {
  it('creates an active area by default and clears an emptied description on update', async () => {
    const db = freshDb();
    const created = await saveArea(db, { name: ' Terraza ', description: 'Exterior' }, null, as(MANAGER));
    expect(created).toMatchObject({ name: 'Terraza', description: 'Exterior', isActive: true });
    await saveArea(db, { name: 'Terraza', description: '', isActive: false }, idOf(created), as(MANAGER));
    const [stored] = await allOfType<StoredArea>(db, 'area');
    expect(stored).toMatchObject({ name: 'Terraza', isActive: false, createdAt: created.createdAt });
    expect(stored).not.toHaveProperty('description');
  });

  it('refuses a name shorter than 2 characters with the spec message', async () => {
    const db = freshDb();
    await expect(saveArea(db, { name: 'T' }, null, as(MANAGER))).rejects.toThrow(
      'El nombre debe tener al menos 2 caracteres',
    );
  });

  it('refuses a waiter', async () => {
    const db = freshDb();
    await expect(saveArea(db, { name: 'Terraza' }, null, as(WAITER))).rejects.toThrow(/gerencia o administración/);
  });

  it('refuses to delete an area that still has tables, and deletes it once they are gone', async () => {
    const db = freshDb();
    const area = await saveArea(db, { name: 'Terraza' }, null, as(MANAGER));
    await saveTable(db, { number: 'T1', areaId: idOf(area) }, null, as(MANAGER));
    await expect(deleteArea(db, idOf(area), as(MANAGER))).rejects.toThrow(/tiene 1 mesa\(s\) asignada\(s\)/);
    expect(await allOfType(db, 'area')).toHaveLength(1);

    const empty = await saveArea(db, { name: 'Barra' }, null, as(MANAGER));
    await deleteArea(db, idOf(empty), as(MANAGER));
    expect((await allOfType<StoredArea>(db, 'area')).map((doc) => doc.name)).toEqual(['Terraza']);
  });
});
