import type { DiningTable } from '../docs/catalogue.ts';
import type { Check, Transfer } from '../docs/check.ts';
import type { Order } from '../docs/order.ts';
import { idPart } from '../ids.ts';
import { canonicalJson } from '../merge/canonical.ts';
import { isManagerRole, type Role } from '../roles.ts';
import { isLiveCheck, lineOwners, resolveCheckId, type CheckSources } from './check-view.ts';
import { tableState } from './table-state.ts';
import { isChargedLine } from './totals.ts';

/** A round for a check that no longer takes rounds (closed, voided, or merged into a closed one). */
export const CHECK_CLOSED_MESSAGE = 'La cuenta de esta mesa ya está cerrada';
export const CHECK_MISSING_MESSAGE = 'La cuenta no existe';
/** Closing without payment, or voiding, needs a reason. */
export const CLOSE_REASON_MESSAGE = 'Indica el motivo';
export const CLOSE_ROLE_MESSAGE =
  'Solo gerencia o administración pueden cerrar o anular una cuenta sin cobro';
export const ROUND_CHECK_CHANGE_MESSAGE =
  'Una ronda no puede cambiar de cuenta: mueve sus líneas con un traspaso';
export const CHECK_DELETE_MESSAGE = 'Las cuentas no se borran: ciérralas o anúlalas';
export const TRANSFER_FINAL_MESSAGE = 'Los traspasos no se pueden modificar ni borrar';
export const TABLE_READY_MESSAGE = 'Solo se puede marcar como lista una mesa en limpieza';

/** Why a table cannot take a check moved to it: another sitting is there (a merge joins them instead). */
export function tableTakenMessage(number: string): string {
  return `La mesa ${number} está ocupada: únela en lugar de moverla`;
}

/** Fields only a finished check carries. */
const FINISH_FIELDS = ['closedAt', 'closedBy', 'closeReason', 'mergedInto'] as const;

/**
 * Why a new check may not be stored, or null. It opens live (a device that asked for the bill
 * before it reconnected sends it as 'Cuenta pedida'), in the name of whoever opens it unless a
 * manager opens it for someone else, and carries nothing of a finished check. Two checks opened
 * for one table on two devices apart are both accepted: the gateway merges them (refusing one would
 * orphan its rounds).
 */
export function newCheckProblem(check: Check, writer: { id: string; role: Role }): string | null {
  if (!isLiveCheck(check)) return 'Las cuentas nuevas se crean abiertas';
  if (check.openedBy !== writer.id && !isManagerRole(writer.role)) {
    return 'La cuenta debe quedar a nombre de quien la abre';
  }
  if (FINISH_FIELDS.some((field) => check[field] !== undefined)) {
    return 'Una cuenta nueva no puede estar cerrada ni unida a otra';
  }
  return check.status === 'bill_requested' && check.billRequestedAt === undefined
    ? 'Falta la hora a la que se pidió la cuenta'
    : null;
}

/** Whether `prev → next` closes or voids a live check (without payment: a manager's move). */
export function closesCheck(prev: Pick<Check, 'status'>, next: Pick<Check, 'status'>): boolean {
  return isLiveCheck(prev) && (next.status === 'closed' || next.status === 'voided');
}

const sameContent = (a: Check, b: Check) => {
  const strip = ({ _rev: _r, updatedAt: _u, updatedBy: _b, ...rest }: Check) => rest;
  return canonicalJson(strip(a)) === canonicalJson(strip(b));
};

/** Who a check closed on payment names as its closer: the gateway's system actor. */
const SYSTEM_CLOSER = 'system';

/**
 * The gateway's close of a live check once its payments cover its bill (decision 5 of the money
 * side): closed, never voided, by 'system', with when, and no reason (the payment is the reason).
 */
function systemCloseProblem(next: Check, moved: boolean): string | null {
  if (next.status !== 'closed') return 'El servidor solo cierra cuentas cobradas';
  if (next.closedBy !== SYSTEM_CLOSER || next.closedAt === undefined)
    return 'Falta quién y cuándo cerró la cuenta';
  if (next.mergedInto !== undefined) return 'Una cuenta cerrada no está unida a otra';
  return moved ? 'Una cuenta se cierra en su mesa: muévela antes' : null;
}

