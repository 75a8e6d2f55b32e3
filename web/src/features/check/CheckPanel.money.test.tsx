import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Check } from '@restaurantpro/schema';
import { floorWrapper, signInWaiter, TablePanel } from '../../../test/floor-screens.tsx';
import { as, memoryDb, putSettings, sittingToPay, WAITER } from '../../../test/helper.ts';
import { makeReplica, type Replica } from '../../data/replica.ts';
import { toaster } from '../../data/toaster.ts';

const NOON = new Date('2026-11-22T12:00:00Z');
const replicas: Replica[] = [];
/** The first read of every live query of the floor replica, on a busy test machine. */
const FIRST_READ = { timeout: 5000 };

afterEach(async () => {
  cleanup();
  toaster.remove();
  for (const replica of replicas.splice(0)) await replica.db.destroy();
});

describe('paying at the table', () => {
  it(
    'Pedir cuenta, Cobrar by card: Pagada, and the dialog keeps its ticket when the gateway closes the check',
    { timeout: 30_000 },
    async () => {
      signInWaiter(WAITER.id);
      const replica = makeReplica('floor', memoryDb());
      replicas.push(replica);
      await putSettings(replica.db);
      const checkId = await sittingToPay(replica.db, as(WAITER));
      render(<TablePanel tableId="mesa-3" />, { wrapper: floorWrapper(replica, NOON) });
      const requestBill = await screen.findByRole('button', { name: 'Pedir cuenta' }, FIRST_READ);
      await act(async () => {
        fireEvent.click(requestBill);
      });
      await screen.findByRole('button', { name: 'Reabrir cuenta' }, FIRST_READ);
      fireEvent.click(screen.getByRole('button', { name: 'Cobrar' }));
      const dialog = await screen.findByTestId('payment-dialog', {}, FIRST_READ);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Tarjeta' }));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Confirmar cobro' }));
      });
      await screen.findByTestId('payment-ticket', {}, FIRST_READ);
      expect(within(screen.getByTestId('check-money')).getByTestId('bill-paid-badge').textContent).toBe(
        'Pagada',
      );
      // The gateway's reaction closes the check once its payments cover it; the close syncs back.
      const check = await replica.db.get<Check>(`check:${checkId}`);
      await replica.db.put({
        ...check,
        status: 'closed',
        closedAt: NOON.toISOString(),
        closedBy: 'system',
        updatedBy: 'system',
      });
      await screen.findByText('Mesa 3', {}, FIRST_READ);
      expect(screen.getByTestId('payment-ticket').textContent).toMatch(/^Ticket T-[A-Z0-9]{4}-1$/);
      expect(screen.getByRole('button', { name: 'Listo' })).toBeTruthy();
      // Behind the dialog, the table's last check keeps its ticket at hand.
      await waitFor(() => expect(screen.getByText('Última cuenta')).toBeTruthy(), FIRST_READ);
    },
  );
});
