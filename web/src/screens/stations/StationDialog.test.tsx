import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATION_FACTORS_MESSAGE, stationSchema } from '@restaurantpro/schema';
import { as, MANAGER, memoryDb, putProduct } from '../../../test/helper.ts';
import { ClockContext } from '../../data/clock.ts';
import { allOfType } from '../../data/queries.ts';
import { ReplicaContext } from '../../data/ReplicaContext.ts';
import { makeReplica, type Replica } from '../../data/replica.ts';
import { saveStation } from '../../data/repositories/stations.ts';
import { useSession } from '../../data/session.ts';
import { toaster } from '../../data/toaster.ts';
import { StationDialog } from './StationDialog.tsx';

configure({ asyncUtilTimeout: 5000 });
// A dialog rendered and typed into several times: slow on a test machine shared by others.
const SLOW = 20_000;

const NOW = new Date('2026-11-22T10:00:00.000Z');
const USER = {
  ...MANAGER,
  email: 'gerente@restaurante.test',
  firstName: 'Marta',
  lastName: null,
  isActive: true,
  profileImageUrl: null,
};
const replicas: Replica[] = [];

async function setup() {
  const replica = makeReplica('floor', memoryDb());
  replicas.push(replica);
  await putProduct(replica.db, { id: 'cafe', name: 'Café solo', price: '1.50', category: 'bebidas' });
  await putProduct(replica.db, { id: 'croquetas', name: 'Croquetas', price: '9.50', category: 'entradas' });
  return { replica, products: await allOfType(replica.db, 'product') };
}

function wrap(replica: Replica) {
  return ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={defaultSystem}>
      <ClockContext.Provider value={() => NOW}>
        <ReplicaContext.Provider value={{ floor: replica }}>{children}</ReplicaContext.Provider>
      </ClockContext.Provider>
    </ChakraProvider>
  );
}

const dialog = () => screen.getByRole('dialog');
const input = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const pick = (group: string, name: string) =>
  within(within(dialog()).getByRole('group', { name: group })).getByRole('checkbox', {
    name,
  }) as HTMLInputElement;

/** Clicks `element` and lets the change settle: the checkboxes and switches report it a tick later. */
async function click(element: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const submit = (name: string) => click(within(dialog()).getByRole('button', { name }));

beforeEach(() => {
  useSession.setState({ status: 'signed-in', user: USER, fromCache: false });
});

afterEach(async () => {
  cleanup();
  toaster.remove();
  for (const replica of replicas.splice(0)) await replica.db.destroy();
});

describe('StationDialog', () => {
  it(
    'says red before amber under the red factor, stores nothing, then creates the station as picked',
    async () => {
      const { replica, products } = await setup();
      let closed = false;
      render(<StationDialog station={null} products={products} onClose={() => (closed = true)} />, {
        wrapper: wrap(replica),
      });
      expect(input('Factor ámbar').value).toBe('1');
      expect(input('Factor rojo').value).toBe('1.5');
      expect(screen.getByTestId('factors-example').textContent).toBe(
        'Con un plato de 10 min: ámbar a los 10 min, rojo a los 15 min',
      );
      expect(dialog().textContent).toContain('aunque su categoría esté asignada a otra');

      change(input('Nombre'), 'Barra');
      await click(pick('Categorías', 'Bebidas'));
      await click(pick('Productos sueltos', 'Croquetas · Entradas'));
      change(input('Factor ámbar'), '2');
      await submit('Crear');
      expect(await within(dialog()).findByText(STATION_FACTORS_MESSAGE)).toBeTruthy();
      expect(await allOfType(replica.db, 'station')).toHaveLength(0);

      change(input('Factor rojo'), '3');
      await submit('Crear');
      await waitFor(() => expect(closed).toBe(true));
      const [stored] = await allOfType(replica.db, 'station');
      expect(stationSchema.parse(stored)).toMatchObject({
        name: 'Barra',
        categories: ['bebidas'],
        productIds: ['croquetas'],
        amberFactor: 2,
        redFactor: 3,
        printChits: false,
        isActive: true,
      });
    },
    SLOW,
  );

  it(
    'opens a station with its routing checked and saves what is changed',
    async () => {
      const { replica, products } = await setup();
      const station = await saveStation(
        replica.db,
        { id: null, values: { name: 'Barra', categories: ['bebidas', 'vinos'], productIds: ['cafe'] } },
        as(MANAGER),
      );
      let closed = false;
      render(<StationDialog station={station} products={products} onClose={() => (closed = true)} />, {
        wrapper: wrap(replica),
      });
      expect(pick('Categorías', 'Vinos').checked).toBe(true);
      expect(pick('Productos sueltos', 'Café solo · Bebidas').checked).toBe(true);
      await click(pick('Categorías', 'Vinos'));
      await click(within(dialog()).getByText('Imprimir una comanda por ronda'));
      await submit('Actualizar');
      await waitFor(() => expect(closed).toBe(true));
      const [stored] = await allOfType(replica.db, 'station');
      expect(stored).toMatchObject({ categories: ['bebidas'], productIds: ['cafe'], printChits: true });
    },
    SLOW,
  );
});
