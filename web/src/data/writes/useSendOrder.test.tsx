import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newId } from '@restaurantpro/schema';
import { memoryDb, putTable } from '../../../test/helper.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { ClockContext } from '../clock.ts';
import { ReplicaContext } from '../ReplicaContext.ts';
import { makeReplica, type Replica } from '../replica.ts';
import type { StoredOrder } from '../repositories/orders.ts';
import { useSession } from '../session.ts';
import { toaster } from '../toaster.ts';
import { useSendOrder, type SendOrderToasts } from './useSendOrder.ts';

const NOON = new Date('2026-11-22T12:00:00Z');
const WAITER = {
  id: 'waiter-1',
  email: 'camarero@restaurante.test',
  firstName: null,
  lastName: null,
  role: 'waiter' as const,
  isActive: true,
  profileImageUrl: null,
};
const TOASTS_OF_TEST: SendOrderToasts = {
  scope: 'test',
  sent: (online) => (online ? TOASTS.orderCreatedOnline : TOASTS.orderCreatedOffline),
  failed: TOASTS.staffOrderCreateFailed,
};
const replicas: Replica[] = [];

async function setup() {
  const replica = makeReplica('floor', memoryDb());
  replicas.push(replica);
  await putTable(replica.db, { id: 'mesa-1', number: '1', capacity: 4 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ClockContext.Provider value={() => NOON}>
      <ReplicaContext.Provider value={{ floor: replica }}>{children}</ReplicaContext.Provider>
    </ClockContext.Provider>
  );
  const { result } = renderHook(() => useSendOrder(TOASTS_OF_TEST), { wrapper });
  return { replica, result };
}

function draft(tableId = 'mesa-1') {
  return {
    id: newId(),
    tableId,
    lines: [{ productId: 'croquetas', productName: 'Croquetas', quantity: 2, unitPrice: '9.50' }],
    lineIds: [newId()],
  };
}

function shownTitles(): string[] {
  return toaster.getVisibleToasts().map((toast) => `${String(toast.title)}: ${String(toast.description)}`);
}

beforeEach(() => {
  useSession.setState({ status: 'signed-in', user: WAITER, fromCache: false });
});

afterEach(async () => {
  cleanup();
  toaster.remove();
  vi.restoreAllMocks();
  for (const replica of replicas.splice(0)) await replica.db.destroy();
});

describe('useSendOrder', () => {
  it('writes the draft as the signed-in waiter at the context clock, then confirms on the screen toast', async () => {
    const { replica, result } = await setup();
    replica.pushes.connection(false, false);
    const input = draft();
    let sent = false;
    await act(async () => {
      sent = await result.current.send(input);
    });
    expect(sent).toBe(true);
    const stored = (await replica.db.get(`order:${input.id}`)) as unknown as StoredOrder;
    expect(stored).toMatchObject({ waiterId: WAITER.id, updatedBy: WAITER.id, createdAt: NOON.toISOString(), status: 'pending' });
    // The table had no live check: this first round opened one, for the table's capacity.
    const check = await replica.db.get(`check:${String(stored.checkId)}`);
    expect(check).toMatchObject({ tableId: 'mesa-1', guests: 4, status: 'open', openedBy: WAITER.id });
    expect(shownTitles()).toEqual([`${TOASTS.orderCreatedOffline.title}: ${TOASTS.orderCreatedOffline.description}`]);
  });

  it('while the replication is live, confirms once the server has taken the order', async () => {
    const { replica, result } = await setup();
    replica.pushes.connection(true, true);
    const input = draft();
    let sending: Promise<boolean> = Promise.resolve(false);
    act(() => {
      sending = result.current.send(input);
    });
    // Stored, but no receipt yet: no confirmation shown.
    await vi.waitFor(async () => expect(await replica.db.get(`order:${input.id}`)).toBeTruthy());
    expect(shownTitles()).toEqual([]);
    await act(async () => {
      replica.pushes.delivered([`order:${input.id}`]);
      await sending;
    });
    expect(shownTitles()).toEqual([`${TOASTS.orderCreatedOnline.title}: ${TOASTS.orderCreatedOnline.description}`]);
  });

  it('shows the failure toast once and keeps the cause for whoever investigates', async () => {
    const { replica, result } = await setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let sent = true;
    await act(async () => {
      // A table reference the schema refuses: nothing is stored.
      sent = await result.current.send(draft('mesa 1'));
    });
    expect(sent).toBe(false);
    expect(shownTitles()).toEqual([`${TOASTS.staffOrderCreateFailed.title}: ${TOASTS.staffOrderCreateFailed.description}`]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect((await replica.db.allDocs()).rows.filter((row) => row.id.startsWith('order:'))).toHaveLength(0);
  });
});
