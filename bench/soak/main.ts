// `npm run soak [-- --short] [-- --gateways 2]`: a chaos soak of replication. The real gateway runs as
// a child process (or two on one store behind a balancer, see cluster.ts) and is SIGKILLed and
// restarted at random moments; devices (memory PouchDBs, waiters and cooks) open
// checks, send rounds and move orders with live sync through proxies that cut and stall their links.
// Once the faults stop, every replica must converge on the server within a bounded time, and the checks in checks.ts
// must hold. Exits non-zero on any failed check. See README.md.
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { idPart, isLiveCheck, type Check, type Role } from '@restaurantpro/schema';
import { createAccount, currentUser, postApi, signIn, type Account } from './api.ts';
import { Cashier } from './cashier.ts';
import type { CheckResult } from './checks.ts';
import {
  handoversWithin,
  leaseNamesLiveGateway,
  paidCheckRace,
  paidChecksTicketed,
  paymentsAnswered,
  ticketsNumbered,
} from './cluster-checks.ts';
import { GatewayCluster, reactorOf } from './cluster.ts';
import { SoakDevice } from './devices.ts';
import { flapLoop, killLoop } from './faults.ts';
import { gatewayInTemp, type GatewayProcess } from './gateway-process.ts';
import { FaultProxy } from './proxy.ts';
import { printReport, runChecks, waitForConvergence, type Closing, type Convergence } from './report.ts';
import { parseSettings, seededRandom } from './settings.ts';
import { ServerReader } from './views.ts';

const ADMIN_EMAIL = 'jefa@soak.restaurantpro.local';
const PASSWORD = 'soak-password-1234';
const TIMEZONE = 'Europe/Madrid';
/** Letters of the devices' order-number codes ("A7", "B7"…), as makeOrderNumber accepts them. */
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

const settings = parseSettings(process.argv.slice(2));
const random = seededRandom(settings.seed);
// The demo's catalogue and floor, without its weeks of past trading: the soak's figures are its own.
const gatewayOptions = {
  admin: { email: ADMIN_EMAIL, password: PASSWORD },
  timezone: TIMEZONE,
  historyDays: 0,
  startTimeoutMs: settings.startTimeoutMs,
  logLevel: process.env.SOAK_LOG_LEVEL ?? 'warn',
};
const cluster =
  settings.gateways === 2 ? await GatewayCluster.create('rp-soak-', settings, gatewayOptions) : undefined;
const single = cluster === undefined ? await gatewayInTemp('rp-soak-', gatewayOptions) : undefined;
const gateways: readonly GatewayProcess[] = cluster?.gateways ?? (single ? [single.gateway] : []);
const tmp = cluster?.tmp ?? single?.tmp ?? '';
const logPath = cluster?.logPaths.join(', ') ?? single?.logPath ?? '';
const dataDir = single?.dataDir ?? 'pouchdb-server, in memory';
const gateway = gateways[0];
if (gateway === undefined) throw new Error('no gateway');

