import {
  checkSupplyWrite,
  checkWrite,
  docId,
  idPart,
  newId,
  productInputSchema,
  productSchema,
  type AnyDoc,
  type Product,
  type ProductInput,
} from '@restaurantpro/schema';
import { allOfType, getOrNull } from '../queries.ts';
import type { WriteContext, Writer } from './context.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/**
 * The catalogue on the local replica: products created and edited from the back office. Writes are
 * validated with the shared schema and checked with the gateway's own permission rule, so a change
 * the server would refuse is refused here, before the screen can report it as done.
 */

export type StoredProduct = Product & { _rev: string };

/** Throws a refused WriteError when the gateway's rule refuses `writer` turning `prev` into `next`. */
export function assertMayWrite(writer: Writer, prev: AnyDoc | null, next: AnyDoc | null): void {
  const check = checkWrite(writer, prev, next);
  if (!check.ok) throw new WriteError('refused', check.reason);
}

/** Absent rather than undefined: optional text cleared in a form disappears from the document. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/**
 * The product document for validated form input: a new one (with `ref` as its id) or `prev` edited.
 * Throws a ZodError when the result would not be a valid product.
 */
export function buildProduct(input: ProductInput, prev: Product | null, writer: Writer, now: Date, ref: string = newId()): Product {
  const at = now.toISOString();
  return productSchema.parse(
    withoutUndefined({
      ...prev,
      ...input,
      // Cleared optional fields must replace the previous value, not fall back to it.
      description: input.description,
      imageUrl: input.imageUrl,
      allergens: input.allergens,
      // 'Por defecto' removes the product's own rate, so the restaurant's default applies again.
      ivaRate: input.ivaRate,
      // Absent from the input: the groups stay as they were; an empty list removes them.
      modifierGroups:
        input.modifierGroups === undefined
          ? prev?.modifierGroups
          : input.modifierGroups.length > 0
            ? input.modifierGroups
            : undefined,
      // The dialog's 'Activo' switch: an inactive product leaves the POS and staff menus, keeping its history.
      isActive: input.isActive,
      _id: prev?._id ?? docId('product', ref),
      type: 'product',
      createdAt: prev?.createdAt ?? at,
      updatedAt: at,
      updatedBy: writer.id,
    }),
  );
}

export interface SaveProduct {
  /** `_id` of the product to edit; null creates one. */
  id: string | null;
  /** The dialog's values, parsed with `productInputSchema` (spec §5 defaults and messages). */
  values: unknown;
}

/**
 * Creates or edits a product on the local replica; replication takes it to every device. An edit
 * reads the latest revision first, so a change replicated a moment ago does not make it fail.
 */
export const saveProduct = repositoryWrite(async function saveProduct(
  db: PouchDB.Database,
  { id, values }: SaveProduct,
  { actor: writer, now }: WriteContext,
): Promise<StoredProduct> {
  const input = productInputSchema.parse(values);
  const prev = id ? await getOrNull<StoredProduct>(db, id) : null;
  if (id && !prev) throw new WriteError('not-found', `Producto no encontrado: ${id}`);
  const next = buildProduct(input, prev, writer, now);
  assertMayWrite(writer, prev, next);
  const result = await db.put(prev ? { ...next, _rev: prev._rev } : next);
  return { ...next, _rev: result.rev };
});

/**
 * Sets a product's cost (e.g. to its recipe's cost per portion). Returns false, writing nothing, when
 * the cost is already that or the writer may not change products; retries once if another device
 * changed the product in between.
 */
export const setProductCost = repositoryWrite(async function setProductCost(
  db: PouchDB.Database,
  { id, cost }: { id: string; cost: string },
  { actor: writer, now }: WriteContext,
): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    const prev = await getOrNull<StoredProduct>(db, id);
    if (!prev || prev.cost === cost) return false;
    const next = productSchema.parse({ ...prev, cost, updatedAt: now.toISOString(), updatedBy: writer.id });
    if (!checkWrite(writer, prev, next).ok) return false;
    try {
      await db.put(next);
      return true;
    } catch (error) {
      if ((error as { status?: number }).status !== 409 || attempt > 0) throw error;
    }
  }
});

/**
 * Deletes a product never sold. One that any order line on this replica references is refused with
 * the schema's reason (retire it with 'Activo' instead); the gateway, which holds every order ever
 * stored, judges the same rule again for orders this device no longer keeps.
 */
export const deleteProduct = repositoryWrite(async function deleteProduct(
  db: PouchDB.Database,
  id: string,
  { actor: writer, now }: WriteContext,
): Promise<void> {
  const prev = await getOrNull<StoredProduct>(db, id);
  if (!prev) throw new WriteError('not-found', `Producto no encontrado: ${id}`);
  assertMayWrite(writer, prev, null);
  const productId = idPart(id);
  const orders = await allOfType(db, 'order');
  const sold = orders.some((order) => order.items.some((item) => item.productId === productId));
  const check = checkSupplyWrite(writer, prev, null, { productSold: (pid) => pid === productId && sold });
  if (!check.ok) throw new WriteError('refused', check.reason);
  // A tombstone that keeps its fields, as the gateway's, so filters by `type` pass the deletion on.
  await db.put({ ...prev, _deleted: true, updatedAt: now.toISOString(), updatedBy: writer.id });
});
