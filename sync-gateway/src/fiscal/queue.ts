import type { EstadoRegistro } from './response.ts';
import type { FiscalTicket } from './xml.ts';

/**
 * What the sender needs from the store, and what it gives back: the records not sent yet, and each
 * record's answer once the AEAT gave one. Whoever implements it decides where records and answers
 * live; the sender keeps nothing of its own between runs, so a restart resumes from the store.
 */

export interface PendingRecord {
  ticket: FiscalTicket;
  /**
   * The AEAT refused it before for a fixable reason (SettledRecord.resend): it goes once more as a
   * subsanación, with RechazoPrevio = S.
   */
  subsanacion: boolean;
}

/** One record's answer, to be stored with it. */
export interface SettledRecord {
  ticketId: string;
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
