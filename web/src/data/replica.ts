import { ChangeFeed } from './change-feed.ts';

export type ReplicaName = 'floor' | 'office';

/** A local database with its single changes feed. Screens reach it through hooks, never directly. */
export interface Replica {
  name: ReplicaName;
  db: PouchDB.Database;
  feed: ChangeFeed;
}

export function makeReplica(name: ReplicaName, db: PouchDB.Database): Replica {
  return { name, db, feed: new ChangeFeed(db) };
}

/** Which replicas a role keeps on its device (DESIGN §3: office only for manager and admin). */
export function replicaNamesFor(role: string): ReplicaName[] {
  return role === 'manager' || role === 'admin' ? ['floor', 'office'] : ['floor'];
}
