import type { LineVoid, Order, OrderItem } from '../docs/order.ts';
import type { OrderStatus, VoidReason } from '../enums.ts';
import { idPart } from '../ids.ts';
import { canonicalJson } from '../merge/canonical.ts';
import { isManagerRole, type Role } from '../roles.ts';
import { canTransition } from './order-status.ts';
import { orderStatusFromLines } from './pass/line-status.ts';
import { orderTotals } from './totals.ts';

export const VOID_NOTE_MESSAGE = 'Indica el motivo de la anulación';
export const VOID_FINAL_MESSAGE = 'Una anulación no se puede cambiar ni quitar';
export const VOID_BY_MESSAGE = 'La anulación debe quedar a nombre de quien la hace';
export const VOID_CANCELS_MESSAGE = 'Una línea anulada antes de estar lista queda cancelada';
export const VOID_NEEDS_MANAGER_MESSAGE = 'Esta línea ya está en cocina: solo gerencia puede anularla';
export const VOID_APPROVAL_MESSAGE = 'La confirmación de gerencia no es válida o ha caducado';
/** What a device says when a started line needs a manager and there is no connection to ask. */
export const VOID_OFFLINE_MESSAGE = 'La confirmación de gerencia necesita conexión';
/** Voiding lines that all carry a void already (a replay, or two devices at once). */
export const VOID_NOTHING_MESSAGE = 'Esas líneas ya están anuladas';
/** `POST /api/approvals` with the credentials of someone who is not a manager. */
export const APPROVAL_ROLE_MESSAGE = 'Solo gerencia puede confirmarlo';

/** A manager's confirmation of voiding one line of one order (a whole-round one covers each line). */
export interface VoidApprovalSubject {
  managerId: string;
  orderId: string;
  lineId: string;
}

/**
 * What a manager confirmed: a void (order and line), or with `subject` one document of the money
 * side (`adjustment:<id>`, `refund:<id>`). For a document, `orderId` repeats the subject, so a
 * verifier that compares only the order never takes a void's token (an order id) for it.
 */
export interface ApprovalSubject {
  managerId: string;
  orderId: string;
  lineId?: string;
  subject?: string;
}

/** The approval of one document (`adjustment:<id>`, `refund:<id>`) by `managerId`. */
export function docApprovalSubject(managerId: string, subject: string): ApprovalSubject {
  return { managerId, orderId: subject, subject };
}

/**
 * Whether `token` is a live approval of exactly this void or document, signed by the gateway.
 * Injected by the gateway (the secret never leaves it); without one, as on a device, a token is
 * taken on trust and judged when it reaches the gateway.
 */
export type VerifyApproval = (token: string, subject: ApprovalSubject) => boolean;

/** Line statuses the kitchen has started: voiding them is a manager's call. */
const STARTED: readonly OrderStatus[] = ['preparing', 'ready', 'served'];
/** Statuses a void must take to cancelled (the lifecycle still allows it). */
const CANCELLABLE: readonly OrderStatus[] = ['draft', 'pending', 'preparing'];

const sameVoid = (a: LineVoid, b: LineVoid | undefined) =>
  b !== undefined && canonicalJson(a) === canonicalJson(b);

/** Whether the kitchen has started the line: from then on voiding it is a manager's call. */
export function voidNeedsManager(line: Pick<OrderItem, 'status'>): boolean {
  return STARTED.includes(line.status);
}

/** Whether `role` must bring a manager's confirmation to void these lines. */
export function voidNeedsApproval(role: Role, lines: ReadonlyArray<Pick<OrderItem, 'status'>>): boolean {
  return !isManagerRole(role) && lines.some(voidNeedsManager);
}

/** Why a void's reason is not enough, or null: 'other' needs the free text. */
export function voidReasonProblem(reason: string | undefined, note: string | undefined): string | null {
  return reason === 'other' && (note ?? '').trim() === '' ? VOID_NOTE_MESSAGE : null;
}

/**
 * What a void records. The reason is typed loosely only for the API, which builds the void as the
 * caller sent it so that a missing or unknown reason is refused by the order's shape, in the words a
 * device hears for the same write.
 */
export interface VoidStamp<R extends string | undefined = VoidReason> {
  reason: R;
  note?: string | undefined;
  by: string;
  at: string;
  approvedBy?: string | undefined;
  approval?: string | undefined;
}

type StampedLine<R> = Omit<OrderItem, 'void'> & {
  void?: LineVoid | (Omit<LineVoid, 'reason'> & { reason: R });
};
/** An order after `voidLines`: an `Order` whenever the stamp's reason is a VoidReason. */
export type VoidedOrder<R> = Omit<Order, 'items'> & { items: StampedLine<R>[] };

/**
 * `order` after voiding `lineIds` (or every line) with one stamp, in one write: who, when, why, and
 * the manager's confirmation when one was given. A line the kitchen may still cancel (draft, pending,
 * preparing) is cancelled as well; a ready or served line keeps its status and carries the void. When
 * no line is left charged, the round itself is cancelled where its lifecycle allows. Lines voided
 * already keep their void. Null when every chosen line is voided already (nothing to write).
 * Whether the writer may do it is `voidProblem`'s to say, on the result.
 */
export function voidLines<R extends string | undefined = VoidReason>(
  order: Order,
  lineIds: readonly string[] | 'all',
  stamp: VoidStamp<R>,
): VoidedOrder<R> | null {
  const chosen = (line: OrderItem) =>
    line.void === undefined && (lineIds === 'all' || lineIds.includes(line.id));
  if (!order.items.some(chosen)) return null;
  const note = stamp.note?.trim();
  const lineVoid = {
    reason: stamp.reason,
    ...(note ? { note } : {}),
    by: stamp.by,
    at: stamp.at,
    ...(stamp.approvedBy === undefined ? {} : { approvedBy: stamp.approvedBy }),
    ...(stamp.approval === undefined ? {} : { approval: stamp.approval }),
  };
  const items = order.items.map((line): StampedLine<R> =>
    chosen(line)
      ? {
          ...line,
          void: lineVoid,
          status: canTransition(line.status, 'cancelled') ? 'cancelled' : line.status,
          updatedAt: stamp.at,
        }
      : line,
  );
  // The round's status follows its lines: cancelled when none is left to make but a dish already made.
  const status = orderStatusFromLines(items);
  return { ...order, items, status, ...orderTotals(items), updatedAt: stamp.at, updatedBy: stamp.by };
}

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
    const reasonProblem = voidReasonProblem(set.reason, set.note);
    if (reasonProblem) return reasonProblem;
    if (set.by !== writer.id) return VOID_BY_MESSAGE;
    if (CANCELLABLE.includes(line.status)) return VOID_CANCELS_MESSAGE;
    const started = old !== undefined && voidNeedsManager(old);
    if (!started || isManagerRole(writer.role)) continue;
    if (set.approvedBy === undefined || set.approval === undefined) return VOID_NEEDS_MANAGER_MESSAGE;
    const subject = { managerId: set.approvedBy, orderId: idPart(next._id), lineId: line.id };
    if (verify !== undefined && !verify(set.approval, subject)) return VOID_APPROVAL_MESSAGE;
  }
  return null;
}
