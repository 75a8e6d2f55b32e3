import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { closeService, signIn, waitForSynced } from './helpers.ts';

/**
 * One whole sitting, as a restaurant lives it: table 3 opened for 4 guests, two rounds (one line with
 * modifiers and a note), the kitchen reading them, a line voided before the kitchen starts it and one
 * after (with a manager's confirmation typed on the waiter's phone), the sitting moved to table 5, the
 * bill asked for, the check closed by a manager, and table 5 through Limpieza back to Libre. The
 * check's total and the day's stock are checked to the cent at every step, against figures computed
 * here from the demo menu's prices.
 */

const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };
const COOK = { email: 'cocina@demo.restaurantpro.es', password: 'demo1234' };
const MANAGER = { email: 'gerente@demo.restaurantpro.es', password: 'demo1234' };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Demo menu prices in cents, and the option that adds to the solomillo's. */
const PRICE = { croquetas: 950, bravas: 650, solomillo: 2600, flan: 500, huevo: 150 };
const PRODUCT = {
  croquetas: 'croquetas-jamon',
  bravas: 'patatas-bravas',
  solomillo: 'solomillo',
  flan: 'flan-casero',
};
type Dish = keyof typeof PRODUCT;

const euro = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
/** The bill's total of lines worth `subtotal` cents: IVA 10 % rounded half up to the cent, added once. */
function totalOf(subtotal: number): string {
  return euro.format((subtotal + Math.floor((subtotal * 10 + 50) / 100)) / 100);
}

async function open(browser: Browser, account: typeof WAITER, path: string, phone = false): Promise<Page> {
  const context = await browser.newContext(phone ? PHONE : {});
  const page = await context.newPage();
  await signIn(page, account, path);
  await waitForSynced(page);
  return page;
}

/** The day's portions sold of each dish of the sitting, as the daily stock projection counts them. */
async function sold(request: APIRequestContext): Promise<Record<Dish, number>> {
  const res = await request.get('/api/daily-stock');
  expect(res.status()).toBe(200);
  const rows = (await res.json()) as Array<{ productId: string; soldQuantity: number }>;
  const of = (dish: Dish) => rows.find((row) => row.productId === PRODUCT[dish])?.soldQuantity ?? 0;
  return { croquetas: of('croquetas'), bravas: of('bravas'), solomillo: of('solomillo'), flan: of('flan') };
}

/** The solomillo gets 'Punto de la carne' (required) and 'Extras' (Huevo +1,50 €), as a manager would. */
async function seedModifiers(request: APIRequestContext): Promise<void> {
  const res = await request.get(`/api/products/${PRODUCT.solomillo}`);
  expect(res.status()).toBe(200);
  const product = (await res.json()) as Record<string, unknown>;
  const keys = [
    'name',
    'description',
    'category',
    'price',
    'cost',
    'imageUrl',
    'isAvailable',
    'preparationTime',
    'allergens',
    'isActive',
  ];
  const body = Object.fromEntries(
    keys
      .filter((key) => product[key] !== null && product[key] !== undefined)
      .map((key) => [key, product[key]]),
  );
  const put = await request.put(`/api/products/${PRODUCT.solomillo}`, {
    data: {
      ...body,
      modifierGroups: [
        {
          id: 'punto',
          name: 'Punto de la carne',
          kind: 'single',
          required: true,
          options: [
            { id: 'poco-hecho', name: 'Poco hecho', priceDelta: '0.00' },
            { id: 'al-punto', name: 'Al punto', priceDelta: '0.00' },
            { id: 'hecho', name: 'Hecho', priceDelta: '0.00' },
          ],
        },
        {
          id: 'extras',
          name: 'Extras',
          kind: 'multiple',
          required: false,
          options: [{ id: 'huevo', name: 'Huevo', priceDelta: '1.50' }],
        },
      ],
    },
  });
  expect(put.status(), await put.text()).toBe(200);
}

function tableTile(page: Page, number: string) {
  return page.getByTestId('staff-table').and(page.locator(`[data-table="${number}"]`));
}

function checkPanel(page: Page) {
  return page.getByTestId('check-panel');
}

test.describe.configure({ timeout: 120_000 });
test.use({ trace: 'off' });

