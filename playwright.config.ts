import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium (/usr/bin/chromium; never a downloaded browser) against the
 * real gateway serving the built app (`npm run build` first: `npm run test:e2e` does it),
 * on loopback with a fresh data directory, the demo restaurant and a known admin password.
 */
// Workers load this file again and inherit what the main process chose through the environment.
// A port per run (from the runner's pid) lets several runs share the machine without colliding.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
process.env.RP_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'rp-e2e-'));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
export const E2E_ADMIN = { email: 'admin@restaurantpro.local', password: 'e2e-admin-password' };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `test-results/run-${port}`,
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx sync-gateway/src/server.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: process.env.RP_E2E_DATA_DIR,
      DEMO: 'true',
      // The specs count tickets, stock and report figures of their own: the demo comes without its history.
      DEMO_HISTORY_DAYS: '0',
      // A build of one's own (E2E_WEB_DIST) lets several runs share the machine.
      WEB_DIST: process.env.E2E_WEB_DIST ?? 'web/dist',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  },
});
