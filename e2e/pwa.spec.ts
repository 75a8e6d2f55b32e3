import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signIn, waitForSynced } from './helpers.ts';

const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };
/** Gzip budget for the JS of the first screen a visitor sees (landing, then sign-in). */
const FIRST_SCREEN_JS_BUDGET = 250 * 1024;

interface Manifest {
  name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

async function swReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('the manifest makes the app installable and every icon it names is served', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href ?? '')).json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'RestaurantPro',
    lang: 'es',
    start_url: '/',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe(icon.type);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(1);
});

test('a service worker controls the app and never answers /api or /db from its cache', async ({ page }) => {
  await page.goto('/');
  await swReady(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.context().setOffline(true);
  // Offline, the sign-in call must fail as the network does, never get a cached page back.
  const api = await page.evaluate(async () => {
    try {
      const res = await fetch('/api/auth/user');
      return `status ${res.status}`;
    } catch {
      return 'network error';
    }
  });
  expect(api).toBe('network error');
});

test('after one online visit the app opens offline, with the replicated data, and survives a reload', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, WAITER, '/pos');
  await waitForSynced(page);
  await swReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('product-card').filter({ hasText: 'PATATAS BRAVAS' })).toBeVisible();
  await expect(page.getByTestId('sync-indicator').first()).toHaveAttribute('data-sync', 'offline');

  // A second tab opened with the network off: a cold start from the precache and the replica.
  const second = await context.newPage();
  await second.goto('/kitchen');
  await expect(second.getByText('Cola de Pedidos')).toBeVisible();
  await expect(second.getByTestId('stock-row').filter({ hasText: 'Patatas bravas' })).toBeVisible();
  await context.close();
});

test('the first screen ships at most 250 KB of gzipped JS', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByText('Sistema integral de gestión para restaurantes')).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  const dist = process.env.E2E_WEB_DIST ?? 'web/dist';
  let total = 0;
  for (const script of scripts) {
    if (script.endsWith('/registerSW.js') || script.endsWith('/sw.js')) continue;
    total += gzipSync(new Uint8Array(await readFile(path.join(dist, script)))).length;
  }
  console.log(
    `First screen (landing + sign-in): ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB of JS gzipped`,
  );
  expect(total).toBeLessThanOrEqual(FIRST_SCREEN_JS_BUDGET);
});
