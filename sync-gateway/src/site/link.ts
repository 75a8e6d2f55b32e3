import type { SiteStatus } from '@restaurantpro/schema';
import type { FastifyBaseLogger } from 'fastify';
import {
  SITE_PROBE_MS,
  SITE_PROBE_TIMEOUT_MS,
  SITE_REQUEST_TIMEOUT_MS,
  SITE_RETRY_MAX_MS,
} from '../timing.ts';
import { readOrUndefined } from '../store/update.ts';
import type { DatabaseName, Store, StoreReplication, StoredDoc } from '../store/types.ts';

/**
 * What a site hub shares with the cloud: everything a restaurant is, but its gateway's own sign-in
 * sessions (a device moved to the cloud signs in there again).
 */
export const SITE_DATABASES: readonly DatabaseName[] = [
  'floor',
  'office',
  'accounts',
  'reports',
  'fiscal',
  'media',
];

/** Days back a new hub's floor takes first: yesterday's late checks, wherever the restaurant is. */
const RECENT_DAYS = 2;

/** Where the hub remembers its link across restarts: a `_local` document, never replicated. */
const LINK_DOC = '_local/site-link';

interface LinkDoc extends StoredDoc {
  /** Each database's sequence up to which the cloud has everything. */
  pushed: Partial<Record<DatabaseName, number>>;
  offlineSince: string | null;
}

/** Design documents are each side's own indexes: only the restaurant's documents replicate. */
const isShared = (doc: StoredDoc) => !doc._id.startsWith('_design/');

