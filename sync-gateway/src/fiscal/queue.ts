import { chainRecordKey, type Annulment, type ChainRecord } from '@restaurantpro/schema';
import type { EstadoRegistro, TipoOperacion } from './response.ts';
import type { FiscalTicket } from './xml.ts';

/**
 * What the sender needs from the store, and what it gives back: the records not sent yet, and each
 * record's answer once the AEAT gave one. Whoever implements it decides where records and answers
 * live; the sender keeps nothing of its own between runs, so a restart resumes from the store.
 */

/** An alta, in the ticket that holds it. */
export interface PendingAlta {
  ticket: FiscalTicket;
  /**
   * The AEAT refused it before for a fixable reason (SettledRecord.resend): it goes once more as a
   * subsanación, with RechazoPrevio = S.
   */
  subsanacion: boolean;
}

/**
 * Where the alta an anulación cancels stands with the AEAT: still to be answered (the anulación
 * waits for it, see plan.ts), refused for good (the AEAT never held it: SinRegistroPrevio = S), or
 * held (accepted, or not known to the gateway: sent as usual).
 */
export type CancelledAlta = 'pending' | 'refused' | 'held';

/** An anulación, in its annulment document. */
export interface PendingAnulacion {
  annulment: Annulment;
  /** The name the cancelled ticket printed for its issuer: the Cabecera's, when it opens a message. */
  issuerName: string;
  cancelled: CancelledAlta;
  /** Refused before for a fixable reason: it goes once more with RechazoPrevio = S. */
  subsanacion: boolean;
}

export type PendingRecord = PendingAlta | PendingAnulacion;

export const isPendingAnulacion = (record: PendingRecord): record is PendingAnulacion =>
  'annulment' in record;

/** The record itself, as its device wrote it. */
export function chainRecordOf(record: PendingRecord): ChainRecord {
  return isPendingAnulacion(record) ? record.annulment.fiscal : record.ticket.fiscal;
}

/** The document that holds the record (`ticket:…`, `annulment:…`). */
export function docIdOf(record: PendingRecord): string {
  return isPendingAnulacion(record) ? record.annulment._id : record.ticket._id;
}

/** The invoice a record is about (for an anulación, the one it cancels): what the AEAT's answer names. */
export interface InvoiceId {
  issuer: string;
  numSerie: string;
  date: string;
}

export function invoiceOf(record: PendingRecord): InvoiceId {
  if (isPendingAnulacion(record)) {
    const fiscal = record.annulment.fiscal;
    return {
      issuer: fiscal.IDEmisorFacturaAnulada,
      numSerie: fiscal.NumSerieFacturaAnulada,
      date: fiscal.FechaExpedicionFacturaAnulada,
    };
  }
  const fiscal = record.ticket.fiscal;
  return {
    issuer: fiscal.IDEmisorFactura,
    numSerie: fiscal.NumSerieFactura,
    date: fiscal.FechaExpedicionFactura,
  };
}

export const operationOf = (record: PendingRecord): TipoOperacion =>
  isPendingAnulacion(record) ? 'Anulacion' : 'Alta';

/** One record's answer, to be stored with it. */
export interface SettledRecord {
  /** The record's chainRecordKey: an alta's NumSerieFactura, `anulacion:<number>` for an anulación. */
  key: string;
  /** The document that holds the record. */
  docId: string;
  /** The invoice's number (for an anulación, the cancelled one's). */
  numSerie: string;
  installation: string;
  seq: number;
  /** Incorrecto only for a refusal: a duplicate (3000) settles as the AEAT holds the original. */
  state: EstadoRegistro;
  code?: number;
  description?: string;
  /** The AEAT already held the record (3000): it counts as sent, and is never sent again. */
  duplicate: boolean;
  /** This send was a subsanación. */
  subsanacion: boolean;
  /**
   * Refused on its first send for a fixable reason: `pending` must hand it back once more, with
   * `subsanacion` set. False for every other answer, which is final.
   */
  resend: boolean;
  /** Sent with Incidencia = S. */
  incidencia: boolean;
  /** When the AEAT answered (ISO 8601, UTC). */
  sentAt: string;
  /** The submission's CSV, when the AEAT gave one. */
  csv?: string;
}

/** The fields of a SettledRecord that name the record, whatever the answer. */
export function settledIdOf(
  record: PendingRecord,
): Pick<SettledRecord, 'key' | 'docId' | 'numSerie' | 'installation' | 'seq'> {
  const fiscal = chainRecordOf(record);
  return {
    key: chainRecordKey(fiscal),
    docId: docIdOf(record),
    numSerie: invoiceOf(record).numSerie,
    installation: fiscal.NumeroInstalacion,
    seq: fiscal.seq,
  };
}

export interface RecordQueue {
  /**
   * Up to `limit` records with no final answer (never sent, sent without an answer, or settled with
   * `resend` and not yet resent), in generation order: by installation, then seq. Each installation's
   * chain needs its records to reach the AEAT in the order they were generated.
   */
  pending(limit: number): Promise<PendingRecord[]>;
  /**
   * Stores each record's answer. Called only after the AEAT answered, so a crash before it leaves the
   * records pending: sent again, the AEAT answers 3000 for those it kept, and they settle then.
   */
  settle(results: readonly SettledRecord[]): Promise<void>;
}
