import { describe, expect, it } from 'vitest';
import { newId, type Ticket, ticketDocId } from '@restaurantpro/schema';
import { as, freshDb, putSettings, sittingToPay, WAITER } from '../../test/helper.ts';
import { allOfType } from './queries.ts';
import { recordPayment } from './repositories/payments.ts';
import { issueTicket } from './repositories/tickets.ts';
import { deviceSeries, deviceSeriesCode, issueNumbered, refusedRecordInstallation, startNewInstallation } from './ticket-series.ts';

const LABELS = { waiter: 'Ana', tableName: 'Mesa 3' };

/** A check paid in full by card, its ticket not issued yet. */
async function paidCheck(db: PouchDB.Database, table: string): Promise<string> {
  const checkId = await sittingToPay(db, as(WAITER), { table, quantity: 1, unitPrice: '10.00' });
  await recordPayment(db, { id: newId(), checkId, amount: '11.00', tip: '0.00', parts: [{ method: 'card', amount: '11.00' }], change: '0.00' }, as(WAITER));
  return checkId;
}

describe('one ticket series per device', () => {
  it('makes the device’s series code once and keeps it', async () => {
    const db = freshDb();
    const code = await deviceSeriesCode(db);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
    expect(await deviceSeriesCode(db)).toBe(code);
    expect(await deviceSeries(db, 'T')).toEqual({ sale: `T-${code}`, rectifying: `RT-${code}`, invoice: `FT-${code}` });
  });

  it('two tickets in a row are numbers 1 and 2 of the device’s series, with ids made from them', async () => {
    const db = freshDb();
    await putSettings(db);
    const first = await issueTicket(db, { checkId: await paidCheck(db, 'mesa-3'), ...LABELS }, as(WAITER));
    const second = await issueTicket(db, { checkId: await paidCheck(db, 'mesa-5'), ...LABELS }, as(WAITER));
    const { sale } = await deviceSeries(db, 'T');
    expect([first.series, first.number, second.series, second.number]).toEqual([sale, 1, sale, 2]);
    expect(second._id).toBe(ticketDocId(sale, 2));
    expect(first.total).toBe('11.00');
  });

  it('a counter left behind is caught up by the replica’s own tickets', async () => {
    const db = freshDb();
    await putSettings(db);
    const checkId = await paidCheck(db, 'mesa-3');
    const made = await issueTicket(db, { checkId, ...LABELS }, as(WAITER));
    // Ticket 1 was written and the counter was not (the tab closed in between).
    const state = (await db.get('_local/ticket-series')) as unknown as { _rev: string; code: string };
    await db.put({ _id: '_local/ticket-series', _rev: state._rev, code: state.code, last: {} });
    const other = await issueTicket(db, { checkId: await paidCheck(db, 'mesa-5'), ...LABELS }, as(WAITER));
    expect([made.number, other.number]).toEqual([1, 2]);
  });

  it('two issues racing on one device both try number 1: the put conflict moves one to 2, never a duplicate', async () => {
    const db = freshDb();
    await putSettings(db);
    const { sale } = await deviceSeries(db, 'T');
    const [a, b] = await Promise.all([paidCheck(db, 'mesa-3'), paidCheck(db, 'mesa-5')]);
    const [one, two] = await Promise.all([
      issueTicket(db, { checkId: a, ...LABELS }, as(WAITER)),
      issueTicket(db, { checkId: b, ...LABELS }, as(WAITER)),
    ]);
    expect([one.number, two.number].sort()).toEqual([1, 2]);
    const stored = (await allOfType(db, 'ticket')).filter((ticket) => ticket.series === sale);
    expect(stored.map((ticket) => ticket.number).sort()).toEqual([1, 2]);
  });

  it('continues after the device’s counter when the replica no longer holds its old tickets', async () => {
    const db = freshDb();
    await putSettings(db);
    const { sale } = await deviceSeries(db, 'T');
    const state = (await db.get('_local/ticket-series')) as unknown as { _rev: string; code: string };
    await db.put({ _id: '_local/ticket-series', _rev: state._rev, code: state.code, last: { [sale]: 41 } });
    const ticket = await issueTicket(db, { checkId: await paidCheck(db, 'mesa-3'), ...LABELS }, as(WAITER));
    expect(ticket.number).toBe(42);
  });

  it('a ticket the schema refuses takes no number', async () => {
    const db = freshDb();
    const { sale } = await deviceSeries(db, 'T');
    await expect(
      issueNumbered(db, sale, (number) => ({ number }) as unknown as Ticket, { series: [sale] }),
    ).rejects.toThrow();
    expect(await allOfType(db, 'ticket')).toEqual([]);
    const state = (await db.get('_local/ticket-series')) as unknown as { last: Record<string, number> };
    expect(state.last).toEqual({});
  });
});

describe('a refused billing record', () => {
  it('moves the device to a new installation whose first ticket opens a chain of its own', async () => {
    const db = freshDb();
    await putSettings(db);
    const first = await issueTicket(db, { checkId: await paidCheck(db, 'mesa-3'), ...LABELS }, as(WAITER));
    const old = await deviceSeriesCode(db);
    expect(first.fiscal).toMatchObject({ NumeroInstalacion: old, seq: 1 });

    // A refused ticket names its installation in its id.
    expect(await refusedRecordInstallation(db, first._id)).toBe(old);
    const code = await startNewInstallation(db, old);
    expect(code).not.toBeNull();
    expect(code).not.toBe(old);
    expect(await deviceSeriesCode(db)).toBe(code);
    // A second refusal of the old installation's records changes nothing more.
    expect(await startNewInstallation(db, old)).toBeNull();

    const next = await issueTicket(db, { checkId: await paidCheck(db, 'mesa-5'), ...LABELS }, as(WAITER));
    expect(next.series).toBe(`T-${code ?? ''}`);
    expect(next.number).toBe(1);
    expect(next.fiscal).toMatchObject({ NumeroInstalacion: code, seq: 1 });
    expect(next.fiscal?.RegistroAnterior).toBeUndefined();
  });
});
