// The outage's own checks; the soak's (checks.ts, cluster-checks.ts) are reused for what the two
// runs share: revisions, conflicts, projections, acknowledged orders, tickets, payments.
import { setTimeout as sleep } from 'node:timers/promises';
import type { SiteStatus } from '@restaurantpro/schema';
import { sameRevisions, type CheckResult, type ReplicaView } from '../soak/checks.ts';
import type { SoakDevice } from '../soak/devices.ts';
import type { Stats } from '../replication-fleet.ts';
import type { CatalogueEdits } from './cloud.ts';

const EXAMPLES = 5;
const Z_POLL_MS = 1000;
/**
 * How long one Z report may take to answer: it is computed from the day's documents on each request,
 * and a hub after a 10-minute service (about 1,000 orders, 90 checks) took 27 s.
 */
const Z_ANSWER_MS = 90_000;

export function check(name: string, problems: readonly string[], okDetail: string): CheckResult {
  if (problems.length === 0) return { name, ok: true, detail: okDetail };
  const shown = problems.slice(0, EXAMPLES).join('; ');
  return {
    name,
    ok: false,
    detail: problems.length > EXAMPLES ? `${shown}; … (${problems.length} in all)` : shown,
  };
}

const ms = (n: number) => `${Math.round(n)} ms`;

/**
 * The floor must not feel the cloud gone: the kitchen's p50 during the outage against before it. A
 * speed target, so judged in the full mode only; the short mode (CI: ten rounds each side) prints the
 * figures, which on a shared machine say little.
 */
export function latencyHolds(before: Stats, during: Stats, maxRatio: number, judged: boolean): CheckResult {
  const ratio = during.p50 / Math.max(1, before.p50);
  const figures =
    `before p50 ${ms(before.p50)} / p95 ${ms(before.p95)}, during p50 ${ms(during.p50)} / p95 ${ms(during.p95)}, ` +
    `p50 ratio ${ratio.toFixed(2)}`;
  if (!judged)
    return check('kitchen latency during the outage (figures only in the short mode)', [], figures);
  return check(
    `kitchen latency p50 during the outage ≤ ${maxRatio} × before`,
    ratio <= maxRatio ? [] : [figures],
    figures,
  );
}

/** The cloud's catalogue edits of the outage on every waiter's replica. */
export async function catalogueReached(
  waiters: readonly SoakDevice[],
  edits: CatalogueEdits,
): Promise<CheckResult> {
  const problems: string[] = [];
  for (const waiter of waiters) {
    const rows = (
      await waiter.local.allDocs({
        keys: [`product:${edits.repriced.id}`, `product:${edits.added.id}`],
        include_docs: true,
      })
    ).rows;
    const [repriced, added] = rows.map((row) => ('doc' in row ? row.doc : undefined));
    const price = (repriced as { price?: unknown } | undefined)?.price;
    if (price !== edits.repriced.price)
      problems.push(
        `${waiter.name}: ${edits.repriced.name} at ${String(price)}, not ${edits.repriced.price}`,
      );
    if (added == null) problems.push(`${waiter.name}: no ${edits.added.name}`);
  }
  return check(
    "the cloud's new price and new product on every waiter's replica",
    problems,
    `${edits.repriced.name} at ${edits.repriced.price} €, ${edits.added.name} added, ${waiters.length} waiters`,
  );
}

/** The hub's SIGKILL in the middle of the outage, and what it said once started again. */
export interface HubRestart {
  /** `offlineSince` as the hub said it just before the kill. */
  offlineSince: string | null;
  /** How long the start took (tsx compiles the gateway), in ms. */
  startMs: number;
  /** `GET /api/site` once it listened again. */
  after: SiteStatus | null;
  /** Rounds the waiters wrote after it was back, and how many of those it acknowledged by the end of the service. */
  roundsAfter: number;
  acknowledgedAfter: number;
}

export function hubCameBack(restart: HubRestart | undefined): CheckResult {
  const after = restart?.after;
  const problems =
    restart === undefined
      ? ['the hub was not killed and started again']
      : [
          ...(after?.site !== true
            ? [`GET /api/site after the start: ${JSON.stringify(after)}`]
            : [
                ...(after.connected ? ['it says the cloud answers, through a cut link'] : []),
                ...(after.offlineSince !== restart.offlineSince
                  ? [`offline since ${after.offlineSince}, before the kill ${restart.offlineSince}`]
                  : []),
              ]),
          ...(restart.acknowledgedAfter === 0
            ? [`none of the ${restart.roundsAfter} rounds written after the start acknowledged`]
            : []),
        ];
  return check(
    'the hub came back from its SIGKILL offline, its outage dated from before, and served the devices',
    problems,
    restart === undefined
      ? ''
      : `started in ${ms(restart.startMs)}, offline since ${restart.offlineSince}; ` +
          `${restart.acknowledgedAfter} of ${restart.roundsAfter} rounds written after it acknowledged`,
  );
}

