import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startPouchDbServer, type PouchDbServerPeer } from '@restaurantpro/sync-gateway/testing';
import { Balancer } from './balancer.ts';
import type { Doc } from './checks.ts';
import { freePort, GatewayProcess } from './gateway-process.ts';
import { wait } from './faults.ts';
import { between, type SoakSettings } from './settings.ts';

/** The store's database prefix (the gateway's default `DB_PREFIX`). */
const PREFIX = 'rp_';
/** `_local/reactor-lease` in the floor database (sync-gateway/src/reactions/lease.ts). */
const LEASE_PATH = `${PREFIX}floor/_local/reactor-lease`;
/** How often a standby is asked whether it took the lease over after the holder was killed. */
const HANDOVER_POLL_MS = 100;
/** A handover not seen within this long is recorded as missing (the check's bound is lower). */
const HANDOVER_GIVE_UP_MS = 60_000;

export interface ReactorHealth {
  instance: string;
  holds: boolean;
  token: number | null;
}

/** `GET /healthz/reactor` on one gateway's own port (never the balancer); null when it does not answer. */
export async function reactorOf(gateway: GatewayProcess): Promise<ReactorHealth | null> {
  if (!gateway.running) return null;
  try {
    const res = await fetch(`${gateway.url}/healthz/reactor`, { signal: AbortSignal.timeout(2000) });
    if (res.status !== 200) return null;
    return (await res.json()) as ReactorHealth;
  } catch {
    return null;
  }
}

export interface LeaseDoc {
  holder: string;
  token: number;
  expiresAt: number;
}

/** One holder kill and how long until the other gateway said it held the lease. */
export interface Handover {
  killed: number;
  /** Milliseconds from the SIGKILL to the other gateway's `holds: true`; null if never seen. */
  ms: number | null;
  token: number | null;
}

/**
 * Two gateway processes on one store (pouchdb-server in memory, behind the selector-changes bridge
 * a gateway on it needs), with the same session secret so a cookie signed by one is good at the
 * other, and a round-robin balancer in front, the one address devices and admins are given.
 */
export class GatewayCluster {
  readonly handovers: Handover[] = [];
  private peer: PouchDbServerPeer | undefined;
  private balancer: Balancer | undefined;

  private constructor(
    readonly tmp: string,
    readonly gateways: readonly GatewayProcess[],
    private readonly settings: SoakSettings,
  ) {}

  static async create(
    prefix: string,
    settings: SoakSettings,
    opts: {
      admin: { email: string; password: string };
      timezone: string;
      startTimeoutMs: number;
      logLevel: string;
    },
  ): Promise<GatewayCluster> {
    const tmp = await mkdtemp(path.join(tmpdir(), prefix));
    const secret = randomBytes(32).toString('hex');
    const gateways: GatewayProcess[] = [];
    for (const n of [1, 2]) {
      const dataDir = path.join(tmp, `data-${n}`);
      await mkdir(dataDir);
      gateways.push(
        new GatewayProcess({
          port: await freePort(),
          dataDir,
          logPath: path.join(tmp, `gateway-${n}.log`),
          startTimeoutMs: opts.startTimeoutMs,
          env: {
            DEMO: 'true',
            DEMO_HISTORY_DAYS: '0',
            ADMIN_EMAIL: opts.admin.email,
            ADMIN_PASSWORD: opts.admin.password,
            SESSION_SECRET: secret,
            TIMEZONE: opts.timezone,
            LOG_LEVEL: opts.logLevel,
            REACTOR_LEASE: String(settings.lease),
            // Filled in by start(), once the store listens.
            COUCHDB_URL: '',
            DB_PREFIX: PREFIX,
          },
        }),
      );
    }
    return new GatewayCluster(tmp, gateways, settings);
  }

  get logPaths(): string[] {
    return this.gateways.map((gateway) => gateway.logPath);
  }

  /** The balancer's address: where devices' proxies and admin calls go. */
  get url(): string {
    if (this.balancer === undefined) throw new Error('cluster not started');
    return this.balancer.url;
  }

  get port(): number {
    if (this.balancer === undefined) throw new Error('cluster not started');
    return this.balancer.port;
  }

  get balancerStats() {
    return this.balancer?.stats;
  }

  /** The store's URL (through the bridge), for reading it directly at the end. */
  get storeUrl(): string {
    if (this.peer === undefined) throw new Error('cluster not started');
    return this.peer.url;
  }

  /**
   * The store, then the first gateway and only once it is ready the second (the demo loader writes
   * the catalogue once, and two loaders at once would write the same fixed ids), then the balancer.
   */
  async start(): Promise<void> {
    this.peer = await startPouchDbServer({ bridge: true });
    for (const gateway of this.gateways) {
      gateway.setEnv('COUCHDB_URL', this.peer.url);
      await gateway.start();
    }
    this.balancer = await Balancer.start(this.gateways.map((gateway) => gateway.port));
  }

