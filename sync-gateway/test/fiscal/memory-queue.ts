import type { PendingRecord, RecordQueue, SettledRecord } from '../../src/fiscal/queue.ts';
import type { FiscalTicket } from '../../src/fiscal/xml.ts';

/**
 * The sender's queue kept in memory, as a store would keep it: records with every answer they got.
 * A record is pending while it has no answer, or its last answer asks for a resend.
 */
export class MemoryQueue implements RecordQueue {
  private readonly records: FiscalTicket[] = [];
  /** Every answer stored for each ticket, oldest first. */
  readonly answers = new Map<string, SettledRecord[]>();
  /** Calls to `settle`, each with its results. */
  readonly settleCalls: SettledRecord[][] = [];
  /** Makes the next `settle` calls fail, as a store that went down. */
  failSettles = 0;

  add(...tickets: FiscalTicket[]): void {
    this.records.push(...tickets);
  }

  async pending(limit: number): Promise<PendingRecord[]> {
    return this.records
      .filter((ticket) => {
        const last = this.answers.get(ticket._id)?.at(-1);
        return last === undefined || last.resend;
      })
      .sort(
        (a, b) =>
          a.fiscal.NumeroInstalacion.localeCompare(b.fiscal.NumeroInstalacion) || a.fiscal.seq - b.fiscal.seq,
      )
      .slice(0, limit)
      .map((ticket) => ({ ticket, subsanacion: this.answers.get(ticket._id)?.at(-1)?.resend === true }));
  }

  async settle(results: readonly SettledRecord[]): Promise<void> {
    if (this.failSettles > 0) {
      this.failSettles -= 1;
      throw new Error('store unavailable');
    }
    this.settleCalls.push([...results]);
    for (const result of results) {
      this.answers.set(result.ticketId, [...(this.answers.get(result.ticketId) ?? []), result]);
    }
  }

  /** The answer a ticket ended with. */
  final(ticket: FiscalTicket): SettledRecord | undefined {
    return this.answers.get(ticket._id)?.at(-1);
  }
}
