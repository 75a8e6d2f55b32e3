import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { bareReplicationLatencies } from './bare-replication.ts';
import { apiCall, apiSignIn, closeService, removeStations, signIn, waitForSynced } from './helpers.ts';

/**
 * Time from the tap on 'Enviar a Cocina' to the order's card on the kitchen screen, in two browser
 * contexts (two devices, two IndexedDB replicas, live sync through the gateway). Both timestamps come
 * from the same machine clock: the POS records its taps, the kitchen a MutationObserver's sightings.
 * The baseline, measured first in the same run: the same orders between two pages running bare
 * PouchDB in live sync through the gateway, no app. Prints both medians and their ratio; speed
 * targets are judged from them, not asserted here.
 */
const ORDERS = 20;
// A trace's DOM snapshot after every action would load the pages being measured.
test.use({ trace: 'off' });
const TABLES = ['1', '2', '3', '4', '5', '6', 'B1', 'B2'];
/**
 * Which table each order goes to: four first rounds of new checks (the screens still warming up),
 * later rounds on them, then four more first rounds (warm), then later rounds on every table. The
 * warm first rounds against the later rounds tell what opening a check costs, apart from warm-up.
 */
const ROUNDS = [0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7];
const WARM_UP = [0, 1, 2, 3];
const WARM_FIRST = [8, 9, 10, 11];
const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };
const COOK = { email: 'cocina@demo.restaurantpro.es', password: 'demo1234' };

/** Median, p95 and maximum of a list of milliseconds. */
function summary(values: readonly number[]): { median: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { median: pick(0.5), p95: pick(0.95), max: sorted.at(-1) ?? NaN };
}

async function open(page: Page, account: typeof WAITER, path: string): Promise<void> {
  await signIn(page, account, path);
  await waitForSynced(page);
}

/** The kitchen screen's cards: the whole kitchen's orders, or a station's tickets. */
const CARDS = { all: '[data-testid="kitchen-order"]', station: '[data-testid="station-ticket"]' } as const;

/**
 * Enviar a Cocina → card, for ORDERS orders one at a time, with the kitchen screen showing `view`
 * (the whole kitchen, or the bar's station, which makes the café). Starts from a closed service.
 */
async function kitchenLatencies(
  browser: Browser,
  request: APIRequestContext,
  view: { value: string; cards: string },
): Promise<number[]> {
  await closeService(request);
  const pos = await (await browser.newContext()).newPage();
  const kitchen = await (await browser.newContext()).newPage();
  await open(pos, WAITER, '/pos');
  await open(kitchen, COOK, '/kitchen');
  await kitchen.getByLabel('Estación', { exact: true }).selectOption(view.value);

  await pos.evaluate(() => {
    const taps: number[] = [];
    Object.assign(window, { taps });
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest('button');
        if (button?.textContent?.includes('Enviar a Cocina')) taps.push(Date.now());
      },
      true,
    );
  });
  await kitchen.evaluate((cards) => {
    const seen: Record<string, number> = {};
    for (const card of document.querySelectorAll(cards)) seen[card.getAttribute('data-order') ?? ''] = 0;
    Object.assign(window, { seen, fresh: [] as number[] });
    new MutationObserver(() => {
      for (const card of document.querySelectorAll(cards)) {
        const number = card.getAttribute('data-order') ?? '';
        if (!(number in seen)) {
          seen[number] = Date.now();
          (window as unknown as { fresh: number[] }).fresh.push(seen[number]);
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  }, view.cards);

  const select = pos.getByLabel('Mesa', { exact: true });
  for (let i = 0; i < ORDERS; i++) {
    const table = TABLES[ROUNDS[i] ?? 0] ?? '1';
    const value = await select.locator('option', { hasText: `Mesa ${table} ·` }).getAttribute('value');
    await select.selectOption(value ?? '');
    await pos.getByRole('button', { name: 'Añadir Café solo', exact: true }).click();
    await pos.getByRole('button', { name: 'Enviar a Cocina' }).click();
    // One order at a time: the next tap waits until the kitchen has shown this one. The kitchen page
    // itself says when (polling it would load the very pages being measured).
    await kitchen.evaluate(
      (count) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if ((window as unknown as { fresh: number[] }).fresh.length >= count) resolve();
          };
          new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
          check();
        }),
      i + 1,
    );
    await expect(pos.getByText('El pedido está vacío')).toBeVisible();
  }

  const taps = await pos.evaluate(() => (window as unknown as { taps: number[] }).taps);
  const fresh = await kitchen.evaluate(() => (window as unknown as { fresh: number[] }).fresh);
  expect(taps).toHaveLength(ORDERS);
  await Promise.all([pos, kitchen].map((page) => page.context().close()));
  return fresh.map((at, i) => at - (taps[i] ?? at));
}

/** The figures of one view's run, against the bare replication baseline. */
function report(
  label: string,
  latencies: readonly number[],
  bare: { median: number; p95: number; max: number },
) {
  const app = summary(latencies);
  // The service was closed first, so each table's first order opens a new check (the first round, the
  // most common order there is) and the later ones join it: side by side, which leg the check costs.
  const firstAtAll = summary(WARM_UP.map((i) => latencies[i] ?? NaN));
  const first = summary(WARM_FIRST.map((i) => latencies[i] ?? NaN));
  const later = summary(latencies.filter((_, i) => !WARM_UP.includes(i) && !WARM_FIRST.includes(i)));
  return (
    `${label}: Enviar a Cocina → card over ${ORDERS} orders: median ${app.median} ms, p95 ${app.p95} ms, max ${app.max} ms\n` +
    `  first rounds of new checks: the first orders of the run (${WARM_UP.length}), median ${firstAtAll.median} ms, ` +
    `max ${firstAtAll.max} ms; later, warm (${WARM_FIRST.length}), median ${first.median} ms, max ${first.max} ms; ` +
    `later rounds (${ORDERS - WARM_UP.length - WARM_FIRST.length}): median ${later.median} ms, max ${later.max} ms\n` +
    `  App / bare replication (medians): ${(app.median / bare.median).toFixed(2)}×`
  );
}

test('orders reach the kitchen screen live; latency figures', async ({ browser, request }) => {
  test.setTimeout(360_000);
  const bare = summary(await bareReplicationLatencies(browser, WAITER, COOK, ORDERS));
  const whole = await kitchenLatencies(browser, request, {
    value: 'all',
    cards: CARDS.all,
  });
  // The same orders with the kitchen's stations on, the screen showing the bar's (which makes the café).
  await apiSignIn(request, E2E_ADMIN);
  await removeStations(request);
  const bar = await apiCall<{ id: string }>(request, 'post', '/api/stations', {
    name: 'Barra',
    categories: ['bebidas', 'vinos', 'cocktails'],
  });
  await apiCall(request, 'post', '/api/stations', { name: 'Cocina caliente', categories: ['principales'] });
  const station = await kitchenLatencies(browser, request, { value: bar.id, cards: CARDS.station });
  await apiSignIn(request, E2E_ADMIN);
  await removeStations(request);
  console.log(
    `Bare replication (PouchDB → gateway → PouchDB, no app) in the same run: median ${bare.median} ms, ` +
      `p95 ${bare.p95} ms, max ${bare.max} ms\n` +
      `${report('The whole kitchen', whole, bare)}\n${report("Stations on, the bar's screen", station, bare)}`,
  );
});
