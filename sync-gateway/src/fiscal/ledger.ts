import { fiscalRecordSchema, idPart, type FiscalRecord } from '@restaurantpro/schema';
import type { IndexDefinition, StoreDb, StoredDoc } from '../store/types.ts';
import { StoreError } from '../store/types.ts';
import type { SettledRecord } from './queue.ts';

/**
 * What became of each billing record on its way to the AEAT, in the gateway-only `fiscal` database
 * (DESIGN.md §11): the records themselves stay in their tickets, written once by the devices; this
 * ledger only says whether each was sent and what the AEAT answered, so the gateway never touches a
 * record. One document per record (`record:<NumSerieFactura>`), queued when the record reaches the
 * store and settled when an answer comes back; and `status`, the last send and the last error.
 */

/** 'pendiente' until the AEAT answers; then its answer. */
export const SENDING_STATES = ['pendiente', 'Correcto', 'AceptadoConErrores', 'Incorrecto'] as const;
export type SendingState = (typeof SENDING_STATES)[number];

/** A type, not an interface, so an entry is a StoredDoc as it stands (no index signature to add). */
export type RecordEntry = {
  _id: string;
  _rev?: string;
  /** The ticket that holds the record (its id part). */
  ticketId: string;
  installation: string;
  seq: number;
  state: SendingState;
  queuedAt: string;
  sentAt?: string;
  /** Sent after a failure or late (Incidencia = S). */
  incidencia?: boolean;
  /** Sent again to correct an earlier refusal (Subsanacion = S). */
  subsanacion?: boolean;
  /** The AEAT's error code and text (AceptadoConErrores, Incorrecto), or 3000 for a duplicate. */
  code?: string;
  description?: string;
  /** The AEAT already held it (3000): it counts as sent. */
  duplicate?: boolean;
  /** The submission's CSV (the AEAT's receipt), when it gave one. */
  csv?: string;
};

/** A record the gateway refused (`refused:<NumSerieFactura>`): kept for the managers to see. */
export interface RefusedRecord {
  numSerie: string;
  installation: string;
  seq: number;
  reason: string;
  /** Who pushed it (the user id), and when it was refused. */
  by: string;
  at: string;
}

export interface LedgerStatus {
  lastSendAt?: string;
  lastError?: { at: string; message: string };
}

/** Queue order: pending records by installation and place in its chain (sent in generation order). */
export const BY_STATE_CHAIN: IndexDefinition = {
  name: 'rp-by-state-chain',
  fields: ['state', 'installation', 'seq'],
};

/** A device's records by place in its chain: how far the gateway has received it. */
export const BY_CHAIN: IndexDefinition = { name: 'rp-by-chain', fields: ['installation', 'seq'] };

const STATUS_ID = 'status';
const entryId = (numSerie: string) => `record:${numSerie}`;
const isConflict = (error: unknown) => error instanceof StoreError && error.status === 409;

function asEntry(doc: StoredDoc): RecordEntry | null {
  const state = doc.state;
  if (typeof state !== 'string' || !(SENDING_STATES as readonly string[]).includes(state)) return null;
  if (
    typeof doc.installation !== 'string' ||
    typeof doc.seq !== 'number' ||
    typeof doc.ticketId !== 'string'
  ) {
    return null;
  }
  return doc as StoredDoc & RecordEntry;
}

export class FiscalLedger {
  constructor(
    private readonly db: StoreDb,
    private readonly clock: () => Date,
  ) {}

  /** Queues the records of `tickets` not queued yet (a record seen again changes nothing). */
  async enqueue(tickets: readonly StoredDoc[]): Promise<number> {
    const records = new Map<string, { ticketId: string; record: FiscalRecord }>();
    for (const ticket of tickets) {
      const parsed = fiscalRecordSchema.safeParse(ticket.fiscal);
      if (parsed.success)
        records.set(entryId(parsed.data.NumSerieFactura), {
          ticketId: idPart(ticket._id),
          record: parsed.data,
        });
    }
    if (records.size === 0) return 0;
    const known = await this.db.allDocs({ keys: [...records.keys()] });
    const fresh = known.rows.filter((row) => row.value === undefined || row.error !== undefined);
    const at = this.clock().toISOString();
    const docs = fresh.flatMap((row) => {
      const found = records.get(row.key);
      if (found === undefined) return [];
      const entry: RecordEntry = {
        _id: row.key,
        ticketId: found.ticketId,
        installation: found.record.NumeroInstalacion,
        seq: found.record.seq,
        state: 'pendiente',
        queuedAt: at,
      };
      return [entry];
    });
    if (docs.length > 0) await this.db.bulkDocs(docs);
    return docs.length;
  }

  /** Pending records in generation order (installation, then place in its chain), `limit` at most. */
  async pending(limit: number): Promise<RecordEntry[]> {
    await this.db.createIndex(BY_STATE_CHAIN);
    const { docs } = await this.db.find({
      selector: { state: 'pendiente', installation: { $gt: null }, seq: { $gt: null } },
      use_index: [BY_STATE_CHAIN.name, BY_STATE_CHAIN.name],
      sort: [{ state: 'asc' }, { installation: 'asc' }, { seq: 'asc' }],
      limit,
    });
    return docs.flatMap((doc) => asEntry(doc) ?? []);
  }

  /** How many records wait to be sent. */
  async pendingCount(): Promise<number> {
    let count = 0;
    for (let page = await this.pending(1000); ;) {
      count += page.length;
      if (page.length < 1000) return count;
      const last = page[page.length - 1];
      if (last === undefined) return count;
      page = await this.pendingAfter(last, 1000);
    }
  }

