import type { DiningTable } from './docs/catalogue.ts';
import type { Check, Transfer } from './docs/check.ts';
import type { AnyDoc } from './docs/index.ts';
import type { Order } from './docs/order.ts';
import { parseDocId } from './ids.ts';
import { DOC_TYPES, KINDS, type DbName, type DocType } from './kinds.ts';
import {
  checkMoneyWrite,
  isMoneyDoc,
  writtenOnceRefusal,
  type MoneyContext,
  type MoneyDoc,
} from './money-writes.ts';
import { MANAGER_ROLES, type Role } from './roles.ts';
import { checkSupplyWrite, type SupplyContext, type SupplyDoc } from './supply-writes.ts';
import {
  CHECK_DELETE_MESSAGE,
  CLOSE_ROLE_MESSAGE,
  TRANSFER_FINAL_MESSAGE,
  checkContextProblem,
  checkUpdateProblem,
  closesCheck,
  newCheckProblem,
  roundCheckProblem,
  tableUpdateProblem,
  transferProblem,
  transferShapeProblem,
  type CheckContext,
} from './rules/checks.ts';
import { inUseProblem, type InUseContext } from './rules/in-use.ts';
import { newOrderProblem, orderUpdateProblem } from './rules/order-checks.ts';
import { linePriceProblem, type ModifierSource, type PriceSpell } from './rules/prices.ts';
import { tableNumberProblem, type TableNumberContext } from './rules/table-numbers.ts';
import { voidProblem, type VerifyApproval } from './rules/voids.ts';
import type { WriteCheck } from './write-check.ts';

/**
 * Who writes. 'system' is the gateway itself (projections, sale movements, conflict merges): an
 * actor kind, never a user role, so no account can hold it.
 */
export interface Actor {
  id: string;
  role: Role | 'system';
}

export type { WriteCheck } from './write-check.ts';

/** The back office: catalogue, floor plan, inventory, suppliers and invoices (DESIGN.md §6). */
export const BACK_OFFICE_ROLES: readonly Role[] = MANAGER_ROLES;
export { FLOOR_ROLES, KITCHEN_ROLES, TABLE_ROLES } from './roles.ts';
/** The gateway's own writes (projections, merges): recorded as `updatedBy`, never an account. */
export const SYSTEM_ACTOR = 'system';
const MANAGERS = BACK_OFFICE_ROLES;

/** Roles that may write each type from a device or the API (DESIGN.md §6), from the kinds table. */
export const WRITE_ROLES: Readonly<Record<DocType, readonly Role[]>> = Object.fromEntries(
  DOC_TYPES.map((type) => [type, KINDS[type].writers]),
) as Record<DocType, readonly Role[]>;

export function canWriteType(role: Role, type: DocType): boolean {
  return WRITE_ROLES[type].includes(role);
}

/** Databases a role's devices replicate (DESIGN.md §3): the office only for managers and admins. */
export function replicatedDbsForRole(role: Role): readonly DbName[] {
  return MANAGERS.includes(role) ? ['floor', 'office'] : ['floor'];
}

/** What a back-office screen shows: the documents of a type, or the reports the gateway computes. */
export type ViewSubject = DocType | 'reports' | 'fiscal';

/**
 * Why a role does not see a back-office screen (the office, the drawer and the reports are
 * managers'): the screen's empty state and the API's 403 say it in these words.
 */
export function roleViewRefusal(subject: ViewSubject): string {
  const what =
    subject === 'reports'
      ? 'los informes'
      : subject === 'fiscal'
        ? 'los registros de facturación'
        : KINDS[subject].label;
  return `Solo gerencia o administración pueden ver ${what}`;
}

/**
 * Why a role may not write a type, in the words every door uses (the API's route guards answer with
 * it before reading a body, the write check after).
 */
export function roleRefusal(type: DocType): string {
  if (type === 'user') return 'Solo un administrador puede gestionar cuentas';
  if (type === 'stock_movement') return 'Solo cocina, gerencia o administración pueden ajustar el stock';
  if (type === 'daily_stock')
    return 'El stock diario solo lo actualiza el servidor a partir de los movimientos';
  if (type === 'order') return 'Solo gerencia o administración pueden borrar pedidos';
  if (type === 'settings') return 'Solo un administrador puede cambiar los datos del restaurante';
  if (type === 'annulment') return 'Solo gerencia o administración pueden anular tickets';
  if (type === 'check' || type === 'transfer')
    return 'Solo meseros, gerencia o administración pueden atender las cuentas de mesa';
  if (type === 'payment' || type === 'ticket' || type === 'adjustment' || type === 'refund')
    return `Solo meseros, gerencia o administración pueden registrar ${KINDS[type].label}`;
  return `Solo gerencia o administración pueden modificar ${KINDS[type].label}`;
}

