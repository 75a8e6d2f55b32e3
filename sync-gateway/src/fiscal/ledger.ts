import {
  chainRecordKey,
  fiscalAnulacionSchema,
  fiscalRecordSchema,
  idPart,
  isAnulacion,
  type ChainRecord,
  type FiscalAnulacion,
} from '@restaurantpro/schema';
import type { IndexDefinition, StoreDb, StoredDoc } from '../store/types.ts';
import { StoreError } from '../store/types.ts';
import { update } from '../store/update.ts';
import type { SettledRecord } from './queue.ts';
import { keepRefused, readRefused, type ChainRecordRefusal, type RefusedRecord } from './refused.ts';

export type { ChainRecordRefusal, RefusedRecord } from './refused.ts';

/**
 * What became of each billing record on its way to the AEAT, in the gateway-only `fiscal` database
 * (DESIGN.md §11): the records themselves stay in their documents (an alta in its ticket, an
 * anulación in its annulment), written once by the devices; this ledger only says whether each was
 * sent and what the AEAT answered, so the gateway never touches a record. One document per record
 * (`record:<chainRecordKey>`: `record:T-K7Q4-000042` for the ticket's alta,
 * `record:anulacion:T-K7Q4-000042` for its anulación), queued when the record reaches the store and
 * settled when an answer comes back; and `status`, the last send and the last error.
 */

/** 'pendiente' until the AEAT answers; then its answer. */
export const SENDING_STATES = ['pendiente', 'Correcto', 'AceptadoConErrores', 'Incorrecto'] as const;
export type SendingState = (typeof SENDING_STATES)[number];

/** A type, not an interface, so an entry is a StoredDoc as it stands (no index signature to add). */
export type RecordEntry = {
  _id: string;
  _rev?: string;
  /**
   * The ticket that holds the alta, or the ticket an anulación cancels (its id part): the anulación
   * itself is in `annulment:<ticketId>`, one per ticket.
   */
  ticketId: string;
  /** An anulación's entry says so; an alta's has no kind, as every entry written before anulaciones. */
  kind?: 'anulacion';
  /** An anulación's day (the local date it was generated, AAAA-MM-DD): the inspection lists it then. */
  day?: string;
  installation: string;
  seq: number;
  state: SendingState;
  queuedAt: string;
  sentAt?: string;
  /** Sent after a failure or late (Incidencia = S). */
  incidencia?: boolean;
  /**
   * Sent again to correct an earlier refusal: an alta as a subsanación (Subsanacion = S), an
   * anulación with RechazoPrevio = S.
   */
  subsanacion?: boolean;
  /** The AEAT's error code and text (AceptadoConErrores, Incorrecto), or 3000 for a duplicate. */
  code?: string;
  description?: string;
  /** The AEAT already held it (3000): it counts as sent. */
  duplicate?: boolean;
  /** The submission's CSV (the AEAT's receipt), when it gave one. */
  csv?: string;
};

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

/** Anulaciones by the day they were generated (alta entries have no `day`, so none is indexed). */
export const BY_KIND_DAY: IndexDefinition = { name: 'rp-by-kind-day', fields: ['kind', 'day'] };

const STATUS_ID = 'status';
const entryId = (key: string) => `record:${key}`;
/** Entries read per request when listing a day's anulaciones. */
const PAGE = 500;

function asEntry(doc: StoredDoc): RecordEntry | null {
  const state = doc.state;
  if (typeof state !== 'string' || !(SENDING_STATES as readonly string[]).includes(state)) return null;
  if (
    typeof doc.installation !== 'string' ||
    typeof doc.seq !== 'number' ||
    typeof doc.ticketId !== 'string' ||
    (doc.kind !== undefined && doc.kind !== 'anulacion')
  ) {
    return null;
  }
  return doc as StoredDoc & RecordEntry;
}

/** The record a floor document holds, if it is a ticket with its alta or an annulment with its anulación. */
export function chainRecordIn(doc: StoredDoc): ChainRecord | null {
  const parsed =
    doc.type === 'ticket'
      ? fiscalRecordSchema.safeParse(doc.fiscal)
      : doc.type === 'annulment'
        ? fiscalAnulacionSchema.safeParse(doc.fiscal)
        : null;
  return parsed?.success === true ? parsed.data : null;
}

