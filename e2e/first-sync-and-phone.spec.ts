import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import { closeService, signIn, waitForSynced } from './helpers.ts';

const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The floor replica's pull: what a new device waits for before its screens mean anything. */
const FLOOR_CHANGES = /\/db\/floor\/_changes(\?|$)/;
/** Everything the gateway answers besides the app's own files: the replication, the API, the probe. */
const GATEWAY = /\/(db|api)\/|\/healthz$/;
/** What an empty replica would make the screens claim about a restaurant that has data. */
const FALSE_EMPTY = [
  'No hay áreas configuradas aún',
  'Todo está en orden',
  'No hay productos',
  'No hay mesas registradas aún.',
  'No hay ingredientes registrados',
];

// Routes must see every request: a service worker would make them from its own context.
test.use({ serviceWorkers: 'block' });

/** Holds the floor replica's `_changes` requests until `release`, as a slow first sync would. */
async function holdFloorPull(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(FLOOR_CHANGES, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    reached: () => expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0),
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

async function expectNoFalseEmptyState(page: Page): Promise<void> {
  for (const text of FALSE_EMPTY) await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.getByText('0/0', { exact: true })).toHaveCount(0);
}

function intersects(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'element has a box on screen').not.toBeNull();
  return found ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** A waiter signed in on a phone at `path`, synced. */
async function phone(browser: Browser, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(page, WAITER, path);
  await waitForSynced(page);
  return { context, page };
}

