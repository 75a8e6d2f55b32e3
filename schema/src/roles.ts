import type { z } from 'zod';
import { labelledEnum } from './labelled-enum.ts';

/** The roles, with the Spanish labels shown in the sidebar and the staff screen. */
export const {
  values: ROLES,
  schema: roleSchema,
  labels: ROLE_LABELS,
} = labelledEnum({
  admin: 'Administrador',
  manager: 'Gerente',
  waiter: 'Mesero',
  cook: 'Cocina',
});
export type Role = z.infer<typeof roleSchema>;

/** New accounts are waiters unless an admin says otherwise (spec §6). */
export const DEFAULT_ROLE: Role = 'waiter';

/** Who manages: the back office, closing checks without payment, voiding a line the kitchen started. */
export const MANAGER_ROLES: readonly Role[] = ['manager', 'admin'];

/** Who adjusts the day's stock. */
export const KITCHEN_ROLES: readonly Role[] = ['cook', 'manager', 'admin'];
/** Every floor role: orders and their moves. */
export const FLOOR_ROLES: readonly Role[] = ['admin', 'manager', 'waiter', 'cook'];
/**
 * Who attends the tables: opens their checks, adds rounds to them, moves lines, takes the money and
 * gives it back. The kitchen moves the orders it cooks and its stock, and no more of a check (spec
 * §6: cook 'Cocina', view orders and update their status; no kitchen screen writes a check).
 */
export const TABLE_ROLES: readonly Role[] = ['admin', 'manager', 'waiter'];

export function isManagerRole(role: Role): boolean {
  return MANAGER_ROLES.includes(role);
}
