import {
  isAnulacion,
  type ChainRecord,
  type FiscalInvoiceType,
  type FiscalRecord,
  type PreviousRecord,
} from '../../docs/fiscal.ts';
import type { Ticket } from '../../docs/ticket.ts';
import { idPart } from '../../ids.ts';
import { fromCents } from '../../money.ts';
import { signedCents } from '../money/ticket-check.ts';
import { altaHuella } from './huella.ts';
import { fiscalDate, fiscalDateOfTimestamp, fiscalTimestamp, fiscalTimestampMs } from './local-time.ts';

/**
 * The billing record of a ticket (DESIGN.md §11): built on the device when the ticket is issued,
 * chained to the device's previous record, and checked against its ticket by the same function at
 * both doors. A record is a pure function of its ticket, its place in the chain and the time zone,
 * so anyone holding the ticket can recompute it.
 */

/**
 * A simplified invoice may not exceed 3.000 € (IVA included) in hospitality (Reglamento de
 * facturación, RD 1619/2012, art. 4.1): above that the customer gets a full invoice.
 */
export const SIMPLIFIED_INVOICE_LIMIT_CENTS = 300_000;

export const FISCAL_MESSAGES = {
  missing: 'El ticket no lleva su registro de facturación',
  huella: 'La huella del registro de facturación no corresponde a sus datos',
  amounts: 'Los importes del registro de facturación no corresponden a su ticket',
  fields: 'El registro de facturación no corresponde a su ticket',
  link: 'El registro de facturación no enlaza con el anterior de su cadena',
  edited: 'Un registro de facturación no se modifica',
  overLimit:
    'Una factura simplificada no puede superar 3.000,00 €: emite una factura completa con los datos del cliente',
} as const;

export function missingPreviousRecordMessage(installation: string, seq: number): string {
  return `Falta el registro anterior de la cadena ${installation} (nº ${seq - 1})`;
}

export function forkMessage(installation: string, seq: number): string {
  return `La cadena ${installation} ya tiene un registro nº ${seq}: no se bifurca`;
}

/** The device's place in its chain: where the next record goes and what it links to. */
export interface ChainHead {
  installation: string;
  /** The position of the last record written; 0 before the first. */
  seq: number;
  /** The last record, absent before the first. */
  last?: PreviousRecord;
}

/**
 * F2: factura simplificada; R5: its rectificativa; a full invoice is an F3 when it is issued in
 * substitution of a simplified one (it names it) and an F1 when it is the check's own sale document
 * (a bill over the simplified invoice's limit). Neither is a simplified invoice: the 3.000 € limit
 * binds them not.
 */
function invoiceTypeOf(ticket: Pick<Ticket, 'kind' | 'replaces'>): FiscalInvoiceType {
  switch (ticket.kind) {
    case 'simplified':
      return 'F2';
    case 'rectifying':
      return 'R5';
    case 'invoice':
      return ticket.replaces === undefined ? 'F1' : 'F3';
  }
}

/** Σ of the IVA of each rate, as the XML's CuotaTotal. */
function cuotaTotal(ticket: Pick<Ticket, 'taxes'>): string {
  return fromCents(ticket.taxes.reduce((sum, tax) => sum + signedCents(tax.amount), 0));
}

/** The installation a series belongs to: the device code after its last dash ('T-K7Q4' → 'K7Q4'). */
export function installationOfSeries(series: string): string {
  return series.slice(series.lastIndexOf('-') + 1);
}

/**
 * The previous-record reference the next record carries: the invoice the record is about (for an
 * anulación, the one it cancels) and its huella.
 */
export function previousOf(record: ChainRecord): PreviousRecord {
  if (isAnulacion(record)) {
    return {
      IDEmisorFactura: record.IDEmisorFacturaAnulada,
      NumSerieFactura: record.NumSerieFacturaAnulada,
      FechaExpedicionFactura: record.FechaExpedicionFacturaAnulada,
      Huella: record.Huella,
    };
  }
  return {
    IDEmisorFactura: record.IDEmisorFactura,
    NumSerieFactura: record.NumSerieFactura,
    FechaExpedicionFactura: record.FechaExpedicionFactura,
    Huella: record.Huella,
  };
}

/**
 * What tells a record from every other one of its chain (`FiscalChainLookup.recordAt`'s `except`):
 * an alta's invoice number, and for an anulación that number marked as cancelled (a ticket and its
 * anulación are two records).
 */
export function chainRecordKey(record: ChainRecord): string {
  return isAnulacion(record) ? `anulacion:${record.NumSerieFacturaAnulada}` : record.NumSerieFactura;
}

