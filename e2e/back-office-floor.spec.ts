import { expect, test, type Browser, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { closeToast as toast, signIn, waitForSynced } from './helpers.ts';

/**
 * Back office of the floor: inventory, areas and tables (with the floor editor) as a manager, and
 * the same screens read-only for a waiter. Everything a test creates it deletes again, so the demo
 * restaurant the other specs use is left as it was, except the stock count an edited stock becomes
 * (counts are immutable; it names an ingredient deleted since, which no other spec reads).
 */

const MANAGER = { email: 'gerente@demo.restaurantpro.es', password: 'demo1234' };
const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };

interface Session {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/**
 * PouchDB's replication asks for its checkpoint (`/db/<name>/_local/<id>`) and for the database
 * info (`/db/<name>/`) and treats a 404 as "none yet"; the browser logs every 404 load as a console
 * error. Those protocol lookups are not errors of the screens under test; anything else is.
 */
function isReplicationProbe(message: ConsoleMessage): boolean {
  return (
    message.text().startsWith('Failed to load resource: the server responded with a status of 404') &&
    /\/db\/(floor|office)\/(_local\/[^/]+)?$/.test(new URL(message.location().url).pathname)
  );
}

async function open(browser: Browser, account: typeof MANAGER, path: string): Promise<Session> {
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isReplicationProbe(message)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, account, path);
  await waitForSynced(page);
  return { page, errors };
}

/**
 * Opens a screen by its address (areas and tables have no sidebar entry) and waits for its title.
 * A full load re-reads the session and reopens the replicas, which takes a while on a busy machine.
 */
async function visit(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 30_000 });
}

function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

function row(page: Page, testId: string, attribute: string, value: string): Locator {
  return page.locator(`[data-testid="${testId}"][${attribute}="${value}"]`);
}

let manager: Session;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  manager = await open(browser, MANAGER, '/inventory');
});

test.afterAll(async () => {
  await manager.page.context().close();
});

test.afterEach(() => {
  expect(manager.errors).toEqual([]);
});

