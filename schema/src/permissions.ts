import type { AnyDoc } from './docs/index.ts';
import type { Order } from './docs/order.ts';
import { parseDocId, type DbName, type DocType } from './ids.ts';
import type { Role } from './roles.ts';
import { newOrderProblem, orderUpdateProblem } from './rules/order-checks.ts';

/**
 * Who writes. 'system' is the gateway itself (projections, sale movements, conflict merges): an
 * actor kind, never a user role, so no account can hold it.
 */
export interface Actor {
  id: string;
  role: Role | 'system';
}

/** A refusal says whether the writer's role is the reason (403 at the API) or the write itself (409). */
export type WriteCheck = { ok: true } | { ok: false; reason: string; byRole?: true };

/** The back office: catalogue, floor plan, inventory, suppliers and invoices (DESIGN.md §6). */
export const BACK_OFFICE_ROLES: readonly Role[] = ['manager', 'admin'];
/** Who adjusts the day's stock. */
export const KITCHEN_ROLES: readonly Role[] = ['cook', 'manager', 'admin'];
/** Every floor role: orders and their moves. */
export const FLOOR_ROLES: readonly Role[] = ['admin', 'manager', 'waiter', 'cook'];
/** The gateway's own writes (projections, merges): recorded as `updatedBy`, never an account. */
export const SYSTEM_ACTOR = 'system';
const MANAGERS = BACK_OFFICE_ROLES;
const KITCHEN = KITCHEN_ROLES;
const EVERYONE = FLOOR_ROLES;

/** Roles that may write each type from a device or the API (DESIGN.md §6). */
export const WRITE_ROLES: Readonly<Record<DocType, readonly Role[]>> = {
  product: MANAGERS,
  recipe: MANAGERS,
  area: MANAGERS,
  table: MANAGERS,
  ingredient: MANAGERS,
  supplier: MANAGERS,
  invoice: MANAGERS,
  order: EVERYONE,
  /** Checks and transfers are floor work; what each role may change is judged per write. */
  check: EVERYONE,
  transfer: EVERYONE,
  /** Adjustments only; sales are the gateway's. */
  stock_movement: KITCHEN,
  /** A projection: only the gateway writes it. */
  daily_stock: [],
  user: ['admin'],
};

export function canWriteType(role: Role, type: DocType): boolean {
  return WRITE_ROLES[type].includes(role);
}

/** Databases a role's devices replicate (DESIGN.md §3): the office only for managers and admins. */
export function replicatedDbsForRole(role: Role): readonly DbName[] {
  return MANAGERS.includes(role) ? ['floor', 'office'] : ['floor'];
}

const TYPE_LABELS: Record<DocType, string> = {
  product: 'productos',
  recipe: 'recetas',
  area: 'áreas',
  table: 'mesas',
  ingredient: 'ingredientes',
  daily_stock: 'el stock diario',
  order: 'pedidos',
  check: 'cuentas de mesa',
  transfer: 'traspasos',
  stock_movement: 'el stock',
  supplier: 'proveedores',
  invoice: 'facturas',
  user: 'cuentas',
};

/**
 * Why a role may not write a type, in the words every door uses (the API's route guards answer with
 * it before reading a body, the write check after).
 */
export function roleRefusal(type: DocType): string {
  if (type === 'user') return 'Solo un administrador puede gestionar cuentas';
  if (type === 'stock_movement') return 'Solo cocina, gerencia o administración pueden ajustar el stock';
  if (type === 'daily_stock') return 'El stock diario solo lo actualiza el servidor a partir de los movimientos';
  if (type === 'order') return 'Solo gerencia o administración pueden borrar pedidos';
  return `Solo gerencia o administración pueden modificar ${TYPE_LABELS[type]}`;
}

const OK: WriteCheck = { ok: true };
const deny = (reason: string): WriteCheck => ({ ok: false, reason });
const denyRole = (reason: string): WriteCheck => ({ ok: false, reason, byRole: true });

/**
 * Whether `actor` may turn `prev` (null: creation) into `next` (null: deletion). Checked by the
 * gateway on every replicated or API write, after the schema has parsed `next`. Covers roles,
 * immutable fields, legal status moves and order arithmetic; Spanish reasons go back to the device.
 */
export function checkWrite(actor: Actor, prev: AnyDoc | null, next: AnyDoc | null): WriteCheck {
  if (!prev && !next) return deny('No hay nada que escribir');
  if (actor.role === 'system') return OK;
  const role = actor.role;

  if (next) {
    if (parseDocId(next._id)?.type !== next.type)
      return deny('El identificador no corresponde al tipo de documento');
    if (next.updatedBy !== actor.id) return deny('updatedBy debe ser el usuario que escribe');
  }
  if (prev && next) {
    if (prev._id !== next._id) return deny('El identificador no se puede cambiar');
    if (prev.type !== next.type) return deny('El tipo de documento no se puede cambiar');
    if (prev.createdAt !== next.createdAt) return deny('La fecha de creación no se puede cambiar');
  }

  const doc = (next ?? prev) as AnyDoc;
  switch (doc.type) {
    case 'daily_stock':
      return denyRole(roleRefusal('daily_stock'));
    case 'stock_movement':
      if (prev) return deny('Los movimientos de stock no se pueden modificar ni borrar');
      if (doc.kind === 'sale') return denyRole('Las ventas las registra el servidor');
      return canWriteType(role, 'stock_movement') ? OK : denyRole(roleRefusal('stock_movement'));
    case 'order':
      return checkOrderWrite(actor, role, prev as Order | null, next as Order | null);
    default:
      return canWriteType(role, doc.type) ? OK : denyRole(roleRefusal(doc.type));
  }
}

function checkOrderWrite(actor: Actor, role: Role, prev: Order | null, next: Order | null): WriteCheck {
  if (!next)
    return MANAGERS.includes(role) ? OK : denyRole(roleRefusal('order'));
  if (!prev) {
    // A waiter takes orders in their own name; a manager may enter one for someone else.
    if (next.waiterId !== actor.id && !MANAGERS.includes(role)) {
      return deny('El pedido debe quedar a nombre de quien lo toma');
    }
    const problem = newOrderProblem(next);
    return problem ? deny(problem) : OK;
  }
  const problem = orderUpdateProblem(prev, next);
  return problem ? deny(problem) : OK;
}