// Whatever happens, no gateway outlives the soak (exit-with-parent.mjs covers a SIGKILL).
process.on('exit', () => {
  for (const each of gateways) each.killNow();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nsoak: ${signal}, stopping (gateway log: ${logPath})`);
    process.exit(130);
  });
}
// PouchDB's client has a few promise chains that do not handle a broken link; one would end the run
// without its report. They are recorded and reported as a failed check instead.
const unhandled: string[] = [];
process.on('unhandledRejection', (reason) => {
  unhandled.push(reason instanceof Error ? (reason.stack ?? reason.message) : String(reason));
});
const overall = settings.durationMs + settings.convergeTimeoutMs + 5 * 60_000;
setTimeout(() => {
  console.error(`soak: still running after ${overall / 1000} s, giving up (gateway log: ${logPath})`);
  process.exit(1);
}, overall).unref();

const reproduce =
  `npm run soak -- --seed ${settings.seed} --devices ${settings.devices} --minutes ${Number((settings.durationMs / 60_000).toFixed(3))}` +
  ` --kills ${settings.kills} --cuts ${settings.minCuts}` +
  (settings.gateways === 2 ? ` --gateways 2${settings.lease ? '' : ' --no-lease'}` : '');
console.log(`soak: ${settings.short ? 'short' : 'long'} mode — ${reproduce}`);
console.log(`soak: temp dir ${tmp}`);

const note = (line: string) => console.log(`  ${line}`);
const proxies: FaultProxy[] = [];
const devices: SoakDevice[] = [];
let reader: ServerReader | undefined;
let failed = true;
try {
  if (cluster) await cluster.start();
  else await gateway.start();
  // Where devices' proxies and admin calls go: the gateway, or the balancer in front of both.
  const url = cluster?.url ?? gateway.url;
  const port = cluster?.port ?? gateway.port;
  const adminCookie = await signIn(url, ADMIN_EMAIL, PASSWORD);
  const adminUser = await currentUser(url, adminCookie);
  const admin: Account = { id: adminUser.id, email: ADMIN_EMAIL, role: 'admin', cookie: adminCookie };
  for (let i = 0; i < settings.devices; i++) {
    // Cooks and waiters alternate, so a small fleet has both.
    const role: Role = i % 2 === 1 && Math.floor(i / 2) < settings.cooks ? 'cook' : 'waiter';
    const name = `${role}-${i + 1}`;
    const account = await createAccount(url, admin, `${name}@soak.restaurantpro.local`, PASSWORD, role);
    const proxy = await FaultProxy.start(port);
    proxies.push(proxy);
    devices.push(
      new SoakDevice({
        name,
        account,
        code: `${CODE_LETTERS[i % CODE_LETTERS.length]}${2 + (Math.floor(i / CODE_LETTERS.length) % 8)}`,
        proxyUrl: `http://127.0.0.1:${proxy.port}`,
        timezone: TIMEZONE,
        everyMs: role === 'cook' ? settings.cookEveryMs : settings.waiterEveryMs,
        random: seededRandom(settings.seed + i + 1),
      }),
    );
  }
  await Promise.all(devices.map((device) => device.prepare()));
  for (const device of devices) device.startSync();
  console.log(
    `soak: ${devices.filter((d) => d.role === 'waiter').length} waiters, ` +
      `${devices.filter((d) => d.role === 'cook').length} cooks; faults for ${settings.durationMs / 1000} s`,
  );

  const faultsStarted = Date.now();
  const stop = new AbortController();
  const ended = sleep(settings.durationMs).then(() => stop.abort());
  for (const [i, device] of devices.entries())
    if (device.role === 'waiter') proxies[i]?.stall(settings.blindOpeningMs);
  for (const device of devices) device.startWork();
  // Two gateways: a cashier charges the devices' checks through the API all along the run.
  const cashier = cluster
    ? new Cashier(url, admin, settings.cashierEveryMs, seededRandom(settings.seed + 2000))
    : undefined;
  const kills = cluster
    ? cluster.killLoop(random, stop.signal, note)
    : killLoop(gateway, settings, random, stop.signal, note);
  await Promise.all([
    ended,
    kills.catch((err: unknown) => {
      stop.abort();
      throw err;
    }),
    cashier?.loop(stop.signal),
    ...proxies.map((proxy, i) =>
      flapLoop(proxy, settings, seededRandom(settings.seed + 1000 + i), stop.signal),
    ),
  ]);
  // Heal: no more writes, no more faults, every link open, the gateway up.
  await Promise.all(devices.map((device) => device.stopWork()));
  for (const proxy of proxies) proxy.release();
  if (cluster) await cluster.heal();
  else if (!gateway.running) await gateway.start();
  console.log(`soak: faults stopped after ${((Date.now() - faultsStarted) / 1000).toFixed(1)} s; converging`);

  reader = new ServerReader(url, adminCookie);
  const serverReader = reader;
  /** Where each device's pull stands when a convergence failed: a skipped change or a stalled feed. */
  const tellPulls = async (result: Convergence): Promise<Convergence> => {
    if (result.converged) return result;
    const seq = await serverReader.seq().catch((err: unknown) => `unread (${String(err)})`);
    console.log(`soak: not converged; the server is at seq ${seq}`);
    for (const device of devices) console.log(`  ${device.describePull()}`);
    // A document a device lacks or holds at another revision: never pulled, or pulled and lost.
    for (const [index, device] of devices.entries()) {
      const view = result.replicas[index];
      const differing = [...result.server.docs].filter(([id, doc]) => view?.docs.get(id)?._rev !== doc._rev);
      for (const [id, doc] of differing.slice(0, 3))
        console.log(`  ${await device.describeDoc(id)} (server ${doc._rev})`);
    }
    return result;
  };
  const convergence = await tellPulls(await waitForConvergence(reader, devices, settings));
  // Closing time for half the tables, so the end state has tables in every state: a cook serves
  // their open orders, the admin closes their checks through the API (as a manager would without
  // payment) and marks half of them ready: Ocupada or Cuenta pedida, Limpieza, Libre.
  let closing: Closing | undefined;
  const cook = devices.find((device) => device.role === 'cook');
  if (convergence.converged && cook !== undefined) {
    const tables = new Set(cook.tableKeys.filter((_, i) => i % 2 === 1));
    const orders = await cook.closeOrdersAt(tables);
    const live = [...convergence.server.docs.values()].filter(
      (doc) =>
        doc.type === 'check' && isLiveCheck(doc as unknown as Check) && tables.has(String(doc.tableId)),
    );
    for (const check of live)
      await postApi(url, admin, `/api/checks/${idPart(check._id)}/close`, {
        reason: 'Cierre de la prueba',
      });
    const closed = live.map((check) => String(check.tableId)).sort();
    const ready = closed.filter((_, i) => i % 2 === 0);
    for (const tableId of ready) await postApi(url, admin, `/api/tables/${tableId}/ready`);
    closing = {
      tables: tables.size,
      orders,
      checksClosed: live.length,
      ready,
      cleaning: closed.filter((tableId) => !ready.includes(tableId)),
      convergence: await tellPulls(await waitForConvergence(reader, devices, settings)),
    };
    console.log(
      `soak: ${cook.name} served the ${orders} open orders of ${tables.size} tables; ` +
        `${live.length} checks closed, ${ready.length} tables marked ready`,
    );
  }
  const endState = (closing?.convergence ?? convergence).server;
  const excused =
    cashier === undefined
      ? undefined
      : paidCheckRace(endState, cashier.paid, (orderId) =>
          devices.map((device) => device.roundCheck.get(orderId)).find((id) => id !== undefined),
        );
  const checks = await runChecks(
    reader,
    convergence,
    closing,
    devices,
    proxies,
    gateways,
    settings,
    unhandled,
    excused,
  );
  const lines: string[] = [];
  if (cluster && cashier) {
    const tickets = await cluster.tickets();
    const health = await Promise.all(gateways.map((each) => reactorOf(each)));
    const clusterChecks: CheckResult[] = [
      ...ticketsNumbered(tickets),
      paidChecksTicketed(cashier.paid, tickets),
      paymentsAnswered(cashier.payments, cashier.grown),
      {
        name: 'no cashier request failed',
        ok: cashier.errors.length === 0,
        detail: cashier.errors.length === 0 ? 'none' : cashier.errors.slice(0, 5).join('; '),
      },
      ...(settings.lease
        ? [leaseNamesLiveGateway(await cluster.leaseDoc(), health), handoversWithin(cluster.handovers)]
        : []),
    ];
    checks.push(...clusterChecks);
    const stats = cluster.balancerStats;
    const handovers = cluster.handovers.flatMap((h) => (h.ms === null ? [] : [`${h.ms}`]));
    lines.push(
      `store                   pouchdb-server (in memory) behind the selector bridge, 2 gateways, lease ${settings.lease ? 'on' : 'off'}`,
      `lease hand-overs        ${settings.lease ? `${handovers.join(', ') || 'none'} ms` : 'not measured (--no-lease)'}`,
      `payments                ${cashier.payments.length} (${cashier.paid.size} checks paid, ${tickets.length} tickets in the store, ` +
        `${cashier.idle} turns with no settled check to take)`,
      `balancer                ${stats?.connections ?? 0} connections (${stats?.perTarget.join(' / ') ?? ''}), ` +
        `${stats?.skipped ?? 0} passed over a refusing gateway, ${stats?.unserved ?? 0} with no gateway`,
    );
  }
  failed = printReport({
    settings,
    devices,
    proxies,
    gateways,
    convergence,
    closing,
    checks,
    reproduce,
    lines,
  });
} catch (err) {
  console.error('soak: the run itself failed:', err);
} finally {
  for (const device of devices) await device.close().catch(() => undefined);
  await reader?.close();
  for (const proxy of proxies) await proxy.close();
  if (cluster) await cluster.stop();
  else {
    await gateway.stop();
    await gateway.closeLog();
  }
}
if (failed || settings.keep) console.log(`soak: gateway log ${logPath} (store in ${dataDir})`);
else await rm(tmp, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
