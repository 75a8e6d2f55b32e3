// The benches' gateway process: history-gateway.ts bundled as production bundles server.ts (built
// once per run), started on a data folder, signed in to and stopped. Shared by the history and
// reports benches, and the join and catch-up benches.
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import PouchDB from 'pouchdb-node';
import MemoryAdapter from 'pouchdb-adapter-memory';
import { GATEWAY_NODE_FLAGS, bundleGateway } from '../scripts/gateway-runtime.mjs';
import { cpuMsOf } from './rush/gateway-probe.ts';

PouchDB.plugin(MemoryAdapter);

/** A process is settled once it used under 5 % of a core over 3 s: its followers have caught up. */
const QUIET_MS = 3000;
const QUIET_SHARE = 0.05;
const SETTLE_TIMEOUT_MS = 30 * 60_000;

export interface GatewayChild {
  child: ChildProcess;
  url: string;
  /** A waiter the program makes; the admin (testConfig's address) shares its password. */
  email: string;
  password: string;
  /** buildApp → listening, measured inside the process. */
  startMs: number;
}

let gatewayBundle: Promise<string> | undefined;

/** `BENCH_GATEWAY_CPU_PROF=<dir>`: each gateway process writes a V8 CPU profile there when it stops. */
function profiling(): string[] {
  const dir = process.env.BENCH_GATEWAY_CPU_PROF;
  return dir === undefined || dir === '' ? [] : ['--cpu-prof', `--cpu-prof-dir=${dir}`];
}

export async function startGateway(
  dataDir: string,
  demo: boolean,
  env: Record<string, string> = {},
): Promise<GatewayChild> {
  gatewayBundle ??= bundleGateway(
    fileURLToPath(new URL('./history-gateway.ts', import.meta.url)),
    fileURLToPath(new URL('../sync-gateway/dist/bench-history-gateway.mjs', import.meta.url)),
  );
  const child = fork(await gatewayBundle, demo ? [dataDir, 'demo'] : [dataDir], {
    execArgv: [...GATEWAY_NODE_FLAGS, ...profiling()],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: Omit<GatewayChild, 'child'>) => resolve({ child, ...message }));
    child.once('exit', (code) => reject(new Error(`gateway process exited (${code}) before listening`)));
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.disconnect();
  });
}

/** Signs in as `email` (the program's waiter by default) and returns the session cookie. */
export async function signIn(gateway: GatewayChild, email: string = gateway.email): Promise<string> {
  const res = await fetch(`${gateway.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: gateway.password }),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  await res.body?.cancel();
  if (res.status !== 200 || cookie === undefined) throw new Error(`bench sign-in failed: ${res.status}`);
  return cookie;
}

/** The process's resident memory now and at its peak, in MB (Linux). */
export async function memoryOf(pid: number | undefined): Promise<{ rssMb: number; peakMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** The gateway's V8 heap and off-heap memory (`process.memoryUsage()`), in MB. */
export function heapOf(
  gateway: GatewayChild,
): Promise<{ heapUsedMb: number; heapTotalMb: number; externalMb: number; arrayBuffersMb: number }> {
  return new Promise((resolve) => {
    gateway.child.once('message', (message: { memory: NodeJS.MemoryUsage }) => {
      const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
      resolve({
        heapUsedMb: mb(message.memory.heapUsed),
        heapTotalMb: mb(message.memory.heapTotal),
        externalMb: mb(message.memory.external),
        arrayBuffersMb: mb(message.memory.arrayBuffers),
      });
    });
    gateway.child.send({ memory: true });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the process has been quiet (QUIET_SHARE of a core over QUIET_MS). */
export async function settled(pid: number, what = 'the gateway'): Promise<void> {
  const started = performance.now();
  for (;;) {
    const before = await cpuMsOf(pid);
    await sleep(QUIET_MS);
    if ((await cpuMsOf(pid)) - before <= QUIET_SHARE * QUIET_MS) return;
    if (performance.now() - started > SETTLE_TIMEOUT_MS) throw new Error(`${what} never settled`);
  }
}

/** A new device's first pull of `/db/floor`: ms and documents it ends up with. */
export async function firstSync(
  gateway: GatewayChild,
  cookie: string,
): Promise<{ ms: number; docs: number }> {
  const fetchWithSession: typeof PouchDB.fetch = (url, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', cookie);
    return PouchDB.fetch(url, { ...init, headers });
  };
  const local = new PouchDB(`bench-new-device-${Date.now()}-${Math.random()}`, { adapter: 'memory' });
  const remote = new PouchDB(`${gateway.url}/db/floor`, { skip_setup: true, fetch: fetchWithSession });
  const started = performance.now();
  await local.replicate.from(remote);
  const ms = Math.round(performance.now() - started);
  const docs = (await local.info()).doc_count;
  await local.destroy();
  return { ms, docs };
}
