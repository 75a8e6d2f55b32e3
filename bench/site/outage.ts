// The service while the link is cut: waiters and cooks work on the hub and a cashier charges checks
// through its API; meanwhile the cloud takes the reactions once the hub's lease has lapsed and a
// manager edits the catalogue there, and the hub is SIGKILLed in the middle and started again on its
// store, still without the cloud.
import { setTimeout as sleep } from 'node:timers/promises';
import type { SiteStatus } from '@restaurantpro/schema';
import type { Account } from '../soak/api.ts';
import { Cashier } from '../soak/cashier.ts';
import type { SoakDevice } from '../soak/devices.ts';
import { seededRandom } from '../soak/settings.ts';
import type { HubRestart } from './checks.ts';
import { editCatalogue, type CatalogueEdits } from './cloud.ts';
import type { SiteSettings } from './settings.ts';
import { reactorStateOf, siteStatusOf, until, type Site } from './site.ts';

export interface CloudDuringOutage {
  /** From the cut to the cloud gateway saying it runs the reactions. */
  tookOverMs: number;
  edits: CatalogueEdits;
}

/** Waits for the cloud gateway to run the reactions (the hub's lease lapsed), then edits the catalogue. */
export async function cloudDuringOutage(
  site: Site,
  admin: Account,
  cutAt: number,
  timeoutMs: number,
): Promise<CloudDuringOutage> {
  await until(
    () => reactorStateOf(site.cloud),
    (state) => state?.holds === true,
    'the cloud gateway runs the reactions during the outage',
    timeoutMs,
  );
  const tookOverMs = Date.now() - cutAt;
  return { tookOverMs, edits: await editCatalogue(site.cloud.url, admin) };
}

/** The hub's restart, and the rounds written before it (to tell those written after). */
export interface KillResult {
  restart: Omit<HubRestart, 'roundsAfter' | 'acknowledgedAfter'>;
  roundsBefore: ReadonlySet<string>;
}

/**
 * After `delayMs`, notes since when the hub says the cloud is out, SIGKILLs it, starts it again on
 * the same data dir and port, and asks it again: it must still be offline, from the same moment.
 */
export async function killHubMidway(
  site: Site,
  cookie: string,
  waiters: readonly SoakDevice[],
  delayMs: number,
): Promise<KillResult> {
  await sleep(delayMs);
  const offlineSince = siteOffline(await siteStatusOf(site.hub, cookie));
  await site.hub.kill();
  const roundsBefore = new Set(waiters.flatMap((waiter) => [...waiter.created.keys()]));
  const started = Date.now();
  await site.hub.start();
  const startMs = Date.now() - started;
  return { restart: { offlineSince, startMs, after: await siteStatusOf(site.hub, cookie) }, roundsBefore };
}

function siteOffline(status: SiteStatus | null): string | null {
  return status?.site === true ? status.offlineSince : null;
}

/** The rounds the waiters wrote after the restart, and how many of them the hub acknowledged. */
export function roundsAfter(
  waiters: readonly SoakDevice[],
  before: ReadonlySet<string>,
): Pick<HubRestart, 'roundsAfter' | 'acknowledgedAfter'> {
  const after = waiters.flatMap((waiter) =>
    [...waiter.created.keys()].filter((id) => !before.has(id)).map((id) => waiter.acknowledged.has(id)),
  );
  return { roundsAfter: after.length, acknowledgedAfter: after.filter(Boolean).length };
}

export interface OutageService {
  cashier: Cashier;
  cloud: CloudDuringOutage;
  restart: HubRestart;
}

export interface OutageParties {
  site: Site;
  devices: readonly SoakDevice[];
  hubAdmin: Account;
  cloudAdmin: Account;
  /** When the link was cut (the cloud's take-over is timed from it). */
  cutAt: number;
  settings: SiteSettings;
  /** Told of each step as it happens. */
  step: (line: string) => void;
}

/**
 * The outage's service for `settings.outageMs`, with the cloud's edits and the hub's restart along
 * it; resolves once the devices and the cashier have stopped (the one action under way finished).
 */
export async function serveThroughOutage(parties: OutageParties): Promise<OutageService> {
  const { site, devices, hubAdmin, cloudAdmin, cutAt, settings, step } = parties;
  const waiters = devices.filter((device) => device.role === 'waiter');
  const cashier = new Cashier(
    site.hub.url,
    hubAdmin,
    settings.cashierEveryMs,
    seededRandom(settings.seed + 2000),
  );
  const service = new AbortController();
  for (const device of devices) device.startWork();
  const paying = cashier.loop(service.signal);
  try {
    const [, cloud, killed] = await Promise.all([
      sleep(settings.outageMs),
      cloudDuringOutage(site, cloudAdmin, cutAt, settings.stateTimeoutMs).then((done) => {
        step(
          `the cloud runs the reactions ${(done.tookOverMs / 1000).toFixed(1)} s after the cut; catalogue edited there`,
        );
        return done;
      }),
      killHubMidway(site, hubAdmin.cookie, waiters, settings.outageMs / 2).then((done) => {
        step(`hub SIGKILLed and started again in ${(done.restart.startMs / 1000).toFixed(1)} s`);
        return done;
      }),
    ]);
    service.abort();
    await paying;
    await Promise.all(devices.map((device) => device.stopWork()));
    return { cashier, cloud, restart: { ...killed.restart, ...roundsAfter(waiters, killed.roundsBefore) } };
  } finally {
    // A failed step ends the cashier's turns too; the devices stop when the run closes them.
    service.abort();
  }
}
