import {
  ACTIVE_ORDER_STATUSES,
  addDays,
  businessDate,
  checkWrite as checkSchemaWrite,
  floorDocSchema,
  officeDocSchema,
  type AnyDoc,
  type Role,
} from '@restaurantpro/schema';
import type { StoredDoc } from '../store/types.ts';
import type { ReplicatedDb } from './read-filter.ts';

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

const SCHEMAS = { floor: floorDocSchema, office: officeDocSchema } as const;

/**
 * Validates one incoming document of database `db` against the current winning one (`null` when
 * new): the document's schema first (known type, valid shape and ids), then the shared write rules
 * (role per type and fields, immutable fields, legal status moves, order arithmetic).
 */
export function checkWrite(db: ReplicatedDb, actor: Actor, prev: StoredDoc | null, next: StoredDoc): WriteVerdict {
  const previous = prev === null ? null : (SCHEMAS[db].safeParse(prev).data ?? (prev as unknown as AnyDoc));
  if (next._deleted === true) {
    if (previous === null) return { ok: true };
    return checkSchemaWrite(actor, previous, null);
  }
  const parsed = SCHEMAS[db].safeParse(next);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined ? '' : `: ${issue.path.join('.')} ${issue.message}`;
    return { ok: false, reason: `Documento no válido${where}` };
  }
  return checkSchemaWrite(actor, previous, parsed.data);
}