/**
 * What the rules that look beyond the written document read: the gateway finds it in the store (and
 * earlier in the same batch) for `/db` and `/api` alike, so both doors give the same verdict. A
 * device judging its own write has none: those rules are then left to the gateway.
 */
export interface WriteContext
  extends CheckContext, MoneyContext, SupplyContext, InUseContext, TableNumberContext {
  /** A product's price history (undefined: no such product), for the prices of new lines. */
  spellsOf(productId: string): readonly PriceSpell[] | undefined;
  /** A product's name and modifier groups, for the modifiers of new lines. */
  productOf(productId: string): ModifierSource | undefined;
  /** Checks a manager's approval of a void, a discount or a refund (an HMAC only the gateway can check). */
  verifyApproval: VerifyApproval;
}

const OK: WriteCheck = { ok: true };
const deny = (reason: string): WriteCheck => ({ ok: false, reason });
const denyRole = (reason: string): WriteCheck => ({ ok: false, reason, byRole: true });

/**
 * Whether `actor` may turn `prev` (null: creation) into `next` (null: deletion). Checked by the
 * gateway on every replicated or API write, after the schema has parsed `next`. Covers roles,
 * immutable fields, legal status moves, order arithmetic, voids, checks, transfers and the money
 * documents (money-writes.ts), the supply documents and the stock they move (supply-writes.ts); with
 * `context`, also what needs the store (see WriteContext): among them a delete nothing still points
 * at (in-use.ts) and a table number no other active table holds (table-numbers.ts). Spanish reasons
 * go back to the device.
 */
export function checkWrite(
  actor: Actor,
  prev: AnyDoc | null,
  next: AnyDoc | null,
  context?: WriteContext,
): WriteCheck {
  if (!prev && !next) return deny('No hay nada que escribir');
  if (actor.role === 'system') return OK;
  const verdict = checkTypeWrite(actor, actor.role, prev, next, context);
  if (!verdict.ok || context === undefined) return verdict;
  const problem = floorPlanProblem(prev, next, context);
  return problem === null ? OK : deny(problem);
}

/**
 * The floor plan's rules that read the store, judged once the write is otherwise allowed (a role's
 * refusal speaks first): a deletion leaves nothing pointing at what it deletes, a table keeps its
 * number to itself among the active tables.
 */
function floorPlanProblem(prev: AnyDoc | null, next: AnyDoc | null, context: WriteContext): string | null {
  if (next === null) return prev === null ? null : inUseProblem(prev, context);
  if (next.type !== 'table') return null;
  const tables = context.allTables?.();
  return tables === undefined ? null : tableNumberProblem(next, prev, tables);
}

/** checkWrite's rules of the written document's own type. */
function checkTypeWrite(
  actor: Actor,
  role: Role,
  prev: AnyDoc | null,
  next: AnyDoc | null,
  context: WriteContext | undefined,
): WriteCheck {
  if (next) {
    if (parseDocId(next._id)?.type !== next.type)
      return deny('El identificador no corresponde al tipo de documento');
    if (next.updatedBy !== actor.id) return deny('updatedBy debe ser el usuario que escribe');
  }
  if (prev && next) {
    if (prev._id !== next._id) return deny('El identificador no se puede cambiar');
    if (prev.type !== next.type) return deny('El tipo de documento no se puede cambiar');
    // A money document is written once: its own words name any edit ('Una anulación no se modifica…').
    if (prev.createdAt !== next.createdAt)
      return deny(writtenOnceRefusal(prev as AnyDoc) ?? 'La fecha de creación no se puede cambiar');
  }

  const doc = (next ?? prev) as AnyDoc;
  if (isMoneyDoc(doc))
    return ownRulebook(actor, role, doc.type, (writer) =>
      checkMoneyWrite(writer, prev as MoneyDoc | null, next as MoneyDoc | null, context),
    );
  switch (doc.type) {
    case 'daily_stock':
      return denyRole(roleRefusal('daily_stock'));
    case 'stock_movement':
      if (prev) return deny('Los movimientos de stock no se pueden modificar ni borrar');
      if (doc.kind === 'sale') return denyRole('Las ventas las registra el servidor');
      return canWriteType(role, 'stock_movement') ? OK : denyRole(roleRefusal('stock_movement'));
    case 'order':
      return checkOrderWrite(actor, role, prev as Order | null, next as Order | null, context);
    case 'check':
      return checkCheckWrite(actor, role, prev as Check | null, next as Check | null, context);
    case 'transfer':
      return checkTransferWrite(role, prev as Transfer | null, next as Transfer | null, context);
    case 'table':
      if (MANAGERS.includes(role)) return OK;
      if (prev === null || next === null) return denyRole(roleRefusal('table'));
      return tableWrite(prev as DiningTable, next as DiningTable, context);
    case 'delivery':
    case 'stock_count':
    case 'supplier':
    case 'invoice':
    case 'ingredient':
    case 'product':
      return ownRulebook(actor, role, doc.type, (writer) =>
        checkSupplyWrite(writer, prev as SupplyDoc | null, next as SupplyDoc | null, context),
      );
    default:
      return canWriteType(role, doc.type) ? OK : denyRole(roleRefusal(doc.type));
  }
}

