import type { ReactNode } from 'react';
import { ReplicaProvider } from '../data/ReplicaProvider.tsx';
import type { CurrentUser } from '../data/session.ts';
import { SyncProvider } from '../sync/SyncProvider.tsx';

/**
 * The signed-in device: the account's local replicas, kept live with the server. Loaded lazily
 * (PouchDB). On a shared terminal the account stays the same whoever acts, so switching people by
 * PIN neither reopens nor resyncs a replica.
 */
export function DeviceProviders({ account, children }: { account: CurrentUser; children: ReactNode }) {
  return (
    <ReplicaProvider user={account}>
      <SyncProvider>{children}</SyncProvider>
    </ReplicaProvider>
  );
}
