import {
  moveLines,
  orderSchema,
  orderUpdateProblem,
  docId,
  type Course,
  type LineMove,
  type Order,
} from '@restaurantpro/schema';
import { getOrNull } from '../queries.ts';
import type { WriteContext } from './context.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

type StoredOrder = Order & { _rev: string };

/**
 * Moves some lines of a stored round (fire a course, start, bump, recall, serve, pass to a station)
 * with the schema's `moveLines`, the builder the API uses too. Reads the latest revision first, so a
 * bump replicated from the other screen a moment ago is built on rather than overwritten, and judges
 * the result with the gateway's own rule before writing. Resolves to the order unchanged when the
 * move was already made (a replayed tap, or the other screen got there first).
 */
export const moveOrderLines = repositoryWrite(async function moveOrderLines(
  db: PouchDB.Database,
  { id, move }: { id: string; move: LineMove },
  { actor, now }: WriteContext,
): Promise<StoredOrder> {
  const current = await getOrNull<StoredOrder>(db, id);
  if (!current) throw new WriteError('not-found', `Pedido no encontrado: ${id}`);
  const moved = moveLines(current, move, now.toISOString(), actor.id);
  if (moved === null) return current;
  const problem = orderUpdateProblem(current, moved);
  if (problem !== null) throw new WriteError('refused', problem);
  const { rev } = await db.put({ ...orderSchema.parse(moved), _rev: current._rev });
  return { ...moved, _rev: rev };
});

/**
 * 'Marchar principales' for a table: fires `course` in each round of `orderIds` (the ids a check's
 * lines name their rounds by) that holds it, one after the other, each on its latest revision.
 * Resolves to the rounds as stored.
 */
export async function fireCourse(
  db: PouchDB.Database,
  { orderIds, course }: { orderIds: readonly string[]; course: Course },
  ctx: WriteContext,
): Promise<StoredOrder[]> {
  const fired: StoredOrder[] = [];
  for (const orderId of orderIds) {
    fired.push(await moveOrderLines(db, { id: docId('order', orderId), move: { kind: 'fire', course } }, ctx));
  }
  return fired;
}
