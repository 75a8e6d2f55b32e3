import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@restaurantpro/sync-gateway/testing';
import { GATEWAY_NODE_FLAGS, bundleGateway } from '../../scripts/gateway-runtime.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = 'sync-gateway/src/server.ts';
const GUARD = fileURLToPath(new URL('./exit-with-parent.mjs', import.meta.url));
/** What server.ts prints once it listens. */
const READY_LINE = 'escuchando en';

export interface GatewayOptions {
  port: number;
  dataDir: string;
  logPath: string;
  env: Record<string, string>;
  /** How long a start may take before it counts as failed (tsx compiles the gateway on each start). */
  startTimeoutMs: number;
  /** Extra flags for node, before the gateway's script (a CPU profile). */
  nodeFlags?: string[];
  /**
   * The gateway bundled as production runs it (scripts/gateway-runtime.mjs), with production's Node
   * flags: what a benchmark of its memory should measure. Otherwise tsx runs its sources.
   */
  bundle?: string;
}

let benchBundle: Promise<string> | undefined;

/** The gateway bundled once per run, beside (not over) the one `npm start` runs. */
export function bundledGateway(): Promise<string> {
  benchBundle ??= bundleGateway(
    path.join(ROOT, SERVER),
    path.join(ROOT, 'sync-gateway/dist/bench-gateway.mjs'),
  );
  return benchBundle;
}

/** A gateway must come back on the same port after each kill: see freePort for why it holds. */
export { freePort };

/** A demo gateway in a temp folder of its own, as the soak and the rush run it. */
export interface TempGateway {
  gateway: GatewayProcess;
  /** The temp folder: the store (`data`) and the gateway's log. */
  tmp: string;
  dataDir: string;
  logPath: string;
}

/**
 * A demo gateway (`DEMO=true`, with `historyDays` of past trading) on a free port, its store and log
 * in a new temp folder named after `prefix`, signed in to by `admin`. Not started yet.
 */