test('a whole sitting: rounds, kitchen, voids, a move, the bill, closing and Mesa lista', async ({
  browser,
  request,
}) => {
  // The specs before this one leave checks open on their tables: tables 3 and 5 must start free.
  await closeService(request);
  const manager = await open(browser, MANAGER, '/');
  await seedModifiers(manager.request);
  const waiter = await open(browser, WAITER, '/staff', true);
  const kitchen = await open(browser, COOK, '/kitchen');
  const base = await sold(manager.request);
  const expectSold = (change: Partial<Record<Dish, number>>) =>
    expect
      .poll(() => sold(manager.request))
      .toEqual({
        croquetas: base.croquetas + (change.croquetas ?? 0),
        bravas: base.bravas + (change.bravas ?? 0),
        solomillo: base.solomillo + (change.solomillo ?? 0),
        flan: base.flan + (change.flan ?? 0),
      });

  // Round 1 from the waiter's phone: table 3 is free and opens for 4 guests.
  await expect(tableTile(waiter, '3')).toHaveAttribute('data-status', 'available');
  await tableTile(waiter, '3').click();
  await waiter.getByLabel('Comensales').fill('4');
  await waiter.getByRole('button', { name: 'Añadir Croquetas de jamón ibérico', exact: true }).click();
  await waiter.getByRole('button', { name: 'Añadir Croquetas de jamón ibérico', exact: true }).click();
  await waiter.getByRole('button', { name: 'Añadir Patatas bravas', exact: true }).click();
  await waiter.getByRole('button', { name: 'Enviar Pedido' }).click();
  await expect(waiter.getByRole('heading', { name: 'Selecciona una mesa' })).toBeVisible();
  let subtotal = 2 * PRICE.croquetas + PRICE.bravas;
  await expect(tableTile(waiter, '3')).toHaveAttribute('data-status', 'occupied');
  await expect(tableTile(waiter, '3').getByTestId('table-check-summary')).toContainText(totalOf(subtotal));
  await expectSold({ croquetas: 2, bravas: 1 });

  // Round 2: table 3 is occupied, so picking it adds a round to its check. The solomillo asks for
  // its punto; it carries the egg (+1,50 €) and a note.
  // The round and its check leave the device in one write, the round first: wait for the check.
  const openCheck = async () => {
    const checks = await waiter.request.get('/api/checks?tableId=mesa-3&status=open');
    return ((await checks.json()) as Array<{ id: string; guests: number }>)[0];
  };
  await expect.poll(async () => (await openCheck())?.guests).toBe(4);
  const check = await openCheck();
  await tableTile(waiter, '3').click();
  await expect(waiter.getByTestId('open-check')).toContainText(totalOf(subtotal));
  await waiter.getByRole('tab', { name: 'Platos Principales' }).click();
  await waiter.getByRole('button', { name: 'Añadir Solomillo de ternera', exact: true }).click();
  const picker = waiter.getByRole('dialog', { name: 'Solomillo de ternera' });
  await picker.getByText('Al punto', { exact: true }).click();
  await picker.getByText('Huevo').click();
  await picker.getByLabel('Nota para cocina').fill('Sin sal');
  await picker.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(picker).toBeHidden();
  await waiter.getByRole('tab', { name: 'Postres' }).click();
  await waiter.getByRole('button', { name: 'Añadir Flan casero', exact: true }).click();
  await waiter.getByRole('button', { name: 'Enviar Pedido' }).click();
  await expect(waiter.getByRole('heading', { name: 'Selecciona una mesa' })).toBeVisible();
  subtotal += PRICE.solomillo + PRICE.huevo + PRICE.flan;
  await expect(tableTile(waiter, '3').getByTestId('table-check-summary')).toContainText(totalOf(subtotal));
  await expectSold({ croquetas: 2, bravas: 1, solomillo: 1, flan: 1 });
  const view = await waiter.request.get(`/api/checks/${check?.id ?? ''}`);
  const rounds = ((await view.json()) as { rounds: Array<{ orderNumber: string }> }).rounds;
  expect(rounds).toHaveLength(2);
  const roundNumber = rounds[1]?.orderNumber ?? '';

  // The kitchen reads the note and the modifiers on the round's own ticket.
  const ticket = kitchen.getByTestId('kitchen-order').and(kitchen.locator(`[data-order="${roundNumber}"]`));
  await expect(ticket).toContainText('Sin sal');
  await expect(ticket).toContainText('Al punto');
  await expect(ticket).toContainText('Huevo');

  // The waiter opens the check: both rounds, the guests, the total.
  await tableTile(waiter, '3').click();
  await waiter.getByTestId('open-check').click();
  const panel = checkPanel(waiter);
  await expect(panel.getByTestId('check-guests')).toContainText('4 comensales');
  await expect(panel.getByTestId('check-round')).toHaveCount(2);
  await expect(panel.getByTestId('check-total')).toHaveText(totalOf(subtotal));

  // Before the kitchen starts it, the waiter voids the bravas alone.
  await panel.getByRole('button', { name: 'Anular Patatas bravas' }).click();
  let dialog = waiter.getByRole('dialog', { name: 'Anular: Patatas bravas' });
  await dialog.getByLabel('Motivo').selectOption({ label: 'Error al tomar la comanda' });
  await dialog.getByRole('button', { name: 'Anular', exact: true }).click();
  await expect(dialog).toBeHidden();
  subtotal -= PRICE.bravas;
  const bravas = panel.getByTestId('check-line').and(waiter.locator('[data-product="Patatas bravas"]'));
  await expect(bravas).toHaveAttribute('data-voided', 'true');
  await expect(bravas.getByTestId('void-reason')).toHaveText('Anulada: Error al tomar la comanda');
  await expect(panel.getByTestId('check-total')).toHaveText(totalOf(subtotal));
  await expectSold({ croquetas: 2, solomillo: 1, flan: 1 });

  // The kitchen starts round 2; now the flan needs a manager, who confirms on the waiter's phone.
  await ticket.getByRole('button', { name: 'Comenzar', exact: true }).click();
  await expect(ticket).toHaveAttribute('data-status', 'preparing');
  const flan = panel.getByTestId('check-line').and(waiter.locator('[data-product="Flan casero"]'));
  // The waiter's phone must know the kitchen started (it asks for a manager only then).
  await expect(flan).toHaveAttribute('data-status', 'preparing');
  await flan.getByRole('button', { name: 'Anular Flan casero' }).click();
  dialog = waiter.getByRole('dialog', { name: 'Anular: Flan casero' });
  await expect(dialog.getByText('Cocina ya ha empezado')).toBeVisible();
  await dialog.getByLabel('Motivo').selectOption({ label: 'El cliente ha cambiado de opinión' });
  await dialog.getByLabel('Correo de gerencia').fill(MANAGER.email);
  await dialog.getByLabel('Contraseña de gerencia').fill(MANAGER.password);
  await dialog.getByRole('button', { name: 'Anular', exact: true }).click();
  await expect(dialog).toBeHidden();
  subtotal -= PRICE.flan;
  await expect(flan).toHaveAttribute('data-voided', 'true');
  await expect(panel.getByTestId('check-total')).toHaveText(totalOf(subtotal));
  await expectSold({ croquetas: 2, solomillo: 1 });

  // The sitting moves to table 5 and asks for the bill.
  await panel.getByRole('button', { name: 'Mover a otra mesa' }).click();
  dialog = waiter.getByRole('dialog', { name: 'Mover la Mesa 3' });
  await dialog.getByLabel('Mesa libre').selectOption({ label: 'Mesa 5' });
  await dialog.getByRole('button', { name: 'Mover', exact: true }).click();
  await expect(panel).toHaveAttribute('data-table', '5');
  await expect(panel.getByTestId('check-total')).toHaveText(totalOf(subtotal));
  await panel.getByRole('button', { name: 'Pedir cuenta' }).click();
  await expect(panel.getByText('Cuenta pedida')).toBeVisible();
  await waiter.keyboard.press('Escape');
  await waiter.getByRole('button', { name: 'Cambiar Mesa' }).click();
  await expect(tableTile(waiter, '5')).toHaveAttribute('data-status', 'bill_requested');
  await expect(tableTile(waiter, '5').getByTestId('table-check-summary')).toContainText(totalOf(subtotal));
  await expectSold({ croquetas: 2, solomillo: 1 });

  // The manager closes it from the dashboard's floor plan, with a reason; table 5 goes to Limpieza.
  const plan = (number: string) =>
    manager.getByTestId('plan-table').and(manager.locator(`[data-table="${number}"]`));
  await expect(plan('5')).toHaveAttribute('data-status', 'bill_requested');
  await plan('5').click();
  const managerPanel = checkPanel(manager);
  await expect(managerPanel.getByTestId('check-total')).toHaveText(totalOf(subtotal));
  await managerPanel.getByRole('button', { name: 'Cerrar sin cobro' }).click();
  dialog = manager.getByRole('dialog', { name: 'Cerrar sin cobro: Mesa 5' });
  await dialog.getByLabel('Motivo').fill('Invitación de la casa');
  await dialog.getByRole('button', { name: 'Cerrar cuenta' }).click();
  await expect(dialog).toBeHidden();
  await expect(managerPanel.getByRole('button', { name: 'Mesa lista' })).toBeVisible();
  await manager.keyboard.press('Escape');
  await expect(plan('5')).toHaveAttribute('data-status', 'cleaning');
  await expect(tableTile(waiter, '5')).toHaveAttribute('data-status', 'cleaning');
  // Closing sells nothing more and gives nothing back: what was served stays sold.
  await expectSold({ croquetas: 2, solomillo: 1 });

  // 'Mesa lista' frees it on every screen.
  await plan('5').getByRole('button', { name: 'Mesa lista' }).click();
  await expect(plan('5')).toHaveAttribute('data-status', 'available');
  await expect(tableTile(waiter, '5')).toHaveAttribute('data-status', 'available');
  await expectSold({ croquetas: 2, solomillo: 1 });

  for (const page of [manager, waiter, kitchen]) await page.context().close();
});
