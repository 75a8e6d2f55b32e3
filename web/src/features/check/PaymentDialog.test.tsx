import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { as, memoryDb, putSettings, sittingToPay, WAITER } from '../../../test/helper.ts';
import { ClockContext } from '../../data/clock.ts';
import { allOfType } from '../../data/queries.ts';
import { ReplicaContext } from '../../data/ReplicaContext.ts';
import { makeReplica, type Replica } from '../../data/replica.ts';
import { useSession } from '../../data/session.ts';
import { toaster } from '../../data/toaster.ts';
import { PaymentDialog } from './PaymentDialog.tsx';

// Live queries answer after a few reads of the replica: slower on a test machine shared by others.
configure({ asyncUtilTimeout: 5000 });

const NOON = new Date('2026-11-22T12:00:00Z');
const USER = { ...WAITER, email: 'ana@restaurante.test', firstName: 'Ana', lastName: null, isActive: true, profileImageUrl: null };
const replicas: Replica[] = [];

/** Intl's euro: '6,90 €' with the no-break space Spanish formatting puts before the sign. */
const euro = (text: string) => text.replace(/ €/g, '\u00a0€');

async function setup({ settings = true } = {}) {
  const replica = makeReplica('floor', memoryDb());
  replicas.push(replica);
  if (settings) await putSettings(replica.db);
  // 4 × 19,59 = 78,36 + IVA 7,84 = 86,20 €.
  const checkId = await sittingToPay(replica.db, as(WAITER));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={defaultSystem}>
      <ClockContext.Provider value={() => NOON}>
        <ReplicaContext.Provider value={{ floor: replica }}>{children}</ReplicaContext.Provider>
      </ClockContext.Provider>
    </ChakraProvider>
  );
  render(<PaymentDialog checkId={checkId} labels={{ waiter: 'Ana', tableName: 'Mesa 3' }} onClose={() => undefined} />, { wrapper });
  await screen.findByTestId('payment-dialog');
  return { replica, checkId };
}

const button = (name: string) => screen.getByRole('button', { name });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const payments = (replica: Replica) => allOfType(replica.db, 'payment');

async function confirm(replica: Replica, count: number) {
  await act(async () => {
    fireEvent.click(button('Confirmar cobro'));
  });
  await waitFor(async () => expect(await payments(replica)).toHaveLength(count));
}

beforeEach(() => {
  useSession.setState({ status: 'signed-in', user: USER, fromCache: false });
});

afterEach(async () => {
  cleanup();
  toaster.remove();
  for (const replica of replicas.splice(0)) await replica.db.destroy();
});

describe('Cobrar', () => {
  it('splits in two equal parts: cash 50 € for 43,10 € shows 6,90 € of change, the rest by card, then the ticket', async () => {
    const { replica, checkId } = await setup();
    expect(screen.getByTestId('payment-due').textContent).toBe(euro('86,20 €'));
    fireEvent.click(button('Dividir'));
    fireEvent.click(button('Partes iguales'));
    expect(within(screen.getByTestId('split-parts')).getAllByTestId('split-part').map((part) => part.textContent)).toEqual([
      `Parte 1 de 2 · a cobrar${euro('43,10 €')}`,
      `Parte 2 de 2${euro('43,10 €')}`,
    ]);
    expect(field('Importe').value).toBe('43,10');
    type('Entregado', '50');
    expect(field('Cambio').value).toBe(euro('6,90 €'));
    type('Entregado', '40');
    expect(field('Cambio').value).toBe(euro('Faltan 3,10 €'));
    type('Entregado', '50,00');
    await confirm(replica, 1);
    const [first] = await payments(replica);
    expect(first).toMatchObject({
      checkId,
      amount: '43.10',
      tip: '0.00',
      parts: [{ method: 'cash', amount: '43.10', tendered: '50.00' }],
      change: '6.90',
      split: { kind: 'equal', of: '86.20', parts: ['43.10', '43.10'], index: 0 },
      takenBy: WAITER.id,
      businessDate: '2026-11-22',
    });
    await waitFor(() => expect(screen.getByTestId('payment-due').textContent).toBe(euro('43,10 €')));
    expect(field('Importe').value).toBe('43,10');
    fireEvent.click(button('Tarjeta'));
    type('Propina', '2');
    await confirm(replica, 2);
    const second = (await payments(replica)).find((payment) => payment._id !== first?._id);
    expect(second).toMatchObject({ amount: '43.10', tip: '2.00', parts: [{ method: 'card', amount: '45.10' }], change: '0.00', split: { index: 1 } });
    await screen.findByTestId('payment-paid-badge');
    // The bill shows paid as soon as the second payment is stored; the ticket is written after it.
    const shown = await screen.findByTestId('payment-ticket');
    const [ticket] = await allOfType(replica.db, 'ticket');
    expect(ticket).toMatchObject({ number: 1, total: '86.20', tip: '2.00', change: '6.90', waiter: 'Ana', tableName: 'Mesa 3' });
    expect(shown.textContent).toBe(`Ticket ${ticket?.series}-1`);
    expect(button('Imprimir ticket')).toBeTruthy();
    // The dialog says what each payment did: no toast repeats it over its buttons (a phone's toasts span its bottom).
    expect(toaster.getVisibleToasts()).toEqual([]);
  });

  it('custom amounts must add up to what is due: a clear refusal, and nothing is written', async () => {
    const { replica } = await setup();
    fireEvent.click(button('Dividir'));
    fireEvent.click(button('Importes'));
    type('Parte 1', '50');
    type('Parte 2', '30');
    // The schema's words, the same the gateway would say.
    expect(screen.getByTestId('split-problem').textContent).toBe('Las partes (80,00 €) no suman el total a dividir (86,20 €)');
    fireEvent.click(button('Confirmar cobro'));
    await screen.findByTestId('payment-problem');
    expect(await payments(replica)).toEqual([]);
    type('Parte 2', '36,20');
    expect(screen.queryByTestId('split-problem')).toBeNull();
    expect(field('Importe').value).toBe('50,00');
  });

  it('cash short of the amount is refused before anything is written', async () => {
    const { replica } = await setup();
    type('Entregado', '80');
    expect(field('Cambio').value).toBe(euro('Faltan 6,20 €'));
    fireEvent.click(button('Confirmar cobro'));
    expect((await screen.findByTestId('payment-problem')).textContent).toContain('no cubre el importe');
    expect(await payments(replica)).toEqual([]);
  });

  it('without the restaurant’s settings the payment stays and the ticket waits for “Emitir ticket”', async () => {
    const { replica } = await setup({ settings: false });
    fireEvent.click(button('Mixto'));
    type('En efectivo', '20');
    type('Entregado', '20');
    expect(screen.getByTestId('payment-card').textContent).toBe(`Con tarjeta${euro('66,20 €')}`);
    await confirm(replica, 1);
    expect((await payments(replica))[0]?.parts).toEqual([
      { method: 'cash', amount: '20.00', tendered: '20.00' },
      { method: 'card', amount: '66.20' },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('Configura los datos del restaurante antes de cobrar');
    await putSettings(replica.db);
    await act(async () => {
      fireEvent.click(button('Emitir ticket'));
    });
    await screen.findByTestId('payment-ticket');
    expect(await allOfType(replica.db, 'ticket')).toHaveLength(1);
  });
});
