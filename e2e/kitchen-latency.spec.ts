import { expect, test, type Page } from '@playwright/test';
import { signIn, waitForSynced } from './helpers.ts';

/**
 * Time from the tap on 'Enviar a Cocina' to the order's card on the kitchen screen, in two browser
 * contexts (two devices, two IndexedDB replicas, live sync through the gateway). Both timestamps come
 * from the same machine clock: the POS records its taps, the kitchen a MutationObserver's sightings.
 * Prints the figures; speed targets are judged from them, not asserted here.
 */
const ORDERS = 20;
// A trace's DOM snapshot after every action would load the pages being measured.
test.use({ trace: 'off' });
const TABLES = ['1', '2', '3', '4', '5', '6', 'B1', 'B2'];

async function open(page: Page, email: string, path: string): Promise<void> {
  await signIn(page, { email, password: 'demo1234' }, path);
  await waitForSynced(page);
}

test('orders reach the kitchen screen live; latency figures', async ({ browser }) => {
  test.setTimeout(180_000);
  const pos = await (await browser.newContext()).newPage();
  const kitchen = await (await browser.newContext()).newPage();
  await open(pos, 'camarero@demo.restaurantpro.es', '/pos');
  await open(kitchen, 'cocina@demo.restaurantpro.es', '/kitchen');

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
  await kitchen.evaluate(() => {
    const seen: Record<string, number> = {};
    for (const card of document.querySelectorAll('[data-testid="kitchen-order"]'))
      seen[card.getAttribute('data-order') ?? ''] = 0;
    Object.assign(window, { seen, fresh: [] as number[] });
    new MutationObserver(() => {
      for (const card of document.querySelectorAll('[data-testid="kitchen-order"]')) {
        const number = card.getAttribute('data-order') ?? '';
        if (!(number in seen)) {
          seen[number] = Date.now();
          (window as unknown as { fresh: number[] }).fresh.push(seen[number]);
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });

  const select = pos.getByLabel('Mesa', { exact: true });
  for (let i = 0; i < ORDERS; i++) {
    const table = TABLES[i % TABLES.length] ?? '1';
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
  const latencies = fresh.map((at, i) => at - (taps[i] ?? at)).sort((a, b) => a - b);
  const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  console.log(
    `Enviar a Cocina → kitchen card over ${ORDERS} orders: median ${pick(0.5)} ms, p95 ${pick(0.95)} ms, max ${latencies.at(-1)} ms`,
  );
  await Promise.all([pos, kitchen].map((page) => page.context().close()));
});
