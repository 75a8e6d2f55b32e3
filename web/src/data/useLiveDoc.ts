import { useReplica } from './ReplicaContext.ts';
import { getOrNull, type StoredDoc } from './queries.ts';
import { typeOfId } from './change-feed.ts';
import type { ReplicaName } from './replica.ts';
import { useLiveQuery, type LiveResult } from './useLiveQuery.ts';

/** One document by `_id`, live; `data` is null when it does not exist. Pass null to read nothing. */
export function useLiveDoc<T extends StoredDoc>(replicaName: ReplicaName, id: string | null): LiveResult<T | null> {
  const replica = useReplica(replicaName);
  return useLiveQuery(id ? replica : null, id ? [typeOfId(id)] : [], `doc:${id ?? ''}`, (db) =>
    id ? getOrNull<T>(db, id) : Promise.resolve(null),
  );
}
