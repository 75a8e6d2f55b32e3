import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, waitForSynced } from './helpers.ts';

const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };
const COOK = { email: 'cocina@demo.restaurantpro.es', password: 'demo1234' };
const MANAGER = { email: 'gerente@demo.restaurantpro.es', password: 'demo1234' };

async function openAs(browser: Browser, account: typeof WAITER, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account, path);
  await waitForSynced(page);
  return page;
}

function card(page: Page, name: string) {
  return page.getByTestId('product-card').filter({ hasText: name.toUpperCase() });
}

async function addProduct(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Añadir ${name}`, exact: true }).click();
}

async function chooseTable(page: Page, number: string): Promise<void> {
  const select = page.getByLabel('Mesa', { exact: true });
  const value = await select.locator('option', { hasText: `Mesa ${number} ·` }).getAttribute('value');
  await select.selectOption(value ?? '');
}

async function toast(page: Page, title: string, description?: string): Promise<void> {
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(region.getByText(description).first()).toBeVisible();
}

// Each test signs in two or three people, each with their own replica to fill: give them room.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// Timings are asserted here; a trace's DOM snapshot after every action would load the pages measured.
test.use({ trace: 'off' });

test('POS: validation toasts, IVA and totals of a multi-line order', async ({ browser }) => {
  const pos = await openAs(browser, WAITER, '/pos');
  await expect(card(pos, 'Patatas bravas')).toBeVisible();

  // The button reads as disabled (aria-disabled) yet a tap still explains why: force the tap.
  await expect(pos.getByRole('button', { name: 'Enviar a Cocina' })).toHaveAttribute('aria-disabled', 'true');
  await pos.getByRole('button', { name: 'Enviar a Cocina' }).click({ force: true });
  await toast(pos, 'Seleccione una mesa', 'Debe seleccionar una mesa antes de enviar el pedido');
  await chooseTable(pos, '2');
  await expect(pos.getByTestId('selected-table')).toHaveText('Mesa 2');
  await pos.getByRole('button', { name: 'Enviar a Cocina' }).click({ force: true });
  await toast(pos, 'Pedido vacío', 'Añada productos al pedido antes de enviarlo');
  await expect(pos.getByText('El pedido está vacío')).toBeVisible();
  await expect(pos.getByRole('button', { name: 'Limpiar' })).toBeDisabled();

  // Croquetas 9,50 × 2 + Bravas 6,50 + Padrón 7,00 = 32,50; IVA 3,25; total 35,75.
  await addProduct(pos, 'Croquetas de jamón ibérico');
  await addProduct(pos, 'Croquetas de jamón ibérico');
  await addProduct(pos, 'Patatas bravas');
  await addProduct(pos, 'Pimientos de Padrón');
  await addProduct(pos, 'Pimientos de Padrón');
  await pos.getByRole('button', { name: 'Quitar uno de Pimientos de Padrón' }).click();
  await expect(pos.getByTestId('order-line')).toHaveCount(3);
  await expect(pos.getByTestId('order-subtotal')).toHaveText(/32,50/);
  await expect(pos.getByTestId('order-tax')).toHaveText(/3,25/);
  await expect(pos.getByTestId('order-total')).toHaveText(/35,75/);
  await pos.getByRole('button', { name: 'Eliminar Patatas bravas' }).click();
  await expect(pos.getByTestId('order-total')).toHaveText(/28,60/);

  await pos.getByRole('button', { name: 'Limpiar' }).click();
  await toast(pos, 'Pedido limpio');
  await expect(pos.getByText('El pedido está vacío')).toBeVisible();
  await pos.context().close();
});

/** Order numbers of the cards in the kitchen queue right now. */
/** The order numbers on the kitchen's queue, once the queue has loaded (before, it shows none). */
async function kitchenOrders(kitchen: Page): Promise<string[]> {
  await expect(kitchen.getByRole('region', { name: 'Cola de Pedidos' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  return kitchen
    .getByTestId('kitchen-order')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-order') ?? ''));
}

/**
 * The kitchen's queue once it shows every active order the server has. A kitchen that has just
 * synced may still be rendering what it pulled: a list noted earlier would miss orders that then
 * appear as if new.
 */
async function settledQueue(kitchen: Page): Promise<string[]> {
  const res = await kitchen.request.get('/api/orders/active');
  expect(res.status()).toBe(200);
  const active = ((await res.json()) as Array<{ orderNumber: string }>).map((order) => order.orderNumber);
  await expect.poll(async () => (await kitchenOrders(kitchen)).sort()).toEqual(active.sort());
  return kitchenOrders(kitchen);
}

/** Sends a one-line order for a table from the POS and waits for its confirmation toast. */
async function sendOrder(pos: Page, table: string, product: string): Promise<void> {
  await chooseTable(pos, table);
  await addProduct(pos, product);
  await pos.getByRole('button', { name: 'Enviar a Cocina' }).click();
  await toast(pos, 'Pedido enviado', 'El pedido ha sido enviado a cocina correctamente');
  await expect(pos.getByText('El pedido está vacío')).toBeVisible();
}

/** Records the tap on 'Enviar a Cocina' at the POS and the first new card's sighting in the kitchen. */
async function watchArrival(pos: Page, kitchen: Page, before: readonly string[]): Promise<void> {
  await pos.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest('button');
        if (button?.textContent?.includes('Enviar a Cocina')) Object.assign(window, { tappedAt: Date.now() });
      },
      true,
    );
  });
  await kitchen.evaluate((known) => {
    const arrived = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        for (const card of document.querySelectorAll('[data-testid="kitchen-order"]')) {
          if (!known.includes(card.getAttribute('data-order') ?? '')) {
            Object.assign(window, { seenAt: Date.now() });
            observer.disconnect();
            resolve();
            return;
          }
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    Object.assign(window, { arrived });
  }, before);
}

/** The kitchen card that is not among `before`, once exactly one new card has arrived. */
async function newCard(kitchen: Page, before: readonly string[], timeout?: number) {
  const fresh = kitchen.getByTestId('kitchen-order').filter({ hasNot: kitchen.locator('nothing') });
  await expect(async () => {
    const now = await kitchenOrders(kitchen);
    expect(now.filter((n) => !before.includes(n))).toHaveLength(1);
  }).toPass({ timeout: timeout ?? 10_000, intervals: [25] });
  const number = (await kitchenOrders(kitchen)).find((n) => !before.includes(n)) ?? '';
  return fresh.and(kitchen.locator(`[data-order="${number}"]`));
}

test('an order sent at the POS reaches the kitchen live and its moves show on the dashboard', async ({
  browser,
}) => {
  const pos = await openAs(browser, WAITER, '/pos');
  const kitchen = await openAs(browser, COOK, '/kitchen');
  const dashboard = await openAs(browser, MANAGER, '/');
  const activeBefore = Number(await dashboard.getByTestId('stat-active-orders').textContent());
  const before = await settledQueue(kitchen);

  await watchArrival(pos, kitchen, before);
  await sendOrder(pos, '3', 'Tortilla española');
  await kitchen.evaluate(() => (window as unknown as { arrived: Promise<void> }).arrived);
  const card = await newCard(kitchen, before);
  // Live replication, no reload and no polling: the card is there within a second of the tap. Both
  // pages time it themselves, so the test's own polling does not load the kitchen while it renders.
  const tappedAt = await pos.evaluate(() => (window as unknown as { tappedAt: number }).tappedAt);
  const seenAt = await kitchen.evaluate(() => (window as unknown as { seenAt: number }).seenAt);
  expect(seenAt - tappedAt).toBeLessThanOrEqual(1_000);
  await expect(card).toContainText('Mesa 3');
  await expect(card).toContainText('1×Tortilla española');
  await expect(card).toHaveAttribute('data-status', 'pending');
  await expect(dashboard.getByTestId('stat-active-orders')).toHaveText(String(activeBefore + 1));
  const number = await card.getAttribute('data-order');
  const onDashboard = dashboard.getByTestId('dashboard-order').filter({ hasText: `Pedido: ${number}` });
  await expect(onDashboard).toContainText('Nuevo');
  await expect(onDashboard).toContainText('Mesa 3');

  await card.getByRole('button', { name: 'Comenzar' }).click();
  await toast(kitchen, 'Pedido en cocina', 'El pedido ha sido marcado como En Preparación');
  await expect(card).toHaveAttribute('data-status', 'preparing');
  await expect(onDashboard).toContainText('En cocina');
  await card.getByRole('button', { name: 'Listo' }).click();
  await toast(kitchen, 'Pedido listo');
  await expect(onDashboard).toContainText('Listo');
  await card.getByRole('button', { name: 'Servido' }).click();
  await toast(kitchen, 'Pedido servido');
  await expect(card).toHaveCount(0);
  await expect(onDashboard).toHaveCount(0);
  await expect(dashboard.getByTestId('stat-active-orders')).toHaveText(String(activeBefore));
  await Promise.all([pos, kitchen, dashboard].map((page) => page.context().close()));
});

test('orders sent while the POS is offline reach the kitchen once, after it reconnects', async ({
  browser,
}) => {
  const pos = await openAs(browser, WAITER, '/pos');
  const kitchen = await openAs(browser, COOK, '/kitchen');
  const before = await settledQueue(kitchen);

  await pos.context().setOffline(true);
  await expect(pos.getByTestId('sync-indicator').first()).toHaveAttribute('data-sync', 'offline');
  await sendOrder(pos, '4', 'Gambas al ajillo');
  await sendOrder(pos, '5', 'Pulpo a la gallega');
  // Two orders, each opening its table's check: four documents wait.
  await expect(pos.getByTestId('sync-indicator').first()).toContainText('4');
  expect(await kitchenOrders(kitchen)).toEqual(before);

  await pos.context().setOffline(false);
  await waitForSynced(pos);
  await expect(async () => {
    const fresh = (await kitchenOrders(kitchen)).filter((n) => !before.includes(n));
    expect(fresh).toHaveLength(2);
  }).toPass({ intervals: [50] });
  const cards = kitchen.getByTestId('kitchen-order');
  await expect(cards.filter({ hasText: 'Gambas al ajillo' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Pulpo a la gallega' })).toHaveCount(1);
  await Promise.all([pos, kitchen].map((page) => page.context().close()));
});

test('a product the kitchen sets to 0 portions cannot be added at the POS', async ({ browser }) => {
  const pos = await openAs(browser, WAITER, '/pos');
  const kitchen = await openAs(browser, COOK, '/kitchen');
  const row = kitchen.getByTestId('stock-row').filter({ hasText: 'Pimientos de Padrón' });
  const add = pos.getByRole('button', { name: 'Añadir Pimientos de Padrón', exact: true });

  await row.getByRole('button', { name: 'Más Pimientos de Padrón' }).click();
  await row.getByRole('button', { name: 'Actualizar', exact: true }).click();
  await expect(row).toContainText('1 raciones disponibles');
  await expect(add).not.toHaveAttribute('aria-disabled', 'true');

  await row.getByRole('button', { name: 'Menos Pimientos de Padrón' }).click();
  await row.getByRole('button', { name: 'Actualizar', exact: true }).click();
  await toast(kitchen, 'Stock actualizado', 'Los cambios se han sincronizado con el punto de venta');
  await expect(row).toContainText('sin stock');
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await expect(pos.getByTestId('product-card').filter({ hasText: 'PIMIENTOS DE PADRÓN' })).toContainText(
    'Sin stock',
  );
  await add.click({ force: true });
  await toast(pos, 'Producto sin stock', 'Este producto no está disponible actualmente');
  await expect(pos.getByText('El pedido está vacío')).toBeVisible();
  await Promise.all([pos, kitchen].map((page) => page.context().close()));
});