  private async pendingAfter(after: RecordEntry, limit: number): Promise<RecordEntry[]> {
    const { docs } = await this.db.find({
      // The index's fields stated outright (CouchDB sorts by an index only when the selector needs
      // every sort field); the $or then narrows to what comes after `after`.
      selector: {
        state: 'pendiente',
        installation: { $gte: after.installation },
        seq: { $gt: null },
        $or: [
          { installation: { $gt: after.installation } },
          { installation: after.installation, seq: { $gt: after.seq } },
        ],
      },
      use_index: [BY_STATE_CHAIN.name, BY_STATE_CHAIN.name],
      sort: [{ state: 'asc' }, { installation: 'asc' }, { seq: 'asc' }],
      limit,
    });
    return docs.flatMap((doc) => asEntry(doc) ?? []);
  }

  /** The last place of `installation`'s chain the gateway has received (0: none yet). */
  async receivedUpTo(installation: string): Promise<number> {
    await this.db.createIndex(BY_CHAIN);
    const { docs } = await this.db.find({
      selector: { installation, seq: { $gt: 0 } },
      use_index: [BY_CHAIN.name, BY_CHAIN.name],
      sort: [{ installation: 'desc' }, { seq: 'desc' }],
      limit: 1,
    });
    const last = docs[0] === undefined ? null : asEntry(docs[0]);
    return last?.seq ?? 0;
  }

  /** The entries of these records (by NumSerieFactura), those queued. */
  async entries(numSeries: readonly string[]): Promise<Map<string, RecordEntry>> {
    const found = new Map<string, RecordEntry>();
    if (numSeries.length === 0) return found;
    const { rows } = await this.db.allDocs({ keys: numSeries.map(entryId), include_docs: true });
    for (const row of rows) {
      const entry = row.doc ? asEntry(row.doc) : null;
      if (entry !== null) found.set(idPart(entry._id), entry);
    }
    return found;
  }

  /**
   * Writes what the AEAT answered for each record. A record refused for a fixable reason stays
   * pending, marked to go once more as a subsanación; every other answer is final.
   */
  async settle(answers: readonly SettledRecord[]): Promise<void> {
    const current = await this.entries(answers.map((answer) => answer.numSerie));
    const docs = answers.flatMap((answer) => {
      const entry = current.get(answer.numSerie);
      if (entry === undefined) return [];
      const settled: RecordEntry = {
        ...entry,
        state: answer.resend ? 'pendiente' : answer.state,
        sentAt: answer.sentAt,
        incidencia: answer.incidencia,
        subsanacion: answer.resend || answer.subsanacion,
        duplicate: answer.duplicate,
        ...(answer.code === undefined ? {} : { code: String(answer.code) }),
        ...(answer.description === undefined ? {} : { description: answer.description }),
        ...(answer.csv === undefined ? {} : { csv: answer.csv }),
      };
      return [settled];
    });
    if (docs.length > 0) await this.db.bulkDocs(docs);
    const last = answers.at(-1);
    if (last !== undefined) await this.note({ sentAt: last.sentAt });
  }

  /** Keeps each refused record once (a device never pushes a refused revision twice; a retry changes nothing). */
  async noteRefused(records: readonly Omit<RefusedRecord, 'at'>[]): Promise<void> {
    if (records.length === 0) return;
    const at = this.clock().toISOString();
    const ids = records.map((record) => `refused:${record.numSerie}`);
    const known = await this.db.allDocs({ keys: ids });
    const fresh = new Set(
      known.rows.filter((row) => row.value === undefined || row.error !== undefined).map((row) => row.key),
    );
    const docs = records
      .filter((record) => fresh.has(`refused:${record.numSerie}`))
      .map((record): StoredDoc => ({ _id: `refused:${record.numSerie}`, ...record, at }));
    if (docs.length > 0) await this.db.bulkDocs(docs);
  }

  /** Every record the gateway refused, newest first. */
  async refused(): Promise<RefusedRecord[]> {
    const { rows } = await this.db.allDocs({
      startkey: 'refused:',
      endkey: 'refused:\ufff0',
      include_docs: true,
    });
    return rows
      .flatMap((row) => {
        const doc = row.doc;
        if (doc === undefined || doc === null) return [];
        const { numSerie, installation, seq, reason, by, at } = doc;
        return typeof numSerie === 'string' &&
          typeof installation === 'string' &&
          typeof seq === 'number' &&
          typeof reason === 'string' &&
          typeof by === 'string' &&
          typeof at === 'string'
          ? [{ numSerie, installation, seq, reason, by, at }]
          : [];
      })
      .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  }

  async status(): Promise<LedgerStatus> {
    try {
      const { _id, _rev, ...status } = await this.db.get(STATUS_ID);
      return status as LedgerStatus;
    } catch (error) {
      if (error instanceof StoreError && error.status === 404) return {};
      throw error;
    }
  }

  /** Notes a send (and clears the last error) or a failure. */
  async note(change: { sentAt: string } | { error: string }): Promise<void> {
    for (;;) {
      let current: StoredDoc = { _id: STATUS_ID };
      try {
        current = await this.db.get(STATUS_ID);
      } catch (error) {
        if (!(error instanceof StoreError && error.status === 404)) throw error;
      }
      const next: StoredDoc =
        'sentAt' in change
          ? { ...current, lastSendAt: change.sentAt }
          : { ...current, lastError: { at: this.clock().toISOString(), message: change.error } };
      try {
        await this.db.put(next);
        return;
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
    }
  }
}
