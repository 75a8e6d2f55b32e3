import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListedRecord } from '../../data/useFiscalRecords.ts';
import { RecordsTable } from './RecordsTable.tsx';

const base = {
  FechaHoraHusoGenRegistro: '2026-11-22T11:00:00+01:00',
  NumeroInstalacion: 'K7Q4',
  HuellaAnterior: '',
  envio: { estado: 'pendiente' },
};

/** An alta as the records API listed it before anulaciones (no TipoRegistro), and an anulación of it. */
const RECORDS: ListedRecord[] = [
  {
    ...base,
    posicion: 1,
    NumSerieFactura: 'T-K7Q4-000001',
    TipoFactura: 'F2',
    FechaExpedicionFactura: '22-11-2026',
    CuotaTotal: '7.84',
    ImporteTotal: '86.20',
    Huella: 'A'.repeat(64),
  },
  {
    ...base,
    posicion: 2,
    TipoRegistro: 'Anulacion',
    IDEmisorFacturaAnulada: 'B12345674',
    NumSerieFacturaAnulada: 'T-K7Q4-000001',
    FechaExpedicionFacturaAnulada: '22-11-2026',
    Huella: 'B'.repeat(64),
  },
];

afterEach(cleanup);

describe('the Verifactu records table', () => {
  it('lists altas with their type and amount, and anulaciones with the number of the invoice they cancel', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <RecordsTable records={RECORDS} />
      </ChakraProvider>,
    );
    const [alta, anulacion] = screen.getAllByTestId('fiscal-record');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent);
    expect(alta?.dataset.kind).toBe('alta');
    expect(cells(alta)).toEqual([
      'T-K7Q4-000001',
      'F2',
      base.FechaHoraHusoGenRegistro,
      'K7Q4 · 1',
      '86,20\u00a0€',
    ]);
    expect(anulacion?.dataset.kind).toBe('anulacion');
    expect(cells(anulacion)).toEqual([
      'T-K7Q4-000001',
      'Anulación',
      base.FechaHoraHusoGenRegistro,
      'K7Q4 · 2',
      '—',
    ]);
  });
});
