import {
  checkView,
  idPart,
  isLiveCheck,
  resolveCheckId,
  SYSTEM_ACTOR,
  tableState,
  type Check,
  type CheckSources,
  type DiningTable,
  type Order,
  type Transfer,
} from '@restaurantpro/schema';

export type Doc = Record<string, unknown> & { _id: string; _rev?: string; _conflicts?: string[] };

/** One replica's documents (winning revisions) and those it holds in conflict. */
export interface ReplicaView {
  name: string;
  docs: ReadonlyMap<string, Doc>;
  conflicted: readonly string[];
}

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

/** The orders one device created, and which of them it saw acknowledged by the gateway. */
export interface DeviceOrders {
  name: string;
  created: ReadonlyMap<string, string>;
  acknowledged: ReadonlySet<string>;
}

const EXAMPLES = 5;

function examples(items: readonly string[]): string {
  if (items.length === 0) return '';
  const shown = items.slice(0, EXAMPLES).join('; ');
  return items.length > EXAMPLES ? `${shown}; … (${items.length} in all)` : shown;
}

function result(name: string, problems: readonly string[], okDetail: string): CheckResult {
  return problems.length === 0
    ? { name, ok: true, detail: okDetail }
    : { name, ok: false, detail: examples(problems) };
}

function ordersOf(server: ReplicaView): Doc[] {
  return [...server.docs.values()].filter((doc) => doc.type === 'order');
}

/** Every replica holds exactly the server's documents at the server's winning revisions. */
export function sameRevisions(server: ReplicaView, replicas: readonly ReplicaView[]): CheckResult {
  const problems: string[] = [];
  for (const replica of replicas) {
    for (const [id, doc] of server.docs) {
      const held = replica.docs.get(id);
      if (held === undefined) problems.push(`${replica.name} lacks ${id}`);
      else if (held._rev !== doc._rev)
        problems.push(`${replica.name} has ${id} at ${held._rev}, server ${doc._rev}`);
    }
    for (const id of replica.docs.keys()) {
      if (!server.docs.has(id)) problems.push(`${replica.name} holds ${id}, the server does not`);
    }
  }
  return result(
    'identical winning revisions on every replica and the server',
    problems,
    `${server.docs.size} documents × ${replicas.length + 1} replicas`,
  );
}

export function noConflicts(views: readonly ReplicaView[]): CheckResult {
  const problems = views.flatMap((view) => view.conflicted.map((id) => `${view.name}: ${id}`));
  return result('no conflicted document anywhere', problems, `${views.length} replicas checked`);
}

/**
 * daily_stock.soldQuantity of each product and business day = the quantities of the day's
 * non-cancelled lines of orders that are sent and not cancelled (the projection's definition of a
 * sale: reactions/projections.ts `soldQuantity`).
 */
export function stockMatchesOrders(server: ReplicaView): CheckResult {
  const expected = new Map<string, number>();
  for (const order of ordersOf(server)) {
    if (order.status === 'draft' || order.status === 'cancelled') continue;
    for (const line of (order.items ?? []) as Array<{
      productId: string;
      quantity: number;
      status: string;
    }>) {
      if (line.status === 'cancelled') continue;
      const key = `${String(order.businessDate)} ${line.productId}`;
      expected.set(key, (expected.get(key) ?? 0) + line.quantity);
    }
  }
  const rows = new Map<string, number>();
  for (const doc of server.docs.values()) {
    if (doc.type !== 'daily_stock') continue;
    rows.set(`${String(doc.businessDate)} ${String(doc.productId)}`, Number(doc.soldQuantity ?? 0));
  }
  const problems: string[] = [];
  for (const [key, sold] of expected) {
    const row = rows.get(key);
    if (row !== sold) problems.push(`${key}: orders sold ${sold}, daily_stock says ${row ?? 'no row'}`);
  }
  for (const [key, sold] of rows) {
    if (sold !== 0 && !expected.has(key)) problems.push(`${key}: daily_stock says ${sold}, no order sold it`);
  }
  const total = [...expected.values()].reduce((sum, n) => sum + n, 0);
  return result(
    'daily stock sold = non-cancelled order lines',
    problems,
    `${expected.size} product-days, ${total} portions`,
  );
}

/** The checks a replica holds. */
export function checksOf(view: ReplicaView): Check[] {
  return [...view.docs.values()].filter((doc) => doc.type === 'check') as unknown as Check[];
}

/** What checkView reads, from one replica's documents. */
function sourcesOf(view: ReplicaView): CheckSources {
  const all = [...view.docs.values()];
  return {
    checks: checksOf(view),
    orders: all.filter((doc) => doc.type === 'order') as unknown as Order[],
    transfers: all.filter((doc) => doc.type === 'transfer') as unknown as Transfer[],
  };
}

/** Live checks by table id (without the `table:` prefix). */
function liveChecksByTable(checks: readonly Check[]): Map<string, Check[]> {
  const byTable = new Map<string, Check[]>();
  for (const check of checks) {
    if (isLiveCheck(check)) byTable.set(check.tableId, [...(byTable.get(check.tableId) ?? []), check]);
  }
  return byTable;
}

/**
 * Exactly one live check per table: the gateway merged every duplicate two devices opened apart,
 * and every merged check leads (through `mergedInto`, chains included) to a check that exists and
 * is live or final (closed, voided), so its rounds show somewhere.
 */
