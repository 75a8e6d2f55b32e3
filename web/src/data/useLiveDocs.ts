import { useMemo } from 'react';
import { useReplica } from './ReplicaContext.ts';
import type { StoredDoc } from './queries.ts';
import type { ReplicaName } from './replica.ts';
import { TypeSnapshot } from './type-snapshot.ts';
import { useLiveQuery, type LiveResult } from './useLiveQuery.ts';

/** Every document of `type` in a replica, live, in creation order. */
export function useLiveDocs<T extends StoredDoc>(replicaName: ReplicaName, type: string): LiveResult<T[]> {
  const replica = useReplica(replicaName);
  // One snapshot per replica and type: a change costs a read of what changed, not of every document.
  const snapshot = useMemo(() => (replica ? new TypeSnapshot<T>(type) : null), [replica, type]);
  return useLiveQuery(
    replica,
    [type],
    `all:${type}`,
    (db) => (snapshot ? snapshot.read(db) : Promise.resolve([])),
    // Pulled documents show at once (an order on the kitchen screen); the read that follows confirms them.
    (docs) => snapshot?.merge(docs) ?? null,
  );
}
