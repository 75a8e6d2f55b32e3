import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { apiCall, apiSignIn, closeService, removeStations, signIn, waitForSynced } from './helpers.ts';

/**
 * The kitchen pass in Chromium: a round of drinks, starters and held mains reaches the bar, the cold
 * section and the hot kitchen, each screen seeing only its lines; the pass sees the round whole. The
 * station screen runs on Playwright's clock, so its tickets age in minutes without the test waiting
 * them: amber, then red, then one alert. A mistaken bump is recalled with R, a ticket is bumped from
 * the keyboard, the mains come to the stove only after 'Marchar', and the pass says 'Listo para
 * servir' and serves the round.
 */
const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };
const COOK = { email: 'cocina@demo.restaurantpro.es', password: 'demo1234' };
const MINUTE = 60_000;

interface ApiLine {
  id: string;
  productName: string;
  quantity: number;
  status: string;
  held?: boolean;
  stationId?: string;
}
interface ApiOrder {
  id: string;
  orderNumber: string;
  status: string;
  items: ApiLine[];
}

// The mains are entrecots (no recipe): the supply spec counts the demo's rice from its opening stock.
/**
 * The spec's own stations, the only active ones while it runs (stations left by other specs would
 * route the same categories first). Factors small enough that minutes make a ticket late: croquetas
 * (10 min) turn amber at 3 min and red at 5 min in the cold section.
 */
async function setUpStations(request: APIRequestContext): Promise<Record<'bar' | 'cold' | 'hot', string>> {
  await removeStations(request);
  const make = async (name: string, categories: string[], amberFactor = 1, redFactor = 1.5) =>
    (
      await apiCall<{ id: string }>(request, 'post', '/api/stations', {
        name,
        categories,
        amberFactor,
        redFactor,
      })
    ).id;
  return {
    bar: await make('Barra', ['bebidas', 'vinos', 'cocktails']),
    cold: await make('Fríos', ['entradas'], 0.3, 0.5),
    hot: await make('Cocina caliente', ['principales', 'postres']),
  };
}

async function order(request: APIRequestContext, id: string): Promise<ApiOrder> {
  const found = (await apiCall<ApiOrder[]>(request, 'get', '/api/orders')).find((o) => o.id === id);
  if (!found) throw new Error(`order ${id} not on the gateway`);
  return found;
}

const line = (round: ApiOrder, name: string): ApiLine => {
  const found = round.items.find((item) => item.productName === name);
  if (!found) throw new Error(`no line ${name}`);
  return found;
};

async function showStation(page: Page, stationId: string): Promise<void> {
  await page.getByLabel('Estación', { exact: true }).selectOption(stationId);
}

const tickets = (page: Page) => page.getByTestId('station-ticket');
const ticketOf = (page: Page, orderNumber: string) =>
  page.locator(`[data-testid="station-ticket"][data-order="${orderNumber}"]`);

