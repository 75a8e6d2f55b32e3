import { docId, type IvaRate, type Product, type ProductCategory, productSchema, tableSchema, type DiningTable } from '@restaurantpro/schema';
import { putSettings } from './money.ts';

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

/** A dish or drink of the catalogue on a test replica; without `ivaRate` it takes the settings' default. */
export async function putProduct(
  db: PouchDB.Database,
  { id, name, price, ivaRate, category = 'principales' }: { id: string; name: string; price: string; ivaRate?: IvaRate; category?: ProductCategory },
): Promise<Product> {
  const at = '2026-11-22T08:00:00.000Z';
  const product = productSchema.parse({
    _id: docId('product', id),
    type: 'product',
    createdAt: at,
    updatedAt: at,
    updatedBy: 'manager-1',
    name,
    category,
    price,
    cost: '0.00',
    isAvailable: true,
    preparationTime: 5,
    isActive: true,
    ...(ivaRate === undefined ? {} : { ivaRate }),
  });
  await db.put(product);
  return product;
}

/**
 * Mesa 3 and a bar's menu where the rates differ: cañas at 21 % (the drinks' own rate) and
 * croquetas at the settings' default 10 %, the case every total a person sees must price per rate.
 */
export async function putBarMenu(db: PouchDB.Database): Promise<void> {
  await putSettings(db, { defaultIvaRate: 10 });
  await putTable(db, { id: 'mesa-3', number: '3' });
  await putProduct(db, { id: 'cana', name: 'Caña', price: '2.80', ivaRate: 21, category: 'bebidas' });
  await putProduct(db, { id: 'croquetas', name: 'Croquetas', price: '9.50', category: 'entradas' });
}