export function oneLiveCheckPerTable(server: ReplicaView): CheckResult {
  const checks = checksOf(server);
  const byId = new Map(checks.map((check) => [idPart(check._id), check]));
  const problems: string[] = [];
  const live = liveChecksByTable(checks);
  for (const [tableId, here] of live) {
    if (here.length > 1)
      problems.push(`table:${tableId} has ${here.length} live checks: ${here.map((c) => c._id).join(', ')}`);
  }
  const merged = checks.filter((check) => check.status === 'merged');
  for (const check of merged) {
    const holder = byId.get(resolveCheckId(idPart(check._id), byId));
    if (check.mergedInto === undefined) problems.push(`${check._id} merged into nothing`);
    else if (holder === undefined || holder.status === 'merged')
      problems.push(`${check._id} merged into ${check.mergedInto}, which leads to no check`);
  }
  const bySystem = merged.filter((check) => check.updatedBy === SYSTEM_ACTOR).length;
  return result(
    'one live check per table, every merged check leads to a live or final one',
    problems,
    `${[...live.values()].flat().length} live checks; ${merged.length} merged (${bySystem} by the gateway)`,
  );
}

/**
 * Every line of every round is on exactly one check (schema's checkView over all the checks): no
 * round lost to a duplicate check, none counted twice. Every soak order is a round.
 */
export function roundsOnOneCheck(server: ReplicaView): CheckResult {
  const sources = sourcesOf(server);
  const seen = new Map<string, number>();
  for (const check of sources.checks) {
    for (const { orderId, line } of checkView(idPart(check._id), sources).lines) {
      const key = `${orderId}/${line.id}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  }
  const problems: string[] = [];
  let lines = 0;
  for (const order of sources.orders) {
    if (order.checkId === undefined) {
      problems.push(`${order._id} is on no check (no checkId)`);
      continue;
    }
    for (const line of order.items) {
      lines++;
      const n = seen.get(`${idPart(order._id)}/${line.id}`) ?? 0;
      if (n !== 1)
        problems.push(`line ${line.id} of ${order._id} (check ${order.checkId}) is on ${n} checks`);
    }
  }
  return result(
    'every round line on exactly one check',
    problems,
    `${lines} lines of ${sources.orders.length} rounds on ${sources.checks.length} checks`,
  );
}

/**
 * A table follows its checks (DESIGN.md §10): with a live check it is Ocupada (Cuenta pedida once
 * the bill was asked for); without one it is neither; and its stored status is what every screen
 * shows (schema's tableState), so the gateway's projection and the devices agree.
 */
export function tablesFollowChecks(server: ReplicaView): CheckResult {
  const checks = checksOf(server);
  const live = liveChecksByTable(checks);
  const problems: string[] = [];
  let occupied = 0;
  for (const doc of server.docs.values()) {
    if (doc.type !== 'table') continue;
    const table = doc as unknown as DiningTable;
    const here = live.get(idPart(table._id)) ?? [];
    const expected =
      here.length === 0
        ? null
        : here.some((check) => check.status === 'open')
          ? 'occupied'
          : 'bill_requested';
    if (expected !== null) occupied++;
    if (expected !== null && table.status !== expected)
      problems.push(
        `${table._id} is ${table.status} with live check ${here.map((c) => `${c._id} (${c.status})`).join(', ')}`,
      );
    else if (expected === null && (table.status === 'occupied' || table.status === 'bill_requested'))
      problems.push(`${table._id} is ${table.status} with no live check`);
    else {
      const shown = tableState(table, checks);
      if (shown !== table.status) problems.push(`${table._id} is ${table.status}, screens show ${shown}`);
    }
  }
  return result(
    'tables occupied exactly while they have a live check',
    problems,
    `${occupied} tables with a live check, none occupied without one`,
  );
}

/** The given tables (ids without `table:`) have `status` on the server. */
export function tablesAre(
  server: ReplicaView,
  tableIds: readonly string[],
  status: string,
  why: string,
): CheckResult {
  const problems = tableIds.flatMap((id) => {
    const held = server.docs.get(`table:${id}`)?.status;
    return held === status ? [] : [`table:${id} is ${String(held ?? 'missing')}`];
  });
  return result(`${why}: ${status}`, problems, `${tableIds.length} tables`);
}

/** Every order a device saw acknowledged is on the server, with its number, and no number twice. */
export function acknowledgedOrdersStored(
  server: ReplicaView,
  devices: readonly DeviceOrders[],
): CheckResult[] {
  const missing: string[] = [];
  let acknowledged = 0;
  for (const device of devices) {
    for (const id of device.acknowledged) {
      acknowledged++;
      const stored = server.docs.get(id);
      if (stored === undefined) missing.push(`${device.name}: ${id} acknowledged, not on the server`);
      else if (stored.orderNumber !== device.created.get(id))
        missing.push(
          `${device.name}: ${id} is ${String(stored.orderNumber)} on the server, written as ${device.created.get(id)}`,
        );
    }
  }
  const byNumber = new Map<string, string[]>();
  for (const order of ordersOf(server)) {
    const number = String(order.orderNumber);
    byNumber.set(number, [...(byNumber.get(number) ?? []), order._id]);
  }
  const duplicates = [...byNumber]
    .filter(([, ids]) => ids.length > 1)
    .map(([n, ids]) => `${n}: ${ids.join(', ')}`);
  return [
    result('every acknowledged order is on the server', missing, `${acknowledged} acknowledged orders`),
    result('no order number twice on the server', duplicates, `${byNumber.size} order numbers`),
  ];
}
