import { expect, test, type Page } from '@playwright/test';
import { signIn, waitForSynced } from './helpers.ts';

/** Twice the sign-in redirect's delay (spec §9: 500 ms), so a redirect racing the logout would win. */
const SLOW_LOGOUT_MS = 1000;

const SCREENS: Array<{ path: string; text: string | RegExp }> = [
  { path: '/', text: 'Dashboard Principal' },
  { path: '/pos', text: 'Punto de Venta' },
  { path: '/kitchen', text: 'Gestión de Cocina' },
  { path: '/products', text: 'Productos' },
  { path: '/recipes', text: 'Recetas' },
  { path: '/inventory', text: 'Inventario' },
  { path: '/areas', text: 'Gestión de Áreas' },
  { path: '/tables', text: 'Gestión de Mesas' },
  { path: '/suppliers', text: 'Gestión de proveedores, facturas y entregas' },
  { path: '/cash', text: 'Arqueo' },
  { path: '/settings', text: 'Datos del restaurante' },
  { path: '/reports', text: 'Este trimestre' },
  { path: '/activity', text: /^Día \d/ },
  { path: '/verifactu', text: 'Registros de facturación y su envío a la AEAT' },
  { path: '/about', text: 'Declaración responsable' },
  { path: '/users', text: 'Nuevo usuario' },
  { path: '/account', text: 'Tus datos, tu contraseña y tu PIN' },
  { path: '/staff', text: 'Staff' },
];

test('signed out, / is the landing screen with the sign-in button', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Sistema integral de gestión para restaurantes')).toBeVisible();
  for (const feature of [
    'Punto de venta táctil',
    'Gestión de cocina y recetas',
    'Control de inventario',
    'Reportes y estadísticas',
  ]) {
    await expect(page.getByText(feature)).toBeVisible();
  }
  const button = page.getByRole('link', { name: 'Iniciar Sesión' });
  await expect(button).toHaveAttribute('href', '/api/login');
  await button.click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2F$/);
});

/**
 * The redirect leaves 500 ms to read the toast, too short to observe reliably on a loaded machine:
 * the sign-in navigation is answered 204 (the browser stays on the page) while the test reads it.
 */
async function keepPageOnSignInRedirect(
  page: Page,
  returnTo: string,
): Promise<{ redirect: Promise<unknown> }> {
  await page.route(/\/api\/login\?/, (route) => route.fulfill({ status: 204 }));
  // Wrapped so the caller's await does not wait for the redirect itself.
  return {
    redirect: page.waitForRequest((request) =>
      request.url().endsWith(`/api/login?returnTo=${encodeURIComponent(returnTo)}`),
    ),
  };
}

test('signed out, a protected screen toasts, then sends the browser to sign in', async ({ page }) => {
  const { redirect } = await keepPageOnSignInRedirect(page, '/kitchen');
  await page.goto('/kitchen');
  await expect(page.getByText('Cargando...')).toBeVisible();
  await expect(page.getByText('Unauthorized', { exact: true })).toBeVisible();
  await expect(page.getByText('You are logged out. Logging in again...')).toBeVisible();
  await redirect;

  await page.unrouteAll();
  await page.goto('/kitchen');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fkitchen$/);
  await page.getByLabel('Correo electrónico').fill('admin@restaurantpro.local');
  await page.getByLabel('Contraseña').fill('contraseña-equivocada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Correo electrónico o contraseña incorrectos' }),
  ).toBeVisible();
});

test('the staff screen uses the Spanish unauthorized toast', async ({ page }) => {
  const { redirect } = await keepPageOnSignInRedirect(page, '/staff');
  await page.goto('/staff');
  await expect(page.getByText('No autorizado')).toBeVisible();
  await expect(page.getByText('Inicia sesión para continuar...')).toBeVisible();
  await redirect;
});

test('signed in: every route opens without a page error', async ({ page }) => {
  // Eighteen full page loads, each with its replica opening: the default minute is for one flow.
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, undefined, '/pos');
  for (const { path, text } of SCREENS) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByTestId('sync-indicator').first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('the POS with the network cut: every failed request becomes the offline state, never a page error', async ({
  page,
}) => {
  // The fiscal status is asked every 15 s and the replication retries: let them fail offline. Measured:
  // those failures reach the page as the browser's console lines (net::ERR_INTERNET_DISCONNECTED, three
  // in the first 15 s), not as `requestfailed` events.
  test.setTimeout(90_000);
  const errors: string[] = [];
  let failedLoads = 0;
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.text().includes('ERR_INTERNET_DISCONNECTED')) failedLoads += 1;
  });
  await signIn(page, undefined, '/pos');
  await expect(page.getByText('Punto de Venta').first()).toBeVisible();
  await waitForSynced(page);

  await page.context().setOffline(true);
  await expect(page.getByTestId('sync-indicator').first()).toHaveAttribute('data-sync', 'offline');
  await expect(() => expect(failedLoads).toBeGreaterThanOrEqual(3)).toPass({ timeout: 40_000 });
  expect(errors).toEqual([]);

  await page.context().setOffline(false);
  await waitForSynced(page);
  expect(errors).toEqual([]);
});

test('signed in: the sidebar, the 404 page and its back button, sign out', async ({ page }) => {
  await signIn(page, undefined, '/products');
  const sidebar = page.locator('aside');
  await expect(sidebar.getByRole('link', { name: 'Productos' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByTestId('user-role')).toHaveText('Administrador');
  await expect(sidebar.getByText('Turno: 08:00 - 20:00')).toBeVisible();
  await expect(sidebar.getByText('Estado del Día')).toBeVisible();
  await expect(sidebar.getByTestId('occupied-tables')).toHaveText(/^\d+$/);
  await expect(sidebar.getByTestId('today-sales')).toHaveText(/€/);
  await sidebar.getByRole('link', { name: 'Recetas' }).click();
  await expect(page).toHaveURL(/\/recipes$/);

  await page.goto('/esto-no-existe');
  await expect(page).toHaveTitle('Página no encontrada');
  await expect(page.getByText('404 - Página No Encontrada')).toBeVisible();
  await expect(page.getByText('La página que buscas no existe o ha sido movida.')).toBeVisible();
  await page.getByRole('button', { name: 'Volver Atrás' }).click();
  await expect(page).toHaveURL(/\/recipes$/);

  // A slow logout answer must still land on the landing screen, not on a sign-in redirect.
  await page.route('**/api/logout', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_LOGOUT_MS));
    await route.continue();
  });
  await page.locator('aside').getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page.getByText('Sistema integral de gestión para restaurantes')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/inventory');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Finventory$/);
});

test('signing out with changes not yet sent warns, and goes on by itself once they reach the server', async ({
  page,
}) => {
  await signIn(page, undefined, '/areas');
  await waitForSynced(page);
  await expect(page.getByRole('heading', { name: 'Gestión de Áreas' })).toBeVisible();
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Nueva Área' }).click();
  await page.getByRole('dialog').getByLabel('Nombre').fill(`Terraza ${Date.now()}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByTestId('sync-indicator').first()).toContainText('1');

  await page.locator('aside').getByRole('button', { name: 'Cerrar Sesión' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Cambios sin sincronizar' });
  await expect(warning).toContainText(
    'Hay 1 cambio(s) de este dispositivo que aún no han llegado al servidor.',
  );
  await page.context().setOffline(false);
  await expect(page.getByText('Sistema integral de gestión para restaurantes')).toBeVisible({
    timeout: 30_000,
  });
});

test('a phone gets the sidebar in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Inventario' }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});
