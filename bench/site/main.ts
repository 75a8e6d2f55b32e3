// `npm run site-outage [-- --short]`: a restaurant's site hub loses its link to the cloud for a
// service. The cloud gateway and the hub run as child processes on pouchdb-server (the cloud's
// CouchDB) and on the hub's own store; waiters, cooks and a cashier work on the hub while the link is
// cut, the cloud takes the reactions and edits the catalogue, and the hub is SIGKILLed and started
// again midway. Kitchen latency is measured before the cut and during it; once the link heals,
// everything must meet: same revisions, no conflict, projections right on both sides, the same Z
// report, the lease back on the hub. Exits non-zero on any failed check. See README.md.
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { businessDate, type Role } from '@restaurantpro/schema';
import { acknowledgedOrdersStored, type CheckResult } from '../soak/checks.ts';
import { createAccount, currentUser, signIn, type Account } from '../soak/api.ts';
import {
  paidCheckRace,
  paidChecksTicketed,
  paymentsAnswered,
  ticketsNumbered,
} from '../soak/cluster-checks.ts';
import { SoakDevice } from '../soak/devices.ts';
import { seededRandom } from '../soak/settings.ts';
import { Traffic } from '../rush/traffic.ts';
import {
  catalogueReached,
  check,
  devicesClean,
  hubCameBack,
  latencyHolds,
  storesAgree,
  zReportsAgree,
} from './checks.ts';
import { waitForSite } from './converge.ts';
import { KitchenLatency } from './latency.ts';
import { readLog } from './logs.ts';
import { serveThroughOutage } from './outage.ts';
import { printReport, type SiteFigures } from './report.ts';
import { parseSiteSettings } from './settings.ts';
import { hubLeads, reactorStateOf, signInJoined, Site, siteStatusOf, until } from './site.ts';
import { cloudView, DoorReader, storedViews } from './views.ts';

const ADMIN_EMAIL = 'jefa@site.restaurantpro.local';
const PASSWORD = 'site-password-1234';
const TIMEZONE = 'Europe/Madrid';
const PREFIX = 'rp_';
/** Letters of the devices' order-number codes ("A2", "B2"…), as makeOrderNumber accepts them. */
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Four waiters and two cooks, whose tablets are the kitchen screens. */
const ROLES: readonly Role[] = ['waiter', 'waiter', 'waiter', 'waiter', 'cook', 'cook'];
/** What the end compares of the hub's stopped store with the cloud, every database a hub shares. */
const STORED_DBS = ['floor', 'office', 'accounts', 'reports', 'fiscal', 'media'] as const;

const settings = parseSiteSettings(process.argv.slice(2));
const site = await Site.create({
  admin: { email: ADMIN_EMAIL, password: PASSWORD },
  timezone: TIMEZONE,
  prefix: PREFIX,
  logLevel: process.env.SITE_LOG_LEVEL ?? 'warn',
  startTimeoutMs: settings.startTimeoutMs,
});
const logs = site.logPaths.join(', ');

