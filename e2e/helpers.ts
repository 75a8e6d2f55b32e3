import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';

/** Signs in through the app's own sign-in screen and waits for the signed-in layout. */
export async function signIn(page: Page, account: { email: string; password: string } = E2E_ADMIN, returnTo = '/'): Promise<void> {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[/?]/g, '\\$&')}$`));
}

/** Waits until every replica reports it is caught up with the server. */
export async function waitForSynced(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-indicator').first()).toHaveAttribute('data-sync', 'synced', { timeout: 20_000 });
}
