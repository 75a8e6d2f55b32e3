import { useMemo, type ReactNode } from 'react';
import { openReplicas } from './open-replicas.ts';
import { ReplicaContext } from './ReplicaContext.ts';
import type { CurrentUser } from './session.ts';

/**
 * Opens the signed-in user's local replicas (one database per user and replica) and hands them to
 * the screens and to the sync layer below it. Keeping them live with the server is the sync
 * layer's work (`sync/SyncProvider`).
 */
export function ReplicaProvider({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const replicas = useMemo(() => openReplicas(user.id, user.role), [user.id, user.role]);
  return <ReplicaContext.Provider value={replicas}>{children}</ReplicaContext.Provider>;
}
