import { expect, test } from '@playwright/test';
import { DEMO_INGREDIENTS, DEMO_RECIPES } from '@restaurantpro/sync-gateway/demo';
import { closeService, waitForSynced } from './helpers.ts';
import { euro, typed } from './money-figures.ts';
import { open } from './money-screens.ts';
import {
  centsOf,
  consumed,
  milliOf,
  receive,
  shown,
  typedQuantity,
  variance,
  type Stock,
} from './supply-figures.ts';
import {
  addInvoice,
  countStock,
  createSupplier,
  expectStock,
  invoicePdf,
  orderMains,
  receiveGoods,
  setRecipeQuantity,
  voidLine,
} from './supply-screens.ts';

/**
 * Rice from the supplier to the plate, as a restaurant lives it. A manager registers a new rice
 * supplier and receives 10 kg of arroz bomba at 3,40 €/kg ('Entrada de mercancía'): the cook's
 * inventory, another device, shows the stock and the weighted average cost. The paella's recipe takes
 * 0,800 kg of rice for 4 servings; the waiter sells 4 paellas (3, then 1 more) and the rice drops by
 * 0,8 kg; voiding the last one gives 0,2 kg back. The cook counts 9,0 kg ('Recuento', 'Merma') and
 * 'Diferencias' shows the loss in kilograms and euros. The manager enters the supplier's invoice with
 * its PDF, and the dashboard shows the new-invoice alert. Every figure is worked out here from the
 * demo's opening stock.
 */

const MANAGER = { email: 'gerente@demo.restaurantpro.es', password: 'demo1234' };
const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };
const COOK = { email: 'cocina@demo.restaurantpro.es', password: 'demo1234' };

const SUPPLIER = {
  name: 'Arrocerías del Júcar',
  contactPerson: 'Amparo Ferrer',
  email: 'pedidos@arroceriasjucar.example',
  phone: '+34 962 000 555',
  address: 'Camí del Molí 4, Sueca',
  taxId: 'B12345674',
};

const RICE_ID = 'arroz-bomba';
const RICE = DEMO_INGREDIENTS.find((ingredient) => ingredient.key === RICE_ID);
const PAELLA_ID = 'paella-valenciana';
const PAELLA = 'Paella valenciana';
const SERVINGS = DEMO_RECIPES.find((recipe) => recipe.product === PAELLA_ID)?.servings ?? 0;
/** The recipe's rice for its 4 servings: 0,2 kg a portion. */
const RECIPE_RICE = 800;
/** The delivery: 10 kg at 3,40 €/kg. */
const RECEIVED = { milli: 10_000, cents: 340 };
const COUNTED = 9_000;
const TABLE = '6';

if (!RICE || SERVINGS !== 4) throw new Error('La demo ya no tiene el arroz bomba o la paella de 4 raciones');
const opening: Stock = { milli: milliOf(RICE.currentStock), cents: centsOf(RICE.costPerUnit) };
const delivered = receive(opening, RECEIVED.milli, RECEIVED.cents);
const sold: Stock = { ...delivered, milli: delivered.milli - consumed(4, RECIPE_RICE, SERVINGS) };
const voided: Stock = { ...sold, milli: sold.milli + consumed(1, RECIPE_RICE, SERVINGS) };
const loss = variance(voided.milli, COUNTED, voided.cents);
const counted: Stock = { ...voided, milli: voided.milli + loss.milli };
/** The delivery's value, which its invoice bills. */
const BILLED = (RECEIVED.milli * RECEIVED.cents) / 1000;

/** A date `days` after today in Madrid, as a date input takes it. */
function madridDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test.describe.configure({ timeout: 150_000 });
test.use({ trace: 'off' });

