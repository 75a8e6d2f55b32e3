import { describe, expect, it } from 'vitest';
import { annulmentSchema, type Annulment } from '../../docs/annulment.ts';
import type { ChainRecord, FiscalAnulacion, FiscalRecord } from '../../docs/fiscal.ts';
import type { Ticket } from '../../docs/ticket.ts';
import { checkMoneyWrite, type MoneyContext } from '../../money-writes.ts';
import { checkWrite } from '../../permissions.ts';
import { INVOICE_MESSAGES } from '../money/invoice-check.ts';
import { TICKET_MISSING_MESSAGE } from '../money/refunds.ts';
import { refund } from '../money/fixtures.ts';
import { zReport } from '../money/z-report.ts';
import { ANNULMENT_MESSAGES, annulmentDocId, annulmentProblem, buildAnnulment } from './annulment.ts';
import { saleTicket, ZONE } from './fixtures.ts';
import { anulacionHuella, anulacionHuellaText } from './huella.ts';
import {
  chainRecordKey,
  fiscalChainProblem,
  forkMessage,
  previousOf,
  withFiscalRecord,
  type FiscalChainLookup,
} from './record.ts';

const ticket1 = withFiscalRecord(saleTicket(1), { installation: 'K7Q4', seq: 0 }, ZONE);
const record1 = ticket1.fiscal as FiscalRecord;
const AT = new Date('2026-11-24T21:10:30.250Z');
/** The manager's cancellation, on the back office's own chain (installation B0FF, first record). */
const annulment = buildAnnulment(
  { ticket: ticket1, reason: ' Cobrada en otra mesa ', by: 'u-manager', at: AT, timeZone: ZONE },
  { installation: 'B0FF', seq: 0 },
);
const none = { refunds: [], invoices: [] };

/** Rewrites some fields of an anulación and re-hashes it, so only the named fault remains. */
function rehashed(fields: Partial<FiscalAnulacion>): Annulment {
  const record = { ...annulment.fiscal, ...fields };
  const huella = anulacionHuella({ ...record, previousHuella: record.RegistroAnterior?.Huella ?? '' });
  return { ...annulment, fiscal: { ...record, Huella: huella } };
}

