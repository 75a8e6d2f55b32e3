import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryDb } from '../../test/helper.ts';
import { ReplicaContext } from './ReplicaContext.ts';
import { makeReplica, type Replica } from './replica.ts';
import { useSession, type CurrentUser } from './session.ts';
import { RECORDS_OFFLINE_MESSAGE, useFiscalRecords } from './useFiscalRecords.ts';
import { useFiscalStatus } from './useFiscalStatus.ts';

/**
 * With the network cut, every request the app makes fails as the browser fails it (`TypeError:
 * Failed to fetch`), before an answer or while its body is read. Each becomes the screen's offline
 * state; an unhandled rejection would fail this run (Vitest reports them as errors).
 */

const ANA: CurrentUser = {
  id: 'ana',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: null,
  role: 'admin',
  isActive: true,
  profileImageUrl: null,
};

const failedToFetch = () => new TypeError('Failed to fetch');

/** The network is gone before any answer. */
function networkDown(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw failedToFetch();
    }),
  );
}

/** The gateway answered 200, then the network went while the body was on its way. */
function cutMidAnswer(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Object.assign(new Response('{}', { status: 200 }), {
        json: () => Promise.reject(failedToFetch()),
      }),
    ),
  );
}

const replicas: Replica[] = [];

function withFloor() {
  const replica = makeReplica('floor', memoryDb());
  replicas.push(replica);
  return ({ children }: { children: ReactNode }) => (
    <ReplicaContext.Provider value={{ floor: replica }}>{children}</ReplicaContext.Provider>
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  for (const replica of replicas.splice(0)) {
    replica.feed.close();
    await replica.db.destroy();
  }
});

describe.each([
  ['before any answer', networkDown],
  ['while the answer is read', cutMidAnswer],
])('offline %s', (_when, cut) => {
  it('the fiscal status says the gateway is out of reach, still counting what the device holds', async () => {
    cut();
    const { result } = renderHook(() => useFiscalStatus(), { wrapper: withFloor() });
    await waitFor(() => expect(result.current.reachable).toBe(false));
    expect(result.current).toMatchObject({ configured: null, unsent: 0 });
    expect(fetch).toHaveBeenCalled();
  });

  it('the fiscal records show the offline message', async () => {
    cut();
    const { result } = renderHook(() => useFiscalRecords('2026-11-22', true));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toEqual(new Error(RECORDS_OFFLINE_MESSAGE));
  });

  it('the session keeps the last known user', async () => {
    useSession.getState().signedIn(ANA);
    cut();
    await useSession.getState().load();
    expect(useSession.getState()).toMatchObject({ status: 'signed-in', user: ANA, fromCache: true });
  });
});
