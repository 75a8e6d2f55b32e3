import { chainRecordKey, isAnulacion, type ChainRecord } from '@restaurantpro/schema';
import type { StoreDb, StoredDoc } from '../store/types.ts';

/**
 * The records a door refused, in the `fiscal` database beside the sending ledger: a refused record
 * is not stored on the floor, so this is the only trace the managers have of it (Verifactu page).
 * One document per record, `refused:<chainRecordKey>`, so a refused anulación never hides the
 * refused alta of the same ticket.
 */

/** A record the gateway refused: kept for the managers to see. */
export interface RefusedRecord {
  /** The invoice's number; for an anulación, the cancelled one's. */
  numSerie: string;
  /** Set on an anulación; an alta has none, as every refusal kept before anulaciones. */
  kind?: 'anulacion';
  installation: string;
  seq: number;
  reason: string;
  /** Who pushed it (the user id), and when it was refused. */
  by: string;
  at: string;
}

/** A record a door refused, with the reason and who pushed it. */
export interface ChainRecordRefusal {
  record: ChainRecord;
  reason: string;
  by: string;
}

const refusedId = (record: ChainRecord) => `refused:${chainRecordKey(record)}`;

/** Keeps each refused record once (a device never pushes a refused revision twice; a retry changes nothing). */
export async function keepRefused(
  db: StoreDb,
  at: string,
  refusals: readonly ChainRecordRefusal[],
): Promise<void> {
  if (refusals.length === 0) return;
  const keyed = new Map(refusals.map((refusal) => [refusedId(refusal.record), refusal]));
  const known = await db.allDocs({ keys: [...keyed.keys()] });
  const docs = known.rows.flatMap((row): StoredDoc[] => {
    const refusal = keyed.get(row.key);
    if (refusal === undefined || (row.value !== undefined && row.error === undefined)) return [];
    const { record, reason, by } = refusal;
    const kept: RefusedRecord = {
      ...(isAnulacion(record)
        ? { numSerie: record.NumSerieFacturaAnulada, kind: 'anulacion' }
        : { numSerie: record.NumSerieFactura }),
      installation: record.NumeroInstalacion,
      seq: record.seq,
      reason,
      by,
      at,
    };
    return [{ _id: row.key, ...kept }];
  });
  if (docs.length > 0) await db.bulkDocs(docs);
}

function asRefused(doc: StoredDoc): RefusedRecord | null {
  const { numSerie, installation, seq, reason, by, at } = doc;
  return typeof numSerie === 'string' &&
    typeof installation === 'string' &&
    typeof seq === 'number' &&
    typeof reason === 'string' &&
    typeof by === 'string' &&
    typeof at === 'string'
    ? {
        numSerie,
        ...(doc.kind === 'anulacion' ? { kind: 'anulacion' as const } : {}),
        installation,
        seq,
        reason,
        by,
        at,
      }
    : null;
}

/** Every record the gateway refused, newest first. */
export async function readRefused(db: StoreDb): Promise<RefusedRecord[]> {
  const { rows } = await db.allDocs({ startkey: 'refused:', endkey: 'refused:\ufff0', include_docs: true });
  return rows
    .flatMap((row) => (row.doc ? (asRefused(row.doc) ?? []) : []))
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
