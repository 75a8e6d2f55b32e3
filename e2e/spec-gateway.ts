import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { E2E_ADMIN } from '../playwright.config.ts';

/**
 * A gateway of a spec's own, for a spec that cannot share the e2e gateway's state (a seeded month, a
 * fake AEAT to send to): `node --import tsx sync-gateway/src/server.ts` on 127.0.0.1 with a port of
 * its own, serving the built app, with the e2e admin and whatever environment the spec adds.
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

export interface Gateway {
  url: string;
  stop: () => Promise<void>;
}

export interface GatewayOptions {
  /** Whether it loads the demo restaurant into an empty store (DEMO); no by default. */
  demo?: boolean;
  /** More of the gateway's environment (TIMEZONE, VERIFACTU_URL…). */
  env?: Record<string, string>;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** The gateway on `dataDir`, resolved once it listens and answers /healthz. */
export async function startGateway(dataDir: string, options: GatewayOptions = {}): Promise<Gateway> {
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
        DEMO: String(options.demo ?? false),
        WEB_DIST: process.env.E2E_WEB_DIST ?? 'web/dist',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'warn',
        ...options.env,
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
      child.once('exit', (code) => reject(new Error(`the spec's gateway exited (${code}): ${stderr}`)));
    });
    const health = await fetch(`${url}/healthz`);
    if (!health.ok) throw new Error(`${url}/healthz answered ${health.status}`);
    return { url, stop: () => stopChild(child) };
  } catch (err) {
    await stopChild(child);
    throw err;
  }
}
