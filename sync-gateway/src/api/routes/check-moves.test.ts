import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCall,
  expectRefused,
  freeTable,
  seedDining,
  startApi,
  storedCheck,
  type ApiHarness,
  type Dining,
} from '../../../test/helper.ts';

interface View {
  id: string;
  tableId: string;
  status: string;
  guests: number;
  rounds: Array<{ id: string; items: Array<{ id: string }> }>;
  lines: Array<{ orderId: string; line: { id: string; productName: string } }>;
  totals: { subtotal: string; tax: string; total: string };
}

describe('a check’s life: bill, close, void, move, merge, transfers, Mesa lista', () => {
  let api: ApiHarness;
  let f: Dining;
  const now = new Date('2026-11-21T20:30:00Z');
  beforeAll(async () => {
    api = await startApi({ now: () => now });
    f = await seedDining(api);
  });
  afterAll(async () => {
    await api.close();
  });

  /** A check on a new table with one round of `portions` paellas. */
  const sitting = async (portions = 1, capacity = 4): Promise<View> => {
    const tableId = await freeTable(api, f.areaId, capacity);
    return expectCall<View>(
      api,
      'waiter',
      'POST',
      '/api/checks',
      { tableId, items: [{ productId: f.productId, quantity: portions }] },
      201,
    );
  };
  const move = (id: string, path: string, body?: object) => ({
    method: 'POST' as const,
    url: `/api/checks/${id}/${path}`,
    ...(body ? { payload: body } : {}),
  });
  const tableStatus = async (tableId: string) =>
    (
      await expectCall<Array<{ id: string; status: string }>>(
        api,
        'waiter',
        'GET',
        '/api/tables',
        undefined,
        200,
      )
    ).find((table) => table.id === tableId)?.status;

  it('asks for the bill and opens the check again, any floor role', async () => {
    const check = await sitting();
    const asked = await expectCall<View>(
      api,
      'waiter',
      'POST',
      `/api/checks/${check.id}/request-bill`,
      undefined,
      200,
    );
    expect(asked.status).toBe('bill_requested');
    expect(await storedCheck(api, check.id)).toMatchObject({ billRequestedAt: now.toISOString() });
    // A replayed tap changes nothing.
    await expectCall(api, 'waiter', 'POST', `/api/checks/${check.id}/request-bill`, undefined, 200);
    const reopened = await expectCall<View>(
      api,
      'waiter',
      'POST',
      `/api/checks/${check.id}/reopen`,
      undefined,
      200,
    );
    expect(reopened.status).toBe('open');
  });

  it('lets a manager close a check without payment, with who, when and why', async () => {
    const check = await sitting();
    const closed = await expectCall<View>(
      api,
      'manager',
      'POST',
      `/api/checks/${check.id}/close`,
      { reason: 'Invitación de la casa' },
      200,
    );
    expect(closed.status).toBe('closed');
    expect(await storedCheck(api, check.id)).toMatchObject({
      status: 'closed',
      closeReason: 'Invitación de la casa',
      closedAt: now.toISOString(),
    });
  });

  it('lets a manager void a whole check with a reason', async () => {
    const check = await sitting();
    const voided = await expectCall<View>(
      api,
      'admin',
      'POST',
      `/api/checks/${check.id}/void`,
      { reason: 'Mesa abierta por error' },
      200,
    );
    expect(voided.status).toBe('voided');
  });

  it('refuses closing without a reason', async () => {
    const check = await sitting();
    await expectRefused(api, move(check.id, 'close', {}), {
      status: 409,
      code: 'conflict',
      type: 'check',
      role: 'manager',
    });
    const res = await api.call('manager', move(check.id, 'close', { reason: '  ' }));
    expect(res.json()).toMatchObject({ message: 'Indica el motivo' });
  });

  it.each(['close', 'void'])('refuses a waiter’s %s with 403', async (path) => {
    const check = await sitting();
    await expectRefused(api, move(check.id, path, { reason: 'Se van sin pagar' }), {
      status: 403,
      code: 'forbidden',
      type: 'check',
      role: 'waiter',
    });
  });

  it('moves a check to a free table, its rounds with it', async () => {
    const check = await sitting(2);
    const target = await freeTable(api, f.areaId);
    const moved = await expectCall<View>(
      api,
      'waiter',
      'POST',
      `/api/checks/${check.id}/move`,
      { tableId: target },
      200,
    );
    expect(moved).toMatchObject({ tableId: target, totals: check.totals });
    expect(moved.lines).toEqual(check.lines);
  });

  it('refuses a move to an occupied table, and says to merge instead', async () => {
    const check = await sitting();
    const other = await sitting();
    await expectRefused(api, move(check.id, 'move', { tableId: other.tableId }), {
      status: 409,
      code: 'conflict',
      type: 'check',
      role: 'waiter',
    });
    const res = await api.call('waiter', move(check.id, 'move', { tableId: other.tableId }));
    expect((res.json() as { message: string }).message).toMatch(
      /^La mesa \d+ está ocupada: únela en lugar de moverla$/,
    );
  });

  it('merges two tables’ checks: rounds, guests and totals add up on the one kept', async () => {
    const a = await sitting(1, 4);
    const b = await sitting(2, 2);
    const merged = await expectCall<View>(
      api,
      'waiter',
      'POST',
      `/api/checks/${b.id}/merge`,
      { intoCheckId: a.id },
      200,
    );
    expect(merged.status).toBe('merged');
    const kept = await expectCall<View>(api, 'waiter', 'GET', `/api/checks/${a.id}`, undefined, 200);
    expect(kept.guests).toBe(6);
    expect(kept.rounds).toHaveLength(2);
    // 3 × 14.50 = 43.50, IVA 4.35.
    expect(kept.totals).toEqual({ subtotal: '43.50', tax: '4.35', total: '47.85' });
    // A round sent to the merged check (a screen that had not heard of the merge) joins the kept one.
    const late = await expectCall<{ checkId: string; tableId: string }>(
      api,
      'waiter',
      'POST',
      `/api/checks/${b.id}/rounds`,
      { items: [{ productId: f.productId, quantity: 1 }] },
      201,
    );
    expect(late).toMatchObject({ checkId: a.id, tableId: a.tableId });
  });

  it('refuses a merge into a check that does not exist', async () => {
    const check = await sitting();
    await expectRefused(api, move(check.id, 'merge', { intoCheckId: 'nada' }), {
      status: 400,
      code: 'validation-failed',
      type: 'check',
      role: 'waiter',
    });
  });

  it('transfers chosen lines to another check, all in one document', async () => {
    const from = await expectCall<View>(
      api,
      'waiter',
      'POST',
      '/api/checks',
      {
        tableId: await freeTable(api, f.areaId),
        items: [
          { productId: f.productId, quantity: 1 },
          { productId: f.productId, quantity: 2 },
        ],
      },
      201,
    );
    const to = await sitting(1);
    const moving = from.lines[1];
    const transfer = await expectCall<{ id: string; fromCheckId: string; lines: unknown[] }>(
      api,
      'waiter',
      'POST',
      `/api/checks/${from.id}/transfers`,
      { toCheckId: to.id, lines: [{ orderId: moving?.orderId, lineId: moving?.line.id }] },
      201,
    );
    expect(transfer).toMatchObject({ fromCheckId: from.id, lines: [{ orderId: moving?.orderId }] });
    const left = await expectCall<View>(api, 'waiter', 'GET', `/api/checks/${from.id}`, undefined, 200);
    const gained = await expectCall<View>(api, 'waiter', 'GET', `/api/checks/${to.id}`, undefined, 200);
    expect(left.totals.subtotal).toBe('14.50');
    expect(gained.totals.subtotal).toBe('43.50');
  });

  it('refuses a transfer of a line that is not on the check, moving nothing', async () => {
    const from = await sitting();
    const to = await sitting();
    const stranger = to.lines[0];
    await expectRefused(
      api,
      {
        method: 'POST',
        url: `/api/checks/${from.id}/transfers`,
        payload: {
          toCheckId: to.id,
          lines: [
            { orderId: from.lines[0]?.orderId, lineId: from.lines[0]?.line.id },
            { orderId: stranger?.orderId, lineId: stranger?.line.id },
          ],
        },
      },
      { status: 409, code: 'conflict', type: 'transfer', role: 'waiter' },
    );
  });

  it('refuses a transfer without lines in the words a device hears', async () => {
    const from = await sitting();
    const to = await sitting();
    const res = await api.call('waiter', {
      method: 'POST',
      url: `/api/checks/${from.id}/transfers`,
      payload: { toCheckId: to.id, lines: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'lines: Elige al menos una línea para mover' });
  });

  it('frees a table in Limpieza on Mesa lista, and refuses it while the table is occupied', async () => {
    const check = await sitting();
    await api.app.reactionsIdle();
    await expectRefused(
      api,
      { method: 'POST', url: `/api/tables/${check.tableId}/ready` },
      { status: 409, code: 'conflict', type: 'table', role: 'waiter' },
    );
    await expectCall(
      api,
      'manager',
      'POST',
      `/api/checks/${check.id}/close`,
      { reason: 'Pagado en efectivo' },
      200,
    );
    // The table's projection (Ocupada, then Limpieza) is written by the reactions after each write.
    await api.app.reactionsIdle();
    const ready = await expectCall<{ status: string }>(
      api,
      'waiter',
      'POST',
      `/api/tables/${check.tableId}/ready`,
      undefined,
      200,
    );
    expect(ready.status).toBe('available');
    expect(await tableStatus(check.tableId)).toBe('available');
  });
});