test('inventory: validation, create, edit into low stock, refused and accepted delete', async () => {
  const { page } = manager;
  await expect(page.getByRole('heading', { name: 'Inventario', level: 1 })).toBeVisible();
  await expect(page.getByText('Control de ingredientes y stock')).toBeVisible();
  const lowCard = page.getByTestId('low-stock-card');
  await expect(lowCard).toContainText('Pimientos de Padrón');
  await expect(lowCard).not.toContainText('Trufa negra');

  await page.getByRole('button', { name: 'Nuevo Ingrediente' }).click();
  const form = dialog(page, 'Nuevo Ingrediente');
  await expect(form.getByRole('combobox', { name: /^Unidad/ })).toHaveValue('kg');
  await expect(form.getByLabel('Stock actual')).toHaveValue('0');
  await expect(form.getByLabel('Proveedor')).toHaveValue('none');
  await form.getByLabel('Stock actual').fill('1.2345');
  await form.getByLabel('Stock mínimo').fill('');
  await form.getByLabel('Coste por unidad (€)').fill('3.456');
  await form.getByRole('button', { name: 'Crear' }).click();
  await expect(form.getByText('El nombre es requerido')).toBeVisible();
  await expect(form.getByText('Must be a valid quantity')).toHaveCount(2);
  await expect(form.getByText('Must be a valid currency amount')).toBeVisible();

  await form.getByLabel('Nombre').fill('Trufa negra');
  await form.getByRole('combobox', { name: /^Unidad/ }).selectOption({ label: 'Gramos' });
  await form.getByLabel('Stock actual').fill('50');
  await form.getByLabel('Stock mínimo').fill('10');
  await form.getByLabel('Coste por unidad (€)').fill('2.5');
  await form.getByLabel('Proveedor').selectOption({ label: 'Mercado Central Valencia' });
  await form.getByLabel('Fecha de caducidad').fill('2027-03-15');
  await form.getByRole('button', { name: 'Crear' }).click();
  await toast(page, 'Ingrediente creado exitosamente');
  await expect(form).toBeHidden();
  const truffle = row(page, 'ingredient-row', 'data-name', 'Trufa negra');
  await expect(truffle).toContainText('Vence: 15/03/2027');
  await expect(truffle).toContainText('Gramos');
  await expect(truffle).toContainText('2,50 €');
  await expect(truffle.locator('[data-status]')).toHaveText('OK');
  await expect(lowCard).not.toContainText('Trufa negra');

  await page.getByRole('button', { name: 'Editar Trufa negra' }).click();
  const edit = dialog(page, 'Editar Ingrediente');
  await expect(edit.getByLabel('Proveedor')).toHaveValue('mercado-central');
  await expect(edit.getByText('Si lo cambias, se registra un recuento (Error de conteo)')).toBeVisible();
  await edit.getByLabel('Stock actual').fill('5');
  await edit.getByRole('button', { name: 'Actualizar' }).click();
  await toast(page, 'Ingrediente actualizado exitosamente');
  // The device writes a count (50 → 5, 'Error de conteo'), never the stock: the low stock arrives
  // when the gateway's projection of that count syncs back.
  await expect(truffle.locator('[data-status]')).toHaveText('Bajo', { timeout: 15_000 });
  await expect(lowCard).toContainText('Trufa negra: 5 gramos');
  const variance = row(page, 'variance-row', 'data-name', 'Trufa negra').first();
  await expect(variance.getByTestId('variance-units')).toHaveText('-45 gramos');
  await expect(variance.getByTestId('variance-euros')).toHaveText('-112,50\u00a0€');
  await expect(variance).toContainText('Error de conteo');

  // Harina is in the croquetas recipe: deleting it would break that cost sheet.
  await page.getByRole('button', { name: 'Eliminar Harina de trigo' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar ingrediente?' });
  await expect(confirm).toContainText('no se puede deshacer');
  await expect(confirm).toContainText('se eliminará permanentemente');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await toast(
    page,
    'Error',
    /No se puede eliminar el ingrediente: lo usa\(n\) \d+ receta\(s\) \(.*Croquetas/,
  );
  await expect(row(page, 'ingredient-row', 'data-name', 'Harina de trigo')).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar Trufa negra' }).click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await toast(page, 'Ingrediente eliminado exitosamente');
  await expect(truffle).toHaveCount(0);
  await expect(lowCard).not.toContainText('Trufa negra');
});

test('areas: validation, create, edit, refused delete of an area with tables, delete', async () => {
  const { page } = manager;
  await visit(page, '/areas', 'Gestión de Áreas');
  await expect(row(page, 'area-row', 'data-name', 'Salón Interior')).toContainText('Activa');

  await page.getByRole('button', { name: 'Nueva Área' }).click();
  const form = dialog(page, 'Nueva Área');
  await expect(form.getByText('Las áreas inactivas no se muestran en el sistema')).toBeVisible();
  await form.getByLabel('Nombre').fill('P');
  await form.getByRole('button', { name: 'Crear' }).click();
  await expect(form.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  await form.getByLabel('Nombre').fill('Patio E2E');
  await form.getByRole('button', { name: 'Crear' }).click();
  await toast(page, 'Área creada exitosamente');
  const patio = row(page, 'area-row', 'data-name', 'Patio E2E');
  const today = new Intl.DateTimeFormat('es-ES', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Madrid',
  }).format(new Date());
  await expect(patio).toContainText('Sin descripción');
  await expect(patio).toContainText('Activa');
  await expect(patio).toContainText(today);

  await page.getByRole('button', { name: 'Editar Patio E2E' }).click();
  const edit = dialog(page, 'Editar Área');
  await edit.getByLabel('Descripción').fill('Patio interior con toldo');
  await edit.getByText('Área activa').click();
  await edit.getByRole('button', { name: 'Actualizar' }).click();
  await toast(page, 'Área actualizada exitosamente');
  await expect(patio).toContainText('Patio interior con toldo');
  await expect(patio).toContainText('Inactiva');

  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar área?' });
  await page.getByRole('button', { name: 'Eliminar Salón Interior' }).click();
  await expect(confirm).toContainText('puede tener mesas asignadas');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await toast(page, 'Error', /No se puede eliminar el área: tiene 6 mesa\(s\) asignada\(s\)/);
  await expect(row(page, 'area-row', 'data-name', 'Salón Interior')).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar Patio E2E' }).click();
  await expect(confirm).toContainText('no se puede deshacer');
  await expect(confirm).not.toContainText('puede tener mesas asignadas');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await toast(page, 'Área eliminada exitosamente');
  await expect(patio).toHaveCount(0);
});

/** Drags a floor-editor token so the pointer is released over grid cell (x, y). */
async function dragTo(page: Page, token: Locator, x: number, y: number): Promise<void> {
  // Mouse coordinates are the viewport's: the plan must be on screen, not just on the page.
  await page.getByTestId('floor-grid').scrollIntoViewIfNeeded();
  const from = await token.boundingBox();
  const grid = await page.getByTestId('floor-grid').boundingBox();
  if (!from || !grid) throw new Error('El plano no está visible');
  const cell = 72; // CELL_PX of web/src/screens/tables/floor-grid.ts
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(grid.x + (x - 0.5) * cell, grid.y + (y - 0.5) * cell, { steps: 8 });
  await page.mouse.up();
}

test('tables: validation, create, edit, place on the floor editor by drag and keys, delete', async () => {
  const { page } = manager;
  await visit(page, '/tables', 'Gestión de Mesas');
  const countLine = page.getByText(/^\d+ mesa\(s\) registrada\(s\)$/);
  const before = Number.parseInt((await countLine.textContent()) ?? '', 10);
  await expect(row(page, 'table-row', 'data-number', '1')).toContainText('(1, 1)');

  await page.getByRole('button', { name: 'Nueva Mesa' }).click();
  const form = dialog(page, 'Nueva Mesa');
  await expect(form.getByLabel('Capacidad')).toHaveValue('4');
  await expect(form.getByLabel('Estado')).toHaveValue('available');
  await form.getByLabel('Capacidad').fill('0');
  await form.getByLabel('Posición X').fill('1.5');
  await form.getByRole('button', { name: 'Crear' }).click();
  await expect(form.getByText('El número de mesa es requerido')).toBeVisible();
  await expect(form.getByText('La capacidad debe ser mayor a 0')).toBeVisible();
  await expect(form.getByText('El área es requerida')).toBeVisible();
  await expect(form.getByText('La posición debe ser un número entero')).toBeVisible();

  await form.getByLabel('Número de mesa').fill('T1');
  await form.getByLabel('Capacidad').fill('6');
  await form.getByRole('combobox', { name: /^Área/ }).selectOption({ label: 'Terraza' });
  await form.getByLabel('Estado').selectOption({ label: 'Reservada' });
  await form.getByLabel('Posición X').fill('');
  await form.getByRole('button', { name: 'Crear' }).click();
  await toast(page, 'Mesa creada', 'La mesa se ha creado exitosamente.');
  const t1 = row(page, 'table-row', 'data-number', 'T1');
  await expect(t1).toContainText('Mesa T1');
  await expect(t1).toContainText('6 pax');
  await expect(t1).toContainText('Terraza');
  await expect(t1).toContainText('Reservada');
  await expect(t1.getByTestId('table-position')).toHaveText('No definida');
  await expect(countLine).toHaveText(`${before + 1} mesa(s) registrada(s)`);

  await page.getByRole('button', { name: 'Editar Mesa T1' }).click();
  const edit = dialog(page, 'Editar Mesa');
  await expect(edit.getByLabel('Número de mesa')).toHaveValue('T1');
  await edit.getByLabel('Capacidad').fill('5');
  await edit.getByRole('button', { name: 'Actualizar' }).click();
  await toast(page, 'Mesa actualizada', 'La mesa se ha actualizado exitosamente.');
  await expect(t1).toContainText('5 pax');

  // Floor editor: the new table waits in the tray of its area until it is dragged onto the plan.
  await page.getByRole('tab', { name: 'Terraza' }).click();
  const token = page.getByTestId('floor-table').and(page.locator('[data-number="T1"]'));
  await expect(page.getByTestId('floor-tray')).toContainText('Mesa T1');
  await dragTo(page, token, 3, 2);
  await expect(t1.getByTestId('table-position')).toHaveText('(3, 2)');
  await expect(page.getByTestId('floor-tray')).toHaveCount(0);
  await dragTo(page, token, 5, 1);
  await expect(t1.getByTestId('table-position')).toHaveText('(5, 1)');
  await token.focus();
  await page.keyboard.press('ArrowRight');
  await expect(t1.getByTestId('table-position')).toHaveText('(6, 1)');
  await expect(token).toHaveAccessibleName('Mesa T1, posición (6, 1)');

  page.once('dialog', (question) => {
    expect(question.message()).toBe('¿Está seguro de que desea eliminar esta mesa?');
    void question.accept();
  });
  await page.getByRole('button', { name: 'Eliminar Mesa T1' }).click();
  await toast(page, 'Mesa eliminada', 'La mesa se ha eliminado exitosamente.');
  await expect(t1).toHaveCount(0);
  await expect(countLine).toHaveText(`${before} mesa(s) registrada(s)`);
});

test('a waiter sees the three screens without edit controls', async ({ browser }) => {
  const waiter = await open(browser, WAITER, '/inventory');
  const { page } = waiter;
  await expect(row(page, 'ingredient-row', 'data-name', 'Harina de trigo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuevo Ingrediente' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Editar|Eliminar) / })).toHaveCount(0);

  await visit(page, '/areas', 'Gestión de Áreas');
  await expect(row(page, 'area-row', 'data-name', 'Terraza')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nueva Área' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Editar|Eliminar) / })).toHaveCount(0);

  await visit(page, '/tables', 'Gestión de Mesas');
  await expect(row(page, 'table-row', 'data-number', 'B1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nueva Mesa' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Editar|Eliminar) / })).toHaveCount(0);
  // The plan is shown, but its tables are pictures, not draggable buttons.
  await expect(page.getByTestId('floor-table').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mesa \S+, / })).toHaveCount(0);
  expect(waiter.errors).toEqual([]);
  await page.context().close();
});
