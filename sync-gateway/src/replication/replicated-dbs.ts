import { replicatedDbsForRole, type Role } from '@restaurantpro/schema';

/**
 * The databases a device may replicate, and who may (DESIGN.md §3). A module of its own because the
 * read filter reads the schema adapter's order statuses while the adapter names a database: both
 * import these from here, and neither imports the other back.
 */
export const REPLICATED_DBS = ['floor', 'office'] as const;
export type ReplicatedDb = (typeof REPLICATED_DBS)[number];

export function isReplicatedDb(name: string): name is ReplicatedDb {
  return (REPLICATED_DBS as readonly string[]).includes(name);
}

export function mayReplicate(db: ReplicatedDb, role: Role): boolean {
  return replicatedDbsForRole(role).includes(db);
}
