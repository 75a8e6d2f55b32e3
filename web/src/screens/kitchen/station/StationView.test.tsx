import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  docId,
  newId,
  orderSchema,
  stationSchema,
  type Order,
  type ProductCategory,
} from '@restaurantpro/schema';
import { as, memoryDb, putBarMenu, putProduct, WAITER } from '../../../../test/helper.ts';
import { ReplicaContext } from '../../../data/ReplicaContext.ts';
import { makeReplica, type Replica } from '../../../data/replica.ts';
import { sendRound } from '../../../data/repositories/checks.ts';
import { useSession } from '../../../data/session.ts';
import StationView from './StationView.tsx';

// Live queries answer after a few reads of the replica: slower on a test machine shared by others.
configure({ asyncUtilTimeout: 5000 });

const COOK = { id: 'cook-1', role: 'cook' as const };
const USER = {
  ...COOK,
  email: 'cocina@restaurante.test',
  firstName: 'Luis',
  lastName: null,
  isActive: true,
  profileImageUrl: null,
};
const replicas: Replica[] = [];

beforeEach(() => {
  useSession.setState({ status: 'signed-in', user: USER, fromCache: false });
});

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  for (const replica of replicas.splice(0)) await replica.db.destroy();
});

async function putStation(
  db: PouchDB.Database,
  id: string,
  name: string,
  categories: ProductCategory[],
  printChits = false,
) {
  const at = '2026-11-22T08:00:00.000Z';
  await db.put(
    stationSchema.parse({
      _id: docId('station', id),
      type: 'station',
      createdAt: at,
      updatedAt: at,
      updatedBy: 'manager-1',
      name,
      categories,
      productIds: [],
      amberFactor: 1,
      redFactor: 1.5,
      printChits,
      isActive: true,
    }),
  );
}

/** Mesa 3 sends three cañas to the bar, croquetas to the cold section and a paella held for later. */
async function setup(): Promise<{ replica: Replica; orderId: string }> {
  const replica = makeReplica('floor', memoryDb());
  replicas.push(replica);
  const db = replica.db;
  await putBarMenu(db);
  await putProduct(db, { id: 'paella', name: 'Paella', price: '14.00', category: 'principales' });
  await putStation(db, 'barra', 'Barra', ['bebidas']);
  await putStation(db, 'frios', 'Fríos', ['entradas'], true);
  await putStation(db, 'caliente', 'Cocina caliente', ['principales']);
  return { replica, orderId: await sendTable3(db) };
}

/** Mesa 3's round: three cañas, croquetas, and two paellas held for later. */
async function sendTable3(db: PouchDB.Database): Promise<string> {
  const lines = [
    { productId: 'cana', productName: 'Caña', quantity: 3, unitPrice: '2.80', course: 'bebidas' as const },
    {
      productId: 'croquetas',
      productName: 'Croquetas',
      quantity: 1,
      unitPrice: '9.50',
      course: 'entrantes' as const,
    },
    {
      productId: 'paella',
      productName: 'Paella',
      quantity: 2,
      unitPrice: '14.00',
      course: 'principales' as const,
      held: true as const,
    },
  ];
  const sent = await sendRound(
    db,
    { id: newId(), tableId: 'mesa-3', lines, lineIds: lines.map(() => newId()) },
    as(WAITER, new Date().toISOString()),
  );
  return sent.order._id;
}

function show(replica: Replica, view: 'pase' | { stationId: string }) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={defaultSystem}>
      <ReplicaContext.Provider value={{ floor: replica }}>{children}</ReplicaContext.Provider>
    </ChakraProvider>
  );
  return render(<StationView view={view} />, { wrapper });
}

const stored = async (replica: Replica, id: string): Promise<Order> =>
  orderSchema.parse(await replica.db.get(id));
const lineNamed = (order: Order, name: string) => order.items.find((line) => line.productName === name);

