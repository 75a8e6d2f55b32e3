import { describe, expect, it } from 'vitest';
import {
  ANNULMENT_MESSAGES,
  chainRecordKey,
  type ChainRecord,
  checkMoneyWrite,
  type FiscalChainLookup,
  fiscalChainProblem,
  type FiscalRecord,
  idPart,
  newId,
  roleRefusal,
  type Ticket,
} from '@restaurantpro/schema';
import { as, freshDb, MANAGER, putSettings, sittingToPay, WAITER } from '../../../test/helper.ts';
import { needsTicket, saleTicketOf } from '../../lib/check-money.ts';
import { allOfType } from '../queries.ts';
import { deviceSeriesCode, refusedRecordInstallation, startNewInstallation } from '../ticket-series.ts';
import { annulTicket } from './annulments.ts';
import { issueDirectInvoice, issueInvoice } from './full-invoices.ts';
import { readCheckMoney, readMoneySources, replicaMoneyContext } from './money-sources.ts';
import { recordPayment } from './payments.ts';
import { recordRefund } from './refunds.ts';
import { issueTicket } from './tickets.ts';

const AT = '2026-11-22T10:30:00.000Z';
const REASON = 'Cobrado en la mesa equivocada';
const CUSTOMER = { nif: '12345678Z', name: 'Aceros del Norte, S.A.', address: 'Gran Vía 1, Bilbao' };

/** A check paid in full by card (4 × 19,59 + 10 % = 86,20 €) and its sale ticket, issued on this device. */
async function ticketed(db: PouchDB.Database, table = 'mesa-3'): Promise<Ticket> {
  const checkId = await sittingToPay(db, as(WAITER), { table });
  const card = { amount: '86.20', tip: '0.00', parts: [{ method: 'card' as const, amount: '86.20' }], change: '0.00' };
  await recordPayment(db, { id: newId(), checkId, ...card }, as(WAITER));
  return issueTicket(db, { checkId, waiter: 'Ana' }, as(WAITER));
}

const recordOf = (ticket: Ticket) => ticket.fiscal as FiscalRecord;

/** The chain as the gateway reads it (its store's tickets and annulments), from this replica's records. */
async function replicaChain(db: PouchDB.Database): Promise<FiscalChainLookup> {
  const records: ChainRecord[] = [
    ...(await allOfType(db, 'ticket')).flatMap((ticket) => (ticket.fiscal ? [ticket.fiscal] : [])),
    ...(await allOfType(db, 'annulment')).map((annulment) => annulment.fiscal),
  ];
  return {
    recordAt: (installation, seq, except) =>
      records.find(
        (record) => record.NumeroInstalacion === installation && record.seq === seq && chainRecordKey(record) !== except,
      ),
  };
}

