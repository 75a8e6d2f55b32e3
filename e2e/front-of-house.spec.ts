import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, waitForSynced } from './helpers.ts';

const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };


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

test.describe.configure({ mode: 'serial' });

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
