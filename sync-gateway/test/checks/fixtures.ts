import { ulid } from 'ulidx';
import { lineSubtotal, orderTotals } from '@restaurantpro/schema';
import type { Device } from '../replication/helpers.ts';
import { orderDoc, TODAY, type Doc } from '../support/docs.ts';

const ISO = '2026-11-22T12:00:00.000Z';

export const idOf = (doc: Doc): string => doc._id.slice(doc._id.indexOf(':') + 1);

/** An open check for `tableId`, opened by `waiterId` (as a device opens it with its first round). */
export function checkDoc(waiterId: string, overrides: Partial<Doc> = {}): Doc {
  return {
    _id: `check:${ulid()}`,
    type: 'check',
    createdAt: ISO,
    updatedAt: ISO,
    updatedBy: waiterId,
    tableId: 'T1',
    guests: 4,
    status: 'open',
    openedBy: waiterId,
    businessDate: TODAY,
    ...overrides,
  };
}

/** A round on `check`: a pending order of 2 × P1 at 6,50 € (the harness's product) with its checkId. */
export function roundDoc(waiterId: string, check: Doc, overrides: Partial<Doc> = {}): Doc {
  return orderDoc(waiterId, { checkId: idOf(check), tableId: check.tableId, ...overrides });
}

/** `order` with `lines` (each a patch of a line) in place of its own, totals recomputed. */
export function withLines(order: Doc, lines: Array<Partial<Doc>>): Doc {
  const base = (order.items as Doc[])[0] as Doc;
  const items = lines.map((patch) => {
    const line: Doc = { ...base, id: ulid(), ...patch };
    return { ...line, subtotal: lineSubtotal(line.quantity as number, line.unitPrice as string) };
  });
  return { ...order, items, ...orderTotals(items as never) };
}

/** The order with every line's status, totals recomputed. */
export function withStatus(order: Doc, status: string): Doc {
  const items = (order.items as Doc[]).map((line) => ({ ...line, status }));
  return { ...order, status, items, ...orderTotals(items as never) };
}

/** Pushes `device` once: the Spanish reasons of what the gateway refused. */
export async function push(device: { local: Device; remote: Device }): Promise<string[]> {
  const denied: string[] = [];
  const replication = device.local.replicate.to(device.remote);
  replication.on('denied', (err) => denied.push((err as { reason?: string }).reason ?? ''));
  await replication;
  return denied;
}

/** The device's version of `id` after one pull (null when it no longer holds it), and its conflicts. */
export async function afterPull(device: { local: Device; remote: Device }, id: string): Promise<Doc | null> {
  await device.local.replicate.from(device.remote);
  return device.local.get<Doc>(id, { conflicts: true }).catch(() => null);
}
