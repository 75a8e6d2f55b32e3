// What the rush must leave behind, whatever the figures: every order a waiter saw acknowledged on
// the server and on every kitchen screen, no order twice, no refused write, no 5xx. These are the
// only assertions of the benchmark (short mode runs in CI).
import { getWithConflicts } from '../soak/api.ts';
import { acknowledgedOrdersStored, type CheckResult, type DeviceOrders } from '../soak/checks.ts';
import type { SoakDevice } from '../soak/devices.ts';
import type { ServerReader } from '../soak/views.ts';
import type { Fleet } from './fleet.ts';

const EXAMPLES = 5;

function check(name: string, problems: readonly string[], okDetail: string): CheckResult {
  const shown = problems.slice(0, EXAMPLES).join('; ');
  return problems.length === 0
    ? { name, ok: true, detail: okDetail }
    : {
        name,
        ok: false,
        detail: problems.length > EXAMPLES ? `${shown}; … (${problems.length} in all)` : shown,
      };
}

async function missingOn(screen: SoakDevice, ids: readonly string[]): Promise<string[]> {
  const rows = (await screen.local.allDocs({ keys: [...ids] })).rows;
  return rows.flatMap((row) =>
    'error' in row || row.value.deleted === true ? [`${screen.name}: ${row.key}`] : [],
  );
}

export interface RunProblems {
  /** 5xx answers the devices got. */
  serverErrors: readonly string[];
  /** Rounds the benchmark's pacer could not write, kitchen feeds that failed, unhandled rejections. */
  harness: readonly string[];
  gatewayCrashes: readonly string[];
}

/** The correctness checks; the server is read through the gateway by an admin replica. */
export async function runChecks(
  fleet: Fleet,
  reader: ServerReader,
  problems: RunProblems,
): Promise<CheckResult[]> {
  // What the waiters saw acknowledged before the server is read: an order acknowledged while the
  // read runs (a rush that did not drain) may land after the read's last change, and is not the
  // server's to show yet.
  const waiters: DeviceOrders[] = fleet.waiters.map((waiter) => ({
    name: waiter.name,
    created: waiter.created,
    acknowledged: new Set(waiter.acknowledged),
  }));
  const acknowledged = waiters.flatMap((waiter) => [...waiter.acknowledged]);
  const server = await reader.read();
  const written = fleet.waiters.reduce((sum, waiter) => sum + waiter.created.size, 0);
  const neverAcknowledged = fleet.waiters.flatMap((waiter) =>
    [...waiter.created.keys()]
      .filter((id) => !waiter.acknowledged.has(id))
      .map((id) => `${waiter.name}: ${id}`),
  );
  const onScreens = (
    await Promise.all(fleet.kitchenScreens.map((screen) => missingOn(screen, acknowledged)))
  ).flat();
  const devices = [...fleet.all, ...fleet.extras];
  const denied = [
    ...fleet.all.flatMap((device) => device.stats.denied),
    ...fleet.extras.flatMap((r) => r.denied),
  ];
  const syncErrors = [
    ...fleet.all.flatMap((device) => device.stats.syncErrors),
    ...fleet.extras.flatMap((r) => r.syncErrors),
  ];
  const writeErrors = fleet.all.flatMap((device) =>
    device.stats.writeErrors.map((e) => `${device.name}: ${e}`),
  );
  const stored = acknowledgedOrdersStored(server, waiters);
  return [
    check('every written order acknowledged by the gateway', neverAcknowledged, `${written} orders written`),
    ...stored,
    ...(stored.every((c) => c.ok) ? [] : [await whereMissing(reader, server, acknowledged)]),
    check(
      'every acknowledged order on every kitchen screen',
      onScreens,
      `${acknowledged.length} orders × ${fleet.kitchenScreens.length} screens`,
    ),
    check('no write refused by the gateway', denied, `${devices.length} replicas`),
    check('no 5xx answer', problems.serverErrors, 'none'),
    check('no sync gave up, no failed device write', [...syncErrors, ...writeErrors], 'none'),
    check('the benchmark itself ran clean', problems.harness, 'none'),
    check('no gateway crash', problems.gatewayCrashes, 'none'),
  ];
}

/**
 * When the server's replica lacks acknowledged orders: whether the gateway serves them when asked by
 * id (then the replica's first sync missed them) or not at all (then the store lost them).
 */
async function whereMissing(
  reader: ServerReader,
  server: Awaited<ReturnType<ServerReader['read']>>,
  acknowledged: readonly string[],
): Promise<CheckResult> {
  const missing = acknowledged.filter((id) => !server.docs.has(id));
  const absent: string[] = [];
  for (const id of missing)
    if ((await getWithConflicts(reader.url, reader.cookie, id)) === null) absent.push(id);
  const again = await reader.fresh();
  const stillMissing = missing.filter((id) => !again.docs.has(id));
  return check(
    'orders missing from the server replica, looked up by id',
    absent.map((id) => `${id}: not on the gateway`),
    `${missing.length} missing from the replica are all on the gateway by id; a second fresh replica misses ${stillMissing.length}`,
  );
}