describe('the anulación of a ticket', () => {
  it('names the cancelled record as the AEAT does, and hashes the AEAT’s fields', () => {
    expect(annulmentSchema.parse(annulment)).toEqual(annulment);
    expect(annulment).toMatchObject({
      _id: 'annulment:T-K7Q4-000001',
      ticketId: 'T-K7Q4-000001',
      checkId: ticket1.checkId,
      businessDate: ticket1.businessDate,
      reason: 'Cobrada en otra mesa',
    });
    expect(annulment.fiscal).toMatchObject({
      NumeroInstalacion: 'B0FF',
      seq: 1,
      IDEmisorFacturaAnulada: record1.IDEmisorFactura,
      NumSerieFacturaAnulada: 'T-K7Q4-000001',
      FechaExpedicionFacturaAnulada: '24-11-2026',
      // 22:10:30 in Madrid, the quarter second cut
      FechaHoraHusoGenRegistro: '2026-11-24T22:10:30+01:00',
    });
    expect(annulment.fiscal.RegistroAnterior).toBeUndefined();
    expect(anulacionHuellaText({ ...annulment.fiscal, previousHuella: '' })).toBe(
      'IDEmisorFacturaAnulada=B12345674&NumSerieFacturaAnulada=T-K7Q4-000001&FechaExpedicionFacturaAnulada=24-11-2026&Huella=&FechaHoraHusoGenRegistro=2026-11-24T22:10:30+01:00',
    );
    expect(annulmentProblem(annulment, ticket1, none)).toBeNull();
  });

  it('links to the head of the writer’s chain, and the next record links to it', () => {
    const onTill = buildAnnulment(
      { ticket: ticket1, reason: 'Error', by: 'u-manager', at: AT, timeZone: ZONE },
      { installation: 'K7Q4', seq: 1, last: previousOf(record1) },
    );
    expect(onTill.fiscal.seq).toBe(2);
    expect(onTill.fiscal.RegistroAnterior?.Huella).toBe(record1.Huella);
    expect(annulmentProblem(onTill, ticket1, none)).toBeNull();
    const next = withFiscalRecord(
      saleTicket(2, 1, '3.00', '2026-11-24T21:20:00.000Z'),
      { installation: 'K7Q4', seq: 2, last: previousOf(onTill.fiscal) },
      ZONE,
    );
    // The link names the cancelled invoice and the anulación's own huella.
    expect(next.fiscal?.RegistroAnterior).toEqual({
      IDEmisorFactura: record1.IDEmisorFactura,
      NumSerieFactura: 'T-K7Q4-000001',
      FechaExpedicionFactura: '24-11-2026',
      Huella: onTill.fiscal.Huella,
    });
    const stored: ChainRecord[] = [record1, onTill.fiscal];
    const lookup: FiscalChainLookup = {
      recordAt: (installation, seq, except) =>
        stored.find(
          (r) => r.NumeroInstalacion === installation && r.seq === seq && chainRecordKey(r) !== except,
        ),
    };
    expect(fiscalChainProblem(next.fiscal as FiscalRecord, lookup)).toBeNull();
    // An anulación is a record of its own: it never hides the alta it cancels, nor takes its place.
    expect(chainRecordKey(onTill.fiscal)).not.toBe(chainRecordKey(record1));
    const atAltaPlace = rehashedOn(onTill, { seq: 1, RegistroAnterior: undefined });
    expect(fiscalChainProblem(atAltaPlace.fiscal, lookup)).toBe(forkMessage('K7Q4', 1));
  });

  it.each<[string, () => [Annulment, Ticket, Parameters<typeof annulmentProblem>[2]], string]>([
    [
      'another ticket’s id',
      () => [{ ...annulment, _id: annulmentDocId('T-K7Q4-000002') }, ticket1, none],
      ANNULMENT_MESSAGES.id,
    ],
    [
      'a rectifying ticket',
      () => [annulment, { ...ticket1, kind: 'rectifying' }, none],
      ANNULMENT_MESSAGES.onlySimplified,
    ],
    [
      'a ticket without its record',
      () => [annulment, { ...ticket1, fiscal: undefined }, none],
      ANNULMENT_MESSAGES.noRecord,
    ],
    ['another check', () => [{ ...annulment, checkId: 'C9' }, ticket1, none], ANNULMENT_MESSAGES.check],
    [
      'another day',
      () => [{ ...annulment, businessDate: '2026-11-25' }, ticket1, none],
      ANNULMENT_MESSAGES.day,
    ],
    [
      'a refunded ticket',
      () => [annulment, ticket1, { refunds: [refund('R1', '1.00')], invoices: [] }],
      ANNULMENT_MESSAGES.refunded,
    ],
    [
      'a replaced ticket',
      () => [annulment, ticket1, { refunds: [], invoices: [ticket1] }],
      ANNULMENT_MESSAGES.replaced,
    ],
    [
      'another invoice named',
      () => [rehashed({ NumSerieFacturaAnulada: 'T-K7Q4-000002' }), ticket1, none],
      ANNULMENT_MESSAGES.fields,
    ],
    [
      'another issue date',
      () => [rehashed({ FechaExpedicionFacturaAnulada: '25-11-2026' }), ticket1, none],
      ANNULMENT_MESSAGES.fields,
    ],
    [
      'a generation time other than its writing',
      () => [rehashed({ FechaHoraHusoGenRegistro: '2026-11-24T22:11:30+01:00' }), ticket1, none],
      ANNULMENT_MESSAGES.fields,
    ],
    [
      'a link on the first record',
      () => [rehashed({ RegistroAnterior: previousOf(record1) }), ticket1, none],
      ANNULMENT_MESSAGES.fields,
    ],
    [
      'a tampered huella',
      () => [{ ...annulment, fiscal: { ...annulment.fiscal, Huella: record1.Huella } }, ticket1, none],
      ANNULMENT_MESSAGES.huella,
    ],
  ])('refuses %s', (_name, make, message) => {
    expect(annulmentProblem(...make())).toBe(message);
  });
});

/** Re-hashes `doc`'s anulación with `fields` changed. */
function rehashedOn(doc: Annulment, fields: Partial<FiscalAnulacion>): Annulment {
  const record = { ...doc.fiscal, ...fields };
  const huella = anulacionHuella({ ...record, previousHuella: record.RegistroAnterior?.Huella ?? '' });
  return { ...doc, fiscal: { ...record, Huella: huella } };
}

