import { ACTIVE_ORDER_STATUSES, DOC_SCHEMAS, addDays, businessDate, isDocType, type DocType, type Role } from '@restaurantpro/schema';
import type { StoredDoc } from '../store/types.ts';

/**
 * The shared rules replication needs from `@restaurantpro/schema`, gathered in one place so the
 * protocol code does not care where each lives.
 */
export { ACTIVE_ORDER_STATUSES, businessDate };

/** The business day before the one `now` falls in. */
export function previousBusinessDate(now: Date, timezone: string): string {
  return addDays(businessDate(now, timezone), -1);
}

export interface Actor {
  id: string;
  role: Role;
}

export type WriteVerdict = { ok: true } | { ok: false; reason: string };

const MANAGERS: readonly Role[] = ['manager', 'admin'];
const KITCHEN: readonly Role[] = ['cook', 'manager', 'admin'];
const EVERY_ROLE: readonly Role[] = ['waiter', 'cook', 'manager', 'admin'];

/** Who may write each type from a device (DESIGN.md §6); projections have the gateway as only writer. */
function writers(type: DocType, doc: StoredDoc): readonly Role[] {
  switch (type) {
    case 'order':
      return EVERY_ROLE;
    case 'stock_movement':
      return doc.kind === 'adjustment' ? KITCHEN : [];
    case 'daily_stock':
    case 'user':
      return [];
    default:
      return MANAGERS;
  }
}

const IMMUTABLE_FIELDS = ['type', 'createdAt', 'orderNumber', 'businessDate', 'productId', 'kind'];

/**
 * Validates one incoming document against the current winning one (`null` when new): known type,
 * valid shape, the role allowed to write that type, immutable fields unchanged.
 */
export function checkWrite(actor: Actor, prev: StoredDoc | null, next: StoredDoc): WriteVerdict {
  if (next._deleted === true) {
    const type = prev?.type;
    if (typeof type !== 'string' || !isDocType(type)) return { ok: true };
    // Orders are cancelled, not deleted, on the floor; removing one is a manager's correction.
    const allowed = type === 'order' ? MANAGERS : writers(type, prev ?? next);
    return allowed.includes(actor.role) ? { ok: true } : refuse(actor, type);
  }
  const type = next.type;
  if (typeof type !== 'string' || !isDocType(type)) return { ok: false, reason: 'Tipo de documento desconocido' };
  if (!writers(type, next).includes(actor.role)) return refuse(actor, type);
  const parsed = DOC_SCHEMAS[type].safeParse(next);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `Documento no válido${issue ? `: ${issue.path.join('.')} ${issue.message}` : ''}` };
  }
  if (prev !== null) {
    const changed = IMMUTABLE_FIELDS.find((field) => prev[field] !== undefined && JSON.stringify(prev[field]) !== JSON.stringify(next[field]));
    if (changed !== undefined) return { ok: false, reason: `El campo ${changed} no se puede cambiar` };
  }
  return { ok: true };
}

function refuse(actor: Actor, type: string): WriteVerdict {
  return { ok: false, reason: `El rol ${actor.role} no puede modificar documentos de tipo ${type}` };
}
