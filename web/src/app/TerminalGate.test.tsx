import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DEACTIVATED_MESSAGE, newId, SETTINGS_ID, WRONG_PIN_MESSAGE } from '@restaurantpro/schema';
import { memoryDb, putTable } from '../../test/helper.ts';
import { ClockContext } from '../data/clock.ts';
import { ReplicaContext } from '../data/ReplicaContext.ts';
import { makeReplica, type Replica } from '../data/replica.ts';
import type { StoredOrder } from '../data/repositories/orders.ts';
import { useSession, type CurrentUser } from '../data/session.ts';
import { toaster } from '../data/toaster.ts';
import { useSendOrder, type SendOrderToasts } from '../data/writes/useSendOrder.ts';
import { TOASTS } from '../lib/toasts.ts';
import { TerminalGate } from './TerminalGate.tsx';

configure({ asyncUtilTimeout: 5000 });

const NOON = new Date('2026-11-22T12:00:00Z');
const TERMINAL = { id: '01JTERMINAL0000000000000000', name: 'TPV barra' };
const MARTA: CurrentUser = {
  id: 'marta',
  email: 'gerente@restaurante.test',
  firstName: 'Marta',
  lastName: 'Sanz',
  role: 'manager',
  isActive: true,
  profileImageUrl: null,
};
const LUIS: CurrentUser = {
  ...MARTA,
  id: 'luis',
  email: 'luis@restaurante.test',
  firstName: 'Luis',
  lastName: 'Gil',
  role: 'waiter',
};
const PINS: Record<string, string> = { luis: '4321', marta: '8765' };
const SEND_TOASTS: SendOrderToasts = {
  scope: 'test',
  sent: () => TOASTS.orderSent,
  failed: TOASTS.orderSendFailed,
};
const replicas: Replica[] = [];

/**
 * The gateway's terminal routes as terminal-routes.ts answers them: the pad's staff list, and the
 * unlock (401 wrong PIN, 403 deactivated). Records each unlock asked for.
 */
function gateway(deactivated = new Set<string>()) {
  const unlocks: { userId: string; pin: string }[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    if (path === '/api/terminal') {
      return json(200, {
        id: TERMINAL.id,
        name: TERMINAL.name,
        staff: [LUIS, MARTA].map(({ id, firstName, lastName, role }) => ({
          id,
          firstName,
          lastName,
          role,
          member: true,
        })),
      });
    }
    if (path === '/api/terminal/unlock') {
      const body = JSON.parse(String(init.body)) as { userId: string; pin: string };
      unlocks.push(body);
      if (deactivated.has(body.userId))
        return json(403, { error: 'forbidden', message: ACCOUNT_DEACTIVATED_MESSAGE });
      if (PINS[body.userId] !== body.pin)
        return json(401, { error: 'unauthorized', message: WRONG_PIN_MESSAGE });
      return json(200, { ...(body.userId === 'luis' ? LUIS : MARTA), terminal: TERMINAL });
    }
    return json(404, { error: 'not-found', message: 'No encontrado' });
  });
  return unlocks;
}

/** A screen behind the gate: 'Enviar a Cocina' sends one order for table 1. */
function SendScreen() {
  const { send } = useSendOrder(SEND_TOASTS);
  const draft = () => ({
    id: newId(),
    tableId: 'mesa-1',
    lines: [{ productId: 'cana', productName: 'Caña', quantity: 1, unitPrice: '2.00' }],
    lineIds: [newId()],
  });
  return <button onClick={() => void send(draft())}>Enviar a Cocina</button>;
}

async function setup(settings: Record<string, unknown>) {
  const floor = makeReplica('floor', memoryDb());
  replicas.push(floor);
  floor.pushes.connection(false, false);
  await putTable(floor.db, { id: 'mesa-1', number: '1' });
  await floor.db.put({ _id: SETTINGS_ID, type: 'settings', ...settings });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={defaultSystem}>
      <ClockContext.Provider value={() => NOON}>
        <ReplicaContext.Provider value={{ floor }}>{children}</ReplicaContext.Provider>
      </ClockContext.Provider>
    </ChakraProvider>
  );
  render(
    <TerminalGate>
      <SendScreen />
    </TerminalGate>,
    { wrapper },
  );
  return floor;
}

