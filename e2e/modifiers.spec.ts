import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { closeService, signIn, waitForSynced } from './helpers.ts';

const MANAGER = { email: 'gerente@demo.restaurantpro.es', password: 'demo1234' };
const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };
const COOK = { email: 'cocina@demo.restaurantpro.es', password: 'demo1234' };

/** A demo dish sold at 26,00 € with no modifier groups and no allergens until the manager adds them. */
const DISH = 'Solomillo de ternera';
const BEER = 'Caña de cerveza';

interface ApiProduct {
  name: string;
  allergens?: string;
  modifierGroups?: Array<{
    name: string;
    kind: string;
    required: boolean;
    options: Array<{ name: string; priceDelta: string }>;
  }>;
}

interface ApiOrder {
  id: string;
  orderNumber: string;
  subtotal: string;
  tax: string;
  total: string;
  items: Array<{
    productName: string;
    quantity: number;
    unitPrice: string;
    subtotal: string;
    notes?: string;
    modifiers?: Array<{ groupName: string; optionName: string; priceDelta: string }>;
  }>;
}

async function openAs(browser: Browser, account: typeof WAITER, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account, path);
  await waitForSynced(page);
  return page;
}

/** "33,33 €" as es-ES writes euros (a no-break space before the sign). */
function euros(text: string): RegExp {
  return new RegExp(`^${text.replace('+', '\\+')}\\s€$`);
}

