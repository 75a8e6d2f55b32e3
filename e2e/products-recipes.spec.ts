import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_INGREDIENTS } from '@restaurantpro/sync-gateway/demo';
import { isReplicationProbe, signIn, waitForSynced } from './helpers.ts';

const MANAGER = { email: 'gerente@demo.restaurantpro.es', password: 'demo1234' };
const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };

/** A valid 1×1 PNG: the gateway recognises images by their bytes. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Watched {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

interface SeenToast {
  title: string;
  description: string;
}

/**
 * Records every toast the page shows, from the moment it is mounted. A toast lives 5 s, one at a
 * time; on a loaded machine a test can look after it is gone, so tests read this record instead.
 */
function recordToasts(): void {
  const seen: SeenToast[] = [];
  const ids = new Set<string>();
  Object.assign(window, { __seenToasts: seen });
  // Attributes and text too: a toast's root can mount before its text, and changes state after.
  new MutationObserver(() => {
    for (const root of document.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
      const title = root.querySelector('[data-part="title"]')?.textContent ?? '';
      if (!title || ids.has(root.id)) continue;
      ids.add(root.id);
      seen.push({ title, description: root.querySelector('[data-part="description"]')?.textContent ?? '' });
    }
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

/** One toast shows at a time for 5 s: the next may wait that long for its turn. */
const TOAST_WAIT_MS = 15_000;

/** How many recorded toasts each page's checks have already used. */
const toastCursor = new WeakMap<Page, number>();

async function openAs(browser: Browser, account: typeof MANAGER, path: string): Promise<Watched> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(recordToasts);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isReplicationProbe(message))
      errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, account, path);
  await waitForSynced(page);
  return { page, errors };
}

async function closeClean(...watched: Watched[]): Promise<void> {
  for (const { page, errors } of watched) {
    expect(errors, 'console errors').toEqual([]);
    await page.context().close();
  }
}

/** Waits until the page shows a toast with `title` (and a description containing `description`) after the last one checked. */
async function toast(page: Page, title: string, description?: string): Promise<void> {
  const from = toastCursor.get(page) ?? 0;
  let found = -1;
  await expect
    .poll(
      async () => {
        const seen = await page.evaluate(
          () => (window as unknown as { __seenToasts: SeenToast[] }).__seenToasts,
        );
        found = seen.findIndex(
          (shown, index) =>
            index >= from &&
            shown.title === title &&
            (!description || shown.description.includes(description)),
        );
        return found >= 0 ? 'shown' : seen.slice(from);
      },
      { message: `toast ${title}`, timeout: TOAST_WAIT_MS },
    )
    .toBe('shown');
  toastCursor.set(page, found + 1);
  // A toast under the pointer stays (hover pauses it) and holds back the next one: move away.
  await page.mouse.move(0, 0);
}

function catalogueCard(page: Page, name: string): Locator {
  return page.getByTestId('catalogue-product').filter({ hasText: name });
}

/** "4,86 €" as es-ES writes euros (a no-break space before the sign). */
function euros(cents: number): RegExp {
  return new RegExp(`^${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}\\s€$`);
}

async function createProduct(page: Page, name: string, price: string): Promise<void> {
  await page.getByRole('button', { name: 'Nuevo Producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Producto' });
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Precio (€)').fill(price);
  await dialog.getByRole('button', { name: 'Crear Producto' }).click();
  await toast(page, 'Producto creado', 'El producto se ha creado correctamente');
  await expect(dialog).toBeHidden();
}

test.describe.configure({ mode: 'serial' });

const DISH = 'Tosta de anchoas';

