import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES, newId, TAX_ID_CONTROL_MESSAGE, VOID_OFFLINE_MESSAGE } from '@restaurantpro/schema';
import { as, MANAGER, memoryDb, putSettings, sittingToPay, WAITER } from '../../../test/helper.ts';
import { ClockContext } from '../../data/clock.ts';
import { allOfType } from '../../data/queries.ts';
import { ReplicaContext } from '../../data/ReplicaContext.ts';
import { makeReplica, type Replica } from '../../data/replica.ts';
import { recordPayment } from '../../data/repositories/payments.ts';
import { issueTicket } from '../../data/repositories/tickets.ts';
import { useSession } from '../../data/session.ts';
import { toaster } from '../../data/toaster.ts';
import { CheckMoneySection } from './CheckMoneySection.tsx';

// Live queries answer after a few reads of the replica: slower on a test machine shared by others.
configure({ asyncUtilTimeout: 5000 });

const NOON = new Date('2026-11-22T12:00:00Z');
const replicas: Replica[] = [];
const euro = (text: string) => text.replace(/ €/g, '\u00a0€');

function signIn(writer: typeof WAITER) {
  const user = {
    ...writer,
    email: `${writer.id}@restaurante.test`,
    firstName: 'Ana',
    lastName: null,
    isActive: true,
    profileImageUrl: null,
  };
  useSession.setState({ status: 'signed-in', user, fromCache: false });
}

async function setup(writer: typeof WAITER, { paid = false, overLimit = false } = {}) {
  signIn(writer);
  const replica = makeReplica('floor', memoryDb());
  replicas.push(replica);
  await putSettings(replica.db);
  // 4 × 19,59 € + 10 % = 86,20 €; over the limit, 50 × 54,56 € + 10 % = 3.000,80 €, paid without a ticket.
  const total = overLimit ? '3000.80' : '86.20';
  const checkId = await sittingToPay(
    replica.db,
    as(WAITER),
    overLimit ? { quantity: 50, unitPrice: '54.56' } : {},
  );
  if (paid || overLimit) {
    const card = { method: 'card' as const, amount: total };
    await recordPayment(
      replica.db,
      { id: newId(), checkId, amount: total, tip: '0.00', parts: [card], change: '0.00' },
      as(WAITER),
    );
  }
  if (paid) await issueTicket(replica.db, { checkId, waiter: 'Ana' }, as(WAITER));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={defaultSystem}>
      <ClockContext.Provider value={() => NOON}>
        <ReplicaContext.Provider value={{ floor: replica }}>{children}</ReplicaContext.Provider>
      </ClockContext.Provider>
    </ChakraProvider>
  );
  render(<CheckMoneySection checkId={checkId} tableNumber="3" />, { wrapper });
  await screen.findByTestId('bill');
  return { replica, checkId };
}

