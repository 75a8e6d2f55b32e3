import { openLocalDb } from './pouch.ts';
import { makeReplica, replicaNamesFor } from './replica.ts';
import type { Replicas } from './ReplicaContext.ts';

// Local databases stay open for the page's lifetime: React may mount the provider twice (StrictMode,
// route changes) and a closed PouchDB cannot be reopened under the same object.
const opened = new Map<string, Replicas>();

/** The user's replicas, one local database per user and replica (a shared tablet keeps them apart). */
export function openReplicas(userId: string, role: string): Replicas {
  const key = `${userId}:${role}`;
  let replicas = opened.get(key);
  if (!replicas) {
    replicas = {};
    for (const name of replicaNamesFor(role)) {
      replicas[name] = makeReplica(name, openLocalDb(`restaurantpro-${userId}-${name}`));
    }
    opened.set(key, replicas);
  }
  return replicas;
}
