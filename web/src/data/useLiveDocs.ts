import { KINDS } from '@restaurantpro/schema';
import { useMemo } from 'react';
import { useReplica } from './ReplicaContext.ts';
import type { Stored } from './queries.ts';
import type { ReplicaName, ReplicatedType } from './replica.ts';
import { TypeSnapshot } from './type-snapshot.ts';
import { useLiveQuery, type LiveResult } from './useLiveQuery.ts';

/**
 * Every document of `kind`, live, in creation order, from the replica the kinds table keeps it in
 * (`useLiveDocs('order')` reads the floor, `useLiveDocs('supplier')` the office).
 */
export function useLiveDocs<K extends ReplicatedType>(kind: K): LiveResult<Array<Stored<K>>> {
  const replicaName: ReplicaName = KINDS[kind].db;
  const replica = useReplica(replicaName);
  // One snapshot per replica and kind: a change costs a read of what changed, not of every document.
  const snapshot = useMemo(() => (replica ? new TypeSnapshot(kind) : null), [replica, kind]);
  return useLiveQuery(
    replica,
    [kind],
    `all:${kind}`,
    (db) => (snapshot ? snapshot.read(db) : Promise.resolve([])),
    // Pulled documents show at once (an order on the kitchen screen); the read that follows confirms them.
    (docs) => snapshot?.merge(docs) ?? null,
  );
}