test('a manager creates a product with an uploaded image and a waiter sees it live at /pos', async ({
  browser,
}) => {
  const [waiter, manager] = await Promise.all([
    openAs(browser, WAITER, '/pos'),
    openAs(browser, MANAGER, '/products'),
  ]);
  const page = manager.page;
  await expect(page.getByTestId('catalogue-product').first()).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo Producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Producto' });
  // The spec's defaults (§5).
  await expect(dialog.getByLabel('Categoría')).toHaveValue('entradas');
  await expect(dialog.getByLabel('Precio (€)')).toHaveValue('0');
  await expect(dialog.getByLabel('Coste (€)')).toHaveValue('0');
  await expect(dialog.getByLabel('Tiempo de preparación (min)')).toHaveValue('15');
  await expect(dialog.getByRole('checkbox', { name: 'Disponible' })).toBeChecked();

  await dialog.getByLabel('Nombre').fill(DISH);
  await dialog.getByLabel('Descripción').fill('Pan de cristal, anchoas del Cantábrico y tomate');
  await dialog.getByLabel('Precio (€)').fill('7,5');
  await dialog.getByLabel('Coste (€)').fill('2.10');
  await dialog.getByLabel('Alérgenos').fill('Pescado, gluten');
  await dialog
    .getByLabel('Imagen del producto')
    .setInputFiles({ name: 'tosta.png', mimeType: 'image/png', buffer: TINY_PNG });
  await toast(page, 'Imagen subida', 'La imagen se ha subido correctamente');
  await expect(dialog.getByTestId('image-preview')).toHaveAttribute(
    'src',
    /^\/api\/objects\/uploads\/[0-9A-Z]{26}$/,
  );
  await dialog.getByRole('button', { name: 'Crear Producto' }).click();
  await toast(page, 'Producto creado', 'El producto se ha creado correctamente');

  const card = catalogueCard(page, DISH);
  await expect(card).toContainText('Disponible');
  await expect(card).toContainText('Entradas');
  await expect(card).toContainText('15 min');
  await expect(card.getByTestId('product-price')).toHaveText(euros(750));
  await expect(card.getByTestId('product-cost')).toHaveText(euros(210));
  const image = card.getByRole('img', { name: DISH });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);

  // The waiter's point of sale shows it through live replication, without a reload.
  const posImage = waiter.page
    .getByTestId('product-card')
    .filter({ hasText: DISH })
    .getByRole('img', { name: DISH });
  await expect(posImage).toHaveAttribute('src', (await image.getAttribute('src')) ?? 'missing');
  await expect
    .poll(() => posImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  await closeClean(manager, waiter);
});