/** Taps a name, types `pin` (the first digits on the keys, the last on the keyboard) and 'Entrar'. */
async function unlockAs(name: string, pin: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  for (const digit of pin.slice(0, -1)) fireEvent.click(screen.getByRole('button', { name: digit }));
  fireEvent.change(screen.getByLabelText('PIN'), { target: { value: pin } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Entrar' })));
}

beforeEach(() => {
  useSession.getState().signedIn(MARTA);
  useSession.getState().becameTerminal(TERMINAL);
});

afterEach(async () => {
  cleanup();
  toaster.remove();
  vi.unstubAllGlobals();
  localStorage.clear();
  for (const replica of replicas.splice(0)) await replica.db.destroy();
});

describe('the shared terminal', () => {
  it('shows the PIN pad until someone unlocks it; their order records them; it locks after the order', async () => {
    const unlocks = gateway();
    const floor = await setup({ terminalLockAfterOrder: true });
    expect(screen.getByRole('heading', { name: 'Terminal compartido · TPV barra' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar a Cocina' })).toBeNull();

    await unlockAs('Luis Gil', '4321');
    expect(unlocks).toEqual([{ userId: 'luis', pin: '4321' }]);
    expect(useSession.getState()).toMatchObject({ account: MARTA, user: { id: 'luis', role: 'waiter' } });

    const sendButton = await screen.findByRole('button', { name: 'Enviar a Cocina' });
    await act(async () => fireEvent.click(sendButton));
    // Locked again at once: the restaurant chose to lock after each order.
    expect(await screen.findByRole('heading', { name: 'Terminal compartido · TPV barra' })).toBeTruthy();
    expect(useSession.getState().user).toBeNull();
    const { rows } = await floor.db.allDocs({
      startkey: 'order:',
      endkey: 'order:\uffff',
      include_docs: true,
    });
    expect(rows.map((row) => row.doc as unknown as StoredOrder)).toMatchObject([
      { waiterId: 'luis', updatedBy: 'luis' },
    ]);

    // The next person in under a second of work: a name, a PIN.
    await unlockAs('Marta Sanz', '8765');
    expect(useSession.getState().user).toMatchObject({ id: 'marta' });
  });

  it('stays unlocked after an order when the restaurant does not ask for the lock', async () => {
    gateway();
    await setup({});
    await unlockAs('Luis Gil', '4321');
    const sendButton = await screen.findByRole('button', { name: 'Enviar a Cocina' });
    await act(async () => fireEvent.click(sendButton));
    expect(screen.getByRole('button', { name: 'Enviar a Cocina' })).toBeTruthy();
    expect(useSession.getState().user).toMatchObject({ id: 'luis' });
  });

  it.each([
    ['a wrong PIN', new Set<string>(), '1111', WRONG_PIN_MESSAGE],
    ['a deactivated account', new Set(['luis']), '4321', ACCOUNT_DEACTIVATED_MESSAGE],
  ])('shows the gateway’s Spanish answer to %s on the pad', async (_case, deactivated, pin, message) => {
    gateway(deactivated);
    await setup({});
    await unlockAs('Luis Gil', pin);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(useSession.getState().user).toBeNull();
    expect((screen.getByLabelText('PIN') as HTMLInputElement).value).toBe('');
  });

  it('keeps the keyboard’s digits only, up to six', async () => {
    gateway();
    await setup({});
    fireEvent.click(await screen.findByRole('button', { name: 'Luis Gil' }));
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '12a3456789' } });
    expect((screen.getByLabelText('PIN') as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    expect((screen.getByLabelText('PIN') as HTMLInputElement).value).toBe('12345');
  });
});
