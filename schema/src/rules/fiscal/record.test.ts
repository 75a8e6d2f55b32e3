import { describe, expect, it } from 'vitest';
import type { FiscalRecord } from '../../docs/fiscal.ts';
import { ticketSchema, type Ticket } from '../../docs/ticket.ts';
import { saleTicket, ZONE } from './fixtures.ts';
import { altaHuella } from './huella.ts';
import {
  buildFiscalRecord,
  FISCAL_MESSAGES,
  fiscalChainProblem,
  fiscalRecordProblem,
  forkMessage,
  missingPreviousRecordMessage,
  previousOf,
  withFiscalRecord,
  type FiscalChainLookup,
} from './record.ts';

const first = withFiscalRecord(saleTicket(1), { installation: 'K7Q4', seq: 0 }, ZONE);
const record1 = first.fiscal as FiscalRecord;
const second = withFiscalRecord(
  saleTicket(2, 3, '4.00', '2026-11-24T21:05:09.999Z'),
  { installation: 'K7Q4', seq: 1, last: previousOf(record1) },
  ZONE,
);
const record2 = second.fiscal as FiscalRecord;

/** Rewrites some fields of a ticket's record and re-hashes it, so only the named fault remains. */
function rehashed(ticket: Ticket, fields: Partial<FiscalRecord>): Ticket {
  const record = { ...(ticket.fiscal as FiscalRecord), ...fields };
  return { ...ticket, fiscal: { ...record, Huella: altaHuella(record) } };
}

describe('the record of a ticket', () => {
  it('names the ticket as the AEAT does, and stores with it', () => {
    expect(record1).toMatchObject({
      NumeroInstalacion: 'K7Q4',
      seq: 1,
      TipoFactura: 'F2',
      IDEmisorFactura: 'B12345674',
      NumSerieFactura: 'T-K7Q4-000001',
      FechaExpedicionFactura: '24-11-2026',
      // 2 beers × 2,50 at 21 %: base 5,00, IVA 1,05
      CuotaTotal: '1.05',
      ImporteTotal: '6.05',
      FechaHoraHusoGenRegistro: '2026-11-24T21:00:00+01:00',
    });
    expect(record1.RegistroAnterior).toBeUndefined();
    expect(record2.RegistroAnterior).toEqual({
      IDEmisorFactura: 'B12345674',
      NumSerieFactura: 'T-K7Q4-000001',
      FechaExpedicionFactura: '24-11-2026',
      Huella: record1.Huella,
    });
    // the seconds are cut, not rounded: the text names the second the ticket was issued in
    expect(record2.FechaHoraHusoGenRegistro).toBe('2026-11-24T22:05:09+01:00');
    expect(ticketSchema.parse(second)).toEqual(second);
    expect(fiscalRecordProblem(first)).toBeNull();
    expect(fiscalRecordProblem(second)).toBeNull();
  });

  it('hashes the rectifying ticket as an R5', () => {
    const rectifying: Ticket = { ...saleTicket(1), kind: 'rectifying', series: 'RT-K7Q4' };
    expect(buildFiscalRecord(rectifying, { installation: 'K7Q4', seq: 4 }, ZONE).TipoFactura).toBe('R5');
  });

  it.each<[string, Ticket, string]>([
    [
      'a tampered huella',
      { ...second, fiscal: { ...record2, Huella: record1.Huella } },
      FISCAL_MESSAGES.huella,
    ],
    [
      'a tampered total, huella unchanged',
      { ...second, fiscal: { ...record2, ImporteTotal: '1.00' } },
      FISCAL_MESSAGES.amounts,
    ],
    [
      'a ticket whose total differs from its record',
      rehashed(second, { ImporteTotal: '13.00' }),
      FISCAL_MESSAGES.amounts,
    ],
    ['an IVA that differs', rehashed(second, { CuotaTotal: '1.10' }), FISCAL_MESSAGES.amounts],
    ['another issuer', rehashed(second, { IDEmisorFactura: 'A58818501' }), FISCAL_MESSAGES.fields],
    ['another number', rehashed(second, { NumSerieFactura: 'T-K7Q4-000009' }), FISCAL_MESSAGES.fields],
    ['another installation', rehashed(second, { NumeroInstalacion: 'ZZZZ' }), FISCAL_MESSAGES.fields],
    ['another type', rehashed(second, { TipoFactura: 'F3' }), FISCAL_MESSAGES.fields],
    [
      'another moment',
      rehashed(second, { FechaHoraHusoGenRegistro: '2026-11-24T22:05:10+01:00' }),
      FISCAL_MESSAGES.fields,
    ],
    [
      'a wrong offset',
      rehashed(second, { FechaHoraHusoGenRegistro: '2026-11-24T22:05:09+02:00' }),
      FISCAL_MESSAGES.fields,
    ],
    [
      'a date that is not the local day',
      rehashed(second, { FechaExpedicionFactura: '25-11-2026' }),
      FISCAL_MESSAGES.fields,
    ],
    [
      'a later record without a link',
      rehashed(second, { RegistroAnterior: undefined }),
      FISCAL_MESSAGES.fields,
    ],
  ])('refuses %s', (_name, ticket, message) => {
    expect(fiscalRecordProblem(ticket)).toBe(message);
  });

  it('refuses a simplified invoice over 3.000 € and takes one of exactly 3.000 €', () => {
    // beer at 21 %: 100 × 24,79 = 2.479,00 + 520,59 = 2.999,59; 100 × 24,80 = 2.480,00 + 520,80 = 3.000,80
    const under = withFiscalRecord(saleTicket(1, 100, '24.79'), { installation: 'K7Q4', seq: 0 }, ZONE);
    const over = withFiscalRecord(saleTicket(1, 100, '24.80'), { installation: 'K7Q4', seq: 0 }, ZONE);
    expect(under.total).toBe('2999.59');
    expect(fiscalRecordProblem(under)).toBeNull();
    expect(over.total).toBe('3000.80');
    expect(fiscalRecordProblem(over)).toBe(FISCAL_MESSAGES.overLimit);
  });
});

