import type { Annulment } from '@restaurantpro/schema';
import {
  chainRecordOf,
  docIdOf,
  type CancelledAlta,
  type PendingRecord,
  type RecordQueue,
  type SettledRecord,
} from '../../src/fiscal/queue.ts';
import type { FiscalTicket } from '../../src/fiscal/xml.ts';

/**
 * The sender's queue kept in memory, as a store would keep it: records with every answer they got.
 * A record is pending while it has no answer, or its last answer asks for a resend. An anulación
 * knows where the alta it cancels stands from the answers kept here, as the store's queue does from
 * its ledger.
 */
export class MemoryQueue implements RecordQueue {
  private readonly records: PendingRecord[] = [];
  /** Every answer stored for each document, oldest first. */
  readonly answers = new Map<string, SettledRecord[]>();
  /** Calls to `settle`, each with its results. */
  readonly settleCalls: SettledRecord[][] = [];
  /** Makes the next `settle` calls fail, as a store that went down. */
  failSettles = 0;

  add(...tickets: FiscalTicket[]): void {
    this.records.push(...tickets.map((ticket) => ({ ticket, subsanacion: false })));
  }

  /** Queues `annulment`'s anulación; `issuerName` is the cancelled ticket's issuer, as printed. */
  addAnnulment(annulment: Annulment, issuerName: string): void {
    this.records.push({ annulment, issuerName, cancelled: 'held', subsanacion: false });
  }

  async pending(limit: number): Promise<PendingRecord[]> {
    return this.records
      .filter((record) => {
        const last = this.answers.get(docIdOf(record))?.at(-1);
        return last === undefined || last.resend;
      })
      .sort((a, b) => {
        const [ra, rb] = [chainRecordOf(a), chainRecordOf(b)];
        return ra.NumeroInstalacion.localeCompare(rb.NumeroInstalacion) || ra.seq - rb.seq;
      })
      .slice(0, limit)
      .map((record) => {
        const subsanacion = this.answers.get(docIdOf(record))?.at(-1)?.resend === true;
        return 'annulment' in record
          ? { ...record, subsanacion, cancelled: this.cancelledAlta(record.annulment) }
          : { ...record, subsanacion };
      });
  }

  async settle(results: readonly SettledRecord[]): Promise<void> {
    if (this.failSettles > 0) {
      this.failSettles -= 1;
      throw new Error('store unavailable');
    }
    this.settleCalls.push([...results]);
    for (const result of results) {
      this.answers.set(result.docId, [...(this.answers.get(result.docId) ?? []), result]);
    }
  }

  /** The answer a document's record ended with. */
  final(holder: { _id: string }): SettledRecord | undefined {
    return this.answers.get(holder._id)?.at(-1);
  }

  private cancelledAlta(annulment: Annulment): CancelledAlta {
    const alta = this.records.find(
      (record) =>
        'ticket' in record &&
        record.ticket.fiscal.NumSerieFactura === annulment.fiscal.NumSerieFacturaAnulada,
    );
    if (alta === undefined) return 'held';
    const last = this.answers.get(docIdOf(alta))?.at(-1);
    if (last === undefined || last.resend) return 'pending';
    return last.state === 'Incorrecto' ? 'refused' : 'held';
  }
}
