import type { ReactNode } from 'react';
import { ReplicaProvider } from '../data/ReplicaProvider.tsx';
import type { CurrentUser } from '../data/session.ts';
import { SyncProvider } from '../sync/SyncProvider.tsx';

/** The signed-in device: its local replicas, kept live with the server. Loaded lazily (PouchDB). */
export function DeviceProviders({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <ReplicaProvider user={user}>
      <SyncProvider>{children}</SyncProvider>
    </ReplicaProvider>
  );
}
