import { expect, type Browser, type Page } from '@playwright/test';
import { euro } from './money-figures.ts';
import { tableTile } from './money-screens.ts';
import { shown, type Stock } from './supply-figures.ts';

/**
 * The screens the supply spec goes through: a supplier and its invoice on 'Proveedores', a recipe's
 * quantity, 'Entrada de mercancía' and 'Recuento' on 'Inventario', rounds and a void on the
 * waiter's phone, and the stock and average cost an inventory shows.
 */

/** The gateway projects a delivery, a sale or a count, and the replica brings it back to each device. */
const PROJECTED = { timeout: 20_000 };

export const ingredientRow = (page: Page, name: string) =>
  page.locator(`[data-testid="ingredient-row"][data-name="${name}"]`);

/** An inventory shows `stock`: its quantity ('Stock actual') and its average cost ('Coste por unidad'). */
export async function expectStock(page: Page, name: string, stock: Stock): Promise<void> {
  const cells = ingredientRow(page, name).locator('td');
  await expect(cells.nth(2)).toHaveText(shown(stock.milli), PROJECTED);
  await expect(cells.nth(4)).toHaveText(euro(stock.cents), PROJECTED);
}

export interface NewSupplier {
  name: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
  taxId: string;
}

/** 'Nuevo proveedor' on 'Proveedores', saved; its row is listed. */
export async function createSupplier(page: Page, supplier: NewSupplier): Promise<void> {
  await page.getByRole('button', { name: 'Nuevo proveedor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo proveedor' });
  await dialog.getByLabel('Nombre').fill(supplier.name);
  await dialog.getByLabel('Persona de contacto').fill(supplier.contactPerson);
  await dialog.getByLabel('Correo electrónico').fill(supplier.email);
  await dialog.getByLabel('Teléfono').fill(supplier.phone);
  await dialog.getByLabel('Dirección').fill(supplier.address);
  await dialog.getByLabel('NIF/CIF').fill(supplier.taxId);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`[data-testid="supplier-row"][data-name="${supplier.name}"]`)).toContainText(
    supplier.taxId,
  );
}

/** 'Editar Receta' of a product's recipe: one ingredient's quantity (in the ingredient's unit) changed. */
export async function setRecipeQuantity(
  page: Page,
  product: string,
  ingredientId: string,
  quantity: string,
): Promise<void> {
  await page.goto('/recipes');
  await page.getByTestId('recipe-product').filter({ hasText: product }).click();
  const detail = page.getByTestId('recipe-detail');
  await detail.getByRole('button', { name: 'Editar Receta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Receta' });
  await dialog.getByRole('tab', { name: /^Ingredientes/ }).click();
  const rows = dialog.getByTestId('ingredient-row');
  const count = await rows.count();
  let line = 0;
  for (let n = 1; n <= count && line === 0; n += 1) {
    if ((await dialog.getByLabel(`Ingrediente ${n}`, { exact: true }).inputValue()) === ingredientId)
      line = n;
  }
  expect(line, `${ingredientId} en la receta de ${product}`).toBeGreaterThan(0);
  await dialog.getByLabel(`Cantidad ${line}`, { exact: true }).fill(quantity);
  await dialog.getByRole('button', { name: 'Guardar Receta' }).click();
  await expect(dialog).toBeHidden();
}

export interface GoodsIn {
  supplier: string;
  reference: string;
  ingredient: string;
  /** As typed on the delivery note: '10', '3,40'. */
  quantity: string;
  unitLabel: string;
  unitCost: string;
}