/** The alta of `ticket`, next in the chain after `head`. */
export function buildFiscalRecord(ticket: Ticket, head: ChainHead, timeZone: string): FiscalRecord {
  const at = new Date(ticket.issuedAt);
  const fields = {
    NumeroInstalacion: head.installation,
    seq: head.seq + 1,
    TipoFactura: invoiceTypeOf(ticket),
    IDEmisorFactura: ticket.issuer.nif,
    NumSerieFactura: idPart(ticket._id),
    FechaExpedicionFactura: fiscalDate(at, timeZone),
    CuotaTotal: cuotaTotal(ticket),
    ImporteTotal: fromCents(signedCents(ticket.total)),
    FechaHoraHusoGenRegistro: fiscalTimestamp(at, timeZone),
    ...(head.last === undefined ? {} : { RegistroAnterior: head.last }),
  };
  return { ...fields, Huella: altaHuella(fields) };
}

/** The ticket with its record, chained after `head`. */
export function withFiscalRecord(ticket: Ticket, head: ChainHead, timeZone: string): Ticket {
  return { ...ticket, fiscal: buildFiscalRecord(ticket, head, timeZone) };
}

/**
 * Why a ticket's record does not describe it, or null: its type, issuer, number, amounts and dates
 * must be the ticket's own, its huella must be the hash of its fields, only the first record of a
 * chain may go without a link, a simplified invoice stays within the 3.000 € limit, and a full
 * invoice carries one. Whether the
 * link names the record really before it is the chain's rule (fiscalChainProblem).
 */
export function fiscalRecordProblem(ticket: Ticket): string | null {
  const record = ticket.fiscal;
  // Tickets issued before records were written go without; a full invoice is newer than records.
  if (record === undefined) return ticket.kind === 'invoice' ? FISCAL_MESSAGES.missing : null;
  if (record.TipoFactura === 'F2' && signedCents(ticket.total) > SIMPLIFIED_INVOICE_LIMIT_CENTS) {
    return FISCAL_MESSAGES.overLimit;
  }
  if (
    record.CuotaTotal !== cuotaTotal(ticket) ||
    record.ImporteTotal !== fromCents(signedCents(ticket.total))
  ) {
    return FISCAL_MESSAGES.amounts;
  }
  const generated = fiscalTimestampMs(record.FechaHoraHusoGenRegistro);
  const issued = Math.floor(Date.parse(ticket.issuedAt) / 1000) * 1000;
  if (
    record.TipoFactura !== invoiceTypeOf(ticket) ||
    record.IDEmisorFactura !== ticket.issuer.nif ||
    record.NumSerieFactura !== idPart(ticket._id) ||
    record.NumeroInstalacion !== installationOfSeries(ticket.series) ||
    generated !== issued ||
    record.FechaExpedicionFactura !== fiscalDateOfTimestamp(record.FechaHoraHusoGenRegistro) ||
    (record.seq === 1) !== (record.RegistroAnterior === undefined)
  ) {
    return FISCAL_MESSAGES.fields;
  }
  return record.Huella === altaHuella(record) ? null : FISCAL_MESSAGES.huella;
}

/** What the chain rule reads: the record at a position of an installation's chain, as stored. */
export interface FiscalChainLookup {
  /** The record at `seq` of `installation` other than the one judged (its chainRecordKey), if any. */
  recordAt(installation: string, seq: number, except: string): ChainRecord | undefined;
}

/**
 * Why a record cannot join its installation's chain, or null: the record before it must be stored
 * (devices push in the order they wrote) and be exactly the one it names, and no other record may
 * already hold its position (a fork). Either way nothing is stored, and the device starts a new chain.
 */
export function fiscalChainProblem(record: ChainRecord, lookup: FiscalChainLookup): string | null {
  const self = chainRecordKey(record);
  if (lookup.recordAt(record.NumeroInstalacion, record.seq, self) !== undefined) {
    return forkMessage(record.NumeroInstalacion, record.seq);
  }
  const link = record.RegistroAnterior;
  if (link === undefined) return null;
  const previous = lookup.recordAt(record.NumeroInstalacion, record.seq - 1, self);
  if (previous === undefined) return missingPreviousRecordMessage(record.NumeroInstalacion, record.seq);
  const named = previousOf(previous);
  const same =
    named.IDEmisorFactura === link.IDEmisorFactura &&
    named.NumSerieFactura === link.NumSerieFactura &&
    named.FechaExpedicionFactura === link.FechaExpedicionFactura &&
    named.Huella === link.Huella;
  return same ? null : FISCAL_MESSAGES.link;
}
