import type { Order } from '../docs/order.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../enums.ts';
import { addMoney } from '../money.ts';
import { canonicalJson } from '../merge/canonical.ts';
import { ROUND_CHECK_CHANGE_MESSAGE } from './checks.ts';
import { isReachable } from './order-status.ts';
import { orderStatusFromLines } from './pass/line-status.ts';
import {
  isRecall,
  newLinePassProblem,
  ORDER_FOLLOWS_LINES_MESSAGE,
  passLineProblem,
} from './pass/line-moves.ts';
import { ivaOf, lineSubtotal, orderTotals } from './totals.ts';

const NEW_STATUSES: readonly OrderStatus[] = ['draft', 'pending'];
const FINAL_STATUSES: readonly OrderStatus[] = ['served', 'cancelled'];

/**
 * Why an order's money does not add up, or null. Each line's subtotal is quantity × unit price and
 * the order's totals are those of its charged lines (neither cancelled nor voided); an order without lines (the point of
 * sale's REST call sends totals only) must still satisfy tax = IVA(subtotal), total = subtotal + tax.
 */
export function orderTotalsProblem(order: Order): string | null {
  for (const item of order.items) {
    if (item.subtotal !== lineSubtotal(item.quantity, item.unitPrice)) {
      return `El subtotal de la línea ${item.id} no coincide con cantidad × precio`;
    }
  }
  const expected =
    order.items.length > 0
      ? orderTotals(order.items)
      : {
          subtotal: order.subtotal,
          tax: ivaOf(order.subtotal),
          total: addMoney(order.subtotal, ivaOf(order.subtotal)),
        };
  if (order.subtotal !== expected.subtotal || order.tax !== expected.tax || order.total !== expected.total) {
    return 'Los totales del pedido no coinciden con sus líneas';
  }
  return null;
}

function moveProblem(from: OrderStatus, to: OrderStatus, what: string): string | null {
  // Forward along the lifecycle by any number of steps: a device that was offline sends only its
  // latest revision, so pending → ready in one write is the normal result of two taps. Every door
  // applies this same rule (the REST API's status change and the screens' buttons included).
  return isReachable(from, to)
    ? null
    : `Cambio de estado no permitido en ${what}: ${ORDER_STATUS_LABELS[from]} → ${ORDER_STATUS_LABELS[to]}`;
}

/** Why an order may not move from `from` to `to`, or null; staying put is no move at all. */
export function orderMoveProblem(from: OrderStatus, to: OrderStatus): string | null {
  return moveProblem(from, to, 'el pedido');
}

/** Why a new order may not be stored as is, or null. */
export function newOrderProblem(order: Order): string | null {
  if (!NEW_STATUSES.includes(order.status)) return 'Los pedidos nuevos se crean como pendientes';
  if (order.items.some((item) => !NEW_STATUSES.includes(item.status))) {
    return 'Las líneas nuevas se crean como pendientes';
  }
  for (const item of order.items) {
    const problem = newLinePassProblem(item);
    if (problem) return problem;
  }
  return orderTotalsProblem(order);
}

/**
 * Why the order's status does not follow its lines, or null. Judged only on a write that moves a
 * status, so an order stored before the rule (whatever its lines say) can still take a note.
 */
function followsLinesProblem(prev: Order, next: Order): string | null {
  const before = new Map(prev.items.map((item) => [item.id, item.status]));
  const moved = prev.status !== next.status || next.items.some((item) => before.get(item.id) !== item.status);
  if (!moved) return null;
  const expected = orderStatusFromLines(next.items);
  return next.status === expected ? null : ORDER_FOLLOWS_LINES_MESSAGE(ORDER_STATUS_LABELS[expected]);
}

/** Why `prev → next` is not a legal edit of an order, or null (roles are checked by the caller). */
export function orderUpdateProblem(prev: Order, next: Order): string | null {
  if (next.orderNumber !== prev.orderNumber) return 'El número de pedido no se puede cambiar';
  if (next.businessDate !== prev.businessDate) return 'La fecha de negocio del pedido no se puede cambiar';
  if (next.waiterId !== prev.waiterId) return 'El camarero del pedido no se puede cambiar';
  // A round stays on its check (lines move between checks by transfers); an older order may join one.
  if (prev.checkId !== undefined && next.checkId !== prev.checkId) return ROUND_CHECK_CHANGE_MESSAGE;
  const nextItems = new Map(next.items.map((item) => [item.id, item]));
  // A recalled line takes its round back with it: the one move back an order makes.
  const recalled = prev.items.some((before) => {
    const after = nextItems.get(before.id);
    return after !== undefined && isRecall(before, after);
  });
  const statusProblem = recalled ? null : moveProblem(prev.status, next.status, 'el pedido');
  if (statusProblem) return statusProblem;

  for (const before of prev.items) {
    const after = nextItems.get(before.id);
    // Lines are never removed: replicas merge lines by id, so a removed line would come back.
    if (!after) return 'No se pueden quitar líneas de un pedido: cancélalas';
    if (
      after.productId !== before.productId ||
      after.productName !== before.productName ||
      after.unitPrice !== before.unitPrice ||
      after.createdAt !== before.createdAt ||
      canonicalJson(after.modifiers ?? []) !== canonicalJson(before.modifiers ?? [])
    ) {
      return `El producto y el precio de la línea ${before.id} no se pueden cambiar`;
    }
    if (after.quantity !== before.quantity && !NEW_STATUSES.includes(before.status)) {
      return 'La cantidad solo se puede cambiar antes de empezar a cocinar';
    }
    const passProblem = passLineProblem(before, after);
    if (passProblem) return passProblem;
    const itemProblem = isRecall(before, after)
      ? null
      : moveProblem(before.status, after.status, `la línea ${before.id}`);
    if (itemProblem) return itemProblem;
  }
  const known = new Set(prev.items.map((item) => item.id));
  const added = next.items.filter((item) => !known.has(item.id));
  if (added.length > 0 && FINAL_STATUSES.includes(prev.status)) {
    return 'No se pueden añadir líneas a un pedido cerrado';
  }
  if (added.some((item) => !NEW_STATUSES.includes(item.status)))
    return 'Las líneas nuevas se crean como pendientes';
  for (const item of added) {
    const problem = newLinePassProblem(item);
    if (problem) return problem;
  }
  return followsLinesProblem(prev, next) ?? orderTotalsProblem(next);
}