/**
 * Why `prev → next` is not a legal edit of a check by `role`, or null (DESIGN.md §10):
 * - open ⇄ bill_requested by any floor role (billRequestedAt set when the bill is asked for);
 * - live → closed or voided by a manager only, with a reason, who and when;
 * - live → merged into another check (the other must be live: see checkContextProblem);
 * - the table changes only while live (the new table must be free: see checkContextProblem);
 * - closed, voided and merged are final; guests change while live.
 * `role` 'system' is the gateway closing a check its payments cover (see systemCloseProblem).
 */
export function checkUpdateProblem(prev: Check, next: Check, role: Role | 'system'): string | null {
  if (next.openedBy !== prev.openedBy) return 'Quien abrió la cuenta no se puede cambiar';
  if (next.businessDate !== prev.businessDate) return 'La fecha de negocio de la cuenta no se puede cambiar';
  if (!isLiveCheck(prev)) {
    if (sameContent(prev, next)) return null;
    return prev.status === 'merged' ? 'Esta cuenta ya está unida a otra mesa' : CHECK_CLOSED_MESSAGE;
  }
  const moved = next.tableId !== prev.tableId;
  switch (next.status) {
    case 'open':
    case 'bill_requested':
      if (FINISH_FIELDS.some((field) => next[field] !== undefined)) {
        return 'Una cuenta abierta no puede llevar datos de cierre';
      }
      return next.status === 'bill_requested' && next.billRequestedAt === undefined
        ? 'Falta la hora a la que se pidió la cuenta'
        : null;
    case 'closed':
    case 'voided':
      if (role === 'system') return systemCloseProblem(next, moved);
      if (!isManagerRole(role)) return CLOSE_ROLE_MESSAGE;
      if ((next.closeReason ?? '').trim() === '') return CLOSE_REASON_MESSAGE;
      if (next.closedAt === undefined || next.closedBy === undefined)
        return 'Falta quién y cuándo cerró la cuenta';
      if (next.mergedInto !== undefined) return 'Una cuenta cerrada no está unida a otra';
      return moved ? 'Una cuenta se cierra en su mesa: muévela antes' : null;
    case 'merged':
      if (next.mergedInto === undefined) return 'Falta la cuenta con la que se une';
      if (next.mergedInto === idPart(prev._id)) return 'Una cuenta no se puede unir consigo misma';
      return moved ? 'Una cuenta se une desde su mesa: muévela antes' : null;
  }
}

/**
 * What the rules of a check, a round or a transfer read besides the document itself, found by the
 * gateway in the store and earlier in the same batch: the checks named and where their merges lead,
 * the live checks of the tables concerned, the tables, and for a transfer the rounds of its lines
 * and the transfers that moved them before.
 */
export interface CheckContext extends CheckSources {
  tables: readonly Pick<DiningTable, '_id' | 'number' | 'status' | 'updatedAt'>[];
}

function checkById(sources: Pick<CheckSources, 'checks'>, id: string): Check | undefined {
  return sources.checks.find((check) => idPart(check._id) === id);
}

function tableNumber(ctx: CheckContext, tableId: string): string {
  return ctx.tables.find((table) => idPart(table._id) === tableId)?.number ?? tableId;
}

/**
 * Why a check write is refused given what the store holds, or null: a merge must land on another
 * live check; a check moved to a table finds it without another live check (two sittings are
 * joined by a merge, not a move).
 */
export function checkContextProblem(prev: Check | null, next: Check, ctx: CheckContext): string | null {
  const id = idPart(next._id);
  if (prev !== null && isLiveCheck(prev) && next.status === 'merged' && next.mergedInto !== undefined) {
    const target = checkById(ctx, next.mergedInto);
    if (target === undefined) return CHECK_MISSING_MESSAGE;
    if (!isLiveCheck(target)) return 'La cuenta con la que se une ya está cerrada';
  }
  if (prev !== null && prev.tableId !== next.tableId && isLiveCheck(next)) {
    const taken = ctx.checks.some(
      (other) => idPart(other._id) !== id && other.tableId === next.tableId && isLiveCheck(other),
    );
    if (taken) return tableTakenMessage(tableNumber(ctx, next.tableId));
  }
  return null;
}