describe('writing an annulment', () => {
  const manager = { id: 'u-manager', role: 'manager' as const };
  const context = (fields: Partial<MoneyContext> = {}): MoneyContext => ({
    ticketOf: (id) => (id === 'T-K7Q4-000001' ? ticket1 : undefined),
    refundsOfTicket: () => [],
    invoicesReplacing: () => [],
    isDayClosed: () => false,
    fiscalChain: { recordAt: () => undefined },
    ...fields,
  });

  it('is a manager’s, in their own name', () => {
    expect(checkMoneyWrite(manager, null, annulment, context())).toEqual({ ok: true });
    const waiter = checkWrite({ id: 'u-waiter', role: 'waiter' }, null, {
      ...annulment,
      updatedBy: 'u-waiter',
      by: 'u-waiter',
    });
    expect(waiter).toMatchObject({ ok: false, byRole: true });
    expect(checkMoneyWrite({ id: 'u-other', role: 'manager' }, null, annulment, context())).toEqual({
      ok: false,
      reason: ANNULMENT_MESSAGES.by,
    });
  });

  it('needs its ticket, an open day and a place in the chain', () => {
    expect(checkMoneyWrite(manager, null, annulment, context({ ticketOf: () => undefined }))).toEqual({
      ok: false,
      reason: TICKET_MISSING_MESSAGE,
    });
    expect(checkMoneyWrite(manager, null, annulment, context({ isDayClosed: () => true }))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('ya está cerrado'),
    });
    const taken = { recordAt: (installation: string, seq: number) => (seq === 1 ? record1 : undefined) };
    expect(checkMoneyWrite(manager, null, annulment, context({ fiscalChain: taken }))).toEqual({
      ok: false,
      reason: forkMessage('B0FF', 1),
    });
    expect(
      checkMoneyWrite(manager, null, annulment, context({ refundsOfTicket: () => [refund('R1', '1.00')] })),
    ).toEqual({ ok: false, reason: ANNULMENT_MESSAGES.refunded });
  });

  it('is final: never edited or deleted, a retry of the same one changes nothing', () => {
    const edited = { ...annulment, reason: 'Otro motivo' };
    expect(checkMoneyWrite(manager, annulment, edited, context())).toEqual({
      ok: false,
      reason: ANNULMENT_MESSAGES.final,
    });
    expect(checkMoneyWrite(manager, annulment, null, context())).toEqual({
      ok: false,
      reason: ANNULMENT_MESSAGES.final,
    });
    expect(checkMoneyWrite(manager, annulment, { ...annulment }, context())).toEqual({ ok: true });
  });

  it('takes the ticket out of the day’s sales, not out of its series', () => {
    const ticket2 = withFiscalRecord(
      saleTicket(2, 1, '3.00', '2026-11-24T21:20:00.000Z'),
      { installation: 'K7Q4', seq: 1, last: previousOf(record1) },
      ZONE,
    );
    const day = {
      businessDate: ticket1.businessDate,
      payments: [],
      refunds: [],
      tickets: [ticket1, ticket2],
      cashMovements: [],
      checks: [],
      orders: [],
      bills: [],
    };
    const before = zReport({ ...day, annulments: [] });
    const after = zReport({ ...day, annulments: [annulment] });
    expect([before.tickets, after.tickets]).toEqual([2, 1]);
    expect(after.series).toEqual(before.series);
    // One beer at 3,00 before IVA stays: base 3,00, IVA at 21 % 0,63.
    expect(after.taxes).toEqual([{ rate: 21, base: '3.00', amount: '0.63' }]);
    expect(after.taxes).toEqual(ticket2.taxes);
    expect(before.taxes).not.toEqual(after.taxes);
  });
});

describe('what an annulment closes', () => {
  const manager = { id: 'u-manager', role: 'manager' as const };
  const refundOf1 = { ...refund('R1', '1.00'), ticketId: 'T-K7Q4-000001', checkId: ticket1.checkId };

  it('refuses a refund of an annulled ticket, or of one replaced by a full invoice', () => {
    const base: MoneyContext = { ticketOf: () => ticket1, refundsOfTicket: () => [] };
    expect(checkMoneyWrite(manager, null, refundOf1, base)).toEqual({ ok: true });
    expect(checkMoneyWrite(manager, null, refundOf1, { ...base, annulmentOf: () => annulment })).toEqual({
      ok: false,
      reason: ANNULMENT_MESSAGES.noRefund,
    });
    expect(
      checkMoneyWrite(manager, null, refundOf1, { ...base, invoicesReplacing: () => [ticket1] }),
    ).toEqual({
      ok: false,
      reason: INVOICE_MESSAGES.noRefund,
    });
  });
});

describe('a second annulment of the same ticket', () => {
  it('is told an annulment is final, whenever it was made', () => {
    const later = buildAnnulment(
      {
        ticket: ticket1,
        reason: 'Otra vez',
        by: 'u-manager',
        at: new Date('2026-11-24T21:30:00.000Z'),
        timeZone: ZONE,
      },
      { installation: 'C0DE', seq: 0 },
    );
    expect(checkWrite({ id: 'u-manager', role: 'manager' }, annulment, later)).toEqual({
      ok: false,
      reason: ANNULMENT_MESSAGES.final,
    });
  });
});
