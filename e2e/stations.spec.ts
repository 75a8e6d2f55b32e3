import { expect, test, type Page } from '@playwright/test';
import { STATION_FACTORS_MESSAGE } from '@restaurantpro/schema';
import { E2E_ADMIN } from '../playwright.config.ts';
import {
  apiSignIn,
  closeToast,
  isReplicationProbe,
  removeStations,
  signIn,
  waitForSynced,
} from './helpers.ts';

/**
 * The managers' stations screen: a manager names 'Barra' and routes the drinks to it, is told in the
 * form that red cannot come before amber, edits its routing and chits, sees the station as the
 * gateway stores it, and deletes it again so the kitchen of the other specs is left without stations.
 * A waiter finds no 'Estaciones' entry and only reads the list.
 */

const MANAGER = { email: 'gerente@demo.restaurantpro.es', password: 'demo1234' };
const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };

interface ApiStation {
  id: string;
  name: string;
  categories: string[];
  productIds: string[];
  amberFactor: number;
  redFactor: number;
  printChits: boolean;
  isActive: boolean;
}

/** The gateway's 'Barra', read with the page's session; undefined while it has none. */
async function gatewayBarra(page: Page): Promise<ApiStation | undefined> {
  const res = await page.request.get('/api/stations');
  expect(res.status()).toBe(200);
  return ((await res.json()) as ApiStation[]).find((station) => station.name === 'Barra');
}

test.describe.configure({ mode: 'serial' });

test('a manager routes the drinks to Barra, is told red comes after amber, edits it and deletes it', async ({
  page,
  request,
}) => {
  // Specs share one gateway: the list starts without stations of theirs.
  await apiSignIn(request, E2E_ADMIN);
  await removeStations(request);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isReplicationProbe(message)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, MANAGER, '/');
  await waitForSynced(page);

  await page.getByRole('link', { name: 'Estaciones' }).click();
  await expect(page.getByRole('heading', { name: 'Estaciones de Cocina', level: 1 })).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('button', { name: 'Nueva Estación' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva Estación' });
  await expect(form.getByText('aunque su categoría esté asignada a otra')).toBeVisible();
  await expect(form.getByLabel('Factor ámbar')).toHaveValue('1');
  await expect(form.getByLabel('Factor rojo')).toHaveValue('1.5');
  await form.getByLabel('Nombre').fill('Barra');
  await form.getByRole('group', { name: 'Categorías' }).getByText('Bebidas', { exact: true }).click();
  await form.getByLabel('Factor ámbar').fill('2');
  await form.getByRole('button', { name: 'Crear' }).click();
  await expect(form.getByText(STATION_FACTORS_MESSAGE)).toBeVisible();
  await form.getByLabel('Factor rojo').fill('3');
  await expect(form.getByTestId('factors-example')).toHaveText(
    'Con un plato de 10 min: ámbar a los 20 min, rojo a los 30 min',
  );
  await form.getByRole('button', { name: 'Crear' }).click();
  await closeToast(page, 'Estación creada exitosamente');
  await expect(form).toBeHidden();
  const barra = page.locator('[data-testid="station-row"][data-name="Barra"]');
  await expect(barra).toContainText('Bebidas');
  await expect(barra.getByTestId('station-factors')).toHaveText('×2 / ×3');
  await expect(barra).toContainText('No imprime');

  await page.getByRole('button', { name: 'Editar Barra' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Estación' });
  await expect(edit.getByRole('checkbox', { name: 'Bebidas', exact: true })).toBeChecked();
  await edit.getByRole('group', { name: 'Categorías' }).getByText('Vinos', { exact: true }).click();
  await edit.getByText('Sangría de la casa').click();
  await edit.getByText('Imprimir una comanda por ronda').click();
  await edit.getByRole('button', { name: 'Actualizar' }).click();
  await closeToast(page, 'Estación actualizada exitosamente');
  await expect(barra).toContainText('Vinos');
  await expect(barra).toContainText('Sangría de la casa');
  await expect(barra).toContainText('Imprime');

  // The edit reached the gateway as the schema stores it.
  const products = (await (await page.request.get('/api/products')).json()) as Array<{
    id: string;
    name: string;
  }>;
  const sangria = products.find((product) => product.name === 'Sangría de la casa')?.id;
  expect(sangria).toBeDefined();
  await expect
    .poll(() => gatewayBarra(page), { timeout: 20_000 })
    .toMatchObject({
      name: 'Barra',
      categories: ['bebidas', 'vinos'],
      productIds: [sangria],
      amberFactor: 2,
      redFactor: 3,
      printChits: true,
      isActive: true,
    });

  await page.getByRole('button', { name: 'Eliminar Barra' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar estación?' });
  await expect(confirm).toContainText('no se puede deshacer');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await closeToast(page, 'Estación eliminada exitosamente');
  await expect(barra).toHaveCount(0);
  await expect.poll(() => gatewayBarra(page), { timeout: 20_000 }).toBeUndefined();
  expect(errors).toEqual([]);
});

test('a waiter has no Estaciones entry and reads the list without edit controls', async ({ page }) => {
  await signIn(page, WAITER, '/');
  await waitForSynced(page);
  await expect(page.getByRole('link', { name: 'Áreas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Estaciones' })).toHaveCount(0);
  await page.goto('/stations');
  await expect(page.getByRole('heading', { name: 'Estaciones de Cocina', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Nueva Estación' })).toHaveCount(0);
});
