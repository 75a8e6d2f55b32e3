import { create } from 'zustand';
import type { ReplicaName } from '../data/replica.ts';

/**
 * - connecting: first contact not made yet
 * - syncing: documents are moving
 * - idle: caught up, listening live
 * - offline: the server cannot be reached; local changes wait
 * - error: the server answered with a failure (e.g. the session expired)
 * - stopped: not syncing (signed out)
 */
export type ReplicationState = 'connecting' | 'syncing' | 'idle' | 'offline' | 'error' | 'stopped';

export interface ReplicaSyncState {
  state: ReplicationState;
  /** Local changes not yet confirmed by the server. */
  pending: number;
  /** When the replica was last known to be caught up with the server (ISO). */
  lastSyncAt: string | null;
  error: string | null;
  /**
   * The replica has caught up with the server at least once, on this visit or an earlier one: it
   * holds the restaurant's data. Until then an empty replica means "not here yet", not "none".
   */
  caughtUpOnce: boolean;
}

/** A change the server refused (e.g. a role not allowed to edit prices), kept to show the reason. */
export interface RefusedChange {
  replica: ReplicaName;
  docId: string;
  reason: string;
  at: string;
}

interface SyncStoreState {
  /** The browser's own online flag (`online`/`offline` events). */
  browserOnline: boolean;
  /** Whether the gateway answered the last reachability probe; null before the first probe. */
  reachable: boolean | null;
  replicas: Partial<Record<ReplicaName, ReplicaSyncState>>;
  refused: RefusedChange[];
  setBrowserOnline: (online: boolean) => void;
  setReachable: (reachable: boolean) => void;
  updateReplica: (name: ReplicaName, patch: Partial<ReplicaSyncState>) => void;
  removeReplica: (name: ReplicaName) => void;
  addRefused: (refused: RefusedChange) => void;
  /** Restarts every replication now (manual "sync" button); set by the SyncProvider. */
  syncNow: () => void;
  setSyncNow: (syncNow: () => void) => void;
}

const INITIAL: ReplicaSyncState = {
  state: 'connecting',
  pending: 0,
  lastSyncAt: null,
  error: null,
  caughtUpOnce: false,
};
const MAX_REFUSED = 20;

export const useSyncStore = create<SyncStoreState>()((set) => ({
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  reachable: null,
  replicas: {},
  refused: [],
  setBrowserOnline: (browserOnline) => set({ browserOnline }),
  setReachable: (reachable) => set({ reachable }),
  updateReplica: (name, patch) =>
    set((state) => ({ replicas: { ...state.replicas, [name]: { ...INITIAL, ...state.replicas[name], ...patch } } })),
  removeReplica: (name) =>
    set((state) => {
      const replicas = { ...state.replicas };
      delete replicas[name];
      return { replicas };
    }),
  addRefused: (refused) => set((state) => ({ refused: [refused, ...state.refused].slice(0, MAX_REFUSED) })),
  syncNow: () => undefined,
  setSyncNow: (syncNow) => set({ syncNow }),
}));

type SyncSnapshot = Pick<SyncStoreState, 'browserOnline' | 'reachable' | 'replicas'>;

/** Online means the browser has a network and the gateway answers. */
export function selectOnline(state: SyncSnapshot): boolean {
  return state.browserOnline && state.reachable !== false;
}

export function selectPending(state: SyncSnapshot): number {
  return Object.values(state.replicas).reduce((sum, replica) => sum + (replica?.pending ?? 0), 0);
}

/** The oldest "caught up" time across replicas: data is at least this fresh. */
export function selectLastSync(state: SyncSnapshot): string | null {
  const times = Object.values(state.replicas).map((replica) => replica?.lastSyncAt ?? null);
  if (times.length === 0 || times.some((time) => time === null)) return null;
  return (times as string[]).sort()[0] ?? null;
}

/**
 * Whether every replica in `names` has caught up with the server once. A replica the sync layer has
 * not registered yet has not (the screens ask only about replicas this device keeps).
 */
export function selectCaughtUp(state: SyncSnapshot, names: readonly ReplicaName[]): boolean {
  return names.every((name) => state.replicas[name]?.caughtUpOnce === true);
}

export type OverallSync = 'offline' | 'error' | 'syncing' | 'synced' | 'connecting';

export function selectOverall(state: SyncSnapshot): OverallSync {
  if (!selectOnline(state)) return 'offline';
  const states = Object.values(state.replicas).map((replica) => replica?.state);
  if (states.includes('error')) return 'error';
  if (states.includes('offline')) return 'offline';
  if (states.includes('syncing')) return 'syncing';
  if (states.length > 0 && states.every((s) => s === 'idle')) return 'synced';
  return 'connecting';
}
