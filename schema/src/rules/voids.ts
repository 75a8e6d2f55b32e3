import type { LineVoid, Order } from '../docs/order.ts';
import type { OrderStatus } from '../enums.ts';
import { idPart } from '../ids.ts';
import { canonicalJson } from '../merge/canonical.ts';
import { isManagerRole, type Role } from '../roles.ts';

export const VOID_NOTE_MESSAGE = 'Indica el motivo de la anulación';
export const VOID_FINAL_MESSAGE = 'Una anulación no se puede cambiar ni quitar';
export const VOID_BY_MESSAGE = 'La anulación debe quedar a nombre de quien la hace';
export const VOID_CANCELS_MESSAGE = 'Una línea anulada antes de estar lista queda cancelada';
export const VOID_NEEDS_MANAGER_MESSAGE = 'Esta línea ya está en cocina: solo gerencia puede anularla';
export const VOID_APPROVAL_MESSAGE = 'La confirmación de gerencia no es válida o ha caducado';
/** What a device says when a started line needs a manager and there is no connection to ask. */
export const VOID_OFFLINE_MESSAGE = 'La confirmación de gerencia necesita conexión';

/** A manager's confirmation of voiding one line of one order (a whole-round one covers each line). */
export interface VoidApprovalSubject {
  managerId: string;
  orderId: string;
  lineId: string;
}

/**
 * Whether `token` is a live approval of exactly this void, signed by the gateway. Injected by the
 * gateway (the secret never leaves it); without one, as on a device, a token is taken on trust and
 * judged when it reaches the gateway.
 */
export type VerifyApproval = (token: string, subject: VoidApprovalSubject) => boolean;

/** Line statuses the kitchen has started: voiding them is a manager's call. */
const STARTED: readonly OrderStatus[] = ['preparing', 'ready', 'served'];
/** Statuses a void must take to cancelled (the lifecycle still allows it). */
const CANCELLABLE: readonly OrderStatus[] = ['draft', 'pending', 'preparing'];

const sameVoid = (a: LineVoid, b: LineVoid | undefined) =>
  b !== undefined && canonicalJson(a) === canonicalJson(b);

/**
 * Why the voids `next` sets on its lines are refused, or null (DESIGN.md §10). A void has a reason
 * from the list, and a note when the reason is 'other'; it is in the writer's name and, once set,
 * never changes or goes. A line not yet started may be voided by any floor role, and goes to
 * cancelled; a started one by a manager, or by a waiter or cook with a manager's approval for
 * exactly that line (checked by `verify` when given). A line that was ready or served keeps its
 * status and carries the void.
 */
export function voidProblem(
  prev: Order | null,
  next: Order,
  writer: { id: string; role: Role },
  verify?: VerifyApproval,
): string | null {
  const before = new Map((prev?.items ?? []).map((line) => [line.id, line]));
  for (const line of next.items) {
    const old = before.get(line.id);
    if (old?.void !== undefined) {
      if (!sameVoid(old.void, line.void)) return VOID_FINAL_MESSAGE;
      continue;
    }
    const set = line.void;
    if (set === undefined) continue;
    if (set.reason === 'other' && (set.note ?? '').trim() === '') return VOID_NOTE_MESSAGE;
    if (set.by !== writer.id) return VOID_BY_MESSAGE;
    if (CANCELLABLE.includes(line.status)) return VOID_CANCELS_MESSAGE;
    const started = old !== undefined && STARTED.includes(old.status);
    if (!started || isManagerRole(writer.role)) continue;
    if (set.approvedBy === undefined || set.approval === undefined) return VOID_NEEDS_MANAGER_MESSAGE;
    const subject = { managerId: set.approvedBy, orderId: idPart(next._id), lineId: line.id };
    if (verify !== undefined && !verify(set.approval, subject)) return VOID_APPROVAL_MESSAGE;
  }
  return null;
}
