import {
  canTransition,
  docId,
  type LineVoid,
  type Order,
  type OrderItem,
  orderSchema,
  orderTotals,
  type Role,
  type VoidReason,
} from '@restaurantpro/schema';
import { getOrNull, type StoredDoc } from '../queries.ts';
import type { WriteContext } from './context.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/**
 * Voids (anulaciones) of order lines on the local replica. A void is kept on the line for good: who,
 * when, why, and for a line the kitchen had started on a waiter's device, the manager who confirmed
 * it with the gateway's signed approval. The gateway judges the same write again with the schema.
 */

type StoredOrder = Order & StoredDoc;

export const VOID_NOTE_REQUIRED = 'Indica el motivo de la anulación';
export const MANAGER_APPROVAL_OFFLINE = 'La confirmación de gerencia necesita conexión';
const MANAGERS: readonly Role[] = ['admin', 'manager'];

/** A manager's confirmation obtained online from `POST /api/approvals`. */
export interface Approval {
  approvedBy: string;
  approval: string;
}

export interface VoidRequest {
  /** The order's id part (`order:<id>`). */
  orderId: string;
  /** The lines to void; absent voids the whole round (every line not voided yet). */
  lineIds?: readonly string[];
  reason: VoidReason;
  note?: string;
  approval?: Approval;
}

/** Whether the kitchen has started the line: from then on only a manager may void it. */
export function isStartedLine(line: Pick<OrderItem, 'status'>): boolean {
  return line.status === 'preparing' || line.status === 'ready' || line.status === 'served';
}

/** Whether `role` needs a manager's confirmation to void these lines. */
export function needsManagerApproval(role: Role, lines: ReadonlyArray<Pick<OrderItem, 'status'>>): boolean {
  return !MANAGERS.includes(role) && lines.some(isStartedLine);
}

/** Why the void's reason is not enough, or null: 'other' needs the free text. */
export function voidReasonProblem(reason: VoidReason, note: string | undefined): string | null {
  return reason === 'other' && !note?.trim() ? VOID_NOTE_REQUIRED : null;
}

/**
 * Voids lines of a round (or the whole round) in one write. A line the kitchen has not reached the
 * end of is cancelled as well; a ready or served line keeps its status and carries the void. When no
 * line of the round is charged any more the round itself is cancelled, where its lifecycle allows.
 */
export const voidLines = repositoryWrite(async function voidLines(
  db: PouchDB.Database,
  request: VoidRequest,
  { actor, now }: WriteContext,
): Promise<Order> {
  const problem = voidReasonProblem(request.reason, request.note);
  if (problem) throw new WriteError('refused', problem);
  const order = await getOrNull<StoredOrder>(db, docId('order', request.orderId));
  if (!order) throw new WriteError('not-found', 'El pedido ya no existe');
  const wanted = new Set(request.lineIds ?? order.items.map((line) => line.id));
  const targets = order.items.filter((line) => wanted.has(line.id) && line.void === undefined);
  if (targets.length === 0) throw new WriteError('refused', 'Esas líneas ya están anuladas');
  if (needsManagerApproval(actor.role, targets) && !request.approval) {
    throw new WriteError('refused', 'Solo gerencia puede anular lo que cocina ya ha empezado');
  }
  const at = now.toISOString();
  const note = request.note?.trim();
  const stamp: LineVoid = {
    reason: request.reason,
    ...(note ? { note } : {}),
    by: actor.id,
    at,
    ...(request.approval ?? {}),
  };
  const items = order.items.map((line) =>
    wanted.has(line.id) && line.void === undefined
      ? {
          ...line,
          void: stamp,
          status: canTransition(line.status, 'cancelled') ? ('cancelled' as const) : line.status,
          updatedAt: at,
        }
      : line,
  );
  const allVoided = items.every((line) => line.void !== undefined || line.status === 'cancelled');
  const status = allVoided && canTransition(order.status, 'cancelled') ? 'cancelled' : order.status;
  const next = orderSchema.parse({ ...order, items, status, ...orderTotals(items), updatedAt: at, updatedBy: actor.id });
  const { rev } = await db.put({ ...next, _rev: order._rev });
  return { ...next, _rev: rev };
});