test('a new device says it is loading during its first sync, never that the restaurant is empty', async ({
  page,
}) => {
  const pull = await holdFloorPull(page);
  await signIn(page);
  await pull.reached();

  await expect(page.getByText('Cargando datos…')).toBeVisible();
  await expectNoFalseEmptyState(page);
  // Nor does the sidebar's day card count a quiet day.
  await expect(page.getByTestId('occupied-tables')).toHaveCount(0);

  // The other screens, reached in the app (the replication carries on).
  for (const [link, path] of [
    ['Áreas', '/areas'],
    ['Mesas', '/tables'],
    ['Inventario', '/inventory'],
    ['Productos', '/products'],
    ['Recetas', '/recipes'],
  ] as const) {
    await page.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText('Cargando datos…')).toBeVisible();
    await expectNoFalseEmptyState(page);
  }

  // The point of sale: an empty menu would be false too.
  await page.getByRole('link', { name: 'Punto de Venta' }).click();
  await expect(page).toHaveURL(/\/pos$/);
  await expect(page.getByText('Cargando datos…')).toBeVisible();
  await expectNoFalseEmptyState(page);
  await expect(page.getByTestId('product-card')).toHaveCount(0);

  await pull.release();
  await expect(page.getByTestId('product-card').filter({ hasText: 'PATATAS BRAVAS' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('first-sync-loading')).toHaveCount(0);

  await page.getByRole('button', { name: 'Cerrar' }).click();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Salón Interior' })).toBeVisible();
  await expect(page.getByTestId('stat-occupied')).toHaveText(/^\d+\/[1-9]\d*$/);
  await expect(page.getByText('Cargando datos…')).toHaveCount(0);
  await expect(page.getByTestId('occupied-tables')).toHaveText(/^\d+$/);
});

test('a device that synced before shows its data at once when reloaded with the gateway out of reach', async ({
  page,
}) => {
  await signIn(page, WAITER, '/pos');
  await waitForSynced(page);
  await expect(page.getByTestId('product-card').filter({ hasText: 'PATATAS BRAVAS' })).toBeVisible();

  await page.route(GATEWAY, (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByTestId('product-card').filter({ hasText: 'PATATAS BRAVAS' })).toBeVisible();
  await expect(page.getByTestId('first-sync-loading')).toHaveCount(0);
  await expect(page.getByTestId('sync-indicator').first()).toHaveAttribute('data-sync', 'offline');

  // A wide screen keeps the order beside the dishes: no bottom bar there.
  await expect(page.getByRole('button', { name: 'Limpiar' })).toBeVisible();
  await expect(page.getByTestId('order-bar')).toHaveCount(0);
});

test('the POS on a 390 px phone: categories in reach, the order folds into a bottom bar', async ({
  browser,
  request,
}) => {
  const { context, page } = await phone(browser, '/pos');
  const badge = page.getByTestId('sync-indicator').filter({ visible: true });
  await expect(badge).toHaveCount(1);

  // Categories: a row of chips; the last one is scrolled to and takes the list to its dishes.
  const chips = page.getByRole('navigation', { name: 'Categorías' });
  await expect(chips).toBeVisible();
  await chips.getByRole('button', { name: 'Cocktails' }).click();
  await expect(page.getByRole('heading', { name: 'Cocktails', exact: true })).toBeInViewport();
  await expect(chips.getByRole('button', { name: 'Cocktails' })).toHaveAttribute('aria-current', 'true');
  await chips.getByRole('button', { name: 'Entradas' }).click();
  await expect(page.getByRole('heading', { name: 'Entradas', exact: true })).toBeInViewport();

  // Collapsed: a bar with the count and the total; the full order is out of the way.
  const bar = page.getByTestId('order-bar');
  await expect(bar).toBeInViewport();
  await expect(page.getByTestId('order-bar-count')).toHaveText('0 productos');
  await expect(page.getByRole('button', { name: 'Limpiar' })).toBeHidden();
  expect(intersects(await box(badge), await box(bar))).toBe(false);

  await page.getByRole('button', { name: 'Añadir Patatas bravas', exact: true }).click();
  await page.getByRole('button', { name: 'Añadir Patatas bravas', exact: true }).click();
  await expect(page.getByTestId('order-bar-count')).toHaveText('2 productos');
  // 6,50 × 2 = 13,00 plus 10 % IVA.
  await expect(page.getByTestId('order-bar-total')).toHaveText(/14,30/);
  // The dish's toast sits above the bar, so the next tap on 'Ver pedido' reaches it.
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByText('Producto añadido')
    .first();
  await expect(toast).toBeVisible();
  // Polled: the toast slides in from the bottom edge before it settles.
  await expect.poll(async () => intersects(await box(toast), await box(bar))).toBe(false);

  // Expanded: the whole order, with its controls clear of the sync indicator.
  await page.getByRole('button', { name: 'Ver pedido' }).click();
  const sheet = page.getByTestId('order-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('order-line')).toHaveCount(1);
  await expect(sheet.getByTestId('line-quantity')).toHaveText('2');
  const clear = sheet.getByRole('button', { name: 'Limpiar' });
  await expect(clear).toBeEnabled();
  for (const control of [clear, sheet.getByRole('button', { name: 'Enviar a Cocina' })]) {
    expect(intersects(await box(badge), await box(control))).toBe(false);
  }

  await page.getByRole('button', { name: 'Ocultar pedido' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('order-bar-count')).toHaveText('2 productos');

  // The order goes out from the sheet, which then folds back for the next one.
  await page.getByRole('button', { name: 'Ver pedido' }).click();
  await expect(sheet).toBeVisible();
  const select = sheet.getByLabel('Mesa', { exact: true });
  await select.selectOption({ index: 1 });
  await sheet.getByRole('button', { name: 'Enviar a Cocina' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Pedido enviado')).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('order-bar-count')).toHaveText('0 productos');
  await context.close();
  // Leave the tables free for the specs that follow.
  await closeService(request);
});

test('the staff screen on a 390 px phone: every category is a tab, whole, the row scrolling', async ({
  browser,
}) => {
  const { context, page } = await phone(browser, '/staff');
  await page.getByTestId('staff-table').first().click();

  const list = page.getByRole('tablist', { name: 'Categorías' });
  const tabs = list.getByRole('tab');
  await expect(tabs).toHaveText([
    'Entradas',
    'Platos Principales',
    'Postres',
    'Bebidas',
    'Vinos',
    'Cocktails',
  ]);
  // Whole tabs in a row wider than the phone: it scrolls instead of squeezing their names.
  const overflow = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeGreaterThan(0);
  // …inside the screen: the page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const tab of await tabs.all()) {
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }

  // The last category is reached and its drinks can be ordered from the phone.
  await tabs.filter({ hasText: 'Cocktails' }).click();
  await expect(tabs.filter({ hasText: 'Cocktails' })).toBeInViewport();
  await page.getByRole('button', { name: 'Añadir Mojito', exact: true }).click();
  await expect(page.getByRole('button', { name: /Enviar Pedido/ })).toBeEnabled();
  // Nothing sent: the table stays free for the specs that follow.
  await page.getByRole('button', { name: 'Cambiar Mesa' }).click();
  await context.close();
});
