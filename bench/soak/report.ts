import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECTION_PACE_MS } from '@restaurantpro/sync-gateway/timing';
import {
  acknowledgedOrdersStored,
  noConflicts,
  oneLiveCheckPerTable,
  roundsOnOneCheck,
  sameRevisions,
  stockMatchesOrders,
  tablesAre,
  tablesFollowChecks,
  type CheckResult,
  type Doc,
  type ReplicaView,
} from './checks.ts';
import type { SoakDevice } from './devices.ts';
import type { GatewayProcess } from './gateway-process.ts';
import type { FaultProxy } from './proxy.ts';
import type { SoakSettings } from './settings.ts';
import { viewOf, type ServerReader } from './views.ts';

/** Pause between two reads of every replica while waiting for convergence. */
const CONVERGENCE_POLL_MS = 1000;
/**
 * Replicas that have not changed at all for this long while disagreeing will not converge: once the
 * links heal, live sync moves a change within a few seconds (its longest retry back-off is 2 s) and
 * the gateway's reactions act within a second of a quiet feed. Waiting the whole bound would only
 * make a failing run slower.
 */
const STUCK_MS = 20_000;
/**
 * How long an agreeing state must hold before it counts as converged. The reactor paces the
 * projections every sale moves (its pacer owes their last write for up to PROJECTION_PACE_MS after
 * the previous one), so replicas can agree while an ingredient's stock is still owed; a state that
 * held past the window with a poll to spare is one no owed write will move.
 */
const SETTLE_MS = PROJECTION_PACE_MS + 2 * CONVERGENCE_POLL_MS;

/**
 * The phase after the first convergence where a cook serves every open order of half the tables, an
 * admin closes their checks through the API and marks half of those tables ready ('Mesa lista').
 */
export interface Closing {
  tables: number;
  orders: number;
  checksClosed: number;
  /** Tables whose check was closed and that were marked ready (ids without `table:`): Libre. */
  ready: string[];
  /** Tables whose check was closed and left as they were: Limpieza. */
  cleaning: string[];
  convergence: Convergence;
}

export interface Convergence {
  converged: boolean;
  /** Gave up early: nothing changed anywhere for STUCK_MS while a convergence check failed. */
  stuck: boolean;
  /** From the moment the faults stopped to the first read where every convergence check held. */
  ms: number;
  /**
   * From the moment the faults stopped to the first read of the server as it stayed: the gateway
   * still writes after the last sale (a paced projection up to PROJECTION_PACE_MS later, a merge),
   * and no replica can hold a write before the server has it. `ms` minus this is how long the
   * replicas took to catch up with the server's last write.
   */
  serverMs: number;
  server: ReplicaView;
  replicas: ReplicaView[];
  /** The convergence checks as last evaluated. */
  checks: CheckResult[];
  readErrors: string[];
}

/** Every winning and conflicting revision of every replica, as one string to compare rounds. */
function revisionsOf(views: readonly ReplicaView[]): string {
  const revs = (doc: Doc) => `${doc._id}@${doc._rev ?? ''}+${(doc._conflicts ?? []).join('+')}`;
  return views.map((view) => [...view.docs.values()].map(revs).join(',')).join('|');
}

function convergenceChecks(server: ReplicaView, replicas: readonly ReplicaView[]): CheckResult[] {
  return [
    sameRevisions(server, replicas),
    noConflicts([server, ...replicas]),
    stockMatchesOrders(server),
    oneLiveCheckPerTable(server),
    roundsOnOneCheck(server),
    tablesFollowChecks(server),
  ];
}

/**
 * Reads the server and every device until they agree (same documents at the same winning revisions,
 * no conflicts) and the gateway's reactions caught up (stock, duplicate checks merged, tables), or
 * `convergeTimeoutMs` passes.
 */
export async function waitForConvergence(
  reader: ServerReader,
  devices: readonly SoakDevice[],
  settings: SoakSettings,
): Promise<Convergence> {
  const started = Date.now();
  const readErrors: string[] = [];
  let fingerprint = '';
  let changedAt = started;
  let serverPrint = '';
  let serverChangedAt = started;
  for (;;) {
    try {
      const server = await reader.read();
      const replicas = await Promise.all(devices.map((device) => viewOf(device.name, device.local)));
      const checks = convergenceChecks(server, replicas);
      const agreed = checks.every((check) => check.ok);
      const onServer = revisionsOf([server]);
      if (onServer !== serverPrint) {
        serverPrint = onServer;
        serverChangedAt = Date.now();
      }
      const now = `${onServer}|${revisionsOf(replicas)}`;
      if (now !== fingerprint) {
        fingerprint = now;
        changedAt = Date.now();
      }
      const converged = agreed && Date.now() - changedAt >= SETTLE_MS;
      // Converged as of the first read that found this state, which held since.
      const ms = (converged ? changedAt : Date.now()) - started;
      const stuck = !agreed && Date.now() - changedAt > STUCK_MS;
      if (converged || stuck || Date.now() - started > settings.convergeTimeoutMs)
        return {
          converged,
          stuck,
          ms,
          serverMs: serverChangedAt - started,
          server,
          replicas,
          checks,
          readErrors,
        };
    } catch (err) {
      // The gateway is busy or a read broke: read again, within the same bound.
      readErrors.push(err instanceof Error ? err.message : String(err));
      if (Date.now() - started > settings.convergeTimeoutMs)
        throw new Error(`cannot read the replicas: ${readErrors.at(-1)}`, { cause: err });
    }
    await sleep(CONVERGENCE_POLL_MS);
  }
}

