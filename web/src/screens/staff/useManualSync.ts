import { useState } from 'react';
import { MANUAL_SYNC_TIMEOUT_MS } from '../../lib/timing.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { selectOnline, selectOverall, selectPending, useSyncStore } from '../../sync/sync-store.ts';
import { notifyStaff } from './toasts.ts';


export type Outcome = 'done' | 'failed';

/** Waits for the store to report everything caught up (done) or out of reach (failed). */
export function awaitOutcome(timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const finish = (outcome: Outcome) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish('failed'), timeoutMs);
    const unsubscribe = useSyncStore.subscribe((state) => {
      const overall = selectOverall(state);
      if (overall === 'synced' && selectPending(state) === 0) finish('done');
      else if (overall === 'offline' || overall === 'error') finish('failed');
    });
  });
}

/**
 * The staff screen's manual sync (spec §8): restarts replication now and toasts 'Sincronización
 * completada' once every replica is caught up, or 'Error de sincronización' when the server cannot be
 * reached. Offline, it fails at once: there is nothing to wait for.
 */
export function useManualSync(timeoutMs = MANUAL_SYNC_TIMEOUT_MS): {
  syncing: boolean;
  sync: () => Promise<void>;
} {
  const [syncing, setSyncing] = useState(false);
  async function sync() {
    const store = useSyncStore.getState();
    if (!selectOnline(store)) {
      notifyStaff(TOASTS.syncFailed);
      return;
    }
    setSyncing(true);
    // Subscribe before restarting: the restart moves every replica to 'connecting' synchronously.
    const outcome = awaitOutcome(timeoutMs);
    store.syncNow();
    try {
      notifyStaff((await outcome) === 'done' ? TOASTS.syncDone : TOASTS.syncFailed);
    } finally {
      setSyncing(false);
    }
  }
  return { syncing, sync };
}
