import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildInvoice,
  type Customer,
  type FiscalRecord,
  previousOf,
  type Ticket,
  withFiscalRecord,
} from '@restaurantpro/schema';
import { InvoiceSheet } from './InvoiceSheet.tsx';
import { PrintPage } from './PrintPage.tsx';
import { TicketPaper } from './TicketPaper.tsx';

const ZONE = 'Europe/Madrid';
const ISSUER = { name: 'Casa Pepe', nif: 'B12345674', address: 'Calle Mayor 1, Madrid' };
const CUSTOMER: Customer = {
  nif: '12345678Z',
  name: 'Aceros del Norte, S.A.',
  address: 'Gran Vía 1, 48001 Bilbao',
};

/** Sale 12 of T-K7Q4 with its record: 2 menús at 19,59 € (10 %) = 43,10 €, paid by card. */
const SALE: Ticket = withFiscalRecord(
  {
    _id: 'ticket:T-K7Q4-000012',
    type: 'ticket',
    createdAt: '2026-11-22T13:40:00.000Z',
    updatedAt: '2026-11-22T13:40:00.000Z',
    updatedBy: 'waiter-1',
    kind: 'simplified',
    series: 'T-K7Q4',
    number: 12,
    checkId: 'C1',
    businessDate: '2026-11-22',
    issuedAt: '2026-11-22T13:40:00.000Z',
    issuer: ISSUER,
    tableName: 'Mesa 3',
    waiter: 'Ana',
    lines: [{ name: 'Menú del día', quantity: 2, unitPrice: '19.59', ivaRate: 10, amount: '39.18' }],
    adjustments: [],
    taxes: [{ rate: 10, base: '39.18', amount: '3.92' }],
    total: '43.10',
    payments: [{ method: 'card', amount: '43.10' }],
    change: '0.00',
    tip: '0.00',
  },
  { installation: 'K7Q4', seq: 11 },
  ZONE,
);

const INVOICE = withFiscalRecord(
  buildInvoice(
    SALE,
    CUSTOMER,
    {
      series: 'FT-K7Q4',
      number: 1,
      issuedAt: '2026-11-22T14:05:00.000Z',
      businessDate: '2026-11-22',
      by: 'waiter-1',
      waiter: 'Ana',
    },
    ZONE,
  ),
  { installation: 'K7Q4', seq: 12, last: previousOf(SALE.fiscal as FiscalRecord) },
  ZONE,
);

afterEach(cleanup);

/** What the paper prints, as one line of text (the euro sign with its narrow space as the browser writes it). */
const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

describe('the full invoice on paper', () => {
  it('at 80 mm: titled Factura, naming the ticket it replaces and the customer, with its tax QR', () => {
    render(<TicketPaper ticket={INVOICE} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveProperty('textContent', 'Factura');
    expect(screen.getByText('Sustituye a la factura simplificada T-K7Q4-000012')).toBeTruthy();
    const customer = screen.getByRole('region', { name: 'Cliente' });
    expect(textOf(customer)).toContain('Aceros del Norte, S.A.');
    expect(textOf(customer)).toContain('NIF: 12345678Z');
    expect(textOf(customer)).toContain('Gran Vía 1, 48001 Bilbao');
    const qr = screen.getByRole('img');
    expect(qr.getAttribute('data-url')).toContain('numserie=FT-K7Q4-000001');
    expect(qr.getAttribute('data-url')).toContain('importe=43.10');
    expect(screen.getByText('QR tributario:')).toBeTruthy();
    expect(screen.getByText('VERI*FACTU')).toBeTruthy();
    expect(textOf(document.body)).toContain('FT-K7Q4-000001');
  });

  it('on A4: the same content laid out for a sheet, on an A4 page', () => {
    render(
      <PrintPage title="Factura" state="ready" paper="a4">
        <InvoiceSheet invoice={INVOICE} />
      </PrintPage>,
    );
    expect(document.querySelector('style')?.textContent).toContain('@page { size: A4;');
    const sheet = screen.getByRole('article', { name: 'Factura' });
    expect(sheet.className).toBe('sheet');
    expect(screen.getByRole('heading', { level: 2 })).toHaveProperty('textContent', 'Factura');
    expect(screen.getByText('Sustituye a la factura simplificada T-K7Q4-000012')).toBeTruthy();
    expect(textOf(screen.getByRole('region', { name: 'Cliente' }))).toContain('NIF: 12345678Z');
    const line = within(screen.getByRole('table', { name: 'Conceptos' })).getAllByRole(
      'row',
    )[1] as HTMLElement;
    expect(within(line).getAllByRole('cell').map(textOf)).toEqual([
      'Menú del día',
      '2',
      '19,59 €',
      '10 %',
      '39,18 €',
    ]);
    expect(screen.getByRole('img').getAttribute('data-url')).toContain('numserie=FT-K7Q4-000001');
    expect(screen.getByText('VERI*FACTU')).toBeTruthy();
  });

  it('a sale ticket prints no customer and no replaced ticket', () => {
    render(<TicketPaper ticket={SALE} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveProperty('textContent', 'Factura simplificada');
    expect(screen.queryByRole('region', { name: 'Cliente' })).toBeNull();
    expect(screen.queryByText(/Sustituye a/)).toBeNull();
  });
});
