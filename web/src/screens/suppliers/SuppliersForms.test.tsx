import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MANAGER, memoryDb } from '../../../test/helper.ts';
import { ClockContext } from '../../data/clock.ts';
import { allOfType } from '../../data/queries.ts';
import { ReplicaContext } from '../../data/ReplicaContext.ts';
import { makeReplica, type Replica } from '../../data/replica.ts';
import type { StoredInvoice } from '../../data/repositories/invoices.ts';
import type { StoredSupplier } from '../../data/repositories/suppliers.ts';
import { useSession } from '../../data/session.ts';
import { toaster } from '../../data/toaster.ts';
import { invoiceRows } from './invoice-list.ts';
import { InvoicesTab } from './InvoicesTab.tsx';
import { SupplierDialog } from './SupplierDialog.tsx';

configure({ asyncUtilTimeout: 5000 });

const NOON = new Date('2026-11-22T12:00:00Z');
const USER = {
  ...MANAGER,
  email: 'gerente@restaurante.test',
  firstName: 'Marta',
  lastName: null,
  isActive: true,
  profileImageUrl: null,
};
const replicas: Replica[] = [];
const euro = (text: string) => text.replace(/ €/g, '\u00a0€');

function wrapper(office: Replica | null) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ChakraProvider value={defaultSystem}>
        <ClockContext.Provider value={() => NOON}>
          <ReplicaContext.Provider value={office ? { office } : {}}>{children}</ReplicaContext.Provider>
        </ClockContext.Provider>
      </ChakraProvider>
    );
  };
}

beforeEach(() => {
  useSession.setState({ status: 'signed-in', user: USER, fromCache: false });
});

afterEach(async () => {
  cleanup();
  toaster.remove();
  for (const replica of replicas.splice(0)) await replica.db.destroy();
});

describe('Nuevo proveedor', () => {
  it('shows the NIF/CIF message under the field and saves once it is valid', async () => {
    const office = makeReplica('office', memoryDb());
    replicas.push(office);
    let closed = false;
    render(<SupplierDialog supplier={null} onClose={() => (closed = true)} />, { wrapper: wrapper(office) });
    // A required field's label ends with its indicator ('Nombre*').
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(new RegExp(`^${label}\\*?$`)), { target: { value } });

    type('Nombre', 'Arroces del Delta');
    type('Persona de contacto', 'Ana Puig');
    type('Correo electrónico', 'pedidos@arroces.test');
    type('Teléfono', '977 000 000');
    type('Dirección', 'Carrer Major 1, Amposta');
    type('NIF/CIF', 'B12345670');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' })));
    expect(
      await screen.findByText('El NIF no es válido: revisa la letra o el dígito de control'),
    ).toBeTruthy();
    expect(await allOfType(office.db, 'supplier')).toHaveLength(0);

    type('NIF/CIF', 'B12345674');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' })));
    await waitFor(() => expect(closed).toBe(true));
    const [stored] = await allOfType(office.db, 'supplier');
    expect(stored).toMatchObject({
      name: 'Arroces del Delta',
      contactPerson: 'Ana Puig',
      email: 'pedidos@arroces.test',
      phone: '977 000 000',
      address: 'Carrer Major 1, Amposta',
      taxId: 'B12345674',
      isActive: true,
      updatedBy: MANAGER.id,
    });
  });
});

describe('Facturas', () => {
  const AT = '2026-11-01T09:00:00.000Z';
  const meta = { _rev: '1-a', createdAt: AT, updatedAt: AT, updatedBy: 'manager-1' };
  const suppliers: StoredSupplier[] = [
    { ...meta, _id: 'supplier:S1', type: 'supplier', name: 'Arroces del Delta', isActive: true },
    { ...meta, _id: 'supplier:S2', type: 'supplier', name: 'Lácteos Norte', isActive: true },
  ];
  const invoice = (
    id: string,
    supplierId: string,
    amount: string,
    date: string,
    dueDate: string,
    status: StoredInvoice['status'] = 'pending',
  ): StoredInvoice => ({
    ...meta,
    _id: `invoice:${id}`,
    type: 'invoice',
    invoiceNumber: `F-${id}`,
    supplierId,
    amount,
    date,
    dueDate,
    status,
  });
  const invoices = [
    invoice('1', 'S1', '284.50', '2026-11-10', '2026-11-30'),
    invoice('2', 'S1', '100.10', '2026-10-05', '2026-11-21'),
    invoice('3', 'S2', '50.00', '2026-10-20', '2026-10-30', 'paid'),
  ];

  it('filters by supplier, status and month, and totals what it shows', () => {
    const rows = invoiceRows(invoices, suppliers, '2026-11-22');
    render(
      <InvoicesTab
        invoices={{ data: invoices, status: 'done', error: null }}
        suppliers={suppliers}
        rows={rows}
        onEdit={() => undefined}
        onPay={() => undefined}
      />,
      { wrapper: wrapper(null) },
    );
    const shown = () => screen.queryAllByTestId('invoice-row').map((row) => row.dataset.number);
    const total = () => screen.getByTestId('invoice-total').textContent;
    const choose = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });

    expect(shown()).toEqual(['F-1', 'F-3', 'F-2']);
    expect(total()).toBe(euro('434,60 €'));
    expect(screen.getByTestId('invoice-total-overdue').textContent).toBe(euro('100,10 €'));
    const overdue = screen.getAllByTestId('invoice-row')[2];
    expect(within(overdue!).getByText('Vencida')).toBeTruthy();
    expect(within(overdue!).getByRole('button', { name: 'Marcar pagada' })).toBeTruthy();
    expect(
      within(screen.getAllByTestId('invoice-row')[1]!).queryByRole('button', { name: 'Marcar pagada' }),
    ).toBeNull();

    choose('Filtrar por proveedor', 'S1');
    expect(shown()).toEqual(['F-1', 'F-2']);
    expect(total()).toBe(euro('384,60 €'));
    choose('Filtrar por estado', 'pending');
    expect(shown()).toEqual(['F-1']);
    choose('Filtrar por mes', '2026-10');
    expect(shown()).toEqual([]);
    expect(screen.getByText('Ninguna factura coincide con los filtros')).toBeTruthy();
    expect(total()).toBe(euro('0,00 €'));
    choose('Filtrar por estado', 'overdue');
    expect(shown()).toEqual(['F-2']);
  });
});
