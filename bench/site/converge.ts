// Once the link heals: the hub and the cloud must show the same floor and office, every device the
// hub's floor, nothing in conflict, the projections equal to their recomputation on both sides, the
// reactions back on the hub and nothing left to go up. Read again every second until all of it holds
// or the bound passes. The floor is compared door to door (each gateway's `/db/floor` as an admin, which
// leaves out what no device needs); the whole stores are compared once the hub has stopped.
import { setTimeout as sleep } from 'node:timers/promises';
import type { SiteStatus } from '@restaurantpro/schema';
import {
  noConflicts,
  oneLiveCheckPerTable,
  sameRevisions,
  stockMatchesOrders,
  tablesFollowChecks,
  type CheckResult,
  type ReplicaView,
} from '../soak/checks.ts';
import type { SoakDevice } from '../soak/devices.ts';
import { viewOf } from '../soak/views.ts';
import { reactorStateOf, siteStatusOf, type ReactorState, type Site } from './site.ts';
import { cloudView, type DoorReader } from './views.ts';

const POLL_MS = 1000;

/** Everything read in one round. */
export interface SiteState {
  /** The floor through the hub's door, through the cloud gateway's, and as the cloud's store holds it. */
  hubFloor: ReplicaView;
  cloudDoorFloor: ReplicaView;
  cloudFloor: ReplicaView;
  hubOffice: ReplicaView;
  cloudOffice: ReplicaView;
  devices: ReplicaView[];
  hub: ReactorState | null;
  cloud: ReactorState | null;
  status: SiteStatus | null;
}

export interface SiteConvergence {
  converged: boolean;
  /** From the heal to the first round where every check held (or to giving up). */
  ms: number;
  /** The last round read; undefined if no round could be read at all. */
  state: SiteState | undefined;
  checks: CheckResult[];
  readErrors: string[];
}

const renamed = (check: CheckResult, name: string): CheckResult => ({ ...check, name });

function check(name: string, problems: readonly string[], okDetail: string): CheckResult {
  return { name, ok: problems.length === 0, detail: problems.length === 0 ? okDetail : problems.join('; ') };
}

/** The projections' recomputation on one side's floor. */
export function projectionChecks(floor: ReplicaView, side: string): CheckResult[] {
  return [stockMatchesOrders(floor), oneLiveCheckPerTable(floor), tablesFollowChecks(floor)].map((c) =>
    renamed(c, `${c.name} (${side})`),
  );
}

export function convergenceChecks(state: SiteState): CheckResult[] {
  const { status } = state;
  const caughtUp = status?.site === true && status.connected && status.offlineSince === null;
  return [
    renamed(
      sameRevisions(state.cloudDoorFloor, [state.hubFloor]),
      "the hub's floor shows the cloud's documents at the same winning revisions (each gateway's door)",
    ),
    renamed(
      sameRevisions(state.cloudOffice, [state.hubOffice]),
      "the hub's office holds the cloud's documents at the same winning revisions",
    ),
    renamed(
      sameRevisions(state.hubFloor, state.devices),
      "every device holds the hub's floor at the same winning revisions",
    ),
    noConflicts([
      state.hubFloor,
      state.cloudDoorFloor,
      state.cloudFloor,
      state.hubOffice,
      state.cloudOffice,
      ...state.devices,
    ]),
    ...projectionChecks(state.hubFloor, 'hub'),
    ...projectionChecks(state.cloudFloor, 'cloud'),
    check(
      'the hub holds the lease again, the cloud stands by',
      [
        ...(state.hub?.lease === true ? [] : [`hub: ${JSON.stringify(state.hub)}`]),
        ...(state.cloud?.holds === false ? [] : [`cloud: ${JSON.stringify(state.cloud)}`]),
      ],
      'hub lease: true, cloud holds: false',
    ),
    check(
      'the hub says the cloud answers and nothing waits to go up',
      caughtUp && status.pending === 0 ? [] : [`GET /api/site: ${JSON.stringify(status)}`],
      'connected, offlineSince null, pending 0',
    ),
  ];
}

export interface ConvergenceSources {
  site: Site;
  hubFloor: DoorReader;
  cloudFloor: DoorReader;
  hubOffice: DoorReader;
  /** A signed-in cookie on the hub, for `GET /api/site`. */
  hubCookie: string;
  devices: readonly SoakDevice[];
  timeoutMs: number;
}

async function readState(sources: ConvergenceSources): Promise<SiteState> {
  const { site } = sources;
  const [hubFloor, cloudDoorFloor, cloudFloor, hubOffice, cloudOffice, hub, cloud, status] =
    await Promise.all([
      sources.hubFloor.read(),
      sources.cloudFloor.read(),
      cloudView(site.upstreamUrl, site.prefix, 'floor'),
      sources.hubOffice.read(),
      cloudView(site.upstreamUrl, site.prefix, 'office'),
      reactorStateOf(site.hub),
      reactorStateOf(site.cloud),
      siteStatusOf(site.hub, sources.hubCookie),
    ]);
  const devices = await Promise.all(sources.devices.map((device) => viewOf(device.name, device.local)));
  return { hubFloor, cloudDoorFloor, cloudFloor, hubOffice, cloudOffice, devices, hub, cloud, status };
}

/** Reads both sides and every device until every convergence check holds, or `timeoutMs` passes. */
export async function waitForSite(sources: ConvergenceSources): Promise<SiteConvergence> {
  const started = Date.now();
  const readErrors: string[] = [];
  let last: { state: SiteState; checks: CheckResult[] } | undefined;
  for (;;) {
    try {
      const state = await readState(sources);
      const checks = convergenceChecks(state);
      last = { state, checks };
      if (checks.every((c) => c.ok))
        return { converged: true, ms: Date.now() - started, state, checks, readErrors };
    } catch (err) {
      // A read broke (the hub busy): read again, within the same bound.
      readErrors.push(err instanceof Error ? err.message : String(err));
    }
    if (Date.now() - started > sources.timeoutMs)
      return {
        converged: false,
        ms: Date.now() - started,
        state: last?.state,
        checks: last?.checks ?? [check('the replicas could be read', readErrors.slice(-3), '')],
        readErrors,
      };
    await sleep(POLL_MS);
  }
}
