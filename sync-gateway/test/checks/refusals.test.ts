import { afterEach, describe, expect, it } from 'vitest';
import {
  orderTotals,
  CHECK_CLOSED_MESSAGE,
  VOID_APPROVAL_MESSAGE,
  VOID_NEEDS_MANAGER_MESSAGE,
  VOID_NOTE_MESSAGE,
  tableTakenMessage,
} from '@restaurantpro/schema';
import { signApproval } from '../../src/auth/approvals.ts';
import { NOON, productDoc, replicationHarness, tableDoc, type Doc } from '../replication/helpers.ts';
import { afterPull, checkDoc, idOf, push, roundDoc, withLines, withStatus } from './fixtures.ts';

const LATER = '2026-11-22T12:30:00.000Z';

/**
 * Each bad input of the table's check refused at `/db` with the schema's Spanish reason, and the
 * device converging on the server's state afterwards (the refused branch is closed in the store).
 */
describe('the table’s check at /db', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  it('a check opened with its first round in one push is accepted', async () => {
    const { waiter, pos, db } = await h.floor();
    const check = checkDoc(waiter.id);
    const round = roundDoc(waiter.id, check);
    await pos.local.bulkDocs([check, round]);
    expect(await push(pos)).toEqual([]);
    expect((await db.get(round._id)).checkId).toBe(idOf(check));
  });

  it('rounds pushed ahead of their check in one batch are accepted (the check edited after them, offline)', async () => {
    const { waiter, pos, db } = await h.floor();
    const check = checkDoc(waiter.id);
    const rounds = Array.from({ length: 6 }, () => roundDoc(waiter.id, check));
    const { rev } = await pos.local.put(check);
    for (const round of rounds) await pos.local.put(round);
    // The bill asked for before the device reconnects: the check now comes after its rounds in the
    // device's changes feed, so the push sends the rounds first.
    await pos.local.put({
      ...check,
      _rev: rev,
      status: 'bill_requested',
      billRequestedAt: LATER,
      updatedAt: LATER,
    });
    const sent = await pos.local.changes({ since: 0 });
    expect(sent.results.at(-1)?.id).toBe(check._id);
    expect(await push(pos)).toEqual([]);
    for (const round of rounds) expect((await db.get(round._id)).checkId).toBe(idOf(check));
    expect((await db.get(check._id)).status).toBe('bill_requested');
  });

  it('a round pushed batches ahead of its check is kept, and joins the check when it lands', async () => {
    const { waiter, pos, db } = await h.floor();
    const check = checkDoc(waiter.id);
    const { rev } = await pos.local.put(check);
    const round = roundDoc(waiter.id, check);
    await pos.local.put(round);
    await pos.local.put({
      ...check,
      _rev: rev,
      status: 'bill_requested',
      billRequestedAt: LATER,
      updatedAt: LATER,
    });
    // A push cut after its first batch (batch_size 1 stands for a device more than 100 writes behind):
    // the round reaches the server before any revision of its check.
    const first = await new Promise<string[]>((resolve, reject) => {
      const denied: string[] = [];
      const replication = pos.local.replicate.to(pos.remote, { batch_size: 1, batches_limit: 1 });
      replication.on('denied', (err) => denied.push((err as { reason?: string }).reason ?? ''));
      replication.on('change', () => replication.cancel());
      replication.on('complete', () => resolve(denied));
      replication.on('error', reject);
    });
    expect(first).toEqual([]);
    expect((await db.get(round._id)).checkId).toBe(idOf(check));
    await expect(db.get(check._id)).rejects.toMatchObject({ status: 404 });
    expect(await push(pos)).toEqual([]);
    expect((await db.get(check._id)).status).toBe('bill_requested');
    expect((await db.get(round._id)).checkId).toBe(idOf(check));
  });

  it('a round for a closed check is refused, and leaves the device', async () => {
    const { waiter, pos, db } = await h.floor();
    const check = checkDoc(waiter.id, {
      status: 'closed',
      closedAt: LATER,
      closedBy: 'M1',
      closeReason: 'Invitación',
    });
    await db.put(check);
    // The device has caught up once, as every device does before it takes orders.
    await pos.local.replicate.from(pos.remote);
    const round = roundDoc(waiter.id, check);
    await pos.local.put(round);
    expect(await push(pos)).toEqual([CHECK_CLOSED_MESSAGE]);
    await expect(db.get(round._id)).rejects.toMatchObject({ status: 404 });
    expect(await afterPull(pos, round._id)).toBeNull();
  });

  it('a line missing a required modifier is refused', async () => {
    const { waiter, pos, db } = await h.floor();
    const steak = productDoc('system', {
      name: 'Entrecot',
      price: '18.00',
      modifierGroups: [
        {
          id: 'G1',
          name: 'Punto de la carne',
          kind: 'single',
          required: true,
          options: [
            { id: 'O1', name: 'Poco hecho', priceDelta: '0.00' },
            { id: 'O2', name: 'Hecho', priceDelta: '0.00' },
          ],
        },
      ],
    });
    await db.put(steak);
    await pos.local.replicate.from(pos.remote);
    const check = checkDoc(waiter.id);
    const line = { productId: idOf(steak), productName: 'Entrecot', unitPrice: '18.00', quantity: 1 };
    const bare = withLines(roundDoc(waiter.id, check), [line]);
    const cooked = withLines(roundDoc(waiter.id, check), [
      {
        ...line,
        modifiers: [
          {
            groupId: 'G1',
            groupName: 'Punto de la carne',
            optionId: 'O1',
            optionName: 'Poco hecho',
            priceDelta: '0.00',
          },
        ],
      },
    ]);
    await pos.local.bulkDocs([check, bare, cooked]);
    expect(await push(pos)).toEqual(['Falta elegir: Punto de la carne']);
    expect((await db.get(cooked._id)).total).toBe('19.80');
    expect(await afterPull(pos, bare._id)).toBeNull();
  });

  it('a check moved to a table with another live check is refused and stays where it was', async () => {
    const { waiter, pos, db } = await h.floor();
    const five = tableDoc('system', { number: '5' });
    const mine = checkDoc(waiter.id);
    const theirs = checkDoc(waiter.id, { tableId: idOf(five) });
    await db.bulkDocs([five, mine, theirs]);
    await pos.local.replicate.from(pos.remote);
    const held = await pos.local.get<Doc>(mine._id);
    await pos.local.put({ ...held, tableId: idOf(five), updatedAt: LATER });
    expect(await push(pos)).toEqual([tableTakenMessage('5')]);
    const after = await afterPull(pos, mine._id);
    expect(after).toMatchObject({ tableId: 'T1' });
    expect(after?._conflicts).toBeUndefined();
  });

  it('a transfer of a line that is not in its origin check moves nothing', async () => {
    const { waiter, pos, db } = await h.floor();
    const a = checkDoc(waiter.id);
    const b = checkDoc(waiter.id, { tableId: 'T2' });
    const onA = withLines(roundDoc(waiter.id, a), [{}, {}]);
    const onB = roundDoc(waiter.id, b);
    await db.bulkDocs([a, b, onA, onB]);
    await pos.local.replicate.from(pos.remote);
    const [first, second] = onA.items as Doc[];
    const transfer = {
      _id: 'transfer:01KTRANSFER000000000000001',
      type: 'transfer',
      createdAt: LATER,
      updatedAt: LATER,
      updatedBy: waiter.id,
      fromCheckId: idOf(a),
      toCheckId: idOf(b),
      // The last line is B's own: the whole transfer is refused, A's lines stay on A.
      lines: [first, second, (onB.items as Doc[])[0]].map((line, index) => ({
        orderId: idOf(index < 2 ? onA : onB),
        lineId: (line as Doc).id,
      })),
      businessDate: '2026-11-22',
    };
    await pos.local.put(transfer);
    expect(await push(pos)).toEqual(['Croquetas ya no está en la cuenta de origen']);
    await expect(db.get(transfer._id)).rejects.toMatchObject({ status: 404 });
    expect(await afterPull(pos, transfer._id)).toBeNull();
  });

  it('voids: a note for “other”, and a manager’s signed approval once the kitchen started', async () => {
    const { app, url, waiter, pos, db } = await h.floor();
    const manager = await h.account(app, url, 'manager');
    const check = checkDoc(waiter.id);
    const cooking = withStatus(withLines(roundDoc(waiter.id, check), [{}, {}, {}]), 'preparing');
    await db.bulkDocs([check, cooking]);
    await pos.local.replicate.from(pos.remote);
    const orderId = idOf(cooking);
    const first = ((cooking.items as Doc[])[0] as Doc).id as string;
    /** The device voids the first line with `patch` in its void, pushes, then pulls: what it heard. */
    const voidFirst = async (patch: Partial<Doc>) => {
      const held = await pos.local.get<Doc>(cooking._id);
      const items = (held.items as Doc[]).map((line) =>
        line.id === first
          ? {
              ...line,
              status: 'cancelled',
              void: { reason: 'order_error', by: waiter.id, at: LATER, ...patch },
            }
          : line,
      );
      await pos.local.put({
        ...held,
        items,
        ...orderTotals(items as never),
        updatedAt: LATER,
        updatedBy: waiter.id,
      });
      const denied = await push(pos);
      await afterPull(pos, cooking._id);
      return denied;
    };
    const signed = (secret: string) =>
      signApproval(secret, { managerId: manager.id, orderId, lineId: first }, NOON.getTime());

    expect(await voidFirst({ reason: 'other' })).toEqual([VOID_NOTE_MESSAGE]);
    expect(await voidFirst({})).toEqual([VOID_NEEDS_MANAGER_MESSAGE]);
    expect(await voidFirst({ approvedBy: manager.id, approval: signed('otro-secreto') })).toEqual([
      VOID_APPROVAL_MESSAGE,
    ]);
    // Each refusal left the device on the server's order: nothing voided there.
    const held = await pos.local.get<Doc>(cooking._id, { conflicts: true });
    expect((held.items as Doc[]).every((line) => line.void === undefined)).toBe(true);
    expect(held._conflicts).toBeUndefined();

    expect(await voidFirst({ approvedBy: manager.id, approval: signed(app.approvalSecret) })).toEqual([]);
    const stored = await db.get(cooking._id);
    expect((stored.items as Doc[])[0]).toMatchObject({
      status: 'cancelled',
      void: { approvedBy: manager.id },
    });
    expect(stored.total).toBe('28.60');
  });

  it('Mesa lista: a waiter frees a table in cleaning, and may not reserve it', async () => {
    const { waiter, pos, db } = await h.floor();
    const table = tableDoc('system', { status: 'cleaning' });
    await db.put(table);
    await pos.local.replicate.from(pos.remote);
    const held = await pos.local.get<Doc>(table._id);
    await pos.local.put({ ...held, status: 'reserved', updatedAt: LATER, updatedBy: waiter.id });
    expect(await push(pos)).toEqual(['Solo gerencia o administración pueden modificar mesas']);
    const back = await afterPull(pos, table._id);
    expect(back?.status).toBe('cleaning');
    await pos.local.put({ ...(back as Doc), status: 'available', updatedAt: LATER, updatedBy: waiter.id });
    expect(await push(pos)).toEqual([]);
    expect((await db.get(table._id)).status).toBe('available');
  });
});