/** Every check of the run (convergence ones as last evaluated, plus the server's own word on conflicts). */
export async function runChecks(
  reader: ServerReader,
  convergence: Convergence,
  closing: Closing | undefined,
  devices: readonly SoakDevice[],
  proxies: readonly FaultProxy[],
  gateways: readonly GatewayProcess[],
  settings: SoakSettings,
  unhandled: readonly string[],
  /**
   * Device writes the gateway refused for a reason the run itself causes and the product's rules
   * require (the cashier's payment closed the check a stale device wrote to): shown, not failed.
   */
  excused: (denied: string) => boolean = () => false,
): Promise<CheckResult[]> {
  // The end state: after closing time when there was one (the first convergence failed otherwise).
  const last = closing?.convergence ?? convergence;
  const { server } = last;
  const confirmed = await reader.confirm(server);
  const serverErrors = new Map<number, number>();
  for (const proxy of proxies)
    for (const [status, n] of proxy.stats.serverErrors)
      serverErrors.set(status, (serverErrors.get(status) ?? 0) + n);
  const unscanned = proxies.reduce((sum, proxy) => sum + proxy.stats.unscanned, 0);
  const responses = proxies.reduce((sum, proxy) => sum + proxy.stats.responses, 0);
  const cuts = proxies.reduce((sum, proxy) => sum + proxy.stats.cuts, 0);
  const perDevice = (what: (device: SoakDevice) => readonly string[]) =>
    devices.flatMap((device) => what(device).map((line) => `${device.name}: ${line}`));
  const kills = gateways.reduce((sum, gateway) => sum + gateway.kills, 0);
  const crashes = gateways.flatMap((gateway, i) =>
    gateways.length === 1 ? gateway.crashes : gateway.crashes.map((line) => `gateway ${i + 1}: ${line}`),
  );
  const excusedDenials = perDevice((d) => d.stats.denied.filter(excused));
  const check = (name: string, problems: readonly string[], okDetail: string): CheckResult => ({
    name,
    ok: problems.length === 0,
    detail:
      problems.length === 0
        ? okDetail
        : `${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` … (${problems.length})` : ''}`,
  });
  return [
    check(
      `converged within ${settings.convergeTimeoutMs / 1000} s`,
      convergence.converged
        ? []
        : [
            convergence.stuck
              ? `nothing changed for ${STUCK_MS / 1000} s while these failed: ` +
                convergence.checks
                  .filter((c) => !c.ok)
                  .map((c) => c.name)
                  .join('; ')
              : 'see the failed checks below',
          ],
      `${(convergence.ms / 1000).toFixed(1)} s`,
    ),
    ...(closing === undefined
      ? []
      : [
          check(
            `converged again after closing ${closing.tables} tables`,
            closing.convergence.converged ? [] : ['see the failed checks below'],
            `${(closing.convergence.ms / 1000).toFixed(1)} s`,
          ),
        ]),
    ...last.checks,
    check(
      'no conflict reported by the gateway (GET ?conflicts=true)',
      confirmed.conflicted,
      `${server.docs.size} documents read`,
    ),
    check(
      'server unchanged since convergence',
      confirmed.moved.map((id) => `${id} moved on`),
      'every winning revision as read',
    ),
    ...acknowledgedOrdersStored(server, devices),
    ...(closing === undefined
      ? []
      : [
          tablesAre(server, closing.ready, 'available', 'tables marked ready after their check closed'),
          tablesAre(server, closing.cleaning, 'cleaning', 'tables left after their check closed'),
        ]),
    check(
      'no 5xx response seen by the proxies',
      [...serverErrors].map(([status, n]) => `${n} × ${status}`),
      `${responses} responses${unscanned > 0 ? ` (${unscanned} connections not fully parsed)` : ''}`,
    ),
    check(
      'no device write refused by the gateway',
      perDevice((d) => d.stats.denied.filter((line) => !excused(line))),
      excusedDenials.length === 0
        ? 'none'
        : `none but ${excusedDenials.length} for a check the cashier's payment had just closed (${excusedDenials.slice(0, 3).join('; ')})`,
    ),
    check(
      'no live sync gave up',
      perDevice((d) => d.stats.syncErrors),
      'none',
    ),
    check(
      gateways.length === 1 ? 'the gateway never exited on its own' : 'no gateway ever exited on its own',
      crashes,
      'none',
    ),
    check('no unhandled rejection in the soak process', unhandled, 'none'),
    check(
      'every device write succeeded locally',
      perDevice((d) => d.stats.writeErrors),
      'none',
    ),
    check(
      'fault plan delivered',
      [
        ...(kills < settings.kills ? [`${kills} kills of ${settings.kills}`] : []),
        ...(cuts < settings.minCuts ? [`${cuts} cuts of at least ${settings.minCuts}`] : []),
      ],
      `${kills} kills, ${cuts} cuts`,
    ),
  ];
}

