import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { courseFloor, floorWrapper, sendHeldRound, storedCourses } from '../../../test/floor-screens.tsx';
import { putTable } from '../../../test/helper.ts';
import type { Replica } from '../../data/replica.ts';
import { toaster } from '../../data/toaster.ts';
import { useStaffData } from './useStaffData.ts';
import { WaiterView } from './WaiterView.tsx';

// Live queries answer after a few reads of the replica: slower on a test machine shared by others.
configure({ asyncUtilTimeout: 5000 });

const NOON = new Date('2026-11-22T12:00:00Z');
const FIRED = `Paella principales now ${NOON.toISOString()}`;
const replicas: Replica[] = [];

/** 'Mesero' on the staff screen, reading the replica as the screen does. */
function Waiter() {
  const data = useStaffData();
  return data.status === 'done' ? <WaiterView data={data} /> : null;
}

async function setup(): Promise<Replica> {
  const replica = await courseFloor();
  replicas.push(replica);
  render(<Waiter />, { wrapper: floorWrapper(replica, NOON) });
  return replica;
}

const tile = (number: string) =>
  screen.getAllByTestId('staff-table').find((candidate) => candidate.dataset.table === number);

afterEach(async () => {
  cleanup();
  toaster.remove();
  for (const replica of replicas.splice(0)) await replica.db.destroy();
});

describe("the waiter's tables by course", () => {
  it(
    'sends the mains held from the phone, sees the table course by course, and fires them',
    { timeout: 30_000 },
    async () => {
      const replica = await setup();
      await screen.findByRole('heading', { name: 'Selecciona una mesa' });
      await waitFor(() => expect(tile('3')).toBeTruthy());
      fireEvent.click(tile('3') as HTMLElement);

      // Every category is a tab of its own: the dishes of the other tabs are there, hidden.
      for (const name of ['Croquetas', 'Paella', 'Caña'])
        fireEvent.click(await screen.findByRole('button', { name: `Añadir ${name}`, hidden: true }));
      const cart = screen.getByTestId('staff-cart');
      const mains = within(cart).getByRole('group', { name: 'Principales' });
      fireEvent.click(within(mains).getByRole('checkbox', { name: 'Dejar en espera' }));
      await waitFor(() => expect(mains.dataset.held).toBe('true'));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Enviar Pedido' }));
      });
      await screen.findByRole('heading', { name: 'Selecciona una mesa' });
      expect(await storedCourses(replica.db)).toEqual([
        'Croquetas entrantes now',
        'Paella principales held',
        'Caña bebidas now',
      ]);

      // The table's rounds, course by course: the mains wait.
      await screen.findByTestId('held-tables');
      fireEvent.click(tile('3') as HTMLElement);
      const sent = await screen.findByTestId('sent-courses');
      const sentMains = within(sent).getByRole('group', { name: 'Principales' });
      expect(within(sentMains).getByTestId('sent-line-status').textContent).toBe('En espera');
      expect(
        within(within(sent).getByRole('group', { name: 'Entrantes' })).getByTestId('sent-line-status')
          .textContent,
      ).toBe('Pendiente');
      await act(async () => {
        fireEvent.click(within(sentMains).getByRole('button', { name: 'Marchar principales' }));
      });
      await waitFor(async () =>
        expect(await storedCourses(replica.db)).toEqual([
          'Croquetas entrantes now',
          FIRED,
          'Caña bebidas now',
        ]),
      );
      await waitFor(() =>
        expect(within(sentMains).getByTestId('sent-line-status').textContent).toBe('Pendiente'),
      );
      expect(within(sent).queryByRole('button', { name: 'Marchar principales' })).toBeNull();
    },
  );

  it(
    "'Mis mesas en espera' lists the waiter's own tables, and fires from there",
    { timeout: 30_000 },
    async () => {
      const replica = await setup();
      await putTable(replica.db, { id: 'mesa-4', number: '4' });
      await sendHeldRound(replica.db, 'mesa-3', 'waiter-1');
      await sendHeldRound(replica.db, 'mesa-4', 'waiter-2');
      const held = await screen.findByTestId('held-tables');
      expect(within(held).getByText('Mesa 3')).toBeTruthy();
      expect(within(held).queryByText('Mesa 4')).toBeNull();
      await act(async () => {
        fireEvent.click(within(held).getByRole('button', { name: 'Marchar principales' }));
      });
      await waitFor(() => expect(screen.queryByTestId('held-tables')).toBeNull());
      // Table 3's mains went to the kitchen; table 4 is another waiter's and still waits.
      expect((await storedCourses(replica.db)).filter((line) => line.startsWith('Paella')).sort()).toEqual(
        [FIRED, 'Paella principales held'].sort(),
      );
    },
  );
});
