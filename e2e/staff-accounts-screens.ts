import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { businessDate, DEFAULT_TIME_ZONE } from '@restaurantpro/schema';
import { signIn, waitForSynced } from './helpers.ts';

/**
 * What the staff-accounts scenario does on its screens: 'Nuevo usuario' on /users, the shared
 * terminal's PIN pad, an order at the POS, and the admin's reads of the REST API.
 */

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  pin: string;
}

export const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

/** A new browser context signed in as `account` on `path`, its replicas caught up. */
export async function openAs(
  browser: Browser,
  account: { email: string; password: string },
  path = '/',
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account, path);
  await waitForSynced(page);
  return page;
}

export async function toast(page: Page, title: string): Promise<void> {
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText(title, { exact: true }).first()).toBeVisible();
}

/** 'Nuevo usuario' filled in for `person` as a waiter; the caller submits. */
export async function fillNewUser(page: Page, person: Person, password = person.password): Promise<void> {
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await dialog.getByLabel('Nombre', { exact: true }).fill(person.firstName);
  await dialog.getByLabel('Apellidos').fill(person.lastName);
  await dialog.getByLabel('Correo electrónico').fill(person.email);
  await dialog.getByLabel('Rol').selectOption('waiter');
  await dialog.getByLabel('Contraseña inicial').fill(password);
  await dialog.getByLabel('PIN', { exact: true }).fill(person.pin);
}

/** Submits 'Nuevo usuario' and waits for the new account's row. */
export async function createUser(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  const email = await dialog.getByLabel('Correo electrónico').inputValue();
  await dialog.getByRole('button', { name: 'Crear usuario' }).click();
  await toast(page, 'Usuario creado');
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('user-row').and(page.locator(`[data-email="${email}"]`));
  await expect(row).toHaveAttribute('data-active', 'true');
  await expect(row.getByTestId('user-pin')).toHaveText('Sí');
}

export function padHeading(page: Page, terminal: string) {
  return page.getByRole('heading', { name: `Terminal compartido · ${terminal}` });
}

/** Who acts on the terminal: the badge the current layout shows (the POS has one for narrow screens). */
export function actingUser(page: Page) {
  return page.getByTestId('acting-user').filter({ visible: true });
}

/** Taps the person's name on the pad (going back to the list first if a PIN step is open). */
export async function choosePerson(page: Page, name: string): Promise<void> {
  const back = page.getByRole('button', { name: 'Cambiar de persona' });
  if (await back.isVisible()) await back.click();
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByText(`Hola, ${name}: introduce tu PIN`)).toBeVisible();
}

/** Types `pin` on the pad's keys (the field shows dots, one per digit). */
export async function typePin(page: Page, pin: string): Promise<void> {
  for (const digit of pin) await page.getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByLabel('PIN', { exact: true })).toHaveValue(pin);
}

/** Types `pin` and taps 'Entrar', expecting the pad's refusal `message`. */
export async function refusedPin(page: Page, pin: string, message: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Introduce tu PIN' });
  await typePin(page, pin);
  // Typing clears the last refusal, so the alert seen next is this attempt's.
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(form.getByRole('alert')).toHaveText(message);
}

/** Sends a one-line order for table `number` from the POS and waits for its confirmation. */
export async function sendOrder(page: Page, number: string, product: string): Promise<void> {
  const select = page.getByLabel('Mesa', { exact: true });
  const value = await select.locator('option', { hasText: `Mesa ${number} ·` }).getAttribute('value');
  await select.selectOption(value ?? '');
  await page.getByRole('button', { name: `Añadir ${product}`, exact: true }).click();
  await page.getByRole('button', { name: 'Enviar a Cocina' }).click();
  await toast(page, 'Pedido enviado');
  await expect(page.getByText('El pedido está vacío')).toBeVisible();
}

interface ApiUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface ApiOrder {
  id: string;
  orderNumber: string;
  tableId: string;
  checkId?: string;
  waiterId: string;
}

export async function userByEmail(request: APIRequestContext, email: string): Promise<ApiUser> {
  const res = await request.get('/api/users');
  expect(res.status(), await res.text()).toBe(200);
  const user = ((await res.json()) as ApiUser[]).find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No account for ${email}`);
  return user;
}

/** The orders the gateway holds with `waiterId`, once `count` of them have replicated to it. */
export async function ordersOf(
  request: APIRequestContext,
  waiterId: string,
  count: number,
): Promise<ApiOrder[]> {
  let mine: ApiOrder[] = [];
  await expect
    .poll(async () => {
      const res = await request.get('/api/orders');
      mine = ((await res.json()) as ApiOrder[]).filter((order) => order.waiterId === waiterId);
      return mine.length;
    })
    .toBe(count);
  return mine;
}

/** Who opened the check an order is a round of (the first round on a free table opens one). */
export async function checkOpener(request: APIRequestContext, order: ApiOrder | undefined): Promise<string> {
  const path = `/api/checks/${(order?.checkId ?? '').replace(/^check:/, '')}`;
  // A table's first round and its check leave the device in one write, the round first: the check
  // may reach the gateway a moment after the round.
  await expect.poll(async () => (await request.get(path)).status()).toBe(200);
  return ((await (await request.get(path)).json()) as { openedBy: string }).openedBy;
}

export async function tableNumber(request: APIRequestContext, tableId: string): Promise<string> {
  const tables = (await (await request.get('/api/tables')).json()) as Array<{ id: string; number: string }>;
  return tables.find((table) => table.id === tableId || `table:${table.id}` === tableId)?.number ?? '';
}

/** Today's close of the till, or null while the day is open. */
export async function todaysClose(request: APIRequestContext): Promise<unknown> {
  const today = businessDate(new Date(), DEFAULT_TIME_ZONE);
  const res = await request.get(`/api/days/${today}/cash`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { close: unknown }).close;
}

/**
 * The full suite runs this after money.spec.ts has closed today's till: alone, it closes it too, so
 * the orders are always sent on a closed day (orders are not money: a closed day still takes them).
 */
export async function closeTodayIfOpen(request: APIRequestContext): Promise<void> {
  if ((await todaysClose(request)) !== null) return;
  const today = businessDate(new Date(), DEFAULT_TIME_ZONE);
  const res = await request.post(`/api/days/${today}/close`, { data: { counted: [] } });
  expect(res.status(), await res.text()).toBe(201);
}
