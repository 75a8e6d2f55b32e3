import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_OFFLINE_MESSAGE, ACTIVITY_ROLE_REFUSAL } from '@restaurantpro/schema';
import { ClockContext } from '../../data/clock.ts';
import type { ActivityDay } from '../../data/activity-log.ts';
import { useSession } from '../../data/session.ts';
import { useSyncStore } from '../../sync/sync-store.ts';
import ActivityScreen from './index.tsx';

configure({ asyncUtilTimeout: 5000 });

const NOW = new Date('2026-11-21T18:00:00.000Z');
const USER = {
  id: 'M1',
  email: 'gerente@restaurante.test',
  firstName: 'Marta',
  lastName: 'Ruiz',
  isActive: true,
  profileImageUrl: null,
};

/** The gateway's log of each day asked, as `GET /api/activity` answers it. */
const DAYS: Record<string, ActivityDay> = {
  '2026-11-21': {
    date: '2026-11-21',
    entries: [
      {
        at: '2026-11-21T15:00:00.000Z',
        userId: 'M1',
        userName: 'Marta Ruiz',
        kind: 'refund',
        text: 'Devolución de 2,00 € del ticket T-K7Q4-000012: Plato frío',
      },
      {
        at: '2026-11-21T12:00:00.000Z',
        userId: 'W1',
        userName: 'Luis Gil',
        kind: 'void',
        text: 'Anuló 2 × Paella (Mesa 1): Error al tomar la comanda',
      },
    ],
    people: [
      { id: 'W1', name: 'Luis Gil' },
      { id: 'M1', name: 'Marta Ruiz' },
    ],
  },
  '2026-11-20': { date: '2026-11-20', entries: [], people: [] },
};

const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const date = new URL(url, 'http://gateway.test').searchParams.get('date') ?? '';
    return new Response(JSON.stringify(DAYS[date] ?? { date, entries: [], people: [] }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  useSession.setState({ status: 'signed-in', user: { ...USER, role: 'manager' }, fromCache: false });
  useSyncStore.setState({ browserOnline: true, reachable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  render(
    <ChakraProvider value={defaultSystem}>
      <ClockContext.Provider value={() => NOW}>
        <ActivityScreen />
      </ClockContext.Provider>
    </ChakraProvider>,
  );
}

describe('Actividad', () => {
  it('lists today’s entries with time, person, kind and what was done, and filters by person', async () => {
    show();
    const rows = await screen.findAllByTestId('activity-entry');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Marta RuizDevoluciónDevolución de 2,00 €'),
      expect.stringContaining('Luis GilAnulaciónAnuló 2 × Paella'),
    ]);
    expect(asked).toEqual(['/api/activity?date=2026-11-21']);
    const person = screen.getByLabelText('Persona');
    expect(
      within(person)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas las personas', 'Luis Gil', 'Marta Ruiz']);
    fireEvent.change(person, { target: { value: 'W1' } });
    expect(screen.getAllByTestId('activity-entry').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Anuló 2 × Paella'),
    ]);
    // The person is filtered from the day's answer: no second request.
    expect(asked).toHaveLength(1);
  });

  it('shows another day when picked, and says when nothing happened', async () => {
    show();
    await screen.findAllByTestId('activity-entry');
    fireEvent.change(screen.getByLabelText('Día'), { target: { value: '2026-11-20' } });
    expect(await screen.findByText('Sin actividad')).toBeTruthy();
    expect(asked).toEqual(['/api/activity?date=2026-11-21', '/api/activity?date=2026-11-20']);
  });

  it('needs the connection, and asks nothing offline', async () => {
    useSyncStore.setState({ browserOnline: false });
    show();
    expect(await screen.findByText(ACTIVITY_OFFLINE_MESSAGE)).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('tells a waiter it is for managers', () => {
    useSession.setState({ user: { ...USER, role: 'waiter' } });
    show();
    expect(screen.getByText(ACTIVITY_ROLE_REFUSAL)).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
