import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from '@playwright/test';
import { rebuildReports, type RebuildResult } from '@restaurantpro/sync-gateway/reports';
import { createPouchStore } from '@restaurantpro/sync-gateway/store';
import { TIMEZONE, knownMonth, type Month } from '@restaurantpro/sync-gateway/testing/reports';
import { E2E_ADMIN } from '../playwright.config.ts';
import { startGateway, type Gateway } from './spec-gateway.ts';

/**
 * The reports spec's own gateway. The shared e2e gateway's day is closed by the money spec and
 * other specs read its state, so a month of trading cannot be paid on it: this one starts on a
 * fresh data directory (no demo restaurant), gets a waiter and a manager, stops, has the known month
 * written straight into its store with the aggregates rebuilt (the `reports:rebuild` path), and
 * starts again serving the built app.
 */

export interface Staff {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'waiter' | 'manager';
}

export const WAITER: Staff = {
  email: 'ana@informes.test',
  password: 'informes-e2e-1234',
  firstName: 'Ana',
  lastName: 'García',
  role: 'waiter',
};
export const MANAGER: Staff = {
  email: 'luis@informes.test',
  password: 'informes-e2e-1234',
  firstName: 'Luis',
  lastName: 'Pérez',
  role: 'manager',
};

/** The admin creates `staff` through the API; their ids. */
async function createStaff(url: string, staff: readonly Staff[]): Promise<string[]> {
  const api = await request.newContext({ baseURL: url });
  try {
    const login = await api.post('/api/login', { data: E2E_ADMIN });
    if (!login.ok()) throw new Error(`admin sign-in: ${login.status()} ${await login.text()}`);
    const ids: string[] = [];
    for (const person of staff) {
      const res = await api.post('/api/users', { data: person });
      if (!res.ok()) throw new Error(`creating ${person.email}: ${res.status()} ${await res.text()}`);
      ids.push(((await res.json()) as { id: string }).id);
    }
    return ids;
  } finally {
    await api.dispose();
  }
}

/** Writes the month's documents into the stopped gateway's store and rebuilds the day aggregates. */
async function seed(dataDir: string, month: Month): Promise<RebuildResult> {
  const store = createPouchStore({ dataDir, prefix: 'rp_' });
  try {
    await store.provision();
    const written = await store.db('floor').bulkDocs(month.docs);
    const failed = written.filter((result) => result.error !== undefined);
    if (failed.length > 0) throw new Error(`seeding the month: ${JSON.stringify(failed)}`);
    return await rebuildReports(store, { timezone: TIMEZONE });
  } finally {
    await store.close();
  }
}

export interface SeededGateway extends Gateway {
  month: Month;
  rebuild: RebuildResult;
  /** Each user id's name as the reports give it ("Ana García"). */
  names: Record<string, string>;
  /** Stops the gateway and removes its data directory. */
  close: () => Promise<void>;
}

/** A gateway holding the known month, its aggregates written, serving the app. */
export async function seededGateway(): Promise<SeededGateway> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rp-e2e-reports-'));
  try {
    const first = await startGateway(dataDir, { env: { TIMEZONE } });
    const [waiterId = '', managerId = ''] = await createStaff(first.url, [WAITER, MANAGER]).finally(
      first.stop,
    );
    const month = knownMonth(waiterId, managerId);
    const rebuild = await seed(dataDir, month);
    const gateway = await startGateway(dataDir, { env: { TIMEZONE } });
    const names = {
      [waiterId]: `${WAITER.firstName} ${WAITER.lastName}`,
      [managerId]: `${MANAGER.firstName} ${MANAGER.lastName}`,
    };
    const close = async () => {
      await gateway.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
    return { ...gateway, month, rebuild, names, close };
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}