/**
 * A type whose rules live in a rulebook of their own (money-writes.ts, supply-writes.ts): the role
 * that may write the type first, then the rulebook, which judges a user's write (never the system's).
 */
function ownRulebook(
  actor: Actor,
  role: Role,
  type: DocType,
  judge: (writer: { id: string; role: Role }) => WriteCheck,
): WriteCheck {
  return canWriteType(role, type) ? judge({ id: actor.id, role }) : denyRole(roleRefusal(type));
}

function checkOrderWrite(
  actor: Actor,
  role: Role,
  prev: Order | null,
  next: Order | null,
  context: WriteContext | undefined,
): WriteCheck {
  if (!next) return MANAGERS.includes(role) ? OK : denyRole(roleRefusal('order'));
  // A round is the tables' work: the kitchen moves the orders on a check, never adds one to it.
  if (joinsCheck(prev, next) && !canWriteType(role, 'check')) return denyRole(roleRefusal('check'));
  if (!prev) {
    // A waiter takes orders in their own name; a manager may enter one for someone else.
    if (next.waiterId !== actor.id && !MANAGERS.includes(role)) {
      return deny('El pedido debe quedar a nombre de quien lo toma');
    }
  }
  const problem =
    (prev ? orderUpdateProblem(prev, next) : newOrderProblem(next)) ??
    voidProblem(prev, next, { id: actor.id, role }, context?.verifyApproval) ??
    (context ? orderContextProblem(prev, next, context) : null);
  return problem ? deny(problem) : OK;
}

/** Whether `next` adds to a check: a new round, an order joining one, or new lines on one. */
function joinsCheck(prev: Order | null, next: Order): boolean {
  if (next.checkId === undefined) return false;
  if (prev === null || prev.checkId !== next.checkId) return true;
  const known = new Set(prev.items.map((line) => line.id));
  return next.items.some((line) => !known.has(line.id));
}

/** The rules of an order that read the store: its check takes rounds; new lines priced off the menu. */
function orderContextProblem(prev: Order | null, next: Order, context: WriteContext): string | null {
  const known = new Set((prev?.items ?? []).map((line) => line.id));
  const added = next.items.filter((line) => !known.has(line.id));
  return (
    roundCheckProblem(prev, next, context) ??
    (added.length > 0
      ? linePriceProblem(added, next.businessDate, context.spellsOf, context.productOf)
      : null)
  );
}

function checkCheckWrite(
  actor: Actor,
  role: Role,
  prev: Check | null,
  next: Check | null,
  context: WriteContext | undefined,
): WriteCheck {
  if (!canWriteType(role, 'check')) return denyRole(roleRefusal('check'));
  // Its rounds would point at nothing: a check is closed or voided, never deleted.
  if (!next) return deny(CHECK_DELETE_MESSAGE);
  if (prev && closesCheck(prev, next)) {
    if (!MANAGERS.includes(role)) return denyRole(CLOSE_ROLE_MESSAGE);
    if (next.closedBy !== actor.id) return deny('El cierre debe quedar a nombre de quien cierra');
  }
  const problem =
    (prev ? checkUpdateProblem(prev, next, role) : newCheckProblem(next, { id: actor.id, role })) ??
    (context ? checkContextProblem(prev, next, context) : null);
  return problem ? deny(problem) : OK;
}

function checkTransferWrite(
  role: Role,
  prev: Transfer | null,
  next: Transfer | null,
  context: WriteContext | undefined,
): WriteCheck {
  if (!canWriteType(role, 'transfer')) return denyRole(roleRefusal('transfer'));
  // One immutable document moves all of its lines or none, and stays as the record of the move.
  if (prev || !next) return deny(TRANSFER_FINAL_MESSAGE);
  const problem = context ? transferProblem(next, context) : transferShapeProblem(next);
  return problem ? deny(problem) : OK;
}

/** A floor role's table edit: 'Mesa lista' only (see tableUpdateProblem). */
function tableWrite(prev: DiningTable, next: DiningTable, context: WriteContext | undefined): WriteCheck {
  const refusal = roleRefusal('table');
  const problem = tableUpdateProblem(prev, next, context?.checks ?? null, refusal);
  if (problem === null) return OK;
  return problem === refusal ? denyRole(refusal) : deny(problem);
}
