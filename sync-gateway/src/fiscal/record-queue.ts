import {
  annulmentDocId,
  annulmentSchema,
  docId,
  ticketSchema,
  type Annulment,
  type Ticket,
} from '@restaurantpro/schema';
import type { StoreDb } from '../store/types.ts';
import type { FiscalLedger, RecordEntry } from './ledger.ts';
import type { CancelledAlta, PendingRecord, RecordQueue, SettledRecord } from './queue.ts';
import { isFiscalTicket } from './xml.ts';

const ticketDocId = (ticketId: string) => docId('ticket', ticketId);

/** A pending entry with its documents: the ticket, and for an anulación its annulment. */
interface Read {
  entry: RecordEntry;
  ticket: Ticket;
  annulment?: Annulment;
}

/**
 * The sender's queue over the store: which records are pending is the ledger's to say (the `fiscal`
 * database), and the records themselves are read from their documents in `floor`, exactly as the
 * devices wrote them: an alta from its ticket, an anulación from `annulment:<ticket>`. Nothing here
 * writes to `floor`.
 */
export class StoreRecordQueue implements RecordQueue {
  constructor(
    private readonly ledger: FiscalLedger,
    private readonly floor: StoreDb,
  ) {}

  async pending(limit: number): Promise<PendingRecord[]> {
    const entries = await this.ledger.pending(limit);
    if (entries.length === 0) return [];
    // Every entry's ticket (an anulación's is the cancelled one: its issuer's name) and annulment.
    const ids = new Set(entries.map((entry) => ticketDocId(entry.ticketId)));
    for (const entry of entries) if (entry.kind === 'anulacion') ids.add(annulmentDocId(entry.ticketId));
    const { rows } = await this.floor.allDocs({ keys: [...ids], include_docs: true });
    const docs = new Map(rows.flatMap((row) => (row.doc ? [[row.id, row.doc] as const] : [])));
    // Parsed, not cast: the XML is built from the documents' fields as the schema knows them.
    const read = entries.flatMap((entry): Read[] => {
      const ticket = ticketSchema.safeParse(docs.get(ticketDocId(entry.ticketId)));
      if (!ticket.success) return [];
      if (entry.kind !== 'anulacion') return [{ entry, ticket: ticket.data }];
      const annulment = annulmentSchema.safeParse(docs.get(annulmentDocId(entry.ticketId)));
      return annulment.success ? [{ entry, ticket: ticket.data, annulment: annulment.data }] : [];
    });
    const cancelled = await this.cancelledAltas(read.flatMap(({ annulment }) => annulment ?? []));
    return read.flatMap(({ entry, ticket, annulment }): PendingRecord[] => {
      const subsanacion = entry.subsanacion === true;
      if (annulment === undefined) return isFiscalTicket(ticket) ? [{ ticket, subsanacion }] : [];
      return [
        {
          annulment,
          issuerName: ticket.issuer.name,
          cancelled: cancelled.get(annulment.fiscal.NumSerieFacturaAnulada) ?? 'held',
          subsanacion,
        },
      ];
    });
  }

  settle(results: readonly SettledRecord[]): Promise<void> {
    return this.ledger.settle(results);
  }

  /**
   * Where the altas these anulaciones cancel stand, by NumSerieFactura (an alta's ledger key): one
   * the gateway never queued counts as held, as it is not the gateway's to wait for.
   */
  private async cancelledAltas(annulments: readonly Annulment[]): Promise<Map<string, CancelledAlta>> {
    const altas = await this.ledger.entries(
      annulments.map((annulment) => annulment.fiscal.NumSerieFacturaAnulada),
    );
    return new Map([...altas].map(([numSerie, alta]): [string, CancelledAlta] => [numSerie, standing(alta)]));
  }
}

/** A duplicate settles as the AEAT holds the original, so Incorrecto is a refusal: the AEAT never held it. */
function standing(alta: RecordEntry): CancelledAlta {
  return alta.state === 'pendiente' ? 'pending' : alta.state === 'Incorrecto' ? 'refused' : 'held';
}
