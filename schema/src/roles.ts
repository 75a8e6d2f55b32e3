import { z } from 'zod';

export const ROLES = ['admin', 'manager', 'waiter', 'cook'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Spanish labels shown in the sidebar and the staff screen. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  manager: 'Gerente',
  waiter: 'Mesero',
  cook: 'Cocina',
};

/** New accounts are waiters unless an admin says otherwise (spec §6). */
export const DEFAULT_ROLE: Role = 'waiter';

/** Who manages: the back office, closing checks without payment, voiding a line the kitchen started. */
export const MANAGER_ROLES: readonly Role[] = ['manager', 'admin'];

export function isManagerRole(role: Role): boolean {
  return MANAGER_ROLES.includes(role);
}