/** An anulación of a day, with what became of it. */
export interface ListedAnulacion {
  record: FiscalAnulacion;
  entry: RecordEntry;
}

export class FiscalLedger {
  /**
   * `floor` is read only, and only to list a day's anulaciones with their records (`anulacionesOn`):
   * the records stay in their documents.
   */
  constructor(
    private readonly db: StoreDb,
    private readonly clock: () => Date,
    private readonly floor: StoreDb,
  ) {}

  /**
   * Queues the records of `holders` (tickets with their alta, annulments with their anulación) not
   * queued yet; a record seen again changes nothing.
   */
  async enqueue(holders: readonly StoredDoc[]): Promise<number> {
    const records = new Map<string, { ticketId: string; record: ChainRecord }>();
    for (const doc of holders) {
      const record = chainRecordIn(doc);
      // A ticket's id part is its number; an annulment's, the number of the ticket it cancels.
      if (record !== null)
        records.set(entryId(chainRecordKey(record)), { ticketId: idPart(doc._id), record });
    }
    if (records.size === 0) return 0;
    const known = await this.db.allDocs({ keys: [...records.keys()] });
    const fresh = known.rows.filter((row) => row.value === undefined || row.error !== undefined);
    const at = this.clock().toISOString();
    const docs = fresh.flatMap((row) => {
      const found = records.get(row.key);
      if (found === undefined) return [];
      const { record } = found;
      const entry: RecordEntry = {
        _id: row.key,
        ticketId: found.ticketId,
        ...(isAnulacion(record)
          ? { kind: 'anulacion' as const, day: record.FechaHoraHusoGenRegistro.slice(0, 10) }
          : {}),
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

  /** The entries of these records (by chainRecordKey: an alta's NumSerieFactura), those queued. */
  async entries(keys: readonly string[]): Promise<Map<string, RecordEntry>> {
    const found = new Map<string, RecordEntry>();
    if (keys.length === 0) return found;
    const { rows } = await this.db.allDocs({ keys: keys.map(entryId), include_docs: true });
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
    const current = await this.entries(answers.map((answer) => answer.key));
    const docs = answers.flatMap((answer) => {
      const entry = current.get(answer.key);
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

  /** Keeps each refused record once (refused.ts). */
  noteRefused(records: readonly ChainRecordRefusal[]): Promise<void> {
    return keepRefused(this.db, this.clock().toISOString(), records);
  }

  /**
   * The anulaciones generated on `day` (AAAA-MM-DD) the gateway has queued, each with its record read
   * from its annulment.
   */
  async anulacionesOn(day: string): Promise<ListedAnulacion[]> {
    await this.db.createIndex(BY_KIND_DAY);
    const entries: RecordEntry[] = [];
    for (let skip = 0; ; skip += PAGE) {
      const { docs } = await this.db.find({
        selector: { kind: 'anulacion', day },
        use_index: [BY_KIND_DAY.name, BY_KIND_DAY.name],
        limit: PAGE,
        skip,
      });
      entries.push(...docs.flatMap((doc) => asEntry(doc) ?? []));
      if (docs.length < PAGE) break;
    }
    if (entries.length === 0) return [];
    const { rows } = await this.floor.allDocs({
      keys: entries.map((entry) => `annulment:${entry.ticketId}`),
      include_docs: true,
    });
    return entries.flatMap((entry, index) => {
      const record = fiscalAnulacionSchema.safeParse(rows[index]?.doc?.fiscal);
      return record.success ? [{ record: record.data, entry }] : [];
    });
  }

  /** Every record the gateway refused, newest first. */
  refused(): Promise<RefusedRecord[]> {
    return readRefused(this.db);
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
    await update(this.db, STATUS_ID, (stored) => {
      const current: StoredDoc = stored ?? { _id: STATUS_ID };
      return 'sentAt' in change
        ? { ...current, lastSendAt: change.sentAt }
        : { ...current, lastError: { at: this.clock().toISOString(), message: change.error } };
    });
  }
}
