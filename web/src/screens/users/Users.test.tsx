import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LAST_ADMIN_MESSAGE,
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PIN_FORMAT_MESSAGE,
  PIN_TAKEN_MESSAGE,
  ROLE_LABELS,
  roleRefusal,
} from '@restaurantpro/schema';
import { account, fakeAccountGateway, type FakeAccountGateway } from '../../../test/helper.ts';
import { accountsApi } from '../../data/accounts-api.ts';
import { AccountsApiContext } from '../../data/AccountsApiContext.ts';
import { useSession, type CurrentUser } from '../../data/session.ts';
import { toaster } from '../../data/toaster.ts';
import UsersScreen from './index.tsx';

configure({ asyncUtilTimeout: 5000 });

const ADMIN = account('admin-1', 'admin', 'Marta');
const WAITER = account('waiter-1', 'waiter', 'Luis', { hasPin: true });

function signIn(user: typeof ADMIN) {
  const current: CurrentUser = { ...user };
  useSession.setState({ status: 'signed-in', user: current, fromCache: false });
}

function renderScreen(gateway: FakeAccountGateway) {
  const api = accountsApi(gateway.fetchFn);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ChakraProvider value={defaultSystem}>
        <AccountsApiContext.Provider value={api}>{children}</AccountsApiContext.Provider>
      </ChakraProvider>
    );
  }
  return render(<UsersScreen />, { wrapper: Wrapper });
}