test('supplies: goods received, paellas sold and one voided, a count with its waste, an invoice with its PDF', async ({
  browser,
  request,
}) => {
  // Specs before this one leave checks on their tables: table 6 must start free.
  await closeService(request);
  const manager = await open(browser, MANAGER, '/suppliers');
  const cook = await open(browser, COOK, '/inventory');
  await expectStock(cook, RICE.name, opening);

  await createSupplier(manager, SUPPLIER);
  await setRecipeQuantity(manager, PAELLA, RICE_ID, (RECIPE_RICE / 1000).toFixed(3));
  await expect(
    manager.getByTestId('recipe-detail').getByTestId('recipe-line').filter({ hasText: RICE.name }),
  ).toContainText(`${shown(RECIPE_RICE)} kilogramos`);

  // 10 kg at 3,40 €/kg on the manager's device; the cook's inventory follows.
  await manager.goto('/inventory');
  await waitForSynced(manager);
  await receiveGoods(manager, {
    supplier: SUPPLIER.name,
    reference: 'ALB-2291',
    ingredient: RICE.name,
    quantity: typedQuantity(RECEIVED.milli),
    unitLabel: 'Kilogramos',
    unitCost: typed(RECEIVED.cents),
  });
  await expectStock(cook, RICE.name, delivered);
  await expectStock(manager, RICE.name, delivered);

  // Four paellas from the waiter's phone, in two rounds; the last one is voided before the kitchen starts it.
  const waiter = await open(browser, WAITER, '/staff', true);
  await orderMains(waiter, TABLE, PAELLA, 3, 4);
  await orderMains(waiter, TABLE, PAELLA, 1, 4);
  await expectStock(cook, RICE.name, sold);
  await voidLine(waiter, TABLE, PAELLA, 1);
  await expectStock(cook, RICE.name, voided);

  // The cook counts 9,0 kg: the difference is recorded as waste, in kilograms and in euros.
  await countStock(cook, RICE.name, `${shown(voided.milli)} kilogramos`, typedQuantity(COUNTED), 'Merma');
  await expectStock(cook, RICE.name, counted);
  await expectStock(manager, RICE.name, counted);
  for (const page of [cook, manager]) {
    const row = page.locator(`[data-testid="variance-row"][data-name="${RICE.name}"]`).first();
    await expect(row.getByTestId('variance-units')).toHaveText(`${shown(loss.milli)} kilogramos`);
    await expect(row.getByTestId('variance-euros')).toHaveText(euro(loss.cents));
    await expect(row).toContainText('Merma');
  }

  // The supplier's page lists the delivery; its invoice is entered with the PDF attached.
  const invoice = {
    number: 'AJ-2026-0147',
    dueDate: madridDate(30),
    amount: typed(BILLED),
    document: await invoicePdf(browser, `Arrocerías del Júcar · Factura AJ-2026-0147`),
  };
  await manager.goto('/suppliers');
  await waitForSynced(manager);
  await manager
    .locator(`[data-testid="supplier-row"][data-name="${SUPPLIER.name}"]`)
    .getByRole('button', { name: SUPPLIER.name, exact: true })
    .click();
  const panel = manager.getByTestId('supplier-panel');
  const delivery = panel.getByTestId('delivery-row');
  await expect(delivery).toHaveCount(1);
  await expect(delivery).toContainText('ALB-2291');
  await expect(delivery).toContainText(euro(BILLED));
  await addInvoice(manager, SUPPLIER.name, invoice);
  const row = panel.locator(`[data-testid="invoice-row"][data-number="${invoice.number}"]`);
  await expect(row).toContainText('Pendiente');
  // The attached document is the PDF, served back as one.
  const href = await row.getByRole('link', { name: `Documento de ${invoice.number}` }).getAttribute('href');
  const document = await manager.request.get(href ?? '');
  expect(document.headers()['content-type']).toContain('application/pdf');
  expect((await document.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await manager.keyboard.press('Escape');

  // The dashboard: the new-invoice alert.
  await manager.getByRole('link', { name: 'Dashboard' }).click();
  const alert = manager
    .getByTestId('dashboard-alert')
    .and(manager.locator('[data-type="new-invoice"]'))
    .filter({ hasText: invoice.number });
  await expect(alert).toContainText('Nueva factura');
  await expect(alert).toContainText(`Factura ${invoice.number} de ${SUPPLIER.name} por ${euro(BILLED)}`);

  for (const page of [manager, cook, waiter]) await page.context().close();
  // Nothing was paid: the paellas' check is closed without payment and table 6 freed.
  await closeService(request);
});
