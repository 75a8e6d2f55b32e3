import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession, type CurrentUser } from '../../data/session.ts';
import { TerminalSetup } from './TerminalSetup.tsx';

const MARTA: CurrentUser = {
  id: 'marta',
  email: 'gerente@restaurante.test',
  firstName: 'Marta',
  lastName: null,
  role: 'manager',
  isActive: true,
  profileImageUrl: null,
};

/** POST /api/terminals as terminal-routes.ts answers it (201 and the terminal), recording the bodies. */
function gateway() {
  const created: unknown[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    created.push(JSON.parse(String(init.body)));
    return new Response(
      JSON.stringify({ id: '01JTERMINAL0000000000000000', name: 'TPV barra', members: ['marta'] }),
      {
        status: 201,
      },
    );
  });
  return created;
}

const renderSetup = () =>
  render(<TerminalSetup />, {
    wrapper: ({ children }) => <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>,
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Terminal compartido', () => {
  it('turns the device into a shared terminal, which opens locked', async () => {
    useSession.getState().signedIn(MARTA);
    const created = gateway();
    renderSetup();
    fireEvent.change(screen.getByLabelText(/^Nombre del terminal/), { target: { value: ' TPV barra ' } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Convertir en terminal compartido' })),
    );
    expect(created).toEqual([{ name: 'TPV barra' }]);
    expect(useSession.getState()).toMatchObject({
      terminal: { id: '01JTERMINAL0000000000000000', name: 'TPV barra' },
      account: MARTA,
      user: null,
    });
  });

  it('asks for a name first, in the schema’s words, without calling the gateway', async () => {
    useSession.getState().signedIn(MARTA);
    const created = gateway();
    renderSetup();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Convertir en terminal compartido' })),
    );
    expect(screen.getByText('El nombre del terminal es requerido')).toBeTruthy();
    expect(created).toEqual([]);
  });

  it('is not offered to a waiter', () => {
    useSession.getState().signedIn({ ...MARTA, id: 'luis', role: 'waiter' });
    renderSetup();
    expect(screen.queryByRole('button', { name: 'Convertir en terminal compartido' })).toBeNull();
  });
});
