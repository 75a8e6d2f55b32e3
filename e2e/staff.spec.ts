import { expect, test, type Browser, type Page } from '@playwright/test';
import { closeService, signIn, waitForSynced } from './helpers.ts';

const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };
const COOK = { email: 'cocina@demo.restaurantpro.es', password: 'demo1234' };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface Opened {
  page: Page;
  errors: string[];
}

async function openStaff(browser: Browser, account: typeof WAITER): Promise<Opened> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, account, '/staff');
  await waitForSynced(page);
  return { page, errors };
}

async function toast(page: Page, title: string, description: string): Promise<void> {
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText(title, { exact: true }).first()).toBeVisible();
  await expect(region.getByText(description).first()).toBeVisible();
}

function pending(page: Page) {
  return page.getByTestId('staff-connection');
}

function orderCard(page: Page, table: string) {
  return page.getByTestId('staff-order').filter({ hasText: `Mesa ${table}` });
}

async function takeOrder(page: Page, table: string, dishes: string[], doubleTap = false): Promise<void> {
  await page
    .getByTestId('staff-table')
    .and(page.locator(`[data-table="${table}"]`))
    .click();
  await expect(page.getByRole('heading', { name: `Mesa ${table} - Nuevo Pedido` })).toBeVisible();
  for (const dish of dishes) await page.getByRole('button', { name: `Añadir ${dish}`, exact: true }).click();
  await expect(page.getByTestId('staff-item-count')).toHaveText(
    `${dishes.length} producto${dishes.length === 1 ? '' : 's'}`,
  );
  const send = page.getByRole('button', { name: 'Enviar Pedido' });
  if (doubleTap) await send.dblclick();
  else await send.click();
  await toast(page, 'Pedido creado', 'El pedido se sincronizará cuando vuelva la conexión');
  await expect(page.getByRole('heading', { name: 'Selecciona una mesa' })).toBeVisible();
}

test('staff screen: orders and a status move taken offline survive a reload and reach the kitchen once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The specs before this one left orders on their tables; the waiter needs three free ones.
  await closeService(request);
  const waiter = await openStaff(browser, WAITER);
  const page = waiter.page;
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  await expect(page.getByTestId('staff-user')).toHaveText('Lucía');
  // The app shell must be precached before the network goes: a reload offline is served by it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // Other specs share the gateway: take the first three tables that are free now.
  const free = page.getByTestId('staff-table').and(page.locator('[data-status="available"]'));
  await expect(free.nth(2)).toBeVisible();
  const tables = await free.evaluateAll((nodes) =>
    nodes.slice(0, 3).map((node) => node.getAttribute('data-table') ?? ''),
  );

  await page.context().setOffline(true);
  await expect(pending(page)).toHaveAttribute('data-online', 'false');
  await page.getByRole('button', { name: 'Sincronizar' }).click();
  await toast(page, 'Error de sincronización', 'No se pudieron sincronizar algunos datos');

  // A double tap on send must still write one order.
  await takeOrder(page, tables[0] ?? '', ['Croquetas de jamón ibérico', 'Patatas bravas'], true);
  await takeOrder(page, tables[1] ?? '', ['Pimientos de Padrón']);
  await takeOrder(page, tables[2] ?? '', ['Tortilla española']);
  // Offline, the gateway cannot mark them: the device itself shows its tables taken, from the checks
  // it opened (an occupied table still takes the next round, on the same check).
  for (const table of tables) {
    const card = page.getByTestId('staff-table').and(page.locator(`[data-table="${table}"]`));
    await expect(card).toHaveAttribute('data-status', 'occupied');
  }

  await page.getByRole('tab', { name: 'Cocina' }).click();
  await expect(page.getByRole('heading', { name: 'Cola de Cocina' })).toBeVisible();
  for (const table of tables) await expect(orderCard(page, table)).toHaveCount(1);
  const first = orderCard(page, tables[0] ?? '');
  await first.getByRole('button', { name: 'Comenzar Preparación' }).click();
  await toast(page, 'Estado actualizado', 'El cambio se sincronizará cuando vuelva la conexión');
  await expect(first).toHaveAttribute('data-status', 'preparing');
  const numbers = await Promise.all(tables.map((table) => orderCard(page, table).getAttribute('data-order')));
  // Three new orders, the three checks they opened and one move: seven changes wait.
  await expect(pending(page)).toHaveAttribute('data-pending', '7');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  await expect(pending(page)).toHaveAttribute('data-online', 'false');
  await expect(pending(page)).toHaveAttribute('data-pending', '7');
  await page.getByRole('tab', { name: 'Cocina' }).click();
  for (const table of tables) await expect(orderCard(page, table)).toHaveCount(1);
  await expect(orderCard(page, tables[0] ?? '')).toHaveAttribute('data-status', 'preparing');

  const reconnectedAt = Date.now();
  await page.context().setOffline(false);
  await expect(pending(page)).toHaveAttribute('data-online', 'true', { timeout: 30_000 });
  await expect(pending(page)).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
  console.log(
    `[staff] resync after reconnect (setOffline(false) → pending 0): ${Date.now() - reconnectedAt} ms`,
  );
  await expect(page.getByTestId('staff-refused')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sincronizar' }).click();
  await toast(page, 'Sincronización completada', 'Los datos se han sincronizado correctamente');

  const cook = await openStaff(browser, COOK);
  await cook.page.getByRole('tab', { name: 'Cocina' }).click();
  for (const [index, table] of tables.entries()) {
    const card = orderCard(cook.page, table);
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute('data-order', numbers[index] ?? '');
    await expect(card).toHaveAttribute('data-status', index === 0 ? 'preparing' : 'pending');
  }
  const kitchenOrders = await cook.page
    .getByTestId('staff-order')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-order')));
  expect(kitchenOrders.filter((number) => numbers.includes(number))).toHaveLength(3);

  expect(waiter.errors).toEqual([]);
  expect(cook.errors).toEqual([]);
  await cook.page.context().close();
  await page.context().close();
});
