import { newId, type AccountAction, type AccountEvent, type Role } from '@restaurantpro/schema';
import type { StoreDb } from '../store/types.ts';

export interface AccountEventInput {
  userId: string;
  action: AccountAction;
  role?: Role;
}

/**
 * Writes one immutable `account_event:<ulid>` per change, beside the change itself, so the activity
 * log reads who changed which account and when from documents (ulids sort by time).
 */
export async function recordAccountEvents(
  db: StoreDb,
  events: readonly AccountEventInput[],
  by: string,
  at: Date,
): Promise<AccountEvent[]> {
  if (events.length === 0) return [];
  const docs: AccountEvent[] = events.map((event) => ({
    _id: `account_event:${newId()}`,
    type: 'account_event',
    userId: event.userId,
    action: event.action,
    ...(event.role !== undefined ? { role: event.role } : {}),
    by,
    at: at.toISOString(),
  }));
  await db.bulkDocs(docs);
  return docs;
}

/** The events of a change from `before` to `after` as an admin's PUT makes it. */
export function changeEvents(
  userId: string,
  before: { role: Role; isActive: boolean; firstName: string; lastName: string },
  after: { role: Role; isActive: boolean; firstName: string; lastName: string },
): AccountEventInput[] {
  const events: AccountEventInput[] = [];
  if (before.firstName !== after.firstName || before.lastName !== after.lastName)
    events.push({ userId, action: 'renamed' });
  if (before.role !== after.role) events.push({ userId, action: 'role', role: after.role });
  if (before.isActive !== after.isActive)
    events.push({ userId, action: after.isActive ? 'reactivated' : 'deactivated' });
  return events;
}
