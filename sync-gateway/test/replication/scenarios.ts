import type { FastifyInstance } from 'fastify';
import { moved } from './fixtures.ts';
import { orderDoc, waitForDoc, type Device, type Doc, type User } from './helpers.ts';

export const NOTE = 'El cliente se ha ido';

interface Replica {
  local: Device;
  remote: Device;
}

/**
 * A waiter's order reaches the kitchen; both devices go offline, the cook takes it to ready and the
 * waiter cancels it with a note (later clock); then each pushes, the kitchen first. The schema's
 * merge keeps the furthest status (ready: the food exists) and the later version's other fields
 * (the note). Resolves once both pushes are done; returns the order as first sent.
 */
export async function divergeOrder(kitchen: Replica, floor: Replica, cook: User, waiter: User): Promise<Doc> {
  const order = orderDoc(waiter.id);
  await floor.local.put(order);
  await floor.local.replicate.to(floor.remote);
  await kitchen.local.replicate.from(kitchen.remote);

  const taken = await kitchen.local.get<Doc>(order._id);
  const preparing = await kitchen.local.put(moved(taken, 'preparing', cook.id, '2026-11-22T12:05:00.000Z'));
  const items = (order.items as Doc[]).map((item) => ({ ...item, status: 'ready' }));
  await kitchen.local.put(
    moved({ ...taken, _rev: preparing.rev }, 'ready', cook.id, '2026-11-22T12:06:00.000Z', { items }),
  );
  const sent = await floor.local.get<Doc>(order._id);
  await floor.local.put(moved(sent, 'cancelled', waiter.id, '2026-11-22T12:07:00.000Z', { notes: NOTE }));

  await kitchen.local.replicate.to(kitchen.remote);
  await floor.local.replicate.to(floor.remote);
  return order;
}

/**
 * Sends `rounds` further orders from `from` and waits for each on `to` and for every gateway's
 * reactions: a merge answered by another merge would have had that long to show up.
 */
export async function fence(
  from: Device,
  to: Device,
  waiterId: string,
  apps: FastifyInstance[],
  rounds = 3,
): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    const next = orderDoc(waiterId, { tableId: `T${round + 2}` });
    await from.put(next);
    await waitForDoc(to, next._id);
    await Promise.all(apps.map((app) => app.reactionsIdle()));
  }
}
