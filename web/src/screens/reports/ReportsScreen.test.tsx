import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MANAGER, sampleSummary } from '../../../test/helper.ts';
import { ClockContext } from '../../data/clock.ts';
import { readLastReport, saveLastReport } from '../../data/reports.ts';
import { useSession, type CurrentUser } from '../../data/session.ts';
import ReportsScreen from './index.tsx';
import { ReportsView } from './ReportsView.tsx';

// A whole report is a few hundred Chakra elements: on a busy machine one render takes seconds.
configure({ asyncUtilTimeout: 15_000 });

const NOW = new Date('2026-11-25T22:05:00Z');
const USER: CurrentUser = {
  ...MANAGER,
  email: 'gerente@restaurante.test',
  firstName: 'Marta',
  lastName: null,
  isActive: true,
  profileImageUrl: null,
};
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

function wrapper(path: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ChakraProvider value={defaultSystem}>
        <ClockContext.Provider value={() => NOW}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </ClockContext.Provider>
      </ChakraProvider>
    );
  };
}

/** A gateway answering every report request with the sample, recording the addresses asked. */
function gateway() {
  const asked: string[] = [];
  const fetchFn: typeof fetch = (input) => {
    asked.push(String(input));
    return Promise.resolve(Response.json(sampleSummary()));
  };
  return { asked, fetchFn };
}

const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ status: 'signed-in', user: USER, fromCache: false });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('Reportes', { timeout: 30_000 }, () => {
  it('asks for the period in the address and shows its figures, charts and tables', async () => {
    const { asked, fetchFn } = gateway();
    render(<ReportsView fetchFn={fetchFn} />, { wrapper: wrapper('/reports?from=2026-11-23&to=2026-11-25') });
    const sales = await screen.findByTestId('headline-sales');
    expect(asked).toEqual(['/api/reports?from=2026-11-23&to=2026-11-25']);
    expect(plain(sales.textContent)).toContain('1250,50 €');
    expect(
      within(sales)
        .getByTestId('headline-change')
        .textContent?.replace(/\u00a0/g, ' '),
    ).toBe('▲ 12,3 %');
    expect(screen.getByTestId('report-period').textContent).toBe(
      '23/11/2026 – 25/11/2026 (3 días) · frente a 20/11/2026 – 22/11/2026',
    );
    for (const id of [
      'chart-sales-by-day',
      'chart-heatmap',
      'chart-sales-by-category',
      'chart-sales-by-method',
    ]) {
      expect(screen.getByTestId(id)).toBeTruthy();
    }
    expect(screen.getAllByTestId('table-products-row')).toHaveLength(4);
    expect(screen.getAllByTestId('table-menu-row')).toHaveLength(3);
    expect(screen.getAllByTestId('table-iva-row')).toHaveLength(2);
    expect(plain(screen.getByTestId('table-iva-total').textContent)).toBe('Total1128,54 €121,95 €');
    const exports = screen
      .getAllByRole('button', { name: /^Exportar CSV/ })
      .map((button) => button.dataset.testid);
    expect(exports).toEqual([
      'export-csv-days',
      'export-csv-categories',
      'export-csv-methods',
      'export-csv-products',
      'export-csv-menu',
      'export-csv-waiters',
      'export-csv-incidents',
      'export-csv-iva',
    ]);
    // What was fetched is kept for the next time the connection is down.
    expect(readLastReport()?.fetchedAt).toBe(NOW.toISOString());
  });

  it('asks again when another period is chosen', async () => {
    const { asked, fetchFn } = gateway();
    render(<ReportsView fetchFn={fetchFn} />, { wrapper: wrapper('/reports?from=2026-11-23&to=2026-11-25') });
    await screen.findByTestId('headline-sales');
    fireEvent.click(screen.getByTestId('range-preset-custom'));
    fireEvent.change(screen.getByTestId('range-from'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByTestId('range-apply'));
    expect((await screen.findByTestId('range-problem')).textContent).toBe(
      'La fecha de inicio no puede ser posterior a la de fin',
    );
    fireEvent.change(screen.getByTestId('range-from'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByTestId('range-apply'));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toBe('/api/reports?from=2026-11-01&to=2026-11-25');
  });

  it('offline, says the reports need the connection and shows the last report with its time', async () => {
    saveLastReport({
      range: { from: '2026-11-23', to: '2026-11-25' },
      fetchedAt: '2026-11-24T09:32:00.000Z',
      summary: sampleSummary(),
    });
    render(<ReportsView fetchFn={offline} />, { wrapper: wrapper('/reports?preset=today') });
    expect((await screen.findByTestId('reports-offline')).textContent).toContain(
      'Los informes necesitan conexión',
    );
    const at = new Date('2026-11-24T09:32:00.000Z');
    const hhmm = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    expect(screen.getByTestId('reports-last-report').textContent).toBe(
      `Último informe: 24/11/2026 ${hhmm} · periodo 23/11/2026 – 25/11/2026`,
    );
    expect(plain(screen.getByTestId('headline-sales').textContent)).toContain('1250,50 €');
  });

  it('offline with no report kept says so and shows no figures', async () => {
    render(<ReportsView fetchFn={offline} />, { wrapper: wrapper('/reports') });
    expect((await screen.findByTestId('reports-last-report')).textContent).toBe(
      'Este dispositivo aún no tiene ningún informe guardado.',
    );
    expect(screen.queryByTestId('report')).toBeNull();
  });

  it('tells a waiter, in schema’s words, that the reports are for the management', () => {
    useSession.setState({ status: 'signed-in', user: { ...USER, role: 'waiter' }, fromCache: false });
    render(<ReportsScreen />, { wrapper: wrapper('/reports') });
    expect(screen.getByText('Solo gerencia o administración pueden ver los informes')).toBeTruthy();
    expect(screen.queryByTestId('range-picker')).toBeNull();
  });
});
