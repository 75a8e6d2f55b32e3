import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { request } from '@playwright/test';
import { rebuildReports, type RebuildResult } from '@restaurantpro/sync-gateway/reports';
import { createPouchStore } from '@restaurantpro/sync-gateway/store';
import { TIMEZONE, knownMonth, type Month } from '@restaurantpro/sync-gateway/testing/reports';
import { E2E_ADMIN } from '../playwright.config.ts';

/**
 * The reports spec's own gateway. The shared e2e gateway's day is closed by the money spec and
 * other specs read its state, so a month of trading cannot be paid on it: this one starts on a
 * fresh data directory (no demo restaurant), gets a waiter and a manager, stops, has the known month
 * written straight into its store with the aggregates rebuilt (the `reports:rebuild` path), and
 * starts again serving the built app.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** What the gateway prints once it listens (server.ts): the address it got for PORT=0. */
const LISTENING = /escuchando en (http:\/\/\S+?)\/?$/;
/**
 * Loaded before the gateway: it stops itself when its standard input closes, which happens when the
 * test process ends however it ends (a killed worker never reaches afterAll).
 */
const STOP_WITH_PARENT =
  'data:text/javascript,process.stdin.on("end",()=>process.kill(process.pid,"SIGTERM")).resume()';

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

export interface Gateway {
  url: string;
  stop: () => Promise<void>;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** `node --import tsx sync-gateway/src/server.ts` on 127.0.0.1, resolved once it listens and answers /healthz. */
export async function startGateway(dataDir: string): Promise<Gateway> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', STOP_WITH_PARENT, 'sync-gateway/src/server.ts'],
    {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        DEMO: 'false',
        TIMEZONE,
        WEB_DIST: process.env.E2E_WEB_DIST ?? 'web/dist',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'warn',
      },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        const match = LISTENING.exec(line);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`the reports gateway exited (${code}): ${stderr}`)));
    });
    const health = await fetch(`${url}/healthz`);
    if (!health.ok) throw new Error(`${url}/healthz answered ${health.status}`);
    return { url, stop: () => stopChild(child) };
  } catch (err) {
    await stopChild(child);
    throw err;
  }
}

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
    const first = await startGateway(dataDir);
    const [waiterId = '', managerId = ''] = await createStaff(first.url, [WAITER, MANAGER]).finally(
      first.stop,
    );
    const month = knownMonth(waiterId, managerId);
    const rebuild = await seed(dataDir, month);
    const gateway = await startGateway(dataDir);
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