export async function gatewayInTemp(
  prefix: string,
  opts: {
    admin: { email: string; password: string };
    timezone: string;
    historyDays: number;
    startTimeoutMs: number;
    logLevel: string;
    /** node's --cpu-prof for the gateway, its profile written to this folder when it stops. */
    cpuProfDir?: string;
    /** V8's old-space limit for the gateway (`--max-old-space-size`): to tell a leak from a lazy heap. */
    heapMb?: number;
    /** Run the gateway bundled, as production does (GatewayOptions.bundle). */
    bundled?: boolean;
  },
): Promise<TempGateway> {
  const tmp = await mkdtemp(path.join(tmpdir(), prefix));
  const dataDir = path.join(tmp, 'data');
  await mkdir(dataDir);
  const logPath = path.join(tmp, 'gateway.log');
  const gateway = new GatewayProcess({
    port: await freePort(),
    dataDir,
    logPath,
    startTimeoutMs: opts.startTimeoutMs,
    ...(opts.bundled === true ? { bundle: await bundledGateway() } : {}),
    ...(opts.cpuProfDir === undefined
      ? {}
      : { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${opts.cpuProfDir}`] }),
    env: {
      DEMO: 'true',
      DEMO_HISTORY_DAYS: String(opts.historyDays),
      ADMIN_EMAIL: opts.admin.email,
      ADMIN_PASSWORD: opts.admin.password,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TIMEZONE: opts.timezone,
      LOG_LEVEL: opts.logLevel,
      ...(opts.heapMb === undefined ? {} : { NODE_OPTIONS: `--max-old-space-size=${opts.heapMb}` }),
    },
  });
  return { gateway, tmp, dataDir, logPath };
}

/**
 * The real gateway (`sync-gateway/src/server.ts`, as `npm start` runs it) in a child process on a
 * fixed port and data dir, so it can be killed with SIGKILL at any moment and started again on the
 * same store while the devices' proxies keep pointing at it. Its stdout and stderr go to one log
 * file across restarts.
 */
export class GatewayProcess {
  starts = 0;
  kills = 0;
  /** Exits the soak did not cause (a crash): code or signal, and when. */
  readonly crashes: string[] = [];
  private expectingExit = false;
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private readonly log: WriteStream;
  /** The end of this start's output, quoted when the start fails: CI keeps no temp folder. */
  private startOutput = '';

  constructor(private readonly opts: GatewayOptions) {
    this.log = createWriteStream(opts.logPath, { flags: 'a' });
  }

  get port(): number {
    return this.opts.port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.opts.port}`;
  }

  get logPath(): string {
    return this.opts.logPath;
  }

  /** Sets an environment variable for the next starts (a store address known only later). */
  setEnv(name: string, value: string): void {
    this.opts.env[name] = value;
  }

  /** The running gateway's process id (a benchmark reads its CPU time and memory under /proc). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  /** Starts the gateway and resolves once it listens; rejects if it exits or takes too long. */
  async start(): Promise<void> {
    if (this.child !== undefined) throw new Error('gateway already running');
    this.starts++;
    this.log.write(`\n===== soak: start #${this.starts} at ${new Date().toISOString()} =====\n`);
    const { bundle, nodeFlags = [] } = this.opts;
    const args =
      bundle === undefined
        ? [...nodeFlags, '--import', 'tsx', '--import', GUARD, SERVER]
        : [...GATEWAY_NODE_FLAGS, ...nodeFlags, '--import', GUARD, bundle];
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: {
        ...process.env,
        ...this.opts.env,
        PORT: String(this.opts.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.opts.dataDir,
      },
      // The IPC channel is only there so the gateway notices the soak going away (exit-with-parent).
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.child = child;
    this.expectingExit = false;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.log.write(`\n===== soak: gateway exited (code ${code}, signal ${signal}) =====\n`);
        if (!this.expectingExit)
          this.crashes.push(`exit code ${code}, signal ${signal} at ${new Date().toISOString()}`);
        if (this.child === child) this.child = undefined;
        resolve();
      });
    });
    this.startOutput = '';
    const keep = (chunk: Buffer): void => {
      this.startOutput = (this.startOutput + chunk.toString()).slice(-3000);
    };
    child.stderr?.on('data', (chunk: Buffer) => {
      this.log.write(chunk);
      keep(chunk);
    });
    let seen = '';
    let listening = false;
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`gateway did not listen within ${this.opts.startTimeoutMs} ms`)),
        this.opts.startTimeoutMs,
      );
      child.stdout?.on('data', (chunk: Buffer) => {
        this.log.write(chunk);
        if (listening) return;
        keep(chunk);
        // Only the tail is kept: the marker may straddle two chunks.
        seen = (seen + chunk.toString()).slice(-4096);
        if (seen.includes(READY_LINE)) {
          listening = true;
          clearTimeout(timer);
          resolve();
        }
      });
      void this.exited.then(() => {
        clearTimeout(timer);
        reject(
          new Error(
            `gateway exited during start (see ${this.opts.logPath}); its last output:\n${this.startOutput}`,
          ),
        );
      });
    });
    try {
      await ready;
    } catch (err) {
      this.expectingExit = true;
      this.child?.kill('SIGKILL');
      await this.exited;
      throw err;
    }
  }

  /** SIGKILL, as a crash or an OOM kill would end it: no graceful close, no flush. */
  async kill(): Promise<void> {
    const child = this.child;
    if (child === undefined) return;
    this.kills++;
    this.expectingExit = true;
    child.kill('SIGKILL');
    await this.exited;
  }

  /** A graceful stop (SIGTERM, then SIGKILL if it lingers). */
  async stop(): Promise<void> {
    const child = this.child;
    if (child === undefined) return;
    this.expectingExit = true;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }

  /** For `process.on('exit')`: synchronous, no waiting. */
  killNow(): void {
    this.expectingExit = true;
    this.child?.kill('SIGKILL');
  }

  async closeLog(): Promise<void> {
    await new Promise<void>((resolve) => this.log.end(() => resolve()));
  }
}
