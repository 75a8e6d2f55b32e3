// The restaurant of the run: its databases in the cloud (pouchdb-server standing in for CouchDB),
// the cloud gateway on them, and the site hub on its own embedded store, linked to the cloud through
// a proxy that can cut the link. Each gateway is a child process (the soak's GatewayProcess), so the
// hub can be SIGKILLed and started again on its store.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { siteStatusSchema, type SiteStatus } from '@restaurantpro/schema';
import { startPouchDbServer, type PouchDbServerPeer } from '@restaurantpro/sync-gateway/testing';
import { LinkProxy } from '@restaurantpro/sync-gateway/testing/link';
import { signIn } from '../soak/api.ts';
import { reactorOf } from '../soak/cluster.ts';
import { freePort, GatewayProcess } from '../soak/gateway-process.ts';

/** How often a gateway is asked again while waiting for it to say something. */
const POLL_MS = 100;

export interface SiteOptions {
  admin: { email: string; password: string };
  timezone: string;
  /** Both gateways' DB_PREFIX: the hub replicates with the same-named databases in the cloud. */
  prefix: string;
  logLevel: string;
  startTimeoutMs: number;
}

/** What `GET /healthz/reactor` says of the reactions on one gateway; null when it does not answer. */
export interface ReactorState {
  /** The gateway runs the reactions now. */
  holds: boolean;
  /** A site hub: it holds the lease in the cloud itself (not only running the reactions on its own). */
  lease: boolean;
}

export async function reactorStateOf(gateway: GatewayProcess): Promise<ReactorState | null> {
  const health = await reactorOf(gateway);
  if (health === null) return null;
  return { holds: health.holds, lease: 'lease' in health && health.lease === true };
}

/** `GET /api/site` as a signed-in user; null while the gateway does not answer. */
export async function siteStatusOf(gateway: GatewayProcess, cookie: string): Promise<SiteStatus | null> {
  if (!gateway.running) return null;
  try {
    const res = await fetch(`${gateway.url}/api/site`, {
      headers: { cookie },
      signal: AbortSignal.timeout(2000),
    });
    if (res.status !== 200) {
      await res.body?.cancel();
      return null;
    }
    return siteStatusSchema.parse(await res.json());
  } catch {
    return null;
  }
}

/**
 * Polls `read` until `accept` holds; resolves with the value and how long it took. Throws after
 * `timeoutMs` naming `what` and the last value: a state only a gateway's own endpoints tell.
 */
export async function until<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  timeoutMs: number,
): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    const ms = Date.now() - started;
    if (accept(value)) return { value, ms };
    if (ms > timeoutMs)
      throw new Error(`${what}: not within ${timeoutMs / 1000} s (last: ${JSON.stringify(value)})`);
    await sleep(POLL_MS);
  }
}

/** Sign-in attempts while the hub may still be pulling the cloud's accounts, and the wait between them. */
const JOIN_ATTEMPTS = 4;
const JOIN_RETRY_MS = 3000;

/**
 * Signs in on a hub that started with no accounts of its own: they arrive with its first pull from
 * the cloud. Only a refused sign-in (401) is tried again, few times and slowly: each refusal counts
 * against the sign-in's failure limit (5 a minute).
 */
export async function signInJoined(hub: GatewayProcess, email: string, password: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signIn(hub.url, email, password);
    } catch (err) {
      if (attempt >= JOIN_ATTEMPTS || !(err instanceof Error && err.message.includes('HTTP 401'))) throw err;
      await sleep(JOIN_RETRY_MS);
    }
  }
}

/** A site hub handing reactions to the cloud and back: the hub holds the lease and the cloud stands by. */
export const hubLeads = ([hub, cloud]: readonly [ReactorState | null, ReactorState | null]) =>
  hub?.lease === true && cloud?.holds === false;

export class Site {
  private peer: PouchDbServerPeer | undefined;
  private proxy: LinkProxy | undefined;

  private constructor(
    readonly tmp: string,
    readonly cloud: GatewayProcess,
    readonly hub: GatewayProcess,
    readonly hubDataDir: string,
    readonly prefix: string,
  ) {}

  /** The processes, their stores and logs in a new temp folder; nothing started yet. */
  static async create(opts: SiteOptions): Promise<Site> {
    const tmp = await mkdtemp(path.join(tmpdir(), 'rp-site-'));
    const gateway = async (name: string, env: Record<string, string>) => {
      const dataDir = path.join(tmp, `${name}-data`);
      await mkdir(dataDir);
      return new GatewayProcess({
        port: await freePort(),
        dataDir,
        logPath: path.join(tmp, `${name}.log`),
        startTimeoutMs: opts.startTimeoutMs,
        env: {
          ADMIN_EMAIL: opts.admin.email,
          ADMIN_PASSWORD: opts.admin.password,
          // Kept across the hub's restarts, so the devices' and the cashier's sessions stay good.
          SESSION_SECRET: randomBytes(32).toString('hex'),
          TIMEZONE: opts.timezone,
          LOG_LEVEL: opts.logLevel,
          DB_PREFIX: opts.prefix,
          ...env,
        },
      });
    };
    // The demo's catalogue, floor and settings are the cloud's; the hub creates nothing of its own.
    const cloud = await gateway('cloud', { DEMO: 'true', DEMO_HISTORY_DAYS: '0', COUCHDB_URL: '' });
    const hub = await gateway('hub', { DEMO: 'false', UPSTREAM_URL: '' });
    return new Site(tmp, cloud, hub, path.join(tmp, 'hub-data'), opts.prefix);
  }

  get logPaths(): string[] {
    return [this.cloud.logPath, this.hub.logPath];
  }

  /** pouchdb-server itself, where the cloud's databases are read as they are stored. */
  get upstreamUrl(): string {
    if (this.peer === undefined) throw new Error('site not started');
    return this.peer.serverUrl;
  }

  /** The store, then the cloud gateway (it writes the demo), then the link and the hub (it joins). */
  async start(): Promise<void> {
    this.peer = await startPouchDbServer({ bridge: true });
    this.cloud.setEnv('COUCHDB_URL', this.peer.url);
    await this.cloud.start();
    // The hub's link goes through the bridge too: a new hub's first pull reads the cloud's floor
    // through a selector (`_changes?filter=_selector`), which pouchdb-server alone cannot answer.
    this.proxy = await LinkProxy.start(this.peer.url);
    this.hub.setEnv('UPSTREAM_URL', this.proxy.url);
    await this.hub.start();
  }

  /** The internet gone: every connection of the hub's link reset, new ones refused. */
  cut(): void {
    this.proxy?.cut();
  }

  heal(): void {
    this.proxy?.heal();
  }

  killNow(): void {
    this.hub.killNow();
    this.cloud.killNow();
  }

  /**
   * Both gateways stopped gracefully, the cloud's first: a hub stopping hands its lease back, and a
   * cloud gateway still running would take the reactions and write in the cloud after the hub has
   * gone. Then the hub's store may be read from its data dir, the cloud's from pouchdb-server.
   */
  async stopGateways(): Promise<void> {
    await this.cloud.stop();
    await this.hub.stop();
  }

  async stop(): Promise<void> {
    await this.hub.stop();
    await this.cloud.stop();
    await this.proxy?.close();
    await this.peer?.stop();
    await this.hub.closeLog();
    await this.cloud.closeLog();
  }
}
