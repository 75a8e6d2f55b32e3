import {
  businessDate,
  DEFAULT_TIME_ZONE,
  deliveryInputSchema,
  deliveryProblem,
  deliverySchema,
  docId,
  idPart,
  newId,
  type Delivery,
  type Invoice,
  type Supplier,
} from '@restaurantpro/schema';
import { allOfType, type StoredDoc } from '../queries.ts';
import type { WriteContext } from './context.ts';
import { assertMayWrite } from './products.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/**
 * Deliveries (entrada de mercancía / albarán) on the floor replica: one document holding every
 * line, so the goods are received whole or not at all. The gateway raises each ingredient's stock
 * and moves its cost per unit; the device only writes the delivery.
 */

export type StoredDelivery = Delivery & StoredDoc;

export interface ReceiveDelivery {
  /** The dialog's values, parsed with the schema's deliveryInputSchema. */
  values: unknown;
  /** The suppliers and invoices this device sees (the office replica of managers' devices). */
  suppliers: readonly (Supplier & StoredDoc)[];
  invoices: readonly (Invoice & StoredDoc)[];
}

/** A lookup by id part over documents of one type; deleted ones are absent. */
function lookup<T extends StoredDoc>(docs: readonly T[]): (id: string) => T | undefined {
  const byId = new Map(docs.map((doc) => [idPart(doc._id), doc]));
  return (id) => byId.get(id);
}

/**
 * Stores a delivery received now by the writer, after the schema's delivery rules: the supplier
 * exists and is active, every ingredient exists, is active and its unit converts, the invoice (if
 * any) is the supplier's. Refused whole, with the rule's Spanish reason, when any line is wrong.
 */
export const receiveDelivery = repositoryWrite(async function receiveDelivery(
  db: PouchDB.Database,
  { values, suppliers, invoices }: ReceiveDelivery,
  context: WriteContext,
): Promise<StoredDelivery> {
  const input = deliveryInputSchema.parse(values);
  const at = context.now.toISOString();
  const delivery = deliverySchema.parse({
    _id: docId('delivery', input.id ?? newId()),
    type: 'delivery',
    createdAt: at,
    updatedAt: at,
    updatedBy: context.actor.id,
    supplierId: input.supplierId,
    ...(input.reference === undefined ? {} : { reference: input.reference }),
    ...(input.invoiceId === undefined ? {} : { invoiceId: input.invoiceId }),
    businessDate: input.businessDate ?? businessDate(context.now, DEFAULT_TIME_ZONE),
    receivedBy: context.actor.id,
    lines: input.lines.map(({ id, ingredientId, quantity, unit, unitCost }) => ({ id: id ?? newId(), ingredientId, quantity, unit, unitCost })),
    ...(input.notes === undefined ? {} : { notes: input.notes }),
  });
  const ingredients = await allOfType(db, 'ingredient');
  const problem = deliveryProblem(delivery, {
    supplierOf: lookup(suppliers),
    invoiceOf: lookup(invoices),
    ingredientOf: lookup(ingredients),
  });
  if (problem !== null) throw new WriteError('refused', problem);
  assertMayWrite(context.actor, null, delivery);
  const result = await db.put(delivery);
  return { ...delivery, _rev: result.rev };
});
