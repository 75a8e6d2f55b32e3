import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signIn, waitForSynced } from './helpers.ts';
import { euro, type BillLine } from './money-figures.ts';

/**
 * The screens the money spec goes through: a signed-in device, the phone's rounds, the kitchen's
 * steps through the API, the bill asked for, the Z report's table, and print views read as text.
 */

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A device of its own (a browser context), signed in at `path` and caught up with the server. */
export async function open(
  browser: Browser,
  account: { email: string; password: string },
  path: string,
  phone = false,
): Promise<Page> {
  const context = await browser.newContext(phone ? PHONE : {});
  const page = await context.newPage();
  await signIn(page, account, path);
  await waitForSynced(page);
  return page;
}

export const tableTile = (page: Page, number: string) =>
  page.getByTestId('staff-table').and(page.locator(`[data-table="${number}"]`));

/** A round from the waiter's phone: each line added on its category's tab, then sent. */
export async function orderRound(
  waiter: Page,
  table: string,
  guests: number,
  lines: readonly BillLine[],
): Promise<void> {
  await expect(tableTile(waiter, table)).toHaveAttribute('data-status', 'available');
  await tableTile(waiter, table).click();
  await waiter.getByLabel('Comensales').fill(String(guests));
  for (const { dish, quantity } of lines) {
    await waiter.getByRole('tab', { name: dish.category }).click();
    for (let i = 0; i < quantity; i += 1) {
      await waiter.getByRole('button', { name: `Añadir ${dish.name}`, exact: true }).click();
    }
  }
  await waiter.getByRole('button', { name: 'Enviar Pedido' }).click();
  await expect(waiter.getByRole('heading', { name: 'Selecciona una mesa' })).toBeVisible();
}

/** The kitchen's steps of every round of a table's open check, through the API: served. */
export async function serve(request: APIRequestContext, tableId: string): Promise<string> {
  // The round reaches the gateway when the phone's replica pushes it.
  let check: { id: string } | undefined;
  await expect
    .poll(async () => {
      const list = await request.get(`/api/checks?tableId=${tableId}&status=open`);
      [check] = (await list.json()) as Array<{ id: string }>;
      return check !== undefined;
    })
    .toBe(true);
  const view = await request.get(`/api/checks/${check?.id ?? ''}`);
  const rounds = ((await view.json()) as { rounds: Array<{ id: string }> }).rounds;
  for (const round of rounds) {
    for (const status of ['preparing', 'ready', 'served']) {
      const res = await request.put(`/api/orders/${round.id}`, { data: { status } });
      expect(res.status(), await res.text()).toBe(200);
    }
  }
  return check?.id ?? '';
}

/** The waiter opens a table's check panel from the phone and asks for the bill. */
export async function askForBill(waiter: Page, table: string, total: number) {
  await tableTile(waiter, table).click();
  await waiter.getByTestId('open-check').click();
  const dialog = waiter.getByRole('dialog', { name: `Cuenta de la Mesa ${table}` });
  await dialog.getByRole('button', { name: 'Pedir cuenta' }).click();
  await expect(dialog.getByText('Cuenta pedida')).toBeVisible();
  await expect(dialog.getByTestId('check-total')).toHaveText(euro(total));
  return dialog;
}

/** The figures of a table the Z report reads as text: label → value. */
export async function zRows(page: Page): Promise<Map<string, string>> {
  const rows = await page
    .getByRole('table', { name: 'Informe Z' })
    .getByRole('row')
    .evaluateAll((nodes) =>
      nodes.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
    );
  return new Map(rows.map(([label = '', value = '']) => [label, value]));
}

/** A print view of the manager's device printed to PDF by Chromium, read back with pdftotext. */
export async function printedText(page: Page, path: string, file: string): Promise<string> {
  const view = await page.context().newPage();
  await view.goto(path);
  await expect(view.locator('article[aria-busy="false"]')).toBeVisible();
  await view.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  await view.close();
  return plain(execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
}

/** Text with every run of white space (the euro sign's no-break space too) as one space. */
export const plain = (text: string) => text.replace(/\s+/g, ' ');
