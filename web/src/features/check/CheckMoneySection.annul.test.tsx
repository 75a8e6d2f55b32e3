import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { idPart, newId } from '@restaurantpro/schema';
import { as, MANAGER, memoryDb, putSettings, sittingToPay, WAITER } from '../../../test/helper.ts';
import { ClockContext } from '../../data/clock.ts';
import { allOfType } from '../../data/queries.ts';
import { ReplicaContext } from '../../data/ReplicaContext.ts';
import { makeReplica, type Replica } from '../../data/replica.ts';
import type { Writer } from '../../data/repositories/context.ts';
import { recordPayment } from '../../data/repositories/payments.ts';
import { recordRefund } from '../../data/repositories/refunds.ts';
import { issueTicket } from '../../data/repositories/tickets.ts';
import { useSession } from '../../data/session.ts';
import { toaster } from '../../data/toaster.ts';
import { CheckMoneySection } from './CheckMoneySection.tsx';

// Live queries answer after a few reads of the replica: slower on a test machine shared by others.
configure({ asyncUtilTimeout: 5000 });

const NOON = new Date('2026-11-22T12:00:00Z');
const EXPLANATION =
  'Solo para un ticket emitido por error que no se entregó al cliente. Queda anulado y se envía a la AEAT.';
const replicas: Replica[] = [];

/** A paid check of 86,20 € with its ticket, and the panel shown to `writer`. */
async function paidCheck(writer: Writer, { refunded = false } = {}) {
  useSession.setState({
    status: 'signed-in',
    user: {
      ...writer,
      email: `${writer.id}@restaurante.test`,
      firstName: 'Ana',
      lastName: null,
      isActive: true,
      profileImageUrl: null,
    },
    fromCache: false,
  });
  const replica = makeReplica('floor', memoryDb());
  replicas.push(replica);
  await putSettings(replica.db);
  const checkId = await sittingToPay(replica.db, as(WAITER));
  const card = { method: 'card' as const, amount: '86.20' };
  await recordPayment(
    replica.db,
    { id: newId(), checkId, amount: '86.20', tip: '0.00', parts: [card], change: '0.00' },
    as(WAITER),
  );
  const ticket = await issueTicket(replica.db, { checkId, waiter: 'Ana' }, as(WAITER));
  if (refunded) {
    const refund = {
      id: newId(),
      ticketId: idPart(ticket._id),
      amount: '5.00',
      method: 'card' as const,
      reason: 'Plato frío',
      waiter: 'Ana',
    };
    await recordRefund(replica.db, refund, as(MANAGER));
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={defaultSystem}>
      <ClockContext.Provider value={() => NOON}>
        <ReplicaContext.Provider value={{ floor: replica }}>{children}</ReplicaContext.Provider>
      </ClockContext.Provider>
    </ChakraProvider>
  );
  render(<CheckMoneySection checkId={checkId} tableNumber="3" />, { wrapper });
  await screen.findByRole('button', { name: 'Imprimir ticket' });
  return { replica, ticket };
}

const ticketRow = (number: number) => {
  const row = screen
    .getAllByTestId('check-ticket')
    .find((element) => element.dataset.number === String(number));
  if (!row) throw new Error(`No ticket row nº ${number}`);
  return row;
};

afterEach(async () => {
  cleanup();
  toaster.remove();
  for (const replica of replicas.splice(0)) await replica.db.destroy();
});

describe('annulling a ticket on the check panel', () => {
  it('a manager annuls with a reason: the ticket shows Anulado, offers nothing, and the check offers Emitir ticket again', async () => {
    const { replica, ticket } = await paidCheck(MANAGER);
    expect(screen.queryByRole('button', { name: 'Emitir ticket' })).toBeNull();
    fireEvent.click(within(ticketRow(1)).getByRole('button', { name: 'Anular ticket' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Anular ticket', { selector: 'h2' })).toBeTruthy();
    expect(within(dialog).getByText(EXPLANATION)).toBeTruthy();

    // The reason is required: nothing is written without it.
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Anular ticket' }));
    });
    expect(await within(dialog).findByText('Indica el motivo')).toBeTruthy();
    expect(await allOfType(replica.db, 'annulment')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Motivo\*?$/), {
      target: { value: 'Cobrado en la mesa equivocada' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Anular ticket' }));
    });
    const annulled = await screen.findByTestId('ticket-annulled');
    expect(annulled.textContent).toBe('Anulado: Cobrado en la mesa equivocada');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [annulment] = await allOfType(replica.db, 'annulment');
    expect(annulment).toMatchObject({
      ticketId: idPart(ticket._id),
      by: MANAGER.id,
      reason: 'Cobrado en la mesa equivocada',
    });

    // The cancelled ticket is neither printed nor corrected; the check gets a new ticket.
    expect(within(ticketRow(1)).queryAllByRole('button')).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir ticket' }));
    await waitFor(() => expect(screen.getAllByTestId('check-ticket')).toHaveLength(2));
    expect(within(ticketRow(2)).getByRole('button', { name: 'Imprimir ticket' })).toBeTruthy();
    expect(within(ticketRow(2)).getByRole('button', { name: 'Anular ticket' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Emitir ticket' })).toBeNull();
    const tickets = await allOfType(replica.db, 'ticket');
    expect(tickets.map((doc) => doc.number)).toEqual([1, 2]);
  });

  it('is not offered to a waiter, nor on a refunded ticket', async () => {
    await paidCheck(WAITER);
    expect(within(ticketRow(1)).getByRole('button', { name: 'Devolución' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anular ticket' })).toBeNull();
    cleanup();

    await paidCheck(MANAGER, { refunded: true });
    await screen.findByRole('button', { name: 'Imprimir rectificativo' });
    expect(screen.queryByRole('button', { name: 'Anular ticket' })).toBeNull();
  });
});
