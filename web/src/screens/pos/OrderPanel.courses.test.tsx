import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { courseFloor, floorWrapper, storedCourses } from '../../../test/floor-screens.tsx';
import type { Replica } from '../../data/replica.ts';
import { toaster } from '../../data/toaster.ts';
import type { SendOrderToasts } from '../../data/writes/useSendOrder.ts';
import { useOrderBuilder } from '../../features/cart/useOrderBuilder.tsx';
import { cartTotals } from '../../lib/cart.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { OrderPanel } from './OrderPanel.tsx';
import { usePosData } from './usePosData.ts';

// Live queries answer after a few reads of the replica: slower on a test machine shared by others.
configure({ asyncUtilTimeout: 5000 });

const NOON = new Date('2026-11-22T12:00:00Z');
const SEND: SendOrderToasts = { scope: 'pos', sent: () => TOASTS.orderSent, failed: TOASTS.orderSendFailed };
const CHANNEL = { scope: 'pos' };
const replicas: Replica[] = [];
const nothing = () => undefined;

/** The point of sale's order for a table: its catalogue as buttons beside 'Pedido Actual'. */
function Pos() {
  const { sections, tables, rates, status } = usePosData(NOON);
  const builder = useOrderBuilder({ toasts: SEND, channel: CHANNEL });
  if (status !== 'done') return null;
  return (
    <>
      {sections.flatMap(({ items }) =>
        items.map(({ product }) => (
          <button key={product._id} type="button" onClick={() => builder.choose(product)}>
            {`Añadir ${product.name}`}
          </button>
        )),
      )}
      <OrderPanel
        cart={builder.cart}
        totals={cartTotals(builder.cart, rates)}
        tables={tables}
        floor={builder.tables}
        held={builder.held}
        sending={builder.sending}
        dispatch={builder.dispatch}
        onSend={() => void builder.send()}
        onClear={nothing}
      />
    </>
  );
}

async function openPos(): Promise<Replica> {
  const replica = await courseFloor();
  replicas.push(replica);
  render(<Pos />, { wrapper: floorWrapper(replica, NOON) });
  return replica;
}

/** Mesa 3 in the panel's picker, once the floor has loaded it. */
async function chooseTable3() {
  await screen.findByRole('option', { name: /^Mesa 3 ·/ });
  fireEvent.change(screen.getByLabelText('Mesa'), { target: { value: 'mesa-3' } });
}

afterEach(async () => {
  cleanup();
  toaster.remove();
  for (const replica of replicas.splice(0)) await replica.db.destroy();
});

describe('courses at the point of sale', () => {
  it(
    "sends the mains held ('Dejar en espera'), then 'Marchar principales' fires them",
    { timeout: 30_000 },
    async () => {
      const replica = await openPos();

      await chooseTable3();
      for (const name of ['Caña', 'Croquetas', 'Paella'])
        fireEvent.click(screen.getByRole('button', { name: `Añadir ${name}` }));
      // Drinks go out at once: only the dishes' courses can be held.
      expect(within(screen.getByRole('group', { name: 'Bebidas' })).queryByRole('checkbox')).toBeNull();
      const mains = screen.getByRole('group', { name: 'Principales' });
      fireEvent.click(within(mains).getByRole('checkbox', { name: 'Dejar en espera' }));
      await waitFor(() => expect(mains.dataset.held).toBe('true'));
      expect(within(mains).getByText('En espera')).toBeTruthy();

      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Enviar a Cocina' }));
      });
      await screen.findByText('El pedido está vacío');
      expect(await storedCourses(replica.db)).toEqual([
        'Caña bebidas now',
        'Croquetas entrantes now',
        'Paella principales held',
      ]);

      // The table's round holds its mains: the panel offers to fire them.
      const held = await screen.findByTestId('held-courses');
      expect(within(held).getByText('Principales en espera')).toBeTruthy();
      await act(async () => {
        fireEvent.click(within(held).getByRole('button', { name: 'Marchar principales' }));
      });
      await waitFor(async () =>
        expect(await storedCourses(replica.db)).toEqual([
          'Caña bebidas now',
          'Croquetas entrantes now',
          `Paella principales now ${NOON.toISOString()}`,
        ]),
      );
      await waitFor(() => expect(screen.queryByTestId('held-courses')).toBeNull());
    },
  );

  it('a starter moved to the mains goes out with them', { timeout: 30_000 }, async () => {
    const replica = await openPos();

    await chooseTable3();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir Croquetas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Añadir Paella' }));
    const mains = screen.getByRole('group', { name: 'Principales' });
    fireEvent.click(within(mains).getByRole('checkbox', { name: 'Dejar en espera' }));
    await waitFor(() => expect(mains.dataset.held).toBe('true'));
    fireEvent.change(screen.getByLabelText('Plato de Croquetas'), { target: { value: 'principales' } });
    expect(screen.queryByRole('group', { name: 'Entrantes' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar a Cocina' }));
    });
    await screen.findByText('El pedido está vacío');
    expect(await storedCourses(replica.db)).toEqual([
      'Croquetas principales held',
      'Paella principales held',
    ]);
  });
});
