import { createContext, useContext } from 'react';
import type { Replica, ReplicaName } from './replica.ts';

export type Replicas = Partial<Record<ReplicaName, Replica>>;

export const ReplicaContext = createContext<Replicas>({});

/** The local replica `name`, or null when this device does not keep it (office for a waiter). */
export function useReplica(name: ReplicaName): Replica | null {
  return useContext(ReplicaContext)[name] ?? null;
}

/** Every replica this device keeps for the signed-in user. */
export function useReplicas(): Replicas {
  return useContext(ReplicaContext);
}