/**
 * Why an order may not be (or add lines to) a round of its check, or null: the check, once known
 * and followed through merges (a device that had not heard of a merge still writes to the check it
 * knew), still take rounds. A round for a check that asked for its bill is fine: the guest ordered
 * a coffee after asking.
 */
export function roundCheckProblem(
  prev: Order | null,
  next: Order,
  sources: Pick<CheckSources, 'checks'>,
): string | null {
  if (next.checkId === undefined) return null;
  const known = new Set((prev?.items ?? []).map((line) => line.id));
  const joins = prev === null || prev.checkId === undefined;
  if (!joins && next.items.every((line) => known.has(line.id))) return null;
  const checks = new Map(sources.checks.map((check) => [idPart(check._id), check]));
  // A check not seen yet is no reason to refuse: a device pushes at most a batch at a time, and a
  // check it edited after its first round (the bill asked for offline) comes in a later batch than
  // the round. Refusing would delete the round everywhere; kept, it joins its check once that lands.
  if (!checks.has(next.checkId)) return null;
  const holder = checks.get(resolveCheckId(next.checkId, checks));
  return holder !== undefined && isLiveCheck(holder) ? null : CHECK_CLOSED_MESSAGE;
}

/** Why a transfer may not be stored as is, without the store (its own lines), or null. */
export function transferShapeProblem(transfer: Transfer): string | null {
  if (transfer.fromCheckId === transfer.toCheckId) return 'Elige otra cuenta a la que mover las líneas';
  const keys = transfer.lines.map((ref) => `${ref.orderId}/${ref.lineId}`);
  return new Set(keys).size === keys.length ? null : 'Una línea aparece dos veces en el traspaso';
}

/**
 * Why a transfer cannot move its lines, or null: both checks live and different, and every line in
 * the origin check now (lineOwners: its round's check, or where an earlier transfer took it), not
 * voided. One document moves all of its lines or none.
 */
export function transferProblem(transfer: Transfer, sources: CheckSources): string | null {
  const shape = transferShapeProblem(transfer);
  if (shape !== null) return shape;
  const from = checkById(sources, transfer.fromCheckId);
  const to = checkById(sources, transfer.toCheckId);
  if (from === undefined || to === undefined) return CHECK_MISSING_MESSAGE;
  if (!isLiveCheck(from) || !isLiveCheck(to)) return CHECK_CLOSED_MESSAGE;
  // Judged against what was there before it: the transfer itself may be in the sources already.
  const earlier = { ...sources, transfers: sources.transfers.filter((t) => t._id !== transfer._id) };
  const owners = lineOwners(earlier);
  for (const ref of transfer.lines) {
    const order = sources.orders.find((round) => idPart(round._id) === ref.orderId);
    const line = order?.items.find((item) => item.id === ref.lineId);
    if (line === undefined) return 'Una de las líneas del traspaso no existe';
    if (!isChargedLine(line)) return `${line.productName} está anulada y no se puede mover`;
    if (owners.get(`${ref.orderId}/${ref.lineId}`) !== transfer.fromCheckId) {
      return `${line.productName} ya no está en la cuenta de origen`;
    }
  }
  return null;
}

/**
 * Why a floor role (waiter, cook) may not make this edit of a table, or null: 'Mesa lista' — the
 * status from Limpieza to Libre — and nothing else. Limpieza is the state the screens show
 * (tableState over the table's `checks`, when known), so a table the old projection left
 * 'Ocupada' without a live check is freed the same way. Managers edit tables freely (not judged
 * here). `roleReason` is the answer when the edit is more than 'Mesa lista'.
 */
export function tableUpdateProblem(
  prev: DiningTable,
  next: DiningTable,
  checks: readonly Pick<Check, 'tableId' | 'status' | 'closedAt' | 'updatedAt'>[] | null,
  roleReason: string,
): string | null {
  const strip = ({ _rev: _r, status: _s, updatedAt: _u, updatedBy: _b, ...rest }: DiningTable) => rest;
  if (canonicalJson(strip(prev)) !== canonicalJson(strip(next)) || next.status !== 'available')
    return roleReason;
  const shown = checks === null ? prev.status : tableState(prev, checks);
  return shown === 'cleaning' ? null : TABLE_READY_MESSAGE;
}
