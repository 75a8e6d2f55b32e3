import { CHECK_CLOSED_MESSAGE, idPart, resolveCheckId, SYSTEM_ACTOR } from '@restaurantpro/schema';
import type { PaymentRecord } from './cashier.ts';
import { checksOf, type CheckResult, type Doc, type ReplicaView } from './checks.ts';
import type { Handover, LeaseDoc, ReactorHealth } from './cluster.ts';

/** The longest a dead lease holder's reactions may wait for the other gateway (lease 6 s + a tick). */
export const HANDOVER_BOUND_MS = 10_000;

const EXAMPLES = 5;

function result(name: string, problems: readonly string[], okDetail: string): CheckResult {
  if (problems.length === 0) return { name, ok: true, detail: okDetail };
  const shown = problems.slice(0, EXAMPLES).join('; ');
  return {
    name,
    ok: false,
    detail: problems.length > EXAMPLES ? `${shown}; … (${problems.length} in all)` : shown,
  };
}

/**
 * Ticket numbering across gateways: every ticket's id is `ticket:<series>-<number, six digits>`, no
 * number twice in a series, no ticket in conflict (two writers of one id), and every series numbered
 * from 1 without a gap (each gateway process has a series of its own, a new one after each start).
 */
export function ticketsNumbered(tickets: readonly Doc[]): CheckResult[] {
  const problems: string[] = [];
  const bySeries = new Map<string, number[]>();
  for (const ticket of tickets) {
    const series = String(ticket.series);
    const number = Number(ticket.number);
    const expectedId = `ticket:${series}-${String(number).padStart(6, '0')}`;
    if (ticket._id !== expectedId) problems.push(`${ticket._id} holds ${series} number ${number}`);
    if ((ticket._conflicts?.length ?? 0) > 0)
      problems.push(`${ticket._id} in conflict: ${ticket._conflicts?.join(', ')}`);
    bySeries.set(series, [...(bySeries.get(series) ?? []), number]);
  }
  const gaps: string[] = [];
  for (const [series, numbers] of bySeries) {
    const sorted = [...numbers].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++)
      if (sorted[i] === sorted[i - 1]) problems.push(`${series} number ${sorted[i]} twice`);
    const distinct = [...new Set(sorted)];
    const missing = distinct.length === 0 ? [] : gapsOf(distinct);
    if (missing.length > 0) gaps.push(`${series} lacks ${missing.slice(0, 5).join(', ')}`);
  }
  const series = [...bySeries].map(([name, numbers]) => `${name} ×${numbers.length}`).join(', ');
  return [
    result('no ticket number used twice, no ticket in conflict', problems, `${tickets.length} tickets`),
    result('every ticket series numbered from 1 without a gap', gaps, series === '' ? 'no tickets' : series),
  ];
}

function gapsOf(sortedDistinct: readonly number[]): number[] {
  const have = new Set(sortedDistinct);
  const last = sortedDistinct.at(-1) ?? 0;
  const missing: number[] = [];
  for (let n = 1; n <= last; n++) if (!have.has(n)) missing.push(n);
  return missing;
}

/** Every check the cashier saw paid (answered with its bill covered) has its ticket in the store. */
export function paidChecksTicketed(
  paid: ReadonlyMap<string, string | undefined>,
  tickets: readonly Doc[],
): CheckResult {
  const byCheck = new Map<string, string[]>();
  for (const ticket of tickets) {
    const checkId = String(ticket.checkId);
    byCheck.set(checkId, [...(byCheck.get(checkId) ?? []), ticket._id]);
  }
  const problems: string[] = [];
  for (const [checkId, answered] of paid) {
    const stored = byCheck.get(checkId) ?? [];
    if (stored.length === 0) problems.push(`check:${checkId} paid, no ticket in the store`);
    else if (answered !== undefined && !stored.includes(`ticket:${answered}`))
      problems.push(`check:${checkId} answered with ticket ${answered}, the store has ${stored.join(', ')}`);
  }
  return result(
    'every check the cashier saw paid has its ticket in the store',
    problems,
    `${paid.size} checks paid`,
  );
}

