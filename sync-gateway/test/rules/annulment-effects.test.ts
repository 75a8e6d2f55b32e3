import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Annulment, FiscalRecord, TaxLine } from '@restaurantpro/schema';
import { expectCall, seedDining, startApi, type ApiHarness, type Dining } from '../helper.ts';
import { NOON, replicationHarness, type Doc } from '../replication/helpers.ts';
import { check, idOf, round } from '../support/both-doors.ts';
import { ANNULMENT_REASON, Chain, morningSale as sale } from '../support/fiscal-docs.ts';
import { paidTicket, saveSettings } from '../support/money-api.ts';
import { settingsDoc } from '../support/money-docs.ts';

/**
 * What an accepted annulment does (docs/fiscal.md): a device's push is judged in its chain's order
 * and reaches the other devices, and the API's own annulment takes its ticket out of the day's Z
 * report. The refusals, door by door, are in annulment-both-doors.test.ts.
 */

const SETTINGS: Doc = settingsDoc('admin');

describe('an annulment pushed through /db with the tickets around it', () => {
  const h = replicationHarness();
  afterEach(async () => {
    await h.cleanup();
  });

  it('is judged in its chain’s order whatever order the batch lists them, and reaches the other devices', async () => {
    const store = await h.store();
    const { app, url } = await h.gateway(store);
    const manager = await h.account(app, url, 'manager');
    const waiter = await h.account(app, url, 'waiter');
    const open = check(manager.id, 'T1');
    await store.db('floor').bulkDocs([open, round(manager.id, open, 'served'), SETTINGS]);
    // The till sells ticket 1, cancels it, and sells 2 and 3: records 1 to 4 of its chain.
    const chain = new Chain('K7Q4');
    const first = chain.add(sale(manager.id, idOf(open), 1));
    const annulment = chain.annul(first, manager.id, NOON);
    const later = [2, 3].map((number) => chain.add(sale(manager.id, idOf(open), number)));
    const batch: Doc[] = [...later.reverse(), annulment, first];

    const res = await fetch(`${url}/db/floor/_bulk_docs`, {
      method: 'POST',
      headers: { cookie: manager.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ docs: batch }),
    });
    const results = (await res.json()) as Array<{ id: string; ok?: boolean; reason?: string }>;
    expect(results.map((row) => [row.id, row.ok ?? row.reason])).toEqual(batch.map((doc) => [doc._id, true]));

    const device = h.device(url, waiter);
    await device.local.replicate.from(device.remote);
    const pulled = await device.local.get<Annulment>(annulment._id);
    expect(pulled.fiscal).toEqual(annulment.fiscal);
  });
});

interface TicketOut {
  id: string;
  taxes: TaxLine[];
  fiscal: FiscalRecord;
}

interface ZOut {
  tickets: number;
  series: unknown;
  taxes: TaxLine[];
}

/** `taxes` less a ticket's, rate by rate (rates left at zero gone), in cents apart from the code under test. */
function less(taxes: readonly TaxLine[], ticket: readonly TaxLine[]): TaxLine[] {
  const cents = (money: string) => Math.round(Number(money) * 100);
  const money = (value: number) => (value / 100).toFixed(2);
  return taxes.flatMap((line) => {
    const gone = ticket.find((other) => other.rate === line.rate);
    if (gone === undefined) return [line];
    const base = cents(line.base) - cents(gone.base);
    const amount = cents(line.amount) - cents(gone.amount);
    return base === 0 && amount === 0 ? [] : [{ rate: line.rate, base: money(base), amount: money(amount) }];
  });
}

describe('POST /api/tickets/:id/annulment and the Z report', () => {
  const DAY = '2026-11-24';
  let api: ApiHarness;
  let dining: Dining;
  beforeAll(async () => {
    api = await startApi({ now: () => new Date(`${DAY}T13:00:00Z`) });
    dining = await seedDining(api);
    await saveSettings(api);
  });
  afterAll(async () => {
    await api.close();
  });

  const z = () => expectCall<ZOut>(api, 'manager', 'GET', `/api/days/${DAY}/z`, undefined, 200);

  it('cancels the ticket on the API’s chain, and the day’s Z report counts it no more', async () => {
    await paidTicket(api, dining, 1);
    const paid = await paidTicket(api, dining, 2);
    const ticket = await expectCall<TicketOut>(
      api,
      'waiter',
      'GET',
      `/api/tickets/${paid.id}`,
      undefined,
      200,
    );
    const before = await z();

    const annulment = await expectCall<Annulment & { id: string }>(
      api,
      'manager',
      'POST',
      `/api/tickets/${paid.id}/annulment`,
      { reason: ` ${ANNULMENT_REASON} ` },
      201,
    );
    expect(annulment).toMatchObject({
      id: paid.id,
      ticketId: paid.id,
      businessDate: DAY,
      reason: ANNULMENT_REASON,
      fiscal: {
        NumeroInstalacion: api.app.apiInstallation.code,
        seq: ticket.fiscal.seq + 1,
        NumSerieFacturaAnulada: paid.id,
        FechaExpedicionFacturaAnulada: ticket.fiscal.FechaExpedicionFactura,
        RegistroAnterior: { NumSerieFactura: paid.id, Huella: ticket.fiscal.Huella },
      },
    });
    expect(await api.stored('annulment')).toHaveLength(1);

    const after = await z();
    expect(after.tickets).toBe(before.tickets - 1);
    expect(after.taxes).toEqual(less(before.taxes, ticket.taxes));
    // The cancelled ticket keeps its number: a series has no gaps.
    expect(after.series).toEqual(before.series);
  });
});
