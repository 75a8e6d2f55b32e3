import { expect, test, type Page } from '@playwright/test';
import { closeService, signIn, waitForSynced } from './helpers.ts';

const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };

const DRINK = 'Caña de cerveza';
const STARTER = 'Patatas bravas';
// Not the paella: the supply spec counts the demo's rice from its opening stock.
const MAIN = 'Solomillo de ternera';

interface ApiOrder {
  tableId?: string;
  items: Array<{ productName: string; course?: string; held?: boolean; firedAt?: string }>;
}

/** Each line of table 6's round as the server has it: 'Solomillo de ternera principales held'. */
async function storedRound(page: Page): Promise<string[] | undefined> {
  const orders = (await (await page.request.get('/api/orders')).json()) as ApiOrder[];
  const round = orders.find(
    (order) => order.tableId === 'mesa-6' && order.items.some((item) => item.productName === MAIN),
  );
  return round?.items.map((item) =>
    [item.productName, item.course, item.held === true ? 'held' : 'now', item.firedAt ? 'fired' : '']
      .join(' ')
      .trim(),
  );
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('courses: the waiter holds the mains of a round from the POS and fires them with Marchar', async ({
  page,
  browser,
}) => {
  await signIn(page, WAITER, '/pos');
  await waitForSynced(page);
  const select = page.getByLabel('Mesa', { exact: true });
  const table6 = await select.locator('option', { hasText: 'Mesa 6 ·' }).getAttribute('value');
  await select.selectOption(table6 ?? '');
  for (const name of [DRINK, STARTER, MAIN])
    await page.getByRole('button', { name: `Añadir ${name}`, exact: true }).click();

  // The order reads course by course; drinks go out at once and cannot be held.
  const panel = page.getByRole('region', { name: 'Pedido Actual' });
  const course = (label: string) => panel.getByRole('group', { name: label, exact: true });
  await expect(panel.getByTestId('cart-course')).toHaveCount(3);
  await expect(course('Bebidas').getByText('Dejar en espera')).toHaveCount(0);
  await course('Principales').getByText('Dejar en espera').click();
  await expect(course('Principales').getByText('En espera', { exact: true })).toBeVisible();
  await expect(course('Entrantes').getByText('En espera', { exact: true })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Enviar a Cocina' }).click();
  await expect(panel.getByText('El pedido está vacío')).toBeVisible();
  await expect
    .poll(() => storedRound(page))
    .toEqual([`${DRINK} bebidas now`, `${STARTER} entrantes now`, `${MAIN} principales held`]);

  // The table's round waits for its mains, on the panel and on the check.
  const held = panel.getByTestId('held-courses');
  await expect(held.getByText('Principales en espera')).toBeVisible();
  await page.getByTestId('open-check').click();
  const check = page.getByTestId('check-panel');
  const main = check.getByTestId('check-line').and(page.locator(`[data-product="${MAIN}"]`));
  await expect(main).toHaveAttribute('data-held', 'true');
  await expect(main.getByText('En espera')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(check).toBeHidden();

  await held.getByRole('button', { name: 'Marchar principales' }).click();
  await expect(held).toBeHidden();
  await expect
    .poll(() => storedRound(page))
    .toEqual([`${DRINK} bebidas now`, `${STARTER} entrantes now`, `${MAIN} principales now fired`]);

  const admin = await browser.newContext();
  await closeService(admin.request);
  await admin.close();
});