/** A form field by its label's start: required fields end in '*', and 'Quitar opción 1' must not match. */
function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('modifiers: a manager adds groups, the POS asks for them, prices them, and the kitchen reads them', async ({
  browser,
}) => {
  // The manager gives the dish a required 'Punto de la carne' and optional 'Extras' with Huevo +1,50 €.
  const manager = await openAs(browser, MANAGER, '/products');
  const catalogueCard = manager.getByTestId('catalogue-product').filter({ hasText: DISH });
  await catalogueCard.getByRole('button', { name: `Editar ${DISH}` }).click();
  const edit = manager.getByRole('dialog', { name: 'Editar Producto' });
  await field(edit, 'Alérgenos').fill('Sulfitos, Mostaza');

  await edit.getByRole('button', { name: 'Añadir grupo de opciones' }).click();
  const punto = edit.getByRole('group', { name: 'Grupo 1' });
  await field(punto, 'Nombre del grupo').fill('Punto de la carne');
  await punto.getByText('Obligatorio', { exact: true }).click();
  await field(punto, 'Opción 1').fill('Poco hecho');
  await punto.getByRole('button', { name: 'Añadir opción' }).click();
  await field(punto, 'Opción 2').fill('Al punto');
  await punto.getByRole('button', { name: 'Añadir opción' }).click();
  await field(punto, 'Opción 3').fill('Hecho');

  await edit.getByRole('button', { name: 'Añadir grupo de opciones' }).click();
  const extras = edit.getByRole('group', { name: 'Grupo 2' });
  await field(extras, 'Nombre del grupo').fill('Extras');
  await field(extras, 'Tipo').selectOption({ label: 'Varias opciones' });
  await field(extras, 'Precio extra 1 (€)').fill('1,50');
  // An option without a name is refused with the schema's message, and nothing is saved.
  await edit.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(extras.getByText('El nombre de la opción es requerido')).toBeVisible();
  await field(extras, 'Opción 1').fill('Huevo');
  await edit.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(edit).toBeHidden();

  // The server has the groups as the schema stores them (the comma typed became 1.50).
  await expect
    .poll(async () => {
      const products = (await (await manager.request.get('/api/products')).json()) as ApiProduct[];
      const dish = products.find((product) => product.name === DISH);
      return dish?.modifierGroups?.map((group) => [
        group.name,
        group.kind,
        group.required,
        group.options.map((option) => `${option.name} ${option.priceDelta}`).join(', '),
      ]);
    })
    .toEqual([
      ['Punto de la carne', 'single', true, 'Poco hecho 0.00, Al punto 0.00, Hecho 0.00'],
      ['Extras', 'multiple', false, 'Huevo 1.50'],
    ]);
  await manager.context().close();

  // The waiter's card shows the allergens (and so the product's new revision, groups included).
  const pos = await openAs(browser, WAITER, '/pos');
  const card = pos.getByTestId('product-card').filter({ hasText: DISH.toUpperCase() });
  await expect(card.getByTestId('allergens')).toHaveText('Alérgenos: sulfitos, mostaza');
  const tableSelect = pos.getByLabel('Mesa', { exact: true });
  const table3 = await tableSelect.locator('option', { hasText: 'Mesa 3 ·' }).getAttribute('value');
  await tableSelect.selectOption(table3 ?? '');

  // Adding the dish asks for the punto first: 'Añadir' stays disabled and names the missing group.
  await pos.getByRole('button', { name: `Añadir ${DISH}`, exact: true }).click();
  const picker = pos.getByRole('dialog', { name: DISH });
  const status = picker.getByTestId('modifier-picker-status');
  const add = picker.getByRole('button', { name: 'Añadir', exact: true });
  await expect(status).toHaveText('Falta elegir: Punto de la carne');
  await expect(add).toBeDisabled();
  await expect(picker.getByText(/^\+1,50\s€$/)).toBeVisible();
  await picker.getByText('Huevo').click();
  await picker.getByLabel('Nota para cocina').fill('sin cebolla');
  await picker.getByLabel('Nota para cocina').press('Enter');
  await expect(status).toHaveText('Falta elegir: Punto de la carne');
  await expect(add).toBeDisabled();
  await expect(pos.getByTestId('order-line')).toHaveCount(0);
  await picker.getByText('Al punto', { exact: true }).click();
  await expect(status).toHaveText(/^Precio: 27,50\s€$/);
  await add.click();
  await expect(picker).toBeHidden();

  // The same dish made another way is a line of its own; a dish without groups goes straight in.
  await pos.getByRole('button', { name: `Añadir ${DISH}`, exact: true }).click();
  await picker.getByText('Poco hecho', { exact: true }).click();
  await add.click();
  await expect(picker).toBeHidden();
  await pos.getByRole('button', { name: `Añadir ${BEER}`, exact: true }).click();

  const lines = pos.getByTestId('order-line');
  await expect(lines).toHaveCount(3);
  const first = lines.nth(0);
  await expect(first.getByTestId('line-modifiers')).toHaveText(/^Al punto · Huevo \(\+1,50\s€\)$/);
  await expect(first.getByTestId('line-notes')).toHaveText('Nota: sin cebolla');
  await expect(first).toContainText(/27,50\s€/);
  await expect(lines.nth(1).getByTestId('line-modifiers')).toHaveText('Poco hecho');
  await expect(lines.nth(1).getByTestId('line-notes')).toHaveCount(0);
  // 27,50 + 26,00 + 2,80 = 56,30; IVA 10 % = 5,63; total 61,93.
  await expect(pos.getByTestId('order-subtotal')).toHaveText(euros('56,30'));
  await expect(pos.getByTestId('order-tax')).toHaveText(euros('5,63'));
  await expect(pos.getByTestId('order-total')).toHaveText(euros('61,93'));

  await pos.getByRole('button', { name: 'Enviar a Cocina' }).click();
  await expect(pos.getByText('El pedido está vacío')).toBeVisible();

  // The order the server took carries each line's modifiers and note, priced to the cent.
  let sent: ApiOrder | undefined;
  await expect
    .poll(async () => {
      const orders = (await (await pos.request.get('/api/orders')).json()) as ApiOrder[];
      sent = orders.find((order) => order.items.some((item) => item.notes === 'sin cebolla'));
      return sent && [sent.subtotal, sent.tax, sent.total];
    })
    .toEqual(['56.30', '5.63', '61.93']);
  expect(
    sent?.items.map((item) => [
      item.productName,
      item.unitPrice,
      item.notes ?? null,
      (item.modifiers ?? []).map(
        (modifier) => `${modifier.groupName}: ${modifier.optionName} ${modifier.priceDelta}`,
      ),
    ]),
  ).toEqual([
    [DISH, '27.50', 'sin cebolla', ['Punto de la carne: Al punto 0.00', 'Extras: Huevo 1.50']],
    [DISH, '26.00', null, ['Punto de la carne: Poco hecho 0.00']],
    [BEER, '2.80', null, []],
  ]);
  await pos.context().close();

  // The kitchen card shows the modifiers and the note under the line, and the dish's allergens.
  const kitchen = await openAs(browser, COOK, '/kitchen');
  const ticket = kitchen
    .getByTestId('kitchen-order')
    .and(kitchen.locator(`[data-order="${sent?.orderNumber}"]`));
  const kitchenLines = ticket.getByTestId('kitchen-line');
  await expect(kitchenLines).toHaveCount(3);
  const noted = kitchenLines.nth(0);
  await expect(noted).toContainText(DISH);
  await expect(noted.getByTestId('line-modifier')).toHaveText([
    'Punto de la carne: Al punto',
    'Extras: Huevo',
  ]);
  await expect(noted.getByTestId('line-notes')).toHaveText('Nota: sin cebolla');
  await expect(noted.getByTestId('allergens')).toHaveText('Alérgenos: sulfitos, mostaza');
  await expect(kitchenLines.nth(1).getByTestId('line-modifier')).toHaveText([
    'Punto de la carne: Poco hecho',
  ]);
  await expect(kitchenLines.nth(2).getByTestId('allergens')).toHaveText('Alérgenos: gluten');
  await kitchen.context().close();

  const admin = await browser.newContext();
  await closeService(admin.request);
  await admin.close();
});