// Whatever happens, no gateway outlives the run (exit-with-parent.mjs covers a SIGKILL of it).
process.on('exit', () => site.killNow());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nsite-outage: ${signal}, stopping (gateway logs: ${logs})`);
    process.exit(130);
  });
}
// A PouchDB promise chain nobody handles would end the run without its report: it fails a check.
const unhandled: string[] = [];
process.on('unhandledRejection', (reason) => {
  unhandled.push(reason instanceof Error ? (reason.stack ?? reason.message) : String(reason));
});
const overall = settings.outageMs + 2 * settings.convergeTimeoutMs + 6 * 60_000;
setTimeout(() => {
  console.error(`site-outage: still running after ${overall / 1000} s, giving up (gateway logs: ${logs})`);
  process.exit(1);
}, overall).unref();

const reproduce =
  `npm run site-outage -- --seed ${settings.seed} --minutes ${Number((settings.outageMs / 60_000).toFixed(3))}` +
  ` --rounds ${settings.rounds} --converge-seconds ${settings.convergeTimeoutMs / 1000}`;
console.log(`site-outage: ${settings.short ? 'short' : 'full'} mode — ${reproduce}`);
console.log(`site-outage: temp dir ${site.tmp}`);
const step = (line: string) => console.log(`site-outage: ${line}`);
const secondsSince = (at: number) => `${((Date.now() - at) / 1000).toFixed(1)} s`;

const devices: SoakDevice[] = [];
/** The cooks' tablets are the kitchen screens the latency is measured on. */
const cooks: SoakDevice[] = [];
const latency = new KitchenLatency(cooks);
const readers: DoorReader[] = [];
const checks: CheckResult[] = [];
const traffic = new Traffic((id, at) => latency.acknowledged(id, at));
const figures: SiteFigures = {
  payments: { answered: 0, checksPaid: 0, grown: 0, idle: 0 },
  serverErrors: {},
  errorLines: [],
};
try {
  const runStarted = new Date();
  await site.start();
  const reactors = () => Promise.all([reactorStateOf(site.hub), reactorStateOf(site.cloud)] as const);
  await until(reactors, hubLeads, 'the hub holds the lease, the cloud stands by', settings.stateTimeoutMs);
  step('the hub joined the cloud and holds the lease');

  const account = async (url: string, cookie: string): Promise<Account> => ({
    id: (await currentUser(url, cookie)).id,
    email: ADMIN_EMAIL,
    role: 'admin',
    cookie,
  });
  // The hub knows the cloud's admin: the accounts come from the cloud.
  const hubAdmin = await account(site.hub.url, await signInJoined(site.hub, ADMIN_EMAIL, PASSWORD));
  const cloudAdmin = await account(site.cloud.url, await signIn(site.cloud.url, ADMIN_EMAIL, PASSWORD));
  for (const [i, role] of ROLES.entries()) {
    const name = `${role}-${i + 1}`;
    const device = new SoakDevice({
      name,
      account: await createAccount(
        site.hub.url,
        hubAdmin,
        `${name}@site.restaurantpro.local`,
        PASSWORD,
        role,
      ),
      code: `${CODE_LETTERS[i]}2`,
      proxyUrl: site.hub.url,
      timezone: TIMEZONE,
      everyMs: role === 'cook' ? settings.cookEveryMs : settings.waiterEveryMs,
      random: seededRandom(settings.seed + i + 1),
      fetch: traffic.fetch,
      onOrderWritten: latency.written,
    });
    devices.push(device);
    if (role === 'cook') cooks.push(device);
  }
  const waiters = devices.filter((device) => device.role === 'waiter');
  const timer = waiters[0];
  if (timer === undefined) throw new Error('no waiter');
  await Promise.all(devices.map((device) => device.prepare()));
  for (const device of devices) device.startSync();

  await sleep(settings.settleMs);
  figures.before = await latency.measure(timer, settings);
  step(`kitchen latency before the cut: p50 ${figures.before.total.p50} ms`);

  const cutAt = Date.now();
  site.cut();
  const seen = await until(
    () => siteStatusOf(site.hub, hubAdmin.cookie),
    (status) => status?.site === true && status.offlineSince !== null,
    'the hub sees the cloud gone',
    settings.stateTimeoutMs,
  );
  figures.outageSeenMs = seen.ms;
  step(
    `link cut; the hub says so after ${(seen.ms / 1000).toFixed(1)} s; service for ${settings.outageMs / 1000} s`,
  );

  const { cashier, cloud, restart } = await serveThroughOutage({
    site,
    devices,
    hubAdmin,
    cloudAdmin,
    cutAt,
    settings,
    step,
  });
  figures.cloudTookOverMs = cloud.tookOverMs;
  figures.hubStartMs = restart.startMs;
  figures.payments = {
    answered: cashier.payments.length,
    checksPaid: cashier.paid.size,
    grown: cashier.grown,
    idle: cashier.idle,
  };

  await sleep(settings.settleMs);
  figures.during = await latency.measure(timer, settings);
  step(
    `kitchen latency during the outage: p50 ${figures.during.total.p50} ms; healing after ${secondsSince(cutAt)}`,
  );

  site.heal();
  const handBack = until(reactors, hubLeads, 'the lease back on the hub', settings.convergeTimeoutMs).then(
    (done) => done.ms,
    () => null,
  );
  const hubFloor = new DoorReader('hub floor', site.hub.url, hubAdmin.cookie, 'floor');
  const cloudFloor = new DoorReader("cloud gateway's floor", site.cloud.url, cloudAdmin.cookie, 'floor');
  const hubOffice = new DoorReader('hub office', site.hub.url, hubAdmin.cookie, 'office');
  readers.push(hubFloor, cloudFloor, hubOffice);
  const convergence = await waitForSite({
    site,
    hubFloor,
    cloudFloor,
    hubOffice,
    hubCookie: hubAdmin.cookie,
    devices,
    timeoutMs: settings.convergeTimeoutMs,
  });
  figures.convergenceMs = convergence.converged ? convergence.ms : undefined;
  figures.handBackMs = await handBack;
  step(
    `${convergence.converged ? 'converged' : 'did not converge'} ${(convergence.ms / 1000).toFixed(1)} s after the heal`,
  );

  // What the cloud's store holds, every document: where a payment's ticket must have gone.
  const stored = convergence.state?.cloudFloor;
  const tickets = [...(stored?.docs.values() ?? [])].filter((doc) => doc.type === 'ticket');
  figures.tickets = tickets.length;
  const dates = [...new Set([runStarted, new Date()].map((at) => businessDate(at, TIMEZONE)))];
  checks.push(
    latencyHolds(figures.before.total, figures.during.total, settings.maxLatencyRatio, !settings.short),
    check(
      `converged within ${settings.convergeTimeoutMs / 1000} s of the heal`,
      convergence.converged ? [] : ['see the failed checks below'],
      `${(convergence.ms / 1000).toFixed(1)} s`,
    ),
    ...convergence.checks,
    ...(stored === undefined ? [] : acknowledgedOrdersStored(stored, devices)),
    ...ticketsNumbered(tickets),
    paidChecksTicketed(cashier.paid, tickets),
    paymentsAnswered(cashier.payments, cashier.grown),
    check(
      'the cashier charged checks on the hub during the outage, every request answered',
      [...(cashier.paid.size === 0 ? ['no check paid'] : []), ...cashier.errors],
      `${cashier.paid.size} checks paid`,
    ),
    ...devicesClean(
      devices,
      stored === undefined
        ? () => false
        : paidCheckRace(stored, cashier.paid, (orderId) =>
            devices.map((device) => device.roundCheck.get(orderId)).find((id) => id !== undefined),
          ),
    ),
    await catalogueReached(waiters, cloud.edits),
    hubCameBack(restart),
    await zReportsAgree(
      [
        { name: 'hub', url: site.hub.url, cookie: hubAdmin.cookie },
        { name: 'cloud', url: site.cloud.url, cookie: cloudAdmin.cookie },
      ],
      dates,
      settings.convergeTimeoutMs,
    ),
  );

  // The hub's whole store against the cloud's, once nothing writes in either and the hub's leveldb is
  // free to open.
  await site.stopGateways();
  checks.push(
    storesAgree(
      await storedViews(site.hubDataDir, PREFIX, STORED_DBS),
      await Promise.all(STORED_DBS.map((db) => cloudView(site.upstreamUrl, PREFIX, db))),
    ),
  );
} catch (err) {
  console.error('site-outage: the run itself failed:', err);
  checks.push(check('the run went through', [err instanceof Error ? err.message : String(err)], ''));
} finally {
  for (const device of devices) await device.close().catch(() => undefined);
  for (const reader of readers) await reader.close();
  await site.stop();
}

const serverErrors: string[] = [...traffic.serverErrors];
for (const [name, gateway] of [
  ['hub', site.hub],
  ['cloud', site.cloud],
] as const) {
  const found = await readLog(gateway.logPath);
  figures.serverErrors[name] = found.serverErrors.length;
  serverErrors.push(...found.serverErrors.map((line) => `${name}: ${line}`));
  figures.errorLines.push(...[...found.errors].map(([msg, n]) => `${name}: ${n} × ${msg}`));
}
checks.push(
  check('no request answered 5xx by either gateway (their logs, the devices)', serverErrors, 'none'),
  check(
    'no gateway exited on its own',
    [
      ...site.hub.crashes.map((line) => `hub: ${line}`),
      ...site.cloud.crashes.map((line) => `cloud: ${line}`),
    ],
    `hub started ${site.hub.starts} times, killed ${site.hub.kills}`,
  ),
  check('no unhandled rejection in the run', unhandled, 'none'),
);
const failed = printReport(settings, devices, figures, checks, reproduce);
if (failed || settings.keep)
  console.log(`site-outage: gateway logs ${logs} (hub store in ${site.hubDataDir})`);
else await rm(site.tmp, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