export interface Report {
  settings: SoakSettings;
  devices: readonly SoakDevice[];
  proxies: readonly FaultProxy[];
  gateways: readonly GatewayProcess[];
  convergence: Convergence;
  closing: Closing | undefined;
  checks: readonly CheckResult[];
  reproduce: string;
  /** Figures of the mode beyond the devices' (two gateways: hand-overs, payments, balancer). */
  lines?: readonly string[];
}

/** Prints the run's figures and checks; returns true when a check failed. */
export function printReport(report: Report): boolean {
  const { devices, proxies, gateways, convergence, checks } = report;
  const sum = (what: (device: SoakDevice) => number) =>
    devices.reduce((total, device) => total + what(device), 0);
  const sumProxies = (what: (proxy: FaultProxy) => number) =>
    proxies.reduce((total, proxy) => total + what(proxy), 0);
  const created = sum((d) => d.created.size);
  const acknowledged = sum((d) => d.acknowledged.size);
  const cuts = sumProxies((p) => p.stats.cuts);
  const stalls = sumProxies((p) => p.stats.stalls);
  console.log('\n=== soak results ===');
  console.log(
    `orders written          ${sum((d) => d.stats.ordersWritten)} (${acknowledged} of ${created} acknowledged by the gateway)`,
  );
  const merged = oneLiveCheckPerTable((report.closing?.convergence ?? convergence).server).detail;
  console.log(
    `checks opened           ${sum((d) => d.stats.checksOpened)} (${sum((d) => d.stats.roundsAdded)} rounds added to a live one, ` +
      `${sum((d) => d.stats.billRequests)} bills asked for, ${sum((d) => d.stats.reopened)} opened again by a round; server: ${merged})`,
  );
  console.log(
    `status moves            ${sum((d) => d.stats.statusMoves)} (${sum((d) => d.stats.cancellations)} cancellations, ${sum((d) => d.stats.localConflicts)} lost to a pull)`,
  );
  const kills = gateways.reduce((sum, gateway) => sum + gateway.kills, 0);
  const starts = gateways.reduce((sum, gateway) => sum + gateway.starts, 0);
  console.log(`gateway kills           ${kills} (${starts} starts)`);
  console.log(
    `link flaps              ${cuts + stalls} (${cuts} cuts resetting ${sumProxies((p) => p.stats.severed)} connections, ${stalls} stalls)`,
  );
  console.log(
    `proxied                 ${sumProxies((p) => p.stats.connections)} connections, ${sumProxies((p) => p.stats.responses)} responses`,
  );
  const converge = convergence.converged
    ? `${(convergence.ms / 1000).toFixed(1)} s (the server's last write read at ` +
      `${(convergence.serverMs / 1000).toFixed(1)} s, every replica holding it ` +
      `${((convergence.ms - convergence.serverMs) / 1000).toFixed(1)} s later)`
    : `no (${convergence.stuck ? 'stuck' : 'gave up'} after ${(convergence.ms / 1000).toFixed(1)} s)`;
  console.log(`time to converge        ${converge}`);
  if (report.closing !== undefined)
    console.log(
      `closing time            ${report.closing.orders} open orders served at ${report.closing.tables} tables, ` +
        `${report.closing.checksClosed} checks closed, ${report.closing.ready.length} tables marked ready, ` +
        `converged again in ${(report.closing.convergence.ms / 1000).toFixed(1)} s`,
    );
  console.log(`server documents        ${(report.closing?.convergence ?? convergence).server.docs.size}`);
  if (convergence.readErrors.length > 0)
    console.log(
      `replica reads retried   ${convergence.readErrors.length} (last: ${convergence.readErrors.at(-1)})`,
    );
  for (const line of report.lines ?? []) console.log(line);
  console.log('\nchecks:');
  for (const check of checks) {
    const mark = check.ok ? 'ok  ' : 'FAIL';
    console.log(`  ${mark} ${check.name}: ${check.detail}`);
  }
  const failed = checks.some((check) => !check.ok);
  console.log(failed ? `\nsoak FAILED — reproduce with: ${report.reproduce}` : '\nsoak passed');
  return failed;
}