/** 'Entrada de mercancía' on 'Inventario': one line, no invoice, registered whole. */
export async function receiveGoods(page: Page, goods: GoodsIn): Promise<void> {
  await page.getByRole('button', { name: 'Entrada de mercancía' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrada de mercancía' });
  await dialog.getByLabel('Proveedor').selectOption({ label: goods.supplier });
  await expect(dialog.getByLabel('Factura').locator('option:checked')).toHaveText('Sin factura');
  await dialog.getByLabel('Número de albarán').fill(goods.reference);
  const line = dialog.getByRole('group', { name: 'Línea 1' });
  await line.getByRole('combobox', { name: /^Ingrediente/ }).selectOption({ label: goods.ingredient });
  await line.getByRole('textbox', { name: /^Cantidad/ }).fill(goods.quantity);
  await line.getByRole('combobox', { name: /^Unidad/ }).selectOption({ label: goods.unitLabel });
  await line.getByRole('textbox', { name: /^Coste por unidad/ }).fill(goods.unitCost);
  await dialog.getByRole('button', { name: 'Registrar entrada' }).click();
  await expect(dialog).toBeHidden();
}

/** A round from the waiter's phone: `quantity` of one main course for a table, free or already seated. */
export async function orderMains(
  waiter: Page,
  table: string,
  dish: string,
  quantity: number,
  guests: number,
): Promise<void> {
  const free = (await tableTile(waiter, table).getAttribute('data-status')) === 'available';
  await tableTile(waiter, table).click();
  if (free) await waiter.getByLabel('Comensales').fill(String(guests));
  else await expect(waiter.getByTestId('open-check')).toBeVisible();
  await waiter.getByRole('tab', { name: 'Platos Principales' }).click();
  for (let i = 0; i < quantity; i += 1) {
    await waiter.getByRole('button', { name: `Añadir ${dish}`, exact: true }).click();
  }
  await waiter.getByRole('button', { name: 'Enviar Pedido' }).click();
  await expect(waiter.getByRole('heading', { name: 'Selecciona una mesa' })).toBeVisible();
  await expect(tableTile(waiter, table)).toHaveAttribute('data-status', 'occupied');
}

/** The check panel's 'Anular' of the line of `quantity` × `dish`, before the kitchen starts it. */
export async function voidLine(waiter: Page, table: string, dish: string, quantity: number): Promise<void> {
  await tableTile(waiter, table).click();
  await waiter.getByTestId('open-check').click();
  const panel = waiter.getByTestId('check-panel');
  const line = panel
    .getByTestId('check-line')
    .and(waiter.locator(`[data-product="${dish}"]`))
    .filter({ hasText: new RegExp(`^${quantity} × ${dish}`) });
  await line.getByRole('button', { name: `Anular ${dish}` }).click();
  const dialog = waiter.getByRole('dialog', { name: `Anular: ${dish}` });
  await dialog.getByLabel('Motivo').selectOption({ label: 'Error al tomar la comanda' });
  await dialog.getByRole('button', { name: 'Anular', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(line).toHaveAttribute('data-voided', 'true');
  await waiter.keyboard.press('Escape');
  await waiter.getByRole('button', { name: 'Cambiar Mesa' }).click();
}

/** 'Recuento' of one ingredient: the expected stock it shows, the quantity counted and the reason. */
export async function countStock(
  page: Page,
  ingredient: string,
  expected: string,
  counted: string,
  reason: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Recuento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recuento' });
  const line = dialog.getByRole('group', { name: ingredient, exact: true });
  await expect(line).toContainText(`Stock esperado: ${expected}`);
  await line.getByLabel('Cantidad contada').fill(counted);
  await line.getByLabel('Motivo').selectOption({ label: reason });
  await dialog.getByRole('button', { name: 'Guardar recuento' }).click();
  await expect(dialog).toBeHidden();
}

/** A one-page PDF printed by Chromium from a data: page: a supplier's invoice as scanned. */
export async function invoicePdf(browser: Browser, text: string): Promise<Buffer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`data:text/html;charset=utf-8,${encodeURIComponent(`<h1>${text}</h1>`)}`);
  const pdf = await page.pdf({ format: 'A4' });
  await context.close();
  return pdf;
}

export interface NewInvoice {
  number: string;
  dueDate: string;
  /** As typed: '34,00'. */
  amount: string;
  document: Buffer;
}

/** The supplier's page: 'Nueva factura' with its document attached, saved. */
export async function addInvoice(page: Page, supplier: string, invoice: NewInvoice): Promise<void> {
  const panel = page.getByTestId('supplier-panel');
  await panel.getByRole('button', { name: 'Nueva factura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva factura' });
  await expect(dialog.getByLabel('Proveedor')).toHaveValue(/.+/);
  await expect(dialog.getByLabel('Proveedor').locator('option:checked')).toHaveText(supplier);
  await dialog.getByLabel('Número de factura').fill(invoice.number);
  await dialog.getByLabel('Vencimiento').fill(invoice.dueDate);
  await dialog.getByLabel('Importe').fill(invoice.amount);
  await dialog.getByLabel('Documento', { exact: true }).setInputFiles({
    name: `${invoice.number}.pdf`,
    mimeType: 'application/pdf',
    buffer: invoice.document,
  });
  await expect(dialog.getByTestId('invoice-document')).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
}
