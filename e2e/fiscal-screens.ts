import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';

/**
 * What the fiscal spec does besides the money spec's screens (money-screens.ts): a product's IVA rate
 * set through the API, the QR read back from a printed PDF, and the unsent records' badge.
 */

/** The fields of a product that PUT /api/products/:id takes back (its modifier groups stay as they are). */
const PRODUCT_FIELDS = [
  'name',
  'description',
  'category',
  'price',
  'cost',
  'imageUrl',
  'isAvailable',
  'preparationTime',
  'allergens',
  'isActive',
];

/** The admin sets a product's own IVA rate through the API, keeping the rest of it. */
export async function setIvaRate(request: APIRequestContext, productId: string, rate: number): Promise<void> {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const res = await request.get(`/api/products/${productId}`);
  expect(res.status()).toBe(200);
  const product = (await res.json()) as Record<string, unknown>;
  const kept = PRODUCT_FIELDS.filter((key) => product[key] !== null && product[key] !== undefined);
  const put = await request.put(`/api/products/${productId}`, {
    data: { ...Object.fromEntries(kept.map((key) => [key, product[key]])), ivaRate: rate },
  });
  expect(put.status(), await put.text()).toBe(200);
  expect(((await put.json()) as { ivaRate?: number }).ivaRate).toBe(rate);
}

/**
 * The QR codes on a PDF's first page, as a phone's camera would read them: the page rendered at
 * 300 dpi (pdftoppm) and scanned (zbarimg), one decoded text a line.
 */
export function qrCodesOf(pdf: string): string[] {
  const png = pdf.replace(/\.pdf$/, '');
  // Their stderr is kept for the error a failure throws (zbarimg also chats there about D-Bus).
  execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '300', '-f', '1', '-singlefile', pdf, png], {
    stdio: 'pipe',
  });
  const text = execFileSync('/usr/bin/zbarimg', ['--raw', '-q', `${png}.png`], {
    encoding: 'utf8',
    stdio: 'pipe',
  });
  return text.split('\n').filter((line) => line !== '');
}

/** 'N registros sin enviar a la AEAT', on every screen of a device while it has any. */
export const unsentBadge = (page: Page) => page.getByTestId('fiscal-unsent');

/** The count the badge says now, 0 when it is not shown (read without waiting, for polling). */
export async function unsentCount(page: Page): Promise<number> {
  const counts = await unsentBadge(page).evaluateAll((badges) =>
    badges.map((badge) => Number(badge.getAttribute('data-count'))),
  );
  return Math.max(0, ...counts);
}
