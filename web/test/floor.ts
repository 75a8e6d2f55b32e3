import { docId, tableSchema, type DiningTable } from '@restaurantpro/schema';

/** A table on a test replica, as the back office would have stored it (free, active, placed nowhere). */
export async function putTable(
  db: PouchDB.Database,
  { id, number, capacity = 4, updatedAt = '2026-11-22T08:00:00.000Z' }: { id: string; number: string; capacity?: number; updatedAt?: string },
): Promise<DiningTable> {
  const table = tableSchema.parse({
    _id: docId('table', id),
    type: 'table',
    createdAt: updatedAt,
    updatedAt,
    updatedBy: 'manager-1',
    number,
    capacity,
    areaId: 'salon',
    status: 'available',
    positionX: null,
    positionY: null,
    isActive: true,
  });
  await db.put(table);
  return table;
}
