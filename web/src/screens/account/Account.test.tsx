import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PASSWORD_TOO_SHORT_MESSAGE,
  PIN_FORMAT_MESSAGE,
  PIN_TAKEN_MESSAGE,
  ROLE_LABELS,
} from '@restaurantpro/schema';
import { account, fakeAccountGateway, type FakeAccountGateway } from '../../../test/helper.ts';
import { accountsApi } from '../../data/accounts-api.ts';
import { AccountsApiContext } from '../../data/AccountsApiContext.ts';
import { useSession } from '../../data/session.ts';
import { toaster } from '../../data/toaster.ts';
import { PASSWORDS_DIFFER } from './account-form.ts';
import { ACCOUNT_SECTIONS, sectionsFor } from './account-sections.ts';
import AccountScreen from './index.tsx';

configure({ asyncUtilTimeout: 5000 });

const LUIS = account('waiter-1', 'waiter', 'Luis', { password: 'luis-contraseña-1' });
const CURRENT = 'luis-contraseña-1';

function renderScreen(gateway: FakeAccountGateway) {
  useSession.setState({ status: 'signed-in', user: { ...LUIS }, fromCache: false });
  const api = accountsApi(gateway.fetchFn);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ChakraProvider value={defaultSystem}>
        <AccountsApiContext.Provider value={api}>{children}</AccountsApiContext.Provider>
      </ChakraProvider>
    );
  }
  return render(<AccountScreen />, { wrapper: Wrapper });
}

const form = (name: string) => within(screen.getByRole('form', { name }));
const type = (scope: ReturnType<typeof form>, label: string, value: string) =>
  fireEvent.change(scope.getByLabelText(new RegExp(`^${label}\\*?$`)), { target: { value } });

afterEach(() => {
  cleanup();
  toaster.remove();
});

describe('/account', () => {
  it('shows who I am, and changes my password once the form and the gateway agree', async () => {
    const gateway = fakeAccountGateway([LUIS], { selfId: 'waiter-1', currentPassword: CURRENT });
    renderScreen(gateway);
    await waitFor(() => expect(screen.getByTestId('account-pin').textContent).toBe('Sin PIN'));
    expect(screen.getByTestId('account-name').textContent).toBe('Luis Prueba');
    expect(screen.getByTestId('account-email').textContent).toBe(LUIS.email);
    expect(screen.getByTestId('account-role').textContent).toBe(ROLE_LABELS.waiter);

    const password = form('Cambiar contraseña');
    type(password, 'Contraseña actual', CURRENT);
    type(password, 'Nueva contraseña', 'corta');
    await act(async () => fireEvent.click(password.getByRole('button', { name: 'Cambiar contraseña' })));
    expect(password.getByText(PASSWORD_TOO_SHORT_MESSAGE)).toBeTruthy();
    type(password, 'Nueva contraseña', 'terraza-de-verano');
    type(password, 'Repite la nueva contraseña', 'terraza-de-invierno');
    await act(async () => fireEvent.click(password.getByRole('button', { name: 'Cambiar contraseña' })));
    expect(password.getByText(PASSWORDS_DIFFER)).toBeTruthy();
    expect(gateway.requests.filter((request) => request.method === 'POST')).toEqual([]);

    // The gateway checks the current password: its refusal goes under that field.
    type(password, 'Contraseña actual', 'no-es-esta');
    type(password, 'Repite la nueva contraseña', 'terraza-de-verano');
    await act(async () => fireEvent.click(password.getByRole('button', { name: 'Cambiar contraseña' })));
    expect(await password.findByText('La contraseña actual no es correcta')).toBeTruthy();
    type(password, 'Contraseña actual', CURRENT);
    await act(async () => fireEvent.click(password.getByRole('button', { name: 'Cambiar contraseña' })));
    await waitFor(() =>
      expect((password.getByLabelText(/^Contraseña actual/) as HTMLInputElement).value).toBe(''),
    );
    expect(gateway.requests.filter((request) => request.method === 'POST').at(-1)).toEqual({
      method: 'POST',
      path: '/api/me/password',
      body: { currentPassword: CURRENT, password: 'terraza-de-verano' },
    });
  });

  it('changes my PIN: schema’s format first, then the gateway’s “taken”, then done', async () => {
    const gateway = fakeAccountGateway(
      [LUIS, account('waiter-2', 'waiter', 'Eva', { hasPin: true, pin: '1357' })],
      { selfId: 'waiter-1', currentPassword: CURRENT },
    );
    renderScreen(gateway);
    const pin = form('Cambiar PIN');
    type(pin, 'Nuevo PIN', '12345678');
    await act(async () => fireEvent.click(pin.getByRole('button', { name: 'Cambiar PIN' })));
    expect(pin.getByText(PIN_FORMAT_MESSAGE)).toBeTruthy();
    expect(pin.getByText('La contraseña actual es requerida')).toBeTruthy();
    type(pin, 'Contraseña actual', CURRENT);
    type(pin, 'Nuevo PIN', '1357');
    await act(async () => fireEvent.click(pin.getByRole('button', { name: 'Cambiar PIN' })));
    expect(await pin.findByText(PIN_TAKEN_MESSAGE)).toBeTruthy();
    type(pin, 'Nuevo PIN', '8642');
    await act(async () => fireEvent.click(pin.getByRole('button', { name: 'Cambiar PIN' })));
    await waitFor(() => expect(screen.getByTestId('account-pin').textContent).toBe('Configurado'));
    expect(gateway.users.get('waiter-1')?.pin).toBe('8642');
  });

  it('keeps the shared-terminal section for managers and admins', () => {
    expect(ACCOUNT_SECTIONS.map((section) => section.id)).toEqual(['password', 'pin', 'terminal']);
    expect(sectionsFor('waiter').map((section) => section.id)).toEqual(['password', 'pin']);
    expect(sectionsFor('manager').map((section) => section.id)).toEqual(['password', 'pin', 'terminal']);
  });
});