/** A URL with its credentials moved to an Authorization header: fetch refuses them in the URL. */
function request(url: string): { href: string; headers: Record<string, string> } {
  const parsed = new URL(url);
  const user = decodeURIComponent(parsed.username);
  const password = decodeURIComponent(parsed.password);
  parsed.username = '';
  parsed.password = '';
  const headers: Record<string, string> =
    user === '' ? {} : { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
  return { href: parsed.href, headers };
}

export interface SiteLinkOptions {
  store: Store;
  /** The cloud's CouchDB, credentials included (UPSTREAM_URL). */
  upstreamUrl: string;
  prefix: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * A site hub's link to the cloud (DESIGN.md §11): each shared database replicates both ways, live,
 * for as long as the gateway runs, and the floor never waits on it. A probe tells when the cloud
 * stops answering (shown on managers' screens with what waits to go up) and when it is back, when
 * the replications are started again on new connections rather than left to their back-off.
 */
export class SiteLink {
  private readonly now: () => Date;
  private replications: StoreReplication[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** Unknown until the first probe answers or fails. */
  private connected: boolean | null = null;
  private offlineSince: string | null = null;
  private readonly pushed: Partial<Record<DatabaseName, number>> = {};
  private readonly listeners = new Set<(connected: boolean) => void>();
  private readonly floorListeners = new Set<(ids: string[]) => void>();
  private stopped = false;
  /** Whether the floor's pull still owes its first pass over the last days (a new hub). */
  private recentFirst = false;
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly opts: SiteLinkOptions) {
    this.now = opts.now ?? (() => new Date());
  }

  private get floor() {
    return this.opts.store.db('floor');
  }

  private remoteUrl(name: DatabaseName): string {
    const base = this.opts.upstreamUrl.replace(/\/+$/, '');
    return `${base}/${encodeURIComponent(`${this.opts.prefix}${name}`)}`;
  }

  async start(): Promise<void> {
    const saved = (await readOrUndefined(this.floor, LINK_DOC)) as LinkDoc | undefined;
    Object.assign(this.pushed, saved?.pushed ?? {});
    // An outage that outlived a restart still dates from when it began.
    this.offlineSince = saved?.offlineSince ?? null;
    // A hub's first start takes today's floor first, and the rest of its history after it.
    this.recentFirst = saved === undefined;
    await this.probe();
    // Connected, the probe started them; offline, they start now and retry until the cloud answers.
    if (this.replications.length === 0) this.replicate();
    this.timer = setInterval(() => void this.probe(), SITE_PROBE_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const replication of this.replications.splice(0)) replication.cancel();
    await this.saving;
  }

  /** Whether the cloud answered the last probe. */
  isConnected(): boolean {
    return this.connected === true;
  }

  /** Called with each change of `isConnected()`. */
  onConnection(listener: (connected: boolean) => void): void {
    this.listeners.add(listener);
  }

  /** Called with the ids of each batch of floor documents the cloud's pull wrote here. */
  onPulledFloor(listener: (ids: string[]) => void): () => void {
    this.floorListeners.add(listener);
    return () => this.floorListeners.delete(listener);
  }

  /** A floor pull (the first pass or the live one) tells who listens what it wrote. */
  private floorPull(replication: StoreReplication): StoreReplication {
    return replication.on('change', (info) => {
      const ids = info.docs.map((doc) => doc._id);
      for (const listener of this.floorListeners) listener(ids);
    });
  }

  async status(): Promise<SiteStatus> {
    let pending = 0;
    for (const name of SITE_DATABASES) {
      // The embedded store numbers its sequences: what waits is every write past the cloud's mark.
      const seq = Number((await this.opts.store.db(name).info()).update_seq);
      pending += Math.max(0, seq - (this.pushed[name] ?? 0));
    }
    return { site: true, connected: this.connected === true, offlineSince: this.offlineSince, pending };
  }

  private replicate(): void {
    for (const replication of this.replications.splice(0)) replication.cancel();
    if (this.stopped) return;
    const { log } = this.opts;
    const replicate = this.replicator();
    for (const name of SITE_DATABASES) {
      for (const direction of ['push', 'pull'] as const) {
        if (name === 'floor' && direction === 'pull' && this.recentFirst) {
          this.pullRecentFloor();
          continue;
        }
        const replication = replicate(name, {
          direction,
          remoteUrl: this.remoteUrl(name),
          filter: isShared,
          maxRetryMs: SITE_RETRY_MAX_MS,
          requestTimeoutMs: SITE_REQUEST_TIMEOUT_MS,
        });
        replication.on('denied', (err) =>
          log.error({ err, db: name, direction }, 'the cloud refused a document'),
        );
        if (name === 'floor' && direction === 'pull') this.floorPull(replication);
        if (direction === 'push')
          replication.on('paused', (err) => {
            if (err === undefined) void this.caughtUp(name);
          });
        this.replications.push(replication);
      }
    }
  }

  private replicator(): NonNullable<Store['replicate']> {
    const replicate = this.opts.store.replicate?.bind(this.opts.store);
    if (replicate === undefined) throw new Error('A site hub needs the embedded store');
    return replicate;
  }

  /**
   * A new hub on a restaurant with years of history: the floor's documents of the last days, and
   * those of no day (the catalogue, the tables, the settings), come first, so the floor is served
   * within seconds; the whole floor follows with the live pull, which finds those already here.
   */
  private pullRecentFloor(): void {
    const since = new Date(this.now().getTime() - RECENT_DAYS * 86_400_000).toISOString().slice(0, 10);
    const recent = this.floorPull(
      this.replicator()('floor', {
        direction: 'pull',
        once: true,
        remoteUrl: this.remoteUrl('floor'),
        filter: isShared,
        selector: {
          _id: { $regex: '^[^_]' },
          $or: [{ businessDate: { $exists: false } }, { businessDate: { $gte: since } }],
        },
        maxRetryMs: SITE_RETRY_MAX_MS,
        requestTimeoutMs: SITE_REQUEST_TIMEOUT_MS,
      }),
    );
    // Done or failed, the whole floor's live pull takes over: it brings whatever the pass did not.
    const then = (err?: unknown) => {
      if (this.stopped || !this.replications.includes(recent)) return;
      this.recentFirst = false;
      if (err === undefined) this.opts.log.info('the last days of the floor are here; its history follows');
      else this.opts.log.warn({ err }, 'the last days of the floor did not come first; all of it follows');
      this.replications.splice(this.replications.indexOf(recent), 1);
      this.replications.push(
        this.floorPull(
          this.replicator()('floor', {
            direction: 'pull',
            remoteUrl: this.remoteUrl('floor'),
            filter: isShared,
            maxRetryMs: SITE_RETRY_MAX_MS,
            requestTimeoutMs: SITE_REQUEST_TIMEOUT_MS,
          }),
        ),
      );
    };
    recent.on('complete', () => then()).on('error', (err) => then(err));
    this.replications.push(recent);
  }

  /** The push is idle without an error: the cloud has every write of `name` so far. */
  private async caughtUp(name: DatabaseName): Promise<void> {
    const seq = Number((await this.opts.store.db(name).info()).update_seq);
    if (this.pushed[name] === seq) return;
    this.pushed[name] = seq;
    this.save();
  }

  private async probe(): Promise<void> {
    const { href, headers } = request(this.remoteUrl('floor'));
    let answered = false;
    try {
      const res = await fetch(href, { headers, signal: AbortSignal.timeout(SITE_PROBE_TIMEOUT_MS) });
      await res.body?.cancel();
      answered = res.ok;
      if (!res.ok)
        this.opts.log.warn({ status: res.status }, 'the cloud answers, but not with its floor database');
    } catch {
      // Unreachable, refused or too slow: `answered` stays false.
    }
    if (this.stopped || answered === this.connected) return;
    this.connected = answered;
    if (answered) {
      this.opts.log.info({ offlineSince: this.offlineSince }, 'the cloud answers again');
      this.offlineSince = null;
      // Replications waiting out a back-off, or on a connection the outage left open, start afresh.
      this.replicate();
    } else {
      this.offlineSince ??= this.now().toISOString();
      this.opts.log.warn('the cloud does not answer: the site works on its own');
    }
    this.save();
    for (const listener of this.listeners) listener(answered);
  }

  /** Writes the link's memory, one write at a time and always the latest. */
  private save(): void {
    this.saving = this.saving.then(async () => {
      try {
        const current = await readOrUndefined(this.floor, LINK_DOC);
        const next: LinkDoc = {
          _id: LINK_DOC,
          ...(current?._rev === undefined ? {} : { _rev: current._rev }),
          pushed: { ...this.pushed },
          offlineSince: this.offlineSince,
        };
        await this.floor.put(next);
      } catch (err) {
        this.opts.log.warn({ err }, 'site link state not saved');
      }
    });
  }
}
