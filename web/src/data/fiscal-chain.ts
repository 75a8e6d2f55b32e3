import { z } from 'zod';
import {
  annulmentSchema,
  anulacionVerifies,
  type ChainHead,
  type ChainRecord,
  type FiscalAnulacion,
  fiscalRecordProblem,
  installationOfSeries,
  previousRecordSchema,
  previousOf,
  type Ticket,
  ticketSchema,
} from '@restaurantpro/schema';
import { WriteError } from './repositories/write-error.ts';

/**
 * This device's chain of billing records (DESIGN.md §11): every ticket it issues, sale or
 * rectifying, carries the next record of one chain whose installation is the device's series code,
 * and so does every annulment it writes (a registro de anulación takes the next place too).
 * Where the chain stands is read from the replica's own last tickets of the installation's series,
 * its annulments written in that installation, and a `_local` note of the last record written
 * (never replicated; it outlives a ticket purged from the replica, or a change of the series
 * prefix), whichever is further.
 */

const CHAIN_DOC = '_local/fiscal-chain';

const chainDocSchema = z.object({
  _id: z.string(),
  _rev: z.string().optional(),
  head: z.object({
    installation: z.string(),
    seq: z.int().min(0),
    last: previousRecordSchema.optional(),
  }),
});
type ChainDoc = z.infer<typeof chainDocSchema>;

export const BROKEN_CHAIN_MESSAGE =
  'El último registro de facturación de este dispositivo no verifica: avisa al encargado';

const status = (error: unknown) => (error as { status?: number } | null)?.status;

async function readChainDoc(db: PouchDB.Database): Promise<ChainDoc | null> {
  try {
    const parsed = chainDocSchema.safeParse(await db.get(CHAIN_DOC));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (status(error) === 404) return null;
    throw error;
  }
}

/** Where this device's chain stands as last noted: the record a purge must keep. */
export async function notedChainHead(db: PouchDB.Database): Promise<ChainDoc['head'] | null> {
  return (await readChainDoc(db))?.head ?? null;
}

/** The last ticket of `series` the replica holds (ids end in the number padded to six). */
async function lastTicketOf(db: PouchDB.Database, series: string): Promise<Ticket | null> {
  const { rows } = await db.allDocs({
    include_docs: true,
    descending: true,
    startkey: `ticket:${series}-\ufff0`,
    endkey: `ticket:${series}-`,
    limit: 1,
  });
  const parsed = ticketSchema.safeParse(rows[0]?.doc);
  return parsed.success ? parsed.data : null;
}

/**
 * The last anulación of `installation` the replica holds. Annulments are few (a ticket issued in
 * error) and their ids name the cancelled ticket, not the device that wrote them: all are read.
 */
async function lastAnulacionOf(db: PouchDB.Database, installation: string): Promise<FiscalAnulacion | null> {
  const { rows } = await db.allDocs({ include_docs: true, startkey: 'annulment:', endkey: 'annulment:\ufff0' });
  let last: FiscalAnulacion | null = null;
  for (const row of rows) {
    const parsed = annulmentSchema.safeParse(row.doc);
    const record = parsed.success ? parsed.data.fiscal : undefined;
    if (record?.NumeroInstalacion === installation && record.seq > (last?.seq ?? 0)) last = record;
  }
  return last;
}

/**
 * Where the chain of `installation` stands, given the series it issues in. The record it will link
 * to is checked first: a previous record that does not verify (an edited replica) stops the write
 * rather than chain onto it.
 */
export async function chainHead(
  db: PouchDB.Database,
  installation: string,
  series: readonly string[],
): Promise<ChainHead> {
  const noted = await readChainDoc(db);
  let head: ChainHead =
    noted?.head.installation === installation ? noted.head : { installation, seq: 0 };
  const [tickets, anulacion] = await Promise.all([
    Promise.all(series.map((s) => lastTicketOf(db, s))),
    lastAnulacionOf(db, installation),
  ]);
  for (const ticket of tickets) {
    const record = ticket?.fiscal;
    if (ticket === null || record === undefined || record.NumeroInstalacion !== installation) continue;
    if (fiscalRecordProblem(ticket) !== null) throw new WriteError('refused', BROKEN_CHAIN_MESSAGE);
    if (record.seq > head.seq) head = { installation, seq: record.seq, last: previousOf(record) };
  }
  if (anulacion !== null) {
    if (!anulacionVerifies(anulacion)) throw new WriteError('refused', BROKEN_CHAIN_MESSAGE);
    if (anulacion.seq > head.seq) head = { installation, seq: anulacion.seq, last: previousOf(anulacion) };
  }
  return head;
}

/**
 * Notes `record` (a ticket's alta or an annulment's anulación) as the chain's head, never moving it
 * back: a slower writer may come last.
 */
export async function noteChainHead(db: PouchDB.Database, record: ChainRecord): Promise<void> {
  for (;;) {
    const noted = await readChainDoc(db);
    const same = noted?.head.installation === record.NumeroInstalacion;
    if (same && noted.head.seq >= record.seq) return;
    const head: ChainHead = { installation: record.NumeroInstalacion, seq: record.seq, last: previousOf(record) };
    try {
      await db.put({ _id: CHAIN_DOC, ...(noted?._rev ? { _rev: noted._rev } : {}), head });
      return;
    } catch (error) {
      if (status(error) !== 409) throw error;
    }
  }
}

/** The installation a ticket series issues for ('T-K7Q4' → 'K7Q4'). */
export const installationOf = installationOfSeries;

/**
 * Runs `write` alone among this device's chain writers: two records written at once would both link
 * to the same head, a fork. Web Locks serialize every tab of the origin (they share the replica);
 * where the API is missing (tests), the writes of one replica queue in memory.
 */
const queues = new WeakMap<PouchDB.Database, Promise<unknown>>();

export function alongChain<T>(db: PouchDB.Database, write: () => Promise<T>): Promise<T> {
  // jsdom has a navigator without Web Locks (null there).
  const locks = typeof navigator === 'undefined' ? null : (navigator.locks as LockManager | null);
  if (locks) return locks.request(`restaurantpro-fiscal-chain:${db.name}`, write);
  const before = queues.get(db) ?? Promise.resolve();
  const run = before.then(write, write);
  queues.set(
    db,
    run.catch(() => undefined),
  );
  return run;
}
