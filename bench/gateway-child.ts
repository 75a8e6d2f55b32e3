// The benches' gateway process: history-gateway.ts bundled as production bundles server.ts (built
// once per run), started on a data folder, signed in to and stopped. Shared by the history and
// reports benches.
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { GATEWAY_NODE_FLAGS, bundleGateway } from '../scripts/gateway-runtime.mjs';

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
    execArgv: [...GATEWAY_NODE_FLAGS],
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
