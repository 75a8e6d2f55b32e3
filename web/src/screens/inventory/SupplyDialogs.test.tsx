import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deliverySchema, stockCountSchema, type Supplier } from '@restaurantpro/schema';
import { as, MANAGER, memoryDb } from '../../../test/helper.ts';
import { ClockContext } from '../../data/clock.ts';
import { allOfType, type StoredDoc } from '../../data/queries.ts';
import { ReplicaContext } from '../../data/ReplicaContext.ts';
import { makeReplica, type Replica } from '../../data/replica.ts';
import { saveIngredient, type StoredIngredient } from '../../data/repositories/ingredients.ts';
import { useSession } from '../../data/session.ts';
import { toaster } from '../../data/toaster.ts';
import { CountDialog } from './CountDialog.tsx';
import { DeliveryDialog } from './DeliveryDialog.tsx';

configure({ asyncUtilTimeout: 5000 });
// A dialog rendered and typed into several times: slow on a test machine shared by others.
const SLOW = 20_000;

const NOW = new Date('2026-11-22T10:00:00.000Z');
const USER = { ...MANAGER, email: 'gerente@restaurante.test', firstName: 'Marta', lastName: null, isActive: true, profileImageUrl: null };
const SUPPLIER: Supplier & StoredDoc = {
  _id: 'supplier:mercado-central',
  _rev: '1-a',
  type: 'supplier',
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  updatedBy: 'manager-1',
  name: 'Mercado Central Valencia',
  isActive: true,
};
const replicas: Replica[] = [];

async function setup(): Promise<{ replica: Replica; rice: StoredIngredient }> {
  const replica = makeReplica('floor', memoryDb());
  replicas.push(replica);
  const rice = await saveIngredient(
    replica.db,
    { id: null, values: { name: 'Arroz bomba', unit: 'kg', currentStock: '10', costPerUnit: '3.40' } },
    as(MANAGER),
  );
  return { replica, rice };
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

/** A field by its label, which may carry the required mark ('Unidad *'); 'Coste por unidad' is another. */
const field = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

beforeEach(() => {
  useSession.setState({ status: 'signed-in', user: USER, fromCache: false });
});

afterEach(async () => {
  cleanup();
  toaster.remove();
  for (const replica of replicas.splice(0)) await replica.db.destroy();
});

describe('Entrada de mercancía', () => {
  it('shows the schema’s refusal for a unit that does not convert and stores nothing until it is fixed', async () => {
    const { replica, rice } = await setup();
    let closed = false;
    render(<DeliveryDialog ingredients={[rice]} suppliers={[SUPPLIER]} invoices={[]} onClose={() => (closed = true)} />, {
      wrapper: wrap(replica),
    });
    const line = screen.getByTestId('delivery-line');
    change(field(screen.getByRole('dialog'), 'Proveedor'), 'mercado-central');
    change(field(line, 'Ingrediente'), rice._id.slice('ingredient:'.length));
    expect(field(line, 'Unidad').value).toBe('kg');
    change(field(line, 'Unidad'), 'l');
    expect(await within(line).findByText('No se puede convertir l a kg: usa una unidad de peso')).toBeTruthy();
    change(field(line, 'Cantidad'), '10');
    change(field(line, 'Coste por unidad'), '3,40');
    change(field(screen.getByRole('dialog'), 'Número de albarán'), 'ALB-0042');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    });
    expect(await allOfType(replica.db, 'delivery')).toHaveLength(0);

    change(field(line, 'Unidad'), 'g');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir línea' }));
    expect(screen.getAllByTestId('delivery-line')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar línea 2' }));
    change(field(line, 'Unidad'), 'kg');
    expect(within(line).queryByText(/No se puede convertir/)).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    });
    await waitFor(() => expect(closed).toBe(true));
    const [stored] = await allOfType(replica.db, 'delivery');
    expect(deliverySchema.parse(stored)).toMatchObject({
      supplierId: 'mercado-central',
      reference: 'ALB-0042',
      receivedBy: 'manager-1',
      businessDate: '2026-11-22',
      lines: [{ ingredientId: rice._id.slice('ingredient:'.length), quantity: '10.000', unit: 'kg', unitCost: '3.40' }],
    });
  }, SLOW);

  it('shows the schema’s message for a negative cost under its field', async () => {
    const { replica, rice } = await setup();
    render(<DeliveryDialog ingredients={[rice]} suppliers={[SUPPLIER]} invoices={[]} onClose={() => undefined} />, {
      wrapper: wrap(replica),
    });
    const line = screen.getByTestId('delivery-line');
    change(field(line, 'Ingrediente'), rice._id.slice('ingredient:'.length));
    change(field(line, 'Cantidad'), '2');
    change(field(line, 'Coste por unidad'), '-1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    });
    expect(await within(line).findByText('El coste no puede ser negativo')).toBeTruthy();
    expect(await allOfType(replica.db, 'delivery')).toHaveLength(0);
  });
});

describe('Recuento', () => {
  it('saves the typed count against the stock shown, with its reason, as one stock count', async () => {
    const { replica, rice } = await setup();
    let closed = false;
    render(<CountDialog ingredients={[rice]} onClose={() => (closed = true)} />, { wrapper: wrap(replica) });
    const line = screen.getByTestId('count-line');
    expect(line.textContent).toContain('Stock esperado: 10 kilogramos');
    change(field(line, 'Cantidad contada'), '9,0');
    change(field(line, 'Motivo'), 'waste');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar recuento' }));
    });
    await waitFor(() => expect(closed).toBe(true));
    const [stored] = await allOfType(replica.db, 'stock_count');
    expect(stockCountSchema.parse(stored)).toMatchObject({
      countedBy: 'manager-1',
      lines: [{ ingredientId: rice._id.slice('ingredient:'.length), expected: '10.000', counted: '9.000', reason: 'waste', unitCost: '3.40' }],
    });
  });

  it('refuses a count with nothing typed, with the schema’s message', async () => {
    const { replica, rice } = await setup();
    render(<CountDialog ingredients={[rice]} onClose={() => undefined} />, { wrapper: wrap(replica) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar recuento' }));
    });
    expect((await screen.findByTestId('count-error')).textContent).toBe('Cuenta al menos un ingrediente');
    expect(await allOfType(replica.db, 'stock_count')).toHaveLength(0);
  });
});