const button = (name: string) => screen.getByRole('button', { name });
// A required field's label ends with its indicator ('Motivo*').
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}\\*?$`)), { target: { value } });

afterEach(async () => {
  cleanup();
  toaster.remove();
  for (const replica of replicas.splice(0)) await replica.db.destroy();
});

describe('the check’s money on the panel', () => {
  it('shows the pre-bill with IVA per rate, and a manager’s discount needs no confirmation', async () => {
    const { replica } = await setup(MANAGER);
    expect(screen.getByTestId('check-total').textContent).toBe(euro('86,20 €'));
    expect(screen.getByTestId('bill-tax').textContent).toBe(euro('IVA 10 % sobre 78,36 €7,84 €'));
    expect(button('Cobrar')).toBeTruthy();
    fireEvent.click(button('Descuento'));
    expect(screen.queryByLabelText('Correo de gerencia')).toBeNull();
    type('Porcentaje', '10');
    type('Motivo', 'Cliente habitual');
    await act(async () => {
      fireEvent.click(button('Aplicar descuento'));
    });
    await waitFor(() => expect(screen.getByTestId('check-total').textContent).toBe(euro('77,57 €')));
    expect(screen.getByTestId('bill-adjustment').textContent).toBe(euro('Descuento 10 %-7,84 €'));
    expect(await allOfType(replica.db, 'adjustment')).toHaveLength(1);
  });

  it('a waiter’s invitación asks for a manager, which needs the connection: nothing is written offline', async () => {
    const { replica } = await setup(WAITER);
    replica.pushes.connection(false, false);
    fireEvent.click(button('Invitación'));
    type('Motivo', 'Cumpleaños');
    type('Correo de gerencia', 'gerente@restaurante.test');
    type('Contraseña de gerencia', 'secreta123');
    fireEvent.click(button('Invitar'));
    expect((await screen.findByTestId('adjustment-problem')).textContent).toBe(VOID_OFFLINE_MESSAGE);
    expect(await allOfType(replica.db, 'adjustment')).toEqual([]);
  });

  it('a paid check shows Pagada and its ticket; a manager’s refund adds the rectifying ticket', async () => {
    const { replica } = await setup(MANAGER, { paid: true });
    expect(screen.getByTestId('bill-paid-badge').textContent).toBe('Pagada');
    expect(screen.queryByRole('button', { name: 'Cobrar' })).toBeNull();
    expect(button('Imprimir ticket')).toBeTruthy();
    fireEvent.click(button('Devolución'));
    type('Importe a devolver', '10');
    type('Motivo', 'Plato frío');
    await act(async () => {
      fireEvent.click(button('Devolver'));
    });
    await screen.findByRole('button', { name: 'Imprimir rectificativo' });
    const [refund] = await allOfType(replica.db, 'refund');
    expect(refund).toMatchObject({ amount: '10.00', method: 'card', reason: 'Plato frío', by: MANAGER.id });
    const tickets = await allOfType(replica.db, 'ticket');
    expect(tickets.find((ticket) => ticket.kind === 'rectifying')?.total).toBe('-10.00');
    expect(screen.getByTestId('bill-refunded').textContent).toBe(euro('10,00 €'));
  });

  it('a waiter turns the paid ticket into a full invoice: the NIF is checked as typed, then the ticket shows its replacement', async () => {
    const { replica } = await setup(WAITER, { paid: true });
    fireEvent.click(button('Factura completa'));
    type('NIF', '12345678A');
    expect(await screen.findByText(TAX_ID_CONTROL_MESSAGE)).toBeTruthy();
    type('NIF', '12345678z');
    expect(screen.queryByText(TAX_ID_CONTROL_MESSAGE)).toBeNull();
    await act(async () => {
      fireEvent.click(button('Emitir factura'));
    });
    expect(await screen.findByText(INVOICE_MESSAGES.name)).toBeTruthy();
    expect(await allOfType(replica.db, 'ticket')).toHaveLength(1);
    type('Nombre o razón social', 'Aceros del Norte, S.A.');
    type('Dirección', 'Gran Vía 1, Bilbao');
    await act(async () => {
      fireEvent.click(button('Emitir factura'));
    });
    const replaced = await screen.findByTestId('ticket-replaced');
    const invoice = (await allOfType(replica.db, 'ticket')).find((ticket) => ticket.kind === 'invoice');
    expect(invoice).toMatchObject({
      customer: { nif: '12345678Z', name: 'Aceros del Norte, S.A.' },
      fiscal: { TipoFactura: 'F3' },
    });
    expect(replaced.textContent).toBe(`Sustituido por factura ${invoice?.series}-1`);
    expect(replaced.textContent).toMatch(/^Sustituido por factura FT-/);
    // Printed on paper at once, and no second invoice or refund is offered on the replaced ticket.
    const frame = document.querySelector(
      `iframe[data-print-view="/print/ticket/${encodeURIComponent(invoice?._id ?? '')}"]`,
    );
    expect(frame).toBeTruthy();
    frame?.remove();
    expect(screen.queryByRole('button', { name: 'Factura completa' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Devolución' })).toBeNull();
    expect(button('Imprimir factura')).toBeTruthy();
    expect(button('Imprimir A4')).toBeTruthy();
  });

  it('a paid check over 3.000 € offers only the full invoice, issued for the check’s bill as an F1', async () => {
    const { replica } = await setup(WAITER, { overLimit: true });
    expect(screen.getByTestId('bill-paid-badge').textContent).toBe('Pagada');
    expect(screen.queryByRole('button', { name: 'Emitir ticket' })).toBeNull();
    fireEvent.click(button('Factura completa'));
    expect(
      await screen.findByText(
        /^Factura de la cuenta por 3000,80\s€, con los datos del cliente, en lugar del ticket\.$/,
      ),
    ).toBeTruthy();
    type('NIF', '12345678z');
    type('Nombre o razón social', 'Aceros del Norte, S.A.');
    type('Dirección', 'Gran Vía 1, Bilbao');
    await act(async () => {
      fireEvent.click(button('Emitir factura'));
    });
    await screen.findByRole('button', { name: 'Imprimir factura' });
    const [invoice] = await allOfType(replica.db, 'ticket');
    expect(invoice).toMatchObject({
      kind: 'invoice',
      total: '3000.80',
      tableName: 'Mesa 3',
      customer: { nif: '12345678Z', name: 'Aceros del Norte, S.A.' },
      fiscal: { TipoFactura: 'F1' },
    });
    expect(invoice?.replaces).toBeUndefined();
    const frame = document.querySelector(
      `iframe[data-print-view="/print/ticket/${encodeURIComponent(invoice?._id ?? '')}"]`,
    );
    expect(frame).toBeTruthy();
    frame?.remove();
    // The check has its sale document: neither a ticket nor a second invoice is offered.
    expect(screen.queryByRole('button', { name: 'Emitir ticket' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Factura completa' })).toBeNull();
  });

  it('a paid check under the limit without a ticket offers both the ticket and the full invoice', async () => {
    const { replica, checkId } = await setup(WAITER);
    await recordPayment(
      replica.db,
      {
        id: newId(),
        checkId,
        amount: '86.20',
        tip: '0.00',
        parts: [{ method: 'card', amount: '86.20' }],
        change: '0.00',
      },
      as(WAITER),
    );
    expect(await screen.findByRole('button', { name: 'Emitir ticket' })).toBeTruthy();
    expect(button('Factura completa')).toBeTruthy();
  });
});
