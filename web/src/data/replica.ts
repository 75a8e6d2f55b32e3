import { replicatedDbsForRole, roleSchema, type DbName, type FloorType, type OfficeType } from '@restaurantpro/schema';
import { ChangeFeed } from './change-feed.ts';
import { PushReceipts } from './push-receipts.ts';
import { PushSkips } from './push-skips.ts';

/** The databases a device keeps a replica of, named as the kinds table names them (accounts stay on the gateway). */
export type ReplicaName = Exclude<DbName, 'accounts'>;

/** The kinds a device replicates: those of the floor and the office databases. */
export type ReplicatedType = FloorType | OfficeType;

/** A local database with its single changes feed and its push receipts. Screens reach it through hooks, never directly. */
export interface Replica {
  name: ReplicaName;
  db: PouchDB.Database;
  feed: ChangeFeed;
  /** Documents the live replication has delivered to the server (fed by the sync engine). */
  pushes: PushReceipts;
  /** Which changes the live push passes over: revisions the pull brought (push-skips.ts). */
  pushSkips: PushSkips;
}

export function makeReplica(name: ReplicaName, db: PouchDB.Database): Replica {
  return { name, db, feed: new ChangeFeed(db), pushes: new PushReceipts(), pushSkips: new PushSkips(db) };
}

/** Which replicas a role keeps on its device (DESIGN §3: office only for manager and admin). */
export function replicaNamesFor(role: string): ReplicaName[] {
  const parsed = roleSchema.safeParse(role);
  return parsed.success
    ? replicatedDbsForRole(parsed.data).filter((db): db is ReplicaName => db !== 'accounts')
    : ['floor'];
}
