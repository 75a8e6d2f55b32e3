import { expect, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';

/** Signs in through the app's own sign-in screen and waits for the signed-in layout. */
export async function signIn(
  page: Page,
  account: { email: string; password: string } = E2E_ADMIN,
  returnTo = '/',
): Promise<void> {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[/?]/g, '\\$&')}$`));
}

/** Waits until every replica reports it is caught up with the server. */
export async function waitForSynced(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-indicator').first()).toHaveAttribute('data-sync', 'synced', {
    timeout: 20_000,
  });
}

/**
 * Waits for a toast, checks its text and closes it, so the next one (one at a time) shows at once.
 */
export async function closeToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const item = page
    .getByRole('region', { name: /Notifications/ })
    .locator('[data-part="root"]')
    .filter({ has: page.getByText(title, { exact: true }) });
  await expect(item).toBeVisible();
  if (description) await expect(item).toContainText(description);
  // On a loaded machine the toast's 5 s may be over before the click: then there is nothing to close.
  await item
    .locator('[data-part="close-trigger"]')
    .click({ timeout: 2_000 })
    .catch(async (error: unknown) => {
      if ((await item.count()) > 0) throw error;
    });
  await expect(item).toBeHidden();
}

/**
 * PouchDB's replication asks for its checkpoint (`/db/<name>/_local/<id>`) and for the database
 * info (`/db/<name>/`) and treats a 404 as "none yet"; the browser logs every 404 load as a console
 * error. Those protocol lookups are not errors of the screens under test.
 */
export function isReplicationProbe(message: ConsoleMessage): boolean {
  return (
    message.text().startsWith('Failed to load resource: the server responded with a status of 404') &&
    /\/db\/(floor|office)\/(_local\/[^/]+)?$/.test(new URL(message.location().url).pathname)
  );
}

interface ApiTable {
  id: string;
  number: string;
  capacity: number;
  areaId: string;
  status: string;
  positionX: number | null;
  positionY: number | null;
  isActive: boolean;
}

/** Each active status and the next step towards served (the only legal path, one step at a time). */
const NEXT: Record<string, string> = { pending: 'preparing', preparing: 'ready', ready: 'served' };

/**
 * Ends the service through the REST API, signed in as the admin: every active order is served and
 * every check closed and every table freed. Specs share one gateway, and the orders of earlier specs stay on their tables.
 */
export async function closeService(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const orders = (await (await request.get('/api/orders')).json()) as Array<{
    id: string;
    status: string;
    items: Array<{ course?: string; held?: boolean; firedAt?: string; status: string }>;
  }>;
  for (const order of orders) {
    // A course still held would keep its round short of served: it is fired ('Marchar') first.
    const held = new Set(
      order.items
        .filter((line) => line.held === true && line.firedAt === undefined)
        .map((line) => line.course),
    );
    for (const course of held) {
      const res = await request.post(`/api/orders/${order.id}/lines/move`, {
        data: { kind: 'fire', course: course ?? 'principales' },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    for (let status = NEXT[order.status]; status !== undefined; status = NEXT[status]) {
      const res = await request.put(`/api/orders/${order.id}`, { data: { status } });
      expect(res.status(), await res.text()).toBe(200);
    }
  }
  // A live check keeps its table Ocupada on every screen whatever the table says: close them first.
  for (const status of ['open', 'bill_requested']) {
    const checks = (await (await request.get(`/api/checks?status=${status}`)).json()) as Array<{
      id: string;
    }>;
    for (const check of checks) {
      const res = await request.post(`/api/checks/${check.id}/close`, {
        data: { reason: 'Fin del servicio de prueba' },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
  }
  const tables = (await (await request.get('/api/tables')).json()) as ApiTable[];
  for (const { id, status, ...table } of tables) {
    if (status === 'available') continue;
    const res = await request.put(`/api/tables/${id}`, { data: { ...table, status: 'available' } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/**
 * Deletes every kitchen station, so a spec's own stations route alone and later specs (the stations
 * screen's among them) find the kitchen without any. Through the API, as a manager or admin.
 */
export async function removeStations(request: APIRequestContext): Promise<void> {
  const stations = (await (await request.get('/api/stations')).json()) as Array<{ id: string }>;
  for (const { id } of stations) {
    const res = await request.delete(`/api/stations/${id}`);
    expect(res.ok(), await res.text()).toBe(true);
  }
}

/** One REST call that must succeed; its JSON answer. */
export async function apiCall<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await request[method](url, data === undefined ? {} : { data });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Signs the API context in as `account`, out of whoever it was. */
export async function apiSignIn(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<void> {
  await request.get('/api/logout');
  await apiCall(request, 'post', '/api/login', account);
}
