import { ticketSchema } from '@restaurantpro/schema';
import type { StoreDb } from '../store/types.ts';
import type { FiscalLedger } from './ledger.ts';
import type { PendingRecord, RecordQueue, SettledRecord } from './queue.ts';
import { isFiscalTicket } from './xml.ts';

/**
 * The sender's queue over the store: which records are pending is the ledger's to say (the `fiscal`
 * database), and the records themselves are read from their tickets in `floor`, exactly as the
 * devices wrote them. Nothing here writes to `floor`.
 */
export class StoreRecordQueue implements RecordQueue {
  constructor(
    private readonly ledger: FiscalLedger,
    private readonly floor: StoreDb,
  ) {}

  async pending(limit: number): Promise<PendingRecord[]> {
    const entries = await this.ledger.pending(limit);
    if (entries.length === 0) return [];
    const { rows } = await this.floor.allDocs({
      keys: entries.map((entry) => `ticket:${entry.ticketId}`),
      include_docs: true,
    });
    const tickets = new Map(rows.flatMap((row) => (row.doc ? [[row.id, row.doc] as const] : [])));
    return entries.flatMap((entry) => {
      // Parsed, not cast: the XML is built from the ticket's fields as the schema knows them.
      const ticket = ticketSchema.safeParse(tickets.get(`ticket:${entry.ticketId}`));
      return ticket.success && isFiscalTicket(ticket.data)
        ? [{ ticket: ticket.data, subsanacion: entry.subsanacion === true }]
        : [];
    });
  }

  settle(results: readonly SettledRecord[]): Promise<void> {
    return this.ledger.settle(results);
  }
}