  /** Every gateway up (after the faults). */
  async heal(): Promise<void> {
    for (const gateway of this.gateways) if (!gateway.running) await gateway.start();
  }

  killNow(): void {
    for (const gateway of this.gateways) gateway.killNow();
  }

  async stop(): Promise<void> {
    await this.balancer?.close();
    for (const gateway of this.gateways) await gateway.stop();
    for (const gateway of this.gateways) await gateway.closeLog();
    await this.peer?.stop();
  }

  /** The lease document as the store holds it; null when there is none. */
  async leaseDoc(): Promise<LeaseDoc | null> {
    const res = await fetch(`${this.storeUrl}/${LEASE_PATH}`);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (res.status !== 200) throw new Error(`reading the lease: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as LeaseDoc;
  }

  /** Every ticket document in the store's floor, with its conflicting revisions. */
  async tickets(): Promise<Doc[]> {
    const query = new URLSearchParams({
      include_docs: 'true',
      conflicts: 'true',
      startkey: JSON.stringify('ticket:'),
      endkey: JSON.stringify('ticket:\ufff0'),
    });
    const res = await fetch(`${this.storeUrl}/${PREFIX}floor/_all_docs?${query}`);
    if (res.status !== 200) throw new Error(`reading the tickets: HTTP ${res.status} ${await res.text()}`);
    const { rows } = (await res.json()) as { rows: Array<{ doc?: Doc }> };
    return rows.flatMap((row) => (row.doc === undefined ? [] : [row.doc]));
  }

  /** Which gateway holds the lease now, asked of each on its own port; waits a while for one. */
  private async holder(signal: AbortSignal): Promise<number | null> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && !signal.aborted) {
      const health = await Promise.all(this.gateways.map((gateway) => reactorOf(gateway)));
      const index = health.findIndex((h) => h?.holds === true);
      if (index >= 0) return index;
      await sleep(HANDOVER_POLL_MS);
    }
    return null;
  }

  /** Polls `gateway` until it says it holds the lease: ms from `since`, or null if it never does. */
  private async takenOverBy(gateway: GatewayProcess, since: number): Promise<Handover> {
    for (;;) {
      const health = await reactorOf(gateway);
      if (health?.holds === true) return { killed: 0, ms: Date.now() - since, token: health.token };
      if (Date.now() - since > HANDOVER_GIVE_UP_MS) return { killed: 0, ms: null, token: null };
      await sleep(HANDOVER_POLL_MS);
    }
  }

  /**
   * At `settings.kills` moments spread over the run, SIGKILLs the gateway holding the reactor lease
   * (any gateway, at random, without the lease), times how long the other takes to hold it, and then
   * starts the killed one again on its port after the rest of its downtime.
   */
  async killLoop(random: () => number, signal: AbortSignal, note: (line: string) => void): Promise<void> {
    const { settings } = this;
    const started = Date.now();
    const spacing = settings.durationMs / (settings.kills + 1);
    for (let k = 1; k <= settings.kills; k++) {
      const at = started + spacing * k + (random() - 0.5) * spacing * 0.5;
      if (!(await wait(Math.max(0, at - Date.now()), signal))) break;
      const index = settings.lease ? await this.holder(signal) : Math.floor(random() * this.gateways.length);
      const victim = index === null ? undefined : this.gateways[index];
      if (index === null || victim === undefined) {
        note(`kill #${k} skipped: no gateway holds the lease`);
        this.handovers.push({ killed: -1, ms: null, token: null });
        continue;
      }
      const other = this.gateways[(index + 1) % this.gateways.length];
      const down = between(random, settings.downtimeMs);
      const killedAt = Date.now();
      await victim.kill();
      const at_ = ((killedAt - started) / 1000).toFixed(1);
      if (settings.lease && other !== undefined) {
        const handover = { ...(await this.takenOverBy(other, killedAt)), killed: index + 1 };
        this.handovers.push(handover);
        note(
          `kill #${k}: gateway ${index + 1} (lease holder) at ${at_} s; ` +
            (handover.ms === null
              ? 'no hand-over seen'
              : `gateway ${((index + 1) % 2) + 1} holds it ${handover.ms} ms later (token ${handover.token})`),
        );
      } else note(`kill #${k}: gateway ${index + 1} at ${at_} s, down ${down} ms`);
      // The downtime runs to the end even if the run ends meanwhile: the gateway must come back.
      await sleep(Math.max(0, killedAt + down - Date.now()));
      const restart = Date.now();
      await victim.start();
      note(`  gateway ${index + 1} back after a ${Date.now() - restart} ms start`);
    }
  }
}
