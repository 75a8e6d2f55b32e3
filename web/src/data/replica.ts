import { replicatedDbsForRole, roleSchema } from '@restaurantpro/schema';
import { ChangeFeed } from './change-feed.ts';
import { PushReceipts } from './push-receipts.ts';

export type ReplicaName = 'floor' | 'office';

/** A local database with its single changes feed and its push receipts. Screens reach it through hooks, never directly. */
export interface Replica {
  name: ReplicaName;
  db: PouchDB.Database;
  feed: ChangeFeed;
  /** Documents the live replication has delivered to the server (fed by the sync engine). */
  pushes: PushReceipts;
}

export function makeReplica(name: ReplicaName, db: PouchDB.Database): Replica {
  return { name, db, feed: new ChangeFeed(db), pushes: new PushReceipts() };
}

/** Which replicas a role keeps on its device (DESIGN §3: office only for manager and admin). */
export function replicaNamesFor(role: string): ReplicaName[] {
  const parsed = roleSchema.safeParse(role);
  return parsed.success
    ? replicatedDbsForRole(parsed.data).filter((db): db is ReplicaName => db !== 'accounts')
    : ['floor'];
}
