import { useReplicas } from '../data/ReplicaContext.ts';
import type { ReplicaName } from '../data/replica.ts';
import { selectCaughtUp, useSyncStore } from './sync-store.ts';

/**
 * Whether the replicas among `names` that this device keeps have each caught up with the server at
 * least once, on this visit or an earlier one. Until then an empty replica means "not here yet":
 * a screen says it is loading rather than showing an empty state or zeros. A replica this device
 * does not keep (office for a waiter) is not waited for.
 */
export function useCaughtUp(names: readonly ReplicaName[]): boolean {
  const replicas = useReplicas();
  const kept = names.filter((name) => replicas[name] !== undefined);
  return useSyncStore((state) => selectCaughtUp(state, kept));
}