describe('the chain rule', () => {
  const chainOf = (...records: FiscalRecord[]): FiscalChainLookup => ({
    recordAt: (installation, seq, except) =>
      records.find(
        (r) => r.NumeroInstalacion === installation && r.seq === seq && r.NumSerieFactura !== except,
      ),
  });

  it('takes a first record, and one that links to the record before it', () => {
    expect(fiscalChainProblem(record1, chainOf())).toBeNull();
    expect(fiscalChainProblem(record2, chainOf(record1))).toBeNull();
    // a retry of a stored record is not a fork of itself
    expect(fiscalChainProblem(record2, chainOf(record1, record2))).toBeNull();
  });

  it('refuses a record whose predecessor is not stored', () => {
    expect(fiscalChainProblem(record2, chainOf())).toBe(missingPreviousRecordMessage('K7Q4', 2));
    expect(missingPreviousRecordMessage('K7Q4', 2)).toBe(
      'Falta el registro anterior de la cadena K7Q4 (nº 1)',
    );
  });

  it('refuses a broken link', () => {
    const other = { ...record1, Huella: record2.Huella };
    expect(fiscalChainProblem(record2, chainOf(other))).toBe(FISCAL_MESSAGES.link);
  });

  it('refuses a fork: a second record at a taken position', () => {
    const twin = { ...record2, NumSerieFactura: 'RT-K7Q4-000001' };
    expect(fiscalChainProblem(twin, chainOf(record1, record2))).toBe(forkMessage('K7Q4', 2));
    expect(forkMessage('K7Q4', 2)).toBe('La cadena K7Q4 ya tiene un registro nº 2: no se bifurca');
  });
});