test('a manager edits a product and the category filter follows it', async ({ browser }) => {
  const manager = await openAs(browser, MANAGER, '/products');
  const page = manager.page;
  const card = catalogueCard(page, DISH);
  await card.getByRole('button', { name: `Editar ${DISH}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Producto' });
  await expect(edit.getByLabel('Nombre')).toHaveValue(DISH);
  await expect(edit.getByLabel('Precio (€)')).toHaveValue('7.50');
  await expect(edit.getByTestId('image-preview')).toBeVisible();
  await edit.getByLabel('Precio (€)').fill('8.25');
  await edit.getByLabel('Categoría').selectOption({ label: 'Platos Principales' });
  await edit.getByText('Disponible', { exact: true }).click();
  await edit.getByRole('button', { name: 'Guardar Cambios' }).click();
  await toast(page, 'Producto actualizado', 'El producto se ha actualizado correctamente');
  await expect(card).toContainText('No disponible');
  await expect(card).toContainText('Platos Principales');
  await expect(card.getByTestId('product-price')).toHaveText(euros(825));

  const filter = page.getByLabel('Filtrar por categoría');
  await filter.selectOption({ label: 'Entradas' });
  await expect(page.getByTestId('catalogue-product').first()).toBeVisible();
  await expect(card).toHaveCount(0);
  await filter.selectOption({ label: 'Platos Principales' });
  await expect(card).toBeVisible();
  await closeClean(manager);
});

test('product and image validation messages', async ({ browser }) => {
  const manager = await openAs(browser, MANAGER, '/products');
  const page = manager.page;
  await page.getByRole('button', { name: 'Nuevo Producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Producto' });
  await dialog.getByLabel('Precio (€)').fill('12.345');
  await dialog.getByLabel('Coste (€)').fill('barato');
  await dialog.getByLabel('Tiempo de preparación (min)').fill('-5');
  await dialog.getByRole('button', { name: 'Crear Producto' }).click();
  await expect(dialog.getByText('El nombre es requerido')).toBeVisible();
  await expect(dialog.getByText('Must be a valid currency amount')).toHaveCount(2);
  await expect(dialog.getByText('El tiempo no puede ser negativo')).toBeVisible();

  const file = dialog.getByLabel('Imagen del producto');
  await file.setInputFiles({ name: 'carta.txt', mimeType: 'text/plain', buffer: Buffer.from('menú') });
  await toast(page, 'Error', 'No se pudo subir la imagen');
  await file.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(10_485_761) });
  await toast(page, 'Error', 'El archivo es demasiado grande. Máximo 10MB');
  await expect(dialog.getByTestId('image-preview')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('catalogue-product').filter({ hasText: '12,35' })).toHaveCount(0);
  await closeClean(manager);
});

test('a recipe with three ingredients shows its cost per portion and margin, and sets the product cost', async ({
  browser,
}) => {
  const manager = await openAs(browser, MANAGER, '/products');
  const page = manager.page;
  const dish = 'Arroz de gambas';
  const priceCents = 1400;
  await createProduct(page, dish, '14');

  await page.getByRole('link', { name: 'Recetas' }).click();
  await expect(page.getByText('Recetas - Crear recetas y calcular costes')).toBeVisible();
  await expect(page.getByText('Selecciona un producto para ver o crear su receta')).toBeVisible();
  const item = page.getByTestId('recipe-product').filter({ hasText: dish });
  await expect(item).toContainText('Sin receta');
  await item.click();
  await expect(page.getByText(`Receta: ${dish}`)).toBeVisible();
  await expect(page.getByText('Este producto aún no tiene receta')).toBeVisible();

  await page.getByRole('button', { name: 'Nueva Receta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva Receta' });
  await expect(dialog.getByText('Selecciona un producto para la receta')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Crear Receta' })).toBeDisabled();
  await dialog.getByRole('radio', { name: new RegExp(dish) }).click();
  await dialog.getByRole('tab', { name: 'Receta', exact: true }).click();
  // Dialog defaults (spec §9).
  await expect(dialog.getByLabel('Tiempo (min)')).toHaveValue('30');
  await expect(dialog.getByLabel('Raciones')).toHaveValue('4');
  await expect(dialog.getByLabel('Dificultad')).toHaveValue('medium');
  await dialog.getByLabel('Instrucciones').fill('Sofreír las gambas\nAñadir el arroz y el azafrán');
  await dialog.getByLabel('Tiempo (min)').fill('40');
  await dialog.getByLabel('Raciones').fill('2');
  await dialog.getByLabel('Dificultad').selectOption({ label: 'Difícil' });
  await dialog.getByLabel('Notas', { exact: true }).fill('Servir en paella pequeña');

  await dialog.getByRole('button', { name: 'Crear Receta' }).click();
  await expect(dialog.getByText('Añade al menos un ingrediente a la receta')).toBeVisible();
  await expect(dialog.getByText('Añade ingredientes a la receta')).toBeVisible();
  await dialog.getByRole('button', { name: 'Añadir Ingrediente' }).click();
  await dialog.getByRole('button', { name: 'Crear Receta' }).click();
  // The field's error, not the select's placeholder option of the same words.
  await expect(
    dialog.locator('[data-part="error-text"]', { hasText: 'Selecciona un ingrediente' }),
  ).toBeVisible();

  const lines = [
    { key: 'arroz-bomba', quantity: '0.35' },
    { key: 'gambas', quantity: '0.2' },
    { key: 'azafran', quantity: '0.5' },
  ];
  const unitLabels: Record<string, string> = { kg: 'Kilogramos', g: 'Gramos' };
  for (const [index, line] of lines.entries()) {
    const ingredient = DEMO_INGREDIENTS.find((candidate) => candidate.key === line.key);
    if (!ingredient) throw new Error(`demo ingredient ${line.key} missing`);
    if (index > 0) await dialog.getByRole('button', { name: 'Añadir Ingrediente' }).click();
    await dialog
      .getByLabel(`Ingrediente ${index + 1}`, { exact: true })
      .selectOption({ label: `${ingredient.name} (${unitLabels[ingredient.unit]})` });
    await dialog.getByLabel(`Cantidad ${index + 1}`, { exact: true }).fill(line.quantity);
  }
  await dialog.getByLabel('Notas 1', { exact: true }).fill('lavado');
  await dialog.getByRole('button', { name: 'Crear Receta' }).click();
  await toast(page, 'Receta creada', 'La receta se ha creado correctamente');
  await expect(dialog).toBeHidden();

  // By hand: Σ quantity × cost per unit in milli-units × cents, divided by servings, to the cent.
  const milliCents = lines.reduce((sum, line) => {
    const ingredient = DEMO_INGREDIENTS.find((candidate) => candidate.key === line.key);
    return sum + Math.round(Number(line.quantity) * 1000) * Math.round(Number(ingredient?.costPerUnit) * 100);
  }, 0);
  const costCents = Math.round(milliCents / 1000 / 2);
  const marginTenths = Math.round(((priceCents - costCents) * 1000) / priceCents);
  const detail = page.getByTestId('recipe-detail');
  await expect(detail).toContainText('Difícil');
  await expect(detail).toContainText('40 min • 2 raciones');
  await expect(detail.getByTestId('recipe-line')).toHaveCount(3);
  await expect(detail.getByTestId('recipe-line').first()).toContainText('0,35 kilogramos');
  expect(await detail.getByTestId('recipe-instructions').innerText()).toBe(
    'Sofreír las gambas\nAñadir el arroz y el azafrán',
  );
  await expect(detail).toContainText('Servir en paella pequeña');
  await expect(detail.getByTestId('recipe-cost-per-portion')).toHaveText(euros(costCents));
  await expect(detail.getByTestId('recipe-margin')).toHaveText(
    `${Math.trunc(marginTenths / 10)},${marginTenths % 10} %`,
  );
  await expect(item).not.toContainText('Sin receta');

  // Editing: 4 servings halves the cost per portion; the product's cost follows the recipe.
  await detail.getByRole('button', { name: 'Editar Receta' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Receta' });
  await expect(edit.getByTestId('ingredient-row')).toHaveCount(3);
  await edit.getByLabel('Raciones').fill('4');
  await edit.getByRole('button', { name: 'Guardar Receta' }).click();
  await toast(page, 'Receta actualizada');
  const perPortion = Math.round(milliCents / 1000 / 4);
  await expect(detail.getByTestId('recipe-cost-per-portion')).toHaveText(euros(perPortion));
  await page.getByRole('link', { name: 'Productos' }).click();
  await expect(catalogueCard(page, dish).getByTestId('product-cost')).toHaveText(euros(perPortion));
  await closeClean(manager);
});

test('a waiter sees the catalogue and recipes without edit controls', async ({ browser }) => {
  const waiter = await openAs(browser, WAITER, '/products');
  const page = waiter.page;
  await expect(page.getByTestId('catalogue-product').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuevo Producto' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Editar/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Recetas' }).click();
  await expect(page.getByText('Recetas - Crear recetas y calcular costes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nueva Receta' })).toHaveCount(0);
  await page.getByTestId('recipe-product').filter({ hasText: 'Sin receta' }).first().click();
  await expect(page.getByText('Este producto aún no tiene receta')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear Receta' })).toHaveCount(0);
  await page.getByTestId('recipe-product').filter({ hasText: 'Paella valenciana' }).click();
  await expect(page.getByTestId('recipe-detail').getByTestId('recipe-cost-per-portion')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar Receta' })).toHaveCount(0);
  await closeClean(waiter);
});
