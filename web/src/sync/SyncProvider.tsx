import { useEffect, type ReactNode } from 'react';
import { useReplicas } from '../data/ReplicaContext.ts';
import { openRemoteDb } from '../data/pouch.ts';
import { daysBefore, purgeOldBusinessDays } from '../data/purge.ts';
import type { Replica } from '../data/replica.ts';
import { useSession } from '../data/session.ts';
import { refusedRecordInstallation, startNewInstallation } from '../data/ticket-series.ts';
import { todayBusinessDate } from '../lib/business-date.ts';
import { PURGE_INTERVAL_MS, WATCHDOG_INTERVAL_MS } from '../lib/timing.ts';
import { notify } from '../data/notify.ts';
import { TOASTS } from '../lib/toasts.ts';
import { probeGateway } from './reachability.ts';
import { SyncEngine } from './sync-engine.ts';
import { selectOnline, useSyncStore } from './sync-store.ts';

function startEngine(replica: Replica): SyncEngine {
  const store = useSyncStore.getState();
  return new SyncEngine({
    replica,
    remote: () => openRemoteDb(replica.name),
    update: (patch) => useSyncStore.getState().updateReplica(replica.name, patch),
    onRefused: (docId, reason) => {
      store.addRefused({ replica: replica.name, docId, reason, at: new Date().toISOString() });
      notify(TOASTS.changeRefused, reason);
      // A refused billing record (a ticket's alta or an annulment's anulación): billing goes on in a
      // new installation, and the manager is told.
      refusedRecordInstallation(replica.db, docId)
        .then((installation) =>
          installation === null ? null : startNewInstallation(replica.db, installation),
        )
        .then(
          (code) => {
            if (code !== null) notify(TOASTS.recordRefused, `${TOASTS.recordRefused.description} (${code}).`);
          },
          (error: unknown) => notify(TOASTS.changeRefused, String(error)),
        );
    },
    // The server no longer knows this session: ask again; RequireAuth redirects to sign-in if so.
    onUnauthorized: () => void useSession.getState().load(),
    storage: window.localStorage,
  });
}

/**
 * Keeps the replicas opened by `ReplicaProvider` syncing live with the gateway and publishes the
 * sync state. Also: browser online/offline events, a reachability probe, the watchdog, the request
 * for persistent storage and the purge of old business days.
 */
export function SyncProvider({ children }: { children: ReactNode }) {
  const replicas = useReplicas();

  useEffect(() => {
    const list = Object.values(replicas).filter((replica): replica is Replica => replica !== undefined);
    const engines = list.map((replica) => startEngine(replica));
    engines.forEach((engine) => engine.start());
    // The write hooks (data/) read the connection from each replica's push receipts: the point of sale
    // waits for a receipt only while the replication is live, and words its toasts by being online.
    const publish = (sync: ReturnType<typeof useSyncStore.getState>) => {
      const online = selectOnline(sync);
      for (const replica of list) {
        const state = sync.replicas[replica.name]?.state;
        replica.pushes.connection(online, online && (state === 'idle' || state === 'syncing'));
      }
    };
    publish(useSyncStore.getState());
    const unsubscribe = useSyncStore.subscribe(publish);
    let lastPurge = 0;
    let disposed = false;

    const check = async () => {
      const reachable = await probeGateway();
      if (disposed) return;
      const store = useSyncStore.getState();
      store.setReachable(reachable);
      engines.forEach((engine) => engine.tick(reachable));
      const allSynced = list.every((replica) => {
        const state = useSyncStore.getState().replicas[replica.name];
        return state?.state === 'idle' && state.pending === 0;
      });
      if (allSynced && Date.now() - lastPurge > PURGE_INTERVAL_MS) {
        lastPurge = Date.now();
        // Keep today and yesterday (what the gateway still sends); drop closed older days.
        const oldestKept = daysBefore(todayBusinessDate(), 1);
        for (const replica of list) await purgeOldBusinessDays(replica.db, oldestKept);
      }
    };
    const runCheck = () => {
      check().catch((error: unknown) => console.error('sync check failed', error));
    };
    const online = () => {
      useSyncStore.getState().setBrowserOnline(true);
      runCheck();
    };
    const offline = () => useSyncStore.getState().setBrowserOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    useSyncStore.getState().setBrowserOnline(navigator.onLine);
    useSyncStore.getState().setSyncNow(() => {
      engines.forEach((engine) => engine.restart());
      runCheck();
    });
    runCheck();
    const interval = setInterval(() => {
      if (document.visibilityState === 'visible') runCheck();
    }, WATCHDOG_INTERVAL_MS);

    return () => {
      disposed = true;
      unsubscribe();
      clearInterval(interval);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      engines.forEach((engine) => engine.stop());
      useSyncStore.getState().setSyncNow(() => undefined);
      list.forEach((replica) => useSyncStore.getState().removeReplica(replica.name));
    };
  }, [replicas]);

  useEffect(() => {
    // Ask once per device that the replica is not evicted under storage pressure.
    void navigator.storage?.persist?.().catch(() => false);
  }, []);

  return children;
}