describe("a station's board", () => {
  it('shows the bar only its drinks, bumps them with a tap, and recalls the ticket', async () => {
    const { replica, orderId } = await setup();
    show(replica, { stationId: 'barra' });
    const ticket = await screen.findByTestId('station-ticket');
    expect(
      within(ticket)
        .getAllByTestId('station-line')
        .map((line) => line.textContent),
    ).toEqual([expect.stringContaining('Caña')]);
    expect(screen.getByRole('region', { name: 'Todo el día' }).textContent).toContain('3× Caña');

    fireEvent.click(within(ticket).getByRole('button', { name: 'Listo: 3× Caña' }));
    await waitFor(async () =>
      expect(lineNamed(await stored(replica, orderId), 'Caña')?.status).toBe('ready'),
    );
    await waitFor(() => expect(screen.queryByTestId('station-ticket')).toBeNull());
    expect(screen.getByRole('region', { name: 'Todo el día' }).textContent).toContain('Nada pendiente');

    const recall = await screen.findByTestId('recallable-ticket');
    fireEvent.click(within(recall).getByRole('button', { name: /Recuperar/ }));
    await screen.findByTestId('station-ticket');
    expect(lineNamed(await stored(replica, orderId), 'Caña')).toMatchObject({
      status: 'preparing',
      recalls: 1,
    });
  });

  it('shows the held paella dimmed on the hot station, and its bump leaves it held', async () => {
    const { replica, orderId } = await setup();
    show(replica, { stationId: 'caliente' });
    const line = await screen.findByTestId('station-line');
    expect(line.dataset.held).toBe('true');
    expect(line.textContent).toContain('En espera · Principales');
    expect(within(line).getByRole('button', { name: 'Listo: 2× Paella' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Listo' })).toHaveProperty('disabled', true);
    expect(lineNamed(await stored(replica, orderId), 'Paella')?.held).toBe(true);
  });

  it('bumps with the bump bar: a digit selects, Enter bumps, R recalls', async () => {
    const { replica, orderId } = await setup();
    show(replica, { stationId: 'frios' });
    await screen.findByTestId('station-ticket');
    act(() => {
      fireEvent.keyDown(window, { key: '1' });
    });
    act(() => {
      fireEvent.keyDown(window, { key: 'Enter' });
    });
    await waitFor(async () =>
      expect(lineNamed(await stored(replica, orderId), 'Croquetas')?.status).toBe('ready'),
    );
    await screen.findByTestId('recallable-ticket');
    act(() => {
      fireEvent.keyDown(window, { key: 'r' });
    });
    await waitFor(async () =>
      expect(lineNamed(await stored(replica, orderId), 'Croquetas')?.status).toBe('preparing'),
    );
  });

  it('passes a line to another station', async () => {
    const { replica, orderId } = await setup();
    show(replica, { stationId: 'frios' });
    fireEvent.click(await screen.findByRole('button', { name: 'Pasar a otra estación: Croquetas' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cocina caliente' }));
    await waitFor(async () =>
      expect(lineNamed(await stored(replica, orderId), 'Croquetas')?.stationId).toBe('caliente'),
    );
    await waitFor(() => expect(screen.queryByTestId('station-ticket')).toBeNull());
  });
});

describe('chits per station', () => {
  const chits = () =>
    [...document.querySelectorAll('iframe[data-print-view]')].map((frame) =>
      frame.getAttribute('data-print-view'),
    );
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe[data-print-view]')) frame.remove();
  });

  it('prints the fired lines of each new round at a station that prints chits, not what it showed on opening', async () => {
    const { replica } = await setup();
    show(replica, { stationId: 'frios' });
    await screen.findByTestId('station-ticket');
    expect(chits()).toEqual([]);
    const second = await sendTable3(replica.db);
    await waitFor(() => expect(screen.getAllByTestId('station-ticket')).toHaveLength(2));
    const croquetas = lineNamed(await stored(replica, second), 'Croquetas')?.id ?? '';
    await waitFor(() =>
      expect(chits()).toEqual([
        `/print/chit/${encodeURIComponent(second)}?estacion=Fr%C3%ADos&lineas=${croquetas}`,
      ]),
    );
  });

  it('prints nothing at a station that does not print chits', async () => {
    const { replica } = await setup();
    show(replica, { stationId: 'barra' });
    await screen.findByTestId('station-ticket');
    await sendTable3(replica.db);
    await waitFor(() => expect(screen.getAllByTestId('station-ticket')).toHaveLength(2));
    expect(chits()).toEqual([]);
  });
});

describe('the pass', () => {
  it("shows each station's progress and says 'Listo para servir' once the fired dishes are ready", async () => {
    const { replica, orderId } = await setup();
    show(replica, 'pase');
    const round = await screen.findByTestId('pass-round');
    const parts = () =>
      within(round)
        .getAllByTestId('pass-station')
        .map((part) => part.textContent);
    // Stations in creation order, which is their ids' order (ULIDs sort by time; these sort by name).
    expect(parts()).toEqual(['Barra0/1', 'Cocina caliente1 en espera', 'Fríos0/1']);
    expect(round.dataset.ready).toBeUndefined();

    const order = await stored(replica, orderId);
    const fired = order.items.filter((line) => line.productName !== 'Paella').map((line) => line.id);
    const { moveOrderLines } = await import('../../../data/repositories/line-moves.ts');
    await moveOrderLines(replica.db, { id: orderId, move: { kind: 'bump', lineIds: fired } }, as(COOK));
    await waitFor(() => expect(round.dataset.ready).toBe('true'));
    expect(round.textContent).toContain('Listo para servir');

    fireEvent.click(within(round).getByRole('button', { name: 'Servir' }));
    await waitFor(async () =>
      expect((await stored(replica, orderId)).items.map((line) => line.status)).toEqual([
        'served',
        'served',
        'pending',
      ]),
    );
  });
});
