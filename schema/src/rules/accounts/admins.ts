import type { Role } from '../../roles.ts';

export const LAST_ADMIN_MESSAGE = 'No se puede quitar el último administrador activo';
/** An admin cannot lock themselves out; another admin can still change their account. */
export const OWN_ADMIN_MESSAGE = 'No puedes desactivar tu propia cuenta ni quitarte el rol de administrador';
/** A deactivated account's old cookie (401 at /api and /db) and its PIN on a terminal (403). */
export const ACCOUNT_DEACTIVATED_MESSAGE = 'Tu cuenta está desactivada: habla con un administrador';

/** What the rules read of an account. */
export interface AccountStanding {
  id: string;
  role: Role;
  isActive: boolean;
}

/** A change to one account's role or state (fields left out stay as they are). */
export interface StandingChange {
  id: string;
  role?: Role;
  isActive?: boolean;
}

/**
 * Why `change` would leave the restaurant without an active admin, or null: it demotes or
 * deactivates an active admin and no other active admin remains among `accounts`.
 */
export function lastAdminProblem(
  accounts: readonly AccountStanding[],
  change: StandingChange,
): string | null {
  const target = accounts.find((account) => account.id === change.id);
  if (target === undefined || target.role !== 'admin' || !target.isActive) return null;
  const staysAdmin = (change.role ?? target.role) === 'admin' && (change.isActive ?? target.isActive);
  if (staysAdmin) return null;
  const others = accounts.some((a) => a.id !== change.id && a.role === 'admin' && a.isActive);
  return others ? null : LAST_ADMIN_MESSAGE;
}

/** Why `actorId` may not make `change` to their own account, or null (the self rule, before the last-admin one). */
export function ownAdminProblem(actorId: string, change: StandingChange): string | null {
  if (actorId !== change.id) return null;
  return change.isActive === false || (change.role !== undefined && change.role !== 'admin')
    ? OWN_ADMIN_MESSAGE
    : null;
}