/** The row of the account with `email`, once listed. */
async function row(email: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByTestId('user-row').find((element) => element.dataset.email === email);
    if (!found) throw new Error(`no row for ${email}`);
    return found;
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}\\*?$`)), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

afterEach(() => {
  cleanup();
  toaster.remove();
});

describe('/users', () => {
  it('tells anyone but an admin, in schema’s words, that accounts are not theirs, and asks nothing', () => {
    const gateway = fakeAccountGateway([ADMIN, WAITER], { selfId: 'waiter-1' });
    signIn(WAITER);
    renderScreen(gateway);
    expect(screen.getByText(roleRefusal('user'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Nuevo usuario/ })).toBeNull();
    expect(gateway.requests).toEqual([]);
  });

  it('lists each account with its role, state and whether it has a PIN', async () => {
    const gone = account('cook-1', 'cook', 'Ana', { isActive: false });
    signIn(ADMIN);
    renderScreen(fakeAccountGateway([WAITER, gone, ADMIN]));
    const luis = await row(WAITER.email);
    expect(within(luis).getByTestId('user-role').textContent).toBe(ROLE_LABELS.waiter);
    expect(within(luis).getByTestId('user-state').textContent).toBe('Activo');
    expect(within(luis).getByTestId('user-pin').textContent).toBe('Sí');
    const ana = await row(gone.email);
    expect(within(ana).getByTestId('user-state').textContent).toBe('Inactivo');
    expect(within(ana).getByRole('button', { name: 'Reactivar Ana Prueba' })).toBeTruthy();
    // Active first, then by name; the admin's own row cannot deactivate itself.
    expect(screen.getAllByTestId('user-row').map((element) => element.dataset.email)).toEqual([
      WAITER.email,
      ADMIN.email,
      gone.email,
    ]);
    const own = await row(ADMIN.email);
    expect(
      within(own).getByRole('button', { name: 'Desactivar Marta Prueba' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('judges a new account with schema’s rules before sending, then shows the gateway’s refusal', async () => {
    const gateway = fakeAccountGateway([ADMIN, { ...WAITER, pin: '4321' }]);
    signIn(ADMIN);
    renderScreen(gateway);
    await row(ADMIN.email);
    await click('Nuevo usuario');
    type('Nombre', 'Eva');
    type('Apellidos', 'Soler');
    type('Correo electrónico', 'eva@restaurante.test');
    type('Contraseña inicial', 'corta');
    type('PIN', '12a');
    await click('Crear usuario');
    expect(await screen.findByText(PASSWORD_TOO_SHORT_MESSAGE)).toBeTruthy();
    expect(screen.getByText(PIN_FORMAT_MESSAGE)).toBeTruthy();
    type('Contraseña inicial', 'Restaurante');
    type('PIN', '4321');
    await click('Crear usuario');
    expect(await screen.findByText(PASSWORD_COMMON_MESSAGE)).toBeTruthy();
    expect(gateway.requests.filter((request) => request.method === 'POST')).toEqual([]);

    // Valid on the device; the gateway knows Luis has that PIN: its words go under the PIN.
    type('Contraseña inicial', 'mesa-siete-terraza');
    await click('Crear usuario');
    expect(await screen.findByText(PIN_TAKEN_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText(/^PIN$/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('form-refusal')).toBeNull();
    type('PIN', '2468');
    type('Rol', 'manager');
    await click('Crear usuario');
    const eva = await row('eva@restaurante.test');
    expect(within(eva).getByTestId('user-role').textContent).toBe(ROLE_LABELS.manager);
    expect(within(eva).getByTestId('user-pin').textContent).toBe('Sí');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(gateway.requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      firstName: 'Eva',
      lastName: 'Soler',
      email: 'eva@restaurante.test',
      role: 'manager',
      password: 'mesa-siete-terraza',
      pin: '2468',
    });
  });

  it('says every session ends before deactivating, and shows the last-admin refusal', async () => {
    const other = account('admin-2', 'admin', 'Pau');
    const gateway = fakeAccountGateway([ADMIN, other, WAITER]);
    signIn(ADMIN);
    renderScreen(gateway);
    fireEvent.click(within(await row(WAITER.email)).getByRole('button', { name: 'Desactivar Luis Prueba' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('deactivate-warning').textContent).toMatch(
      /Todas las sesiones de Luis Prueba terminan ahora mismo, en todos los dispositivos/,
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' })));
    await waitFor(async () =>
      expect(within(await row(WAITER.email)).getByTestId('user-state').textContent).toBe('Inactivo'),
    );
    expect(gateway.requests.find((request) => request.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/users/waiter-1',
      body: { isActive: false },
    });

    // Pau's role taken away while another admin remains is fine on the device; the gateway has the
    // last word: here Marta is already inactive on the gateway, so Pau is the last active admin.
    gateway.users.set('admin-1', { ...ADMIN, isActive: false, password: 'x' });
    fireEvent.click(within(await row(other.email)).getByRole('button', { name: 'Editar Pau Prueba' }));
    type('Rol', 'waiter');
    await click('Guardar');
    expect((await screen.findByTestId('form-refusal')).textContent).toBe(LAST_ADMIN_MESSAGE);
    expect(gateway.users.get('admin-2')?.role).toBe('admin');
  });

  it('resets a password and a PIN, each judged by its rule first', async () => {
    const gateway = fakeAccountGateway([ADMIN, WAITER]);
    signIn(ADMIN);
    renderScreen(gateway);
    fireEvent.click(
      within(await row(WAITER.email)).getByRole('button', { name: 'Restablecer PIN de Luis Prueba' }),
    );
    type('Nuevo PIN', '12');
    await click('Restablecer PIN');
    expect(await screen.findByText(PIN_FORMAT_MESSAGE)).toBeTruthy();
    type('Nuevo PIN', '975310');
    await click('Restablecer PIN');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gateway.users.get('waiter-1')?.pin).toBe('975310');

    fireEvent.click(
      within(await row(WAITER.email)).getByRole('button', { name: 'Restablecer contraseña de Luis Prueba' }),
    );
    type('Nueva contraseña', 'barra-norte-2026');
    await click('Restablecer contraseña');
    await waitFor(() => expect(gateway.users.get('waiter-1')?.password).toBe('barra-norte-2026'));
    expect(
      gateway.requests.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual(['/api/users/waiter-1/pin', '/api/users/waiter-1/password']);
  });
});
