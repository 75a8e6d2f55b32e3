import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { apiCall, apiSignIn, closeService, removeStations, signIn, waitForSynced } from './helpers.ts';

/**
 * A station's screen on a heavy night: 200 live tickets, then new rounds one at a time. The board
 * measures each of its renders, body to commit (`station-board-render`, useRenderTiming.ts); the
 * figure is what a new round costs it to draw again, all renders it caused summed, median over the
 * rounds. Printed, not asserted: speed is judged from the figures (the target is 50 ms).
 */
const LIVE = 200;
const NEW_ROUNDS = 10;
const COOK = { email: 'cocina@demo.restaurantpro.es', password: 'demo1234' };
const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };
test.use({ trace: 'off' });

test('a station with 200 live tickets draws a new round; render figures', async ({ browser, request }) => {
  test.setTimeout(300_000);
  await closeService(request);
  await apiSignIn(request, E2E_ADMIN);
  await removeStations(request);
  const station = await apiCall<{ id: string }>(request, 'post', '/api/stations', {
    name: 'Barra',
    categories: ['bebidas'],
  });
  const products = await apiCall<Array<{ id: string; name: string }>>(request, 'get', '/api/products');
  // Drinks without a recipe or options: hundreds sold move no stock other specs count.
  const water = products.find((p) => p.name === 'Agua mineral')?.id ?? '';
  const soda = products.find((p) => p.name === 'Refresco')?.id ?? '';
  const tables = await apiCall<Array<{ id: string }>>(request, 'get', '/api/tables');

  await apiSignIn(request, WAITER);
  const checks: string[] = [];
  for (const table of tables.slice(0, 8))
    checks.push(
      (await apiCall<{ id: string }>(request, 'post', '/api/checks', { tableId: table.id, guests: 4 })).id,
    );
  let sent = 0;
  const round = () => {
    sent += 1;
    return apiCall(request, 'post', `/api/checks/${checks[sent % checks.length] ?? ''}/rounds`, {
      items: [
        { productId: water, quantity: 1 + (sent % 3) },
        { productId: soda, quantity: 1, notes: `Ronda ${sent}` },
      ],
    });
  };
  for (let i = 0; i < LIVE; i++) await round();

  const kitchen = await (await browser.newContext()).newPage();
  await signIn(kitchen, COOK, '/kitchen');
  await waitForSynced(kitchen);
  await kitchen.getByLabel('Estación', { exact: true }).selectOption(station.id);
  const tickets = kitchen.getByTestId('station-ticket');
  await expect(tickets).toHaveCount(LIVE, { timeout: 60_000 });

  const perRound: number[] = [];
  for (let i = 1; i <= NEW_ROUNDS; i++) {
    const before = await kitchen.evaluate(() => performance.getEntriesByName('station-board-render').length);
    await round();
    await expect(tickets).toHaveCount(LIVE + i, { timeout: 20_000 });
    // The renders the round caused: the pulled document shown at once, then the read confirming it.
    // Settled once no render came for half a second.
    const total = await kitchen.evaluate(async (from) => {
      const entries = () => performance.getEntriesByName('station-board-render');
      for (let seen = -1; seen !== entries().length;) {
        seen = entries().length;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return entries()
        .slice(from)
        .reduce((sum, entry) => sum + entry.duration, 0);
    }, before);
    perRound.push(total);
  }
  const sorted = [...perRound].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  console.log(
    `Station board with ${LIVE} live tickets, a new round drawn (renders summed, body to commit) over ` +
      `${NEW_ROUNDS} rounds: median ${median.toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms ` +
      `(target ≤ 50 ms median)`,
  );
  expect(perRound.every((ms) => ms > 0)).toBe(true);

  await kitchen.context().close();
  await closeService(request);
  await apiSignIn(request, E2E_ADMIN);
  await removeStations(request);
});
