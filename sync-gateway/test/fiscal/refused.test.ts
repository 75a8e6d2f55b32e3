import { afterEach, describe, expect, it } from 'vitest';
import { FISCAL_MESSAGES, type FiscalRecord } from '@restaurantpro/schema';
import { replicationHarness } from '../replication/helpers.ts';
import { checkDoc, idOf } from '../checks/fixtures.ts';
import { Chain, saleTicket } from '../support/fiscal-docs.ts';

/**
 * A billing record the gateway refuses is not stored, and stays visible to the managers with the
 * reason and who pushed it (`GET /api/fiscal/refused`); the device's good records go on.
 */
describe('a refused billing record', () => {
  const h = replicationHarness();
  afterEach(async () => {
    await h.cleanup();
  });

  it('is kept for the managers with its reason, and nothing of it is stored', async () => {
    const { app, url, db, waiter, pos } = await h.floor();
    const manager = await h.account(app, url, 'manager');
    const check = checkDoc('W0', { tableId: 'T1' });
    await db.bulkDocs([check]);
    const chain = new Chain('K7Q4');
    const good = chain.add(saleTicket(waiter.id, idOf(check), 1));
    const second = chain.add(saleTicket(waiter.id, idOf(check), 2));
    const tampered = { ...second, fiscal: { ...(second.fiscal as FiscalRecord), Huella: 'C'.repeat(64) } };
    await pos.local.bulkDocs([good, tampered]);
    const denied: string[] = [];
    const push = pos.local.replicate.to(pos.remote);
    push.on('denied', (err) => denied.push((err as { reason?: string }).reason ?? ''));
    await push;
    expect(denied).toEqual([FISCAL_MESSAGES.huella]);
    // Not stored: nothing, or the refused branch closed by a tombstone the device pulls to converge.
    const rows = (await db.allDocs({ keys: [good._id, tampered._id] })).rows;
    expect(rows.map((row) => row.value !== undefined && row.value.deleted !== true)).toEqual([true, false]);

    const res = await fetch(`${url}/api/fiscal/refused`, { headers: { cookie: manager.cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        TipoRegistro: 'Alta',
        NumSerieFactura: 'T-K7Q4-000002',
        NumeroInstalacion: 'K7Q4',
        posicion: 2,
        motivo: FISCAL_MESSAGES.huella,
        usuario: waiter.id,
        en: expect.any(String),
      },
    ]);
    const byWaiter = await fetch(`${url}/api/fiscal/refused`, { headers: { cookie: waiter.cookie } });
    expect(byWaiter.status).toBe(403);
  });
});