describe('annulling a ticket on the device', () => {
  it('cancels a ticket offline in the device’s chain; the check issues a new ticket that links to the anulación', async () => {
    const db = freshDb();
    await putSettings(db);
    const sale = await ticketed(db);
    const ticketId = idPart(sale._id);
    const annulment = await annulTicket(db, { ticketId, reason: ` ${REASON} ` }, as(MANAGER, AT));
    expect(annulment).toMatchObject({
      _id: `annulment:${ticketId}`,
      type: 'annulment',
      ticketId,
      checkId: sale.checkId,
      businessDate: sale.businessDate,
      reason: REASON,
      by: MANAGER.id,
      fiscal: {
        NumeroInstalacion: recordOf(sale).NumeroInstalacion,
        seq: recordOf(sale).seq + 1,
        IDEmisorFacturaAnulada: recordOf(sale).IDEmisorFactura,
        NumSerieFacturaAnulada: ticketId,
        FechaExpedicionFacturaAnulada: recordOf(sale).FechaExpedicionFactura,
        RegistroAnterior: { NumSerieFactura: ticketId, Huella: recordOf(sale).Huella },
      },
    });
    expect(await allOfType(db, 'annulment')).toHaveLength(1);

    // The gateway's judgement of the stored annulment, with the chain it would read: accepted.
    const sources = await readMoneySources(db);
    const context = { ...(await replicaMoneyContext(db, sources)), fiscalChain: await replicaChain(db) };
    expect(checkMoneyWrite(MANAGER, null, annulment, context)).toEqual({ ok: true });

    // The check has no sale ticket any more: 'Emitir ticket' again, which links to the anulación.
    const { money } = await readCheckMoney(db, sale.checkId);
    expect(saleTicketOf(money)).toBeUndefined();
    expect(needsTicket(money)).toBe(true);
    const again = await issueTicket(db, { checkId: sale.checkId, waiter: 'Ana' }, as(WAITER, '2026-11-22T10:31:00.000Z'));
    expect(again._id).not.toBe(sale._id);
    expect(again).toMatchObject({ series: sale.series, number: sale.number + 1 });
    expect(recordOf(again)).toMatchObject({
      seq: annulment.fiscal.seq + 1,
      RegistroAnterior: { NumSerieFactura: ticketId, Huella: annulment.fiscal.Huella },
    });
    expect(fiscalChainProblem(recordOf(again), await replicaChain(db))).toBeNull();
    expect(saleTicketOf((await readCheckMoney(db, sale.checkId)).money)?._id).toBe(again._id);
  });

  it('lets the check of an annulled ticket get its full invoice (F1) instead of a new ticket', async () => {
    const db = freshDb();
    await putSettings(db);
    const sale = await ticketed(db);
    await annulTicket(db, { ticketId: idPart(sale._id), reason: REASON }, as(MANAGER, AT));
    const invoice = await issueDirectInvoice(db, { checkId: sale.checkId, customer: CUSTOMER, waiter: 'Ana' }, as(WAITER, AT));
    expect(invoice).toMatchObject({ kind: 'invoice', checkId: sale.checkId, fiscal: { TipoFactura: 'F1' } });
    expect(needsTicket((await readCheckMoney(db, sale.checkId)).money)).toBe(false);
  });

  it('finds the anulación as the chain’s head from the replica when the device’s note of it is lost', async () => {
    const db = freshDb();
    await putSettings(db);
    const sale = await ticketed(db);
    const annulment = await annulTicket(db, { ticketId: idPart(sale._id), reason: REASON }, as(MANAGER, AT));
    await db.remove(await db.get('_local/fiscal-chain'));
    const next = await ticketed(db, 'mesa-5');
    expect(recordOf(next)).toMatchObject({
      seq: annulment.fiscal.seq + 1,
      RegistroAnterior: { NumSerieFactura: idPart(sale._id), Huella: annulment.fiscal.Huella },
    });
  });

  it('answers a second annulment of the same ticket with the stored one, taking no new place in the chain', async () => {
    const db = freshDb();
    await putSettings(db);
    const sale = await ticketed(db);
    const ticketId = idPart(sale._id);
    const [first, second] = await Promise.all([
      annulTicket(db, { ticketId, reason: REASON }, as(MANAGER, AT)),
      annulTicket(db, { ticketId, reason: 'Otro motivo' }, as(MANAGER, '2026-11-22T10:30:05.000Z')),
    ]);
    expect(second.fiscal).toEqual(first.fiscal);
    expect(second.reason).toBe(REASON);
    const later = await annulTicket(db, { ticketId, reason: 'Otra vez' }, as(MANAGER, '2026-11-22T10:40:00.000Z'));
    expect(later.fiscal).toEqual(first.fiscal);
    expect(await allOfType(db, 'annulment')).toHaveLength(1);
    const next = await ticketed(db, 'mesa-5');
    expect(recordOf(next).seq).toBe(first.fiscal.seq + 1);
  });

  it('refuses a refunded ticket, a replaced one and a rectifying one in the schema’s words, writing nothing', async () => {
    const db = freshDb();
    await putSettings(db);
    const refunded = await ticketed(db);
    const { ticket: rectifying } = await recordRefund(
      db,
      { id: newId(), ticketId: idPart(refunded._id), amount: '10.00', method: 'card', reason: 'Plato frío', waiter: 'Ana' },
      as(MANAGER),
    );
    const replaced = await ticketed(db, 'mesa-5');
    await issueInvoice(db, { ticketId: idPart(replaced._id), customer: CUSTOMER }, as(WAITER));
    const cases = [
      [refunded, ANNULMENT_MESSAGES.refunded],
      [replaced, ANNULMENT_MESSAGES.replaced],
      [rectifying, ANNULMENT_MESSAGES.onlySimplified],
    ] as const;
    for (const [ticket, reason] of cases) {
      await expect(annulTicket(db, { ticketId: idPart(ticket._id), reason: REASON }, as(MANAGER, AT))).rejects.toMatchObject({
        kind: 'refused',
        reason,
      });
    }
    expect(await allOfType(db, 'annulment')).toEqual([]);
  });

  it('refuses a waiter, and a missing reason, writing nothing', async () => {
    const db = freshDb();
    await putSettings(db);
    const sale = await ticketed(db);
    const ticketId = idPart(sale._id);
    await expect(annulTicket(db, { ticketId, reason: REASON }, as(WAITER, AT))).rejects.toMatchObject({
      kind: 'refused',
      reason: roleRefusal('annulment'),
    });
    await expect(annulTicket(db, { ticketId, reason: '   ' }, as(MANAGER, AT))).rejects.toMatchObject({
      kind: 'invalid',
      reason: 'Indica el motivo',
    });
    expect(await allOfType(db, 'annulment')).toEqual([]);
    // The chain did not move: the next ticket links to the sale ticket.
    const next = await ticketed(db, 'mesa-5');
    expect(recordOf(next)).toMatchObject({ seq: recordOf(sale).seq + 1, RegistroAnterior: { Huella: recordOf(sale).Huella } });
  });

  it('a refused anulación moves the device that wrote it to a new installation', async () => {
    const db = freshDb();
    await putSettings(db);
    const sale = await ticketed(db);
    const annulment = await annulTicket(db, { ticketId: idPart(sale._id), reason: REASON }, as(MANAGER, AT));
    const code = await deviceSeriesCode(db);
    const installation = await refusedRecordInstallation(db, annulment._id);
    expect(installation).toBe(code);
    const next = await startNewInstallation(db, installation ?? '');
    expect(next).not.toBeNull();
    expect(await deviceSeriesCode(db)).toBe(next);
  });
});