test('stations, the pass, late tickets, recall and the bump bar', async ({ browser, request }) => {
  test.setTimeout(180_000);
  await closeService(request);
  await apiSignIn(request, E2E_ADMIN);
  const stations = await setUpStations(request);
  const products = await apiCall<Array<{ id: string; name: string }>>(request, 'get', '/api/products');
  const productId = (name: string) => products.find((p) => p.name === name)?.id ?? '';
  const tables = await apiCall<Array<{ id: string; number: string }>>(request, 'get', '/api/tables');
  const tableId = tables.find((t) => t.number === '5')?.id ?? '';

  // The station screen, on Playwright's clock; the pass, on the machine's.
  const kitchen = await (await browser.newContext()).newPage();
  await kitchen.clock.install();
  await signIn(kitchen, COOK, '/kitchen');
  await waitForSynced(kitchen);
  await showStation(kitchen, stations.bar);
  const pass = await (await browser.newContext()).newPage();
  await signIn(pass, COOK, '/kitchen');
  await waitForSynced(pass);
  await pass.getByLabel('Estación', { exact: true }).selectOption('pase');

  // The waiter sends drinks, starters and mains held for later (as the POS does: POST /api/checks).
  await apiSignIn(request, WAITER);
  await apiCall(request, 'post', '/api/checks', {
    tableId,
    guests: 2,
    items: [
      { productId: productId('Caña de cerveza'), quantity: 2, course: 'bebidas' },
      { productId: productId('Croquetas de jamón ibérico'), quantity: 1, course: 'entrantes' },
      {
        productId: productId('Entrecot de ternera'),
        quantity: 2,
        course: 'principales',
        held: true,
        modifiers: [{ groupId: 'punto-carne', optionIds: ['al-punto'] }],
      },
    ],
  });
  const orders = await apiCall<ApiOrder[]>(request, 'get', '/api/orders');
  const round = orders.find((o) =>
    o.items.some((item) => item.productName === 'Entrecot de ternera' && item.held),
  );
  if (!round) throw new Error('the round did not reach the gateway');

  // The bar sees its cañas alone; a tap on the line bumps it.
  const barTicket = ticketOf(kitchen, round.orderNumber);
  await expect(barTicket.getByTestId('station-line')).toHaveText([/2×\s*Caña de cerveza/]);
  await barTicket.getByRole('button', { name: 'Listo: 2× Caña de cerveza' }).click();
  await expect(barTicket).toHaveCount(0);
  await expect.poll(async () => line(await order(request, round.id), 'Caña de cerveza').status).toBe('ready');

  // The cold section sees its croquetas alone, and the pass sees the whole round.
  await showStation(kitchen, stations.cold);
  const coldTicket = ticketOf(kitchen, round.orderNumber);
  await expect(coldTicket.getByTestId('station-line')).toHaveText([/1×\s*Croquetas de jamón ibérico/]);
  const passRound = pass.locator(`[data-testid="pass-round"][data-order="${round.orderNumber}"]`);
  await expect(passRound.getByTestId('pass-station')).toHaveText([
    /Barra\s*1\/1/,
    /Fríos\s*0\/1/,
    /Cocina caliente\s*1 en espera/,
  ]);

  // The sound switch is a tap (the gesture browsers ask for); then the ticket ages on the clock.
  await kitchen.getByRole('button', { name: 'Activar sonido de avisos' }).click();
  await expect(coldTicket).toHaveAttribute('data-late', 'on-time');
  await kitchen.clock.fastForward(3.2 * MINUTE);
  await expect(coldTicket).toHaveAttribute('data-late', 'amber');
  await kitchen.clock.fastForward(2 * MINUTE);
  await expect(coldTicket).toHaveAttribute('data-late', 'red');
  await expect(kitchen.getByText('Pedido con retraso')).toBeVisible();
  const sound = kitchen.getByRole('button', { name: 'Silenciar avisos' });
  await expect(sound).toHaveAttribute('data-beeps', '1');
  // Once: later ticks leave it red without alerting again.
  await kitchen.clock.fastForward(MINUTE);
  await expect(coldTicket).toHaveAttribute('data-late', 'red');
  await expect(sound).toHaveAttribute('data-beeps', '1');

  // A mistaken bump ('Listo'), recalled from the keyboard (R) within its ten minutes.
  await coldTicket.getByRole('button', { name: 'Listo', exact: true }).click();
  await expect(coldTicket).toHaveCount(0);
  await expect(kitchen.getByTestId('recallable-ticket')).toContainText(round.orderNumber);
  await expect
    .poll(async () => line(await order(request, round.id), 'Croquetas de jamón ibérico').status)
    .toBe('ready');
  await kitchen.keyboard.press('r');
  await expect(coldTicket).toHaveCount(1);
  await expect
    .poll(async () => line(await order(request, round.id), 'Croquetas de jamón ibérico').status)
    .toBe('preparing');

  // The hot kitchen sees the entrecots held, dimmed and not to bump, until the waiter's 'Marchar'.
  await showStation(kitchen, stations.hot);
  const hotTicket = ticketOf(kitchen, round.orderNumber);
  await expect(hotTicket.getByTestId('station-line')).toHaveAttribute('data-held', 'true');
  await expect(hotTicket.getByTestId('station-line')).toContainText('En espera · Principales');
  await expect(kitchen.getByRole('region', { name: 'Todo el día' })).toContainText('Nada pendiente');
  await apiCall(request, 'post', `/api/orders/${round.id}/lines/move`, {
    kind: 'fire',
    course: 'principales',
  });
  await expect(hotTicket.getByTestId('station-line')).not.toHaveAttribute('data-held', 'true');

  // 'Todo el día' counts the portions fired here and not done, as the stored round has them.
  const fired = await order(request, round.id);
  const pending = fired.items
    .filter(
      (item) => item.productName === 'Entrecot de ternera' && ['pending', 'preparing'].includes(item.status),
    )
    .reduce((sum, item) => sum + item.quantity, 0);
  await expect(kitchen.getByTestId('all-day-count')).toHaveText([`${pending}× Entrecot de ternera`]);

  // The bump bar: the ticket's digit, then Enter.
  const position = await tickets(kitchen).evaluateAll(
    (cards, number) => cards.findIndex((card) => card.getAttribute('data-order') === number),
    round.orderNumber,
  );
  await kitchen.keyboard.press(String(position + 1));
  await expect(hotTicket).toHaveAttribute('data-selected', 'true');
  await kitchen.keyboard.press('Enter');
  await expect(hotTicket).toHaveCount(0);
  await expect
    .poll(async () => line(await order(request, round.id), 'Entrecot de ternera').status)
    .toBe('ready');

  // The croquetas done too: the pass says the round is ready to serve, and serves it.
  await showStation(kitchen, stations.cold);
  await coldTicket.getByRole('button', { name: 'Listo', exact: true }).click();
  await expect(passRound).toHaveAttribute('data-ready', 'true');
  await expect(passRound).toContainText('Listo para servir');
  await passRound.getByRole('button', { name: 'Servir' }).click();
  // Served, the round leaves the active orders.
  await expect
    .poll(async () => (await apiCall<ApiOrder[]>(request, 'get', '/api/orders')).map((o) => o.id))
    .not.toContain(round.id);
  await expect(passRound).toHaveCount(0);

  // Later specs find the kitchen as they expect it: no station of this spec's left.
  await apiSignIn(request, E2E_ADMIN);
  await removeStations(request);
  await Promise.all([kitchen, pass].map((page) => page.context().close()));
});
