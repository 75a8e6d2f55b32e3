import { afterEach, describe, expect, it } from 'vitest';
import { useSyncStore } from '../../sync/sync-store.ts';
import { awaitOutcome } from './useManualSync.ts';

afterEach(() => {
  useSyncStore.setState({ browserOnline: true, reachable: true, replicas: {} });
});

describe('manual sync outcome', () => {
  it('is done once every replica is caught up with nothing pending, not before', async () => {
    useSyncStore.setState({ browserOnline: true, reachable: true, replicas: {} });
    const outcome = awaitOutcome(1000);
    const store = useSyncStore.getState();
    store.updateReplica('floor', { state: 'connecting', pending: 2 });
    store.updateReplica('floor', { state: 'syncing' });
    store.updateReplica('floor', { state: 'idle', pending: 0 });
    await expect(outcome).resolves.toBe('done');
  });

  it('fails when the server cannot be reached', async () => {
    const outcome = awaitOutcome(1000);
    useSyncStore.getState().updateReplica('floor', { state: 'offline', pending: 1 });
    await expect(outcome).resolves.toBe('failed');
  });

  it('fails when nothing happens in time', async () => {
    await expect(awaitOutcome(20)).resolves.toBe('failed');
  });
});