/** Every payment answered 2xx: a 409 is a refusal (a numbering collision would show here). */
export function paymentsAnswered(payments: readonly PaymentRecord[], grown: number): CheckResult {
  const refused = payments.filter((p) => p.status !== 200 && p.status !== 201);
  const count = (status: number) => payments.filter((p) => p.status === status).length;
  const retried = payments.filter((p) => p.retries > 0).length;
  return result(
    'no payment answered 409 (every payment 2xx)',
    refused.map(
      (p) =>
        `check:${p.checkId} ${p.amount} € → ${p.status === 0 ? 'no answer' : p.status} ${p.message ?? ''}`,
    ),
    `${payments.length} payments: ${count(201)} × 201, ${count(200)} × 200 (${retried} sent again after a kill); ` +
      `${grown} found the bill grown by a round and paid the rest`,
  );
}

/** The lease document names a gateway that is running and says it holds the lease. */
export function leaseNamesLiveGateway(
  lease: LeaseDoc | null,
  health: readonly (ReactorHealth | null)[],
): CheckResult {
  const live = health.filter((h): h is ReactorHealth => h !== null);
  const named = live.find((h) => h.instance === lease?.holder);
  const problems =
    lease === null
      ? ['no _local/reactor-lease in the store']
      : named === undefined
        ? [
            `held by ${lease.holder}, not one of the live gateways (${live.map((h) => h.instance).join(', ')})`,
          ]
        : !named.holds
          ? [`${lease.holder} is named but says it does not hold the lease`]
          : lease.expiresAt <= Date.now()
            ? [`expired ${Date.now() - lease.expiresAt} ms ago`]
            : [];
  const index = named === undefined ? -1 : health.indexOf(named);
  return result(
    'the lease in the store names a live gateway',
    problems,
    `gateway ${index + 1} (token ${lease?.token ?? '?'}, ${((lease?.expiresAt ?? 0) - Date.now()) / 1000} s left)`,
  );
}

/** Every lease holder killed was replaced by the other gateway within HANDOVER_BOUND_MS. */
export function handoversWithin(handovers: readonly Handover[]): CheckResult {
  const problems = handovers.flatMap((h, i) =>
    h.killed < 0
      ? [`kill #${i + 1}: no gateway held the lease to kill`]
      : h.ms === null
        ? [`kill #${i + 1} of gateway ${h.killed}: the other never held the lease`]
        : h.ms > HANDOVER_BOUND_MS
          ? [`kill #${i + 1} of gateway ${h.killed}: ${h.ms} ms`]
          : [],
  );
  const times = handovers.flatMap((h) => (h.ms === null ? [] : [h.ms]));
  return result(
    `every lease hand-over within ${HANDOVER_BOUND_MS / 1000} s of the holder's kill`,
    problems,
    times.length === 0 ? 'no kill' : `${times.join(', ')} ms (max ${Math.max(...times)})`,
  );
}

/**
 * Whether a device write the gateway refused is the race of a waiter with the cashier: a round (or a
 * bill request, or reopening) written for a check whose payment the gateway had just closed, on a
 * device that had not heard of it yet. The gateway refuses it with CHECK_CLOSED_MESSAGE, as the
 * product's rules say (a closed check takes no more rounds), and ends its branch so the replicas
 * converge. Only that reason, for a check the cashier paid and the gateway closed, is excused.
 */
export function paidCheckRace(
  server: ReplicaView,
  paid: ReadonlyMap<string, string | undefined>,
  checkOfRound: (orderId: string) => string | undefined,
): (denied: string) => boolean {
  const checks = new Map(checksOf(server).map((check) => [idPart(check._id), check]));
  return (denied) => {
    const match = /^\S+ (\S+): (.*)$/s.exec(denied);
    if (match === null) return false;
    const [, docId = '', reason = ''] = match;
    if (reason !== CHECK_CLOSED_MESSAGE) return false;
    const checkId = docId.startsWith('check:') ? idPart(docId) : checkOfRound(docId);
    if (checkId === undefined) return false;
    const holder = resolveCheckId(checkId, checks);
    const check = checks.get(holder);
    return (
      check !== undefined &&
      check.status === 'closed' &&
      check.closedBy === SYSTEM_ACTOR &&
      (paid.has(holder) || paid.has(checkId))
    );
  };
}
