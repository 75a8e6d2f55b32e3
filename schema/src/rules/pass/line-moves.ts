import { z } from 'zod';
import { refSchema } from '../../docs/common.ts';
import type { Order, OrderItem } from '../../docs/order.ts';
import { COURSE_LABELS, canHold, courseSchema, isHeld, lineCourse, type Course } from './courses.ts';
import { orderStatusFromLines } from './line-status.ts';
import { orderTotals } from '../totals.ts';
import { isReachable } from '../order-status.ts';

const lineIds = z.array(refSchema).min(1, 'Indica las líneas').max(100);

/**
 * What a kitchen screen, the pass or a waiter does to some lines of a round: fire a held course,
 * start, bump (ready), recall, serve, or pass lines to another station.
 */
export const lineMoveSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fire'), course: courseSchema }),
  z.object({ kind: z.literal('start'), lineIds }),
  z.object({ kind: z.literal('bump'), lineIds }),
  z.object({ kind: z.literal('recall'), lineIds }),
  z.object({ kind: z.literal('serve'), lineIds }),
  z.object({ kind: z.literal('pass'), lineIds, stationId: refSchema }),
]);
export type LineMove = z.infer<typeof lineMoveSchema>;

const NOT_STARTED = new Set(['draft', 'pending']);

/**
 * The line after `move`, or the line itself when the move leaves it as it is (a replayed tap). A
 * line named by the move is moved as asked even where the rules will refuse it (a held line started,
 * a served one recalled, a ready one passed on), so the API answers with the same refusal a device
 * hears for the same write.
 */
function movedLine(line: OrderItem, move: LineMove, at: string): OrderItem {
  if (move.kind === 'fire') {
    if (!isHeld(line) || line.void !== undefined || lineCourse(line) !== move.course) return line;
    const { held: _held, ...fired } = line;
    return { ...fired, firedAt: at, updatedAt: at };
  }
  if (!move.lineIds.includes(line.id) || line.void !== undefined || line.status === 'cancelled') return line;
  switch (move.kind) {
    case 'start':
      return NOT_STARTED.has(line.status) ? { ...line, status: 'preparing', updatedAt: at } : line;
    case 'bump':
      return isReachable(line.status, 'ready') && line.status !== 'ready'
        ? { ...line, status: 'ready', bumpedAt: at, updatedAt: at }
        : line;
    case 'recall':
      return line.status === 'ready' || line.status === 'served'
        ? { ...line, status: 'preparing', recalls: (line.recalls ?? 0) + 1, updatedAt: at }
        : line;
    case 'serve':
      return isReachable(line.status, 'served') && line.status !== 'served'
        ? { ...line, status: 'served', updatedAt: at }
        : line;
    case 'pass':
      return line.stationId === move.stationId ? line : { ...line, stationId: move.stationId, updatedAt: at };
  }
}

/**
 * `order` after `move`, its status following its lines and its totals recomputed; null when the move
 * changes nothing (a replayed tap, or lines another screen already moved). The same builder serves
 * the screens and the API, and the result is judged by `passLineProblem` at both doors.
 */
export function moveLines(order: Order, move: LineMove, at: string, by: string): Order | null {
  let changed = false;
  const items = order.items.map((line) => {
    const next = movedLine(line, move, at);
    if (next !== line) changed = true;
    return next;
  });
  if (!changed) return null;
  return {
    ...order,
    items,
    status: orderStatusFromLines(items),
    ...orderTotals(items),
    updatedAt: at,
    updatedBy: by,
  };
}

export const HOLD_DRINKS_MESSAGE = 'Las bebidas salen al momento: no se pueden dejar en espera';
export const HOLD_SENT_MESSAGE = 'Una línea ya enviada no se puede poner en espera';
export const HELD_START_MESSAGE = 'La línea está en espera: márchala antes de prepararla';
export const FIRED_AT_MESSAGE = 'La hora de marcha de una línea no se puede cambiar';
export const COURSE_CHANGE_MESSAGE = 'El plato de una línea solo se puede cambiar antes de prepararla';
export const PASS_READY_MESSAGE = 'Una línea lista ya no se puede pasar a otra estación';
export const RECALL_MESSAGE = 'Solo se recupera una línea lista, y de una en una';
export const ORDER_FOLLOWS_LINES_MESSAGE = (label: string) =>
  `El estado del pedido sigue a sus líneas: debería ser ${label}`;

/** Why a new line's course and hold are refused, or null. */
export function newLinePassProblem(line: OrderItem): string | null {
  if (line.held === true && line.course !== undefined && !canHold(line.course)) return HOLD_DRINKS_MESSAGE;
  if (line.held === true && !NOT_STARTED.has(line.status) && line.status !== 'cancelled')
    return HELD_START_MESSAGE;
  if ((line.recalls ?? 0) !== 0) return RECALL_MESSAGE;
  return null;
}

/**
 * Why `before → after` is not a legal change of a line's course, hold, station or recall, or null.
 * Status moves forward are the lifecycle's (`orderUpdateProblem`); the one move back is a recall: a
 * ready line back to preparing, counted, so a merge knows it came after the bump it undoes.
 */
export function passLineProblem(before: OrderItem, after: OrderItem): string | null {
  if (after.held === true && before.held !== true) return HOLD_SENT_MESSAGE;
  if (isHeld(after) && !NOT_STARTED.has(after.status)) return HELD_START_MESSAGE;
  if (before.firedAt !== undefined && after.firedAt !== before.firedAt) return FIRED_AT_MESSAGE;
  if (after.course !== before.course) {
    if (!NOT_STARTED.has(before.status)) return COURSE_CHANGE_MESSAGE;
    if (isHeld(after) && after.course !== undefined && !canHold(after.course)) return HOLD_DRINKS_MESSAGE;
  }
  if (after.stationId !== before.stationId && (before.status === 'ready' || before.status === 'served'))
    return PASS_READY_MESSAGE;
  if ((after.recalls ?? 0) !== (before.recalls ?? 0) && !isRecall(before, after)) return RECALL_MESSAGE;
  return null;
}

/** True when `before → after` is a recall (the one status move back a line may make). */
export function isRecall(before: OrderItem, after: OrderItem): boolean {
  return (
    (after.recalls ?? 0) === (before.recalls ?? 0) + 1 &&
    before.status === 'ready' &&
    after.status === 'preparing'
  );
}

/** 'Principales' for the screens' 'En espera: Principales'. */
export function courseLabel(course: Course | undefined): string {
  return COURSE_LABELS[lineCourse({ course })];
}
