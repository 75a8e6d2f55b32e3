import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ReplicaContext, type Replicas } from '../data/ReplicaContext.ts';
import { makeReplica, type ReplicaName } from '../data/replica.ts';
import { memoryDb } from '../../test/helper.ts';
import { useSyncStore } from './sync-store.ts';
import { useCaughtUp } from './useCaughtUp.ts';

const opened: Replicas[] = [];

function device(names: readonly ReplicaName[]) {
  const replicas: Replicas = Object.fromEntries(names.map((name) => [name, makeReplica(name, memoryDb())]));
  opened.push(replicas);
  return ({ children }: { children: ReactNode }) => (
    <ReplicaContext.Provider value={replicas}>{children}</ReplicaContext.Provider>
  );
}

afterEach(async () => {
  cleanup();
  useSyncStore.setState({ replicas: {} });
  for (const replicas of opened.splice(0)) {
    for (const replica of Object.values(replicas)) {
      replica?.feed.close();
      await replica?.db.destroy();
    }
  }
});

describe('useCaughtUp', () => {
  it('waits for every kept replica named, and only for those', () => {
    const manager = renderHook(() => useCaughtUp(['floor', 'office']), {
      wrapper: device(['floor', 'office']),
    });
    // A waiter's device keeps no office replica: there is nothing to wait for there.
    const waiter = renderHook(() => useCaughtUp(['floor', 'office']), { wrapper: device(['floor']) });
    expect([manager.result.current, waiter.result.current]).toEqual([false, false]);

    act(() => useSyncStore.getState().updateReplica('floor', { state: 'syncing', caughtUpOnce: true }));
    expect([manager.result.current, waiter.result.current]).toEqual([false, true]);

    act(() => useSyncStore.getState().updateReplica('office', { caughtUpOnce: true }));
    expect(manager.result.current).toBe(true);
  });

  it('is false for a replica the sync layer has not registered yet', () => {
    const { result } = renderHook(() => useCaughtUp(['floor']), { wrapper: device(['floor']) });
    expect(useSyncStore.getState().replicas.floor).toBeUndefined();
    expect(result.current).toBe(false);
  });

  it('stays true through later states: going offline does not bring the loading state back', () => {
    const { result } = renderHook(() => useCaughtUp(['floor']), { wrapper: device(['floor']) });
    act(() => useSyncStore.getState().updateReplica('floor', { state: 'idle', caughtUpOnce: true }));
    act(() => useSyncStore.getState().updateReplica('floor', { state: 'offline', pending: 3 }));
    expect(result.current).toBe(true);
  });
});
