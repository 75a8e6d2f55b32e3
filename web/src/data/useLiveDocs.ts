import { useReplica } from './ReplicaContext.ts';
import { allOfType, type StoredDoc } from './queries.ts';
import type { ReplicaName } from './replica.ts';
import { useLiveQuery, type LiveResult } from './useLiveQuery.ts';

/** Every document of `type` in a replica, live, in creation order. */
export function useLiveDocs<T extends StoredDoc>(replicaName: ReplicaName, type: string): LiveResult<T[]> {
  const replica = useReplica(replicaName);
  return useLiveQuery(replica, [type], `all:${type}`, (db) => allOfType<T>(db, type));
}