/** Each database of the hub's stopped store against the cloud's: the same documents and revisions. */
export function storesAgree(stored: readonly ReplicaView[], cloud: readonly ReplicaView[]): CheckResult {
  const problems: string[] = [];
  const sizes: string[] = [];
  stored.forEach((hub, i) => {
    const there = cloud[i];
    if (there === undefined) return;
    const same = sameRevisions(there, [hub]);
    if (!same.ok) problems.push(same.detail);
    problems.push(...[...hub.conflicted, ...there.conflicted].map((id) => `${id} in conflict`));
    sizes.push(`${there.name.replace(/^cloud /, '')} ${there.docs.size}`);
  });
  return check(
    "the hub's stopped store holds the cloud's documents at the same revisions, database by database",
    problems,
    `${sizes.join(', ')} documents, no conflict`,
  );
}

/** A Z report with its keys sorted, to compare two gateways' answers whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

export interface ZSide {
  name: string;
  url: string;
  cookie: string;
}

/** One gateway's Z report of a day, or why there is none, and how long it took to answer. */
interface ZAnswer {
  body?: unknown;
  problem?: string;
  ms: number;
}

async function zOf(side: ZSide, date: string): Promise<ZAnswer> {
  const started = Date.now();
  const ms = () => Date.now() - started;
  try {
    const res = await fetch(`${side.url}/api/days/${date}/z`, {
      headers: { cookie: side.cookie },
      signal: AbortSignal.timeout(Z_ANSWER_MS),
    });
    const body = (await res.json()) as unknown;
    if (res.status !== 200) return { problem: `HTTP ${res.status} ${JSON.stringify(body)}`, ms: ms() };
    return { body, ms: ms() };
  } catch (err) {
    return { problem: err instanceof Error ? err.message : String(err), ms: ms() };
  }
}

/**
 * The Z report of each business day of the run is the same on both gateways to the cent (the whole
 * answer): asked again until it is, each side's read model having caught up, or `timeoutMs` passes.
 * The slowest answer is reported: the Z report is computed from the day's documents on each request.
 */
export async function zReportsAgree(
  sides: readonly [ZSide, ZSide],
  dates: readonly string[],
  timeoutMs: number,
): Promise<CheckResult> {
  const started = Date.now();
  const [a, b] = sides;
  let slowest = 0;
  for (;;) {
    const problems: string[] = [];
    const figures: string[] = [];
    for (const date of dates) {
      const [za, zb] = await Promise.all([zOf(a, date), zOf(b, date)]);
      slowest = Math.max(slowest, za.ms, zb.ms);
      for (const [side, answer] of [
        [a, za],
        [b, zb],
      ] as const)
        if (answer.problem !== undefined)
          problems.push(`${side.name} Z of ${date}: ${answer.problem} after ${answer.ms} ms`);
      if (za.body === undefined || zb.body === undefined) continue;
      if (canonical(za.body) !== canonical(zb.body))
        problems.push(`${date}: ${a.name} ${canonical(za.body)}; ${b.name} ${canonical(zb.body)}`);
      const z = za.body as { tickets?: number; sales?: string; covers?: number };
      figures.push(`${date}: ${z.tickets} tickets, sales ${z.sales} €, ${z.covers} covers`);
    }
    const waited = Date.now() - started;
    if (problems.length === 0 || waited > timeoutMs)
      return check(
        `the Z report is the same on the hub and in the cloud`,
        problems,
        `${figures.join('; ')} (equal after ${(waited / 1000).toFixed(1)} s; slowest answer ${slowest} ms)`,
      );
    await sleep(Z_POLL_MS);
  }
}

/** What every device must have come through without: refusals (but the cashier's race), sync failures, errors. */
export function devicesClean(
  devices: readonly SoakDevice[],
  excused: (denied: string) => boolean,
): CheckResult[] {
  const perDevice = (what: (device: SoakDevice) => readonly string[]) =>
    devices.flatMap((device) => what(device).map((line) => `${device.name}: ${line}`));
  const excusedDenials = perDevice((d) => d.stats.denied.filter(excused));
  return [
    check(
      'no device write refused by the hub',
      perDevice((d) => d.stats.denied.filter((line) => !excused(line))),
      excusedDenials.length === 0
        ? 'none'
        : `none but ${excusedDenials.length} for a check the cashier's payment had just closed`,
    ),
    check(
      'no live sync gave up',
      perDevice((d) => d.stats.syncErrors),
      'none',
    ),
    check(
      'every device write succeeded locally',
      perDevice((d) => d.stats.writeErrors),
      'none',
    ),
  ];
}
