import {
  annulmentSchema,
  businessDate as businessDateOf,
  DEFAULT_TIME_ZONE,
  fiscalRecordProblem,
  fiscalRecordSchema,
  idPart,
  invoiceSeries,
  newSeriesCode,
  nextTicketNumber,
  rectifyingSeries,
  type Ticket,
  type TicketNumbering,
  ticketProblem,
  ticketSchema,
  ticketSeries,
  typePart,
  withFiscalRecord,
} from '@restaurantpro/schema';
import { alongChain, chainHead, installationOf, noteChainHead } from './fiscal-chain.ts';
import { getOrNull, isStored } from './queries.ts';
import type { WriteContext } from './repositories/context.ts';
import { WriteError } from './repositories/write-error.ts';

/**
 * Ticket numbering on the device, without the server (DESIGN decision 6): ONE SERIES PER DEVICE.
 * The device's series code is made once per install and kept in a `_local` document (never
 * replicated: another device never sees it, a cleared browser makes a new one, so no number of an
 * old series can be given again). The ticket's id is derived from its series and number, so the
 * same number twice is the same document: the second write is a conflict, never a duplicate.
 *
 * Order of writes: the ticket first, then the counter. The gateway refuses number n until n − 1 of
 * its series is stored, so a number must never be claimed without its ticket (a gap would strand
 * every later ticket of the device); a counter left behind is caught up by the replica's own tickets.
 */

const SERIES_DOC = '_local/ticket-series';

/** Conflicts are another writer on this device taking the number first: a few rounds settle them. */
const MAX_ATTEMPTS = 20;

interface SeriesDoc {
  _id: string;
  _rev?: string;
  /** 4 characters of the order numbers' alphabet ('K7Q4'). */
  code: string;
  /** The last number this device issued, per series (its prefix may change in the settings). */
  last: Record<string, number>;
}

const isConflict = (error: unknown) => (error as { status?: number } | null)?.status === 409;

/** This device's series state, made on first use; two first uses racing keep the one stored first. */
async function seriesState(db: PouchDB.Database, random?: () => number): Promise<SeriesDoc> {
  for (;;) {
    const stored = await getOrNull<SeriesDoc>(db, SERIES_DOC);
    if (stored) return stored;
    const doc: SeriesDoc = { _id: SERIES_DOC, code: newSeriesCode(random), last: {} };
    try {
      const { rev } = await db.put(doc);
      return { ...doc, _rev: rev };
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
  }
}

/** This device's series code ('K7Q4'), made and kept on first use. */
export async function deviceSeriesCode(db: PouchDB.Database, random?: () => number): Promise<string> {
  return (await seriesState(db, random)).code;
}

/** The device's series for a settings prefix: sales ('T-K7Q4'), rectifying ('RT-K7Q4') and full invoices ('FT-K7Q4'). */
export interface DeviceSeries {
  sale: string;
  rectifying: string;
  invoice: string;
}

export async function deviceSeries(db: PouchDB.Database, prefix: string): Promise<DeviceSeries> {
  const code = await deviceSeriesCode(db);
  return { sale: ticketSeries(prefix, code), rectifying: rectifyingSeries(prefix, code), invoice: invoiceSeries(prefix, code) };
}

/** Every series of the device: their tickets share the device's one chain of records (ChainOptions.series). */
export function chainSeries(series: DeviceSeries): string[] {
  return [series.sale, series.rectifying, series.invoice];
}

/** The tickets of `series` the replica holds (their ids share the prefix `ticket:<series>-`). */
async function ticketsOfSeries(db: PouchDB.Database, series: string): Promise<Array<Pick<Ticket, 'series' | 'number'>>> {
  const result = await db.allDocs({ include_docs: true, startkey: `ticket:${series}-`, endkey: `ticket:${series}-\ufff0` });
  const tickets: Array<Pick<Ticket, 'series' | 'number'>> = [];
  for (const row of result.rows) {
    const doc = row.doc;
    if (isStored('ticket', doc) && doc.series === series) tickets.push({ series, number: doc.number });
  }
  return tickets;
}

/** Raises the device's counter of `series` to `number` (never lowers it: a slower writer may come last). */
async function remember(db: PouchDB.Database, series: string, number: number): Promise<void> {
  for (;;) {
    const state = await seriesState(db);
    if ((state.last[series] ?? 0) >= number) return;
    try {
      await db.put({ ...state, last: { ...state.last, [series]: number } });
      return;
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
  }
}

/** The chain a ticket's record joins: every series of the device's installation, and the time zone. */
export interface ChainOptions {
  /** Every series of the device (chainSeries): sales, rectifying tickets and full invoices share one chain. */
  series: readonly string[];
  timeZone?: string | undefined;
}

/**
 * Issues the next ticket of `series` with its billing record: `build(number)` makes the ticket
 * (pure: the schema's buildTicket, buildRectifyingTicket or buildInvoice), the record chains it after
 * the device's last one (fiscal-chain.ts), both are checked with the schema (and by `judge`, which
 * throws to refuse: a rule that reads more than the ticket), and they are written as one document
 * under the ticket's deterministic id: the record is stored with its ticket or not at all. When that
 * number is taken (another issue on this device got there first, or the replica already holds it),
 * the next number is tried: a number is never given to two tickets.
 */
export function issueNumbered(
  db: PouchDB.Database,
  series: string,
  build: (number: number) => Ticket,
  chain: ChainOptions,
  judge?: (ticket: Ticket) => void,
): Promise<Ticket> {
  const installation = installationOf(series);
  const timeZone = chain.timeZone ?? DEFAULT_TIME_ZONE;
  return alongChain(db, async () => {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const state = await seriesState(db);
      const number = nextTicketNumber(series, state.last[series] ?? 0, await ticketsOfSeries(db, series));
      const head = await chainHead(db, installation, chain.series);
      const ticket = ticketSchema.parse(withFiscalRecord(ticketSchema.parse(build(number)), head, timeZone));
      const problem = ticketProblem(ticket) ?? fiscalRecordProblem(ticket);
      if (problem) throw new WriteError('refused', problem);
      judge?.(ticket);
      try {
        await db.put(ticket);
      } catch (error) {
        if (!isConflict(error)) throw error;
        await remember(db, series, number);
        continue;
      }
      await remember(db, series, number);
      await noteChainHead(db, fiscalRecordSchema.parse(ticket.fiscal));
      return ticket;
    }
    throw new WriteError('conflict', 'No se pudo numerar el ticket: inténtalo de nuevo');
  });
}

/** Which of its series the device issues a document in, under the settings' prefix, on whose business day. */
export interface DeviceIssue {
  prefix: string;
  kind: keyof DeviceSeries;
  timeZone?: string | undefined;
}

/**
 * Issues the next document of the device's `kind` series now, by the writer (see issueNumbered):
 * `build` makes it from its numbering (all but the waiter's printed name), `judge` may refuse it.
 */
export async function issueOnDevice(
  db: PouchDB.Database,
  { prefix, kind, timeZone }: DeviceIssue,
  { actor, now }: WriteContext,
  build: (numbering: Omit<TicketNumbering, 'waiter'>) => Ticket,
  judge?: (ticket: Ticket) => void,
): Promise<Ticket> {
  const series = await deviceSeries(db, prefix);
  const issuedAt = now.toISOString();
  const businessDate = businessDateOf(now, timeZone ?? DEFAULT_TIME_ZONE);
  return issueNumbered(
    db,
    series[kind],
    (number) => build({ series: series[kind], number, issuedAt, businessDate, by: actor.id }),
    { series: chainSeries(series), timeZone },
    judge,
  );
}

/**
 * The installation whose chain holds the record of a document the gateway refused, or null when
 * the document carries none: a ticket's is in its id ('ticket:T-K7Q4-000012' → 'K7Q4'); an
 * annulment's is the device that wrote it, read from the annulment (its id names the ticket). A
 * refused annulment is read before the gateway's closing of its branch reaches the replica; once it
 * has, the document is gone and so is its record.
 */
export async function refusedRecordInstallation(db: PouchDB.Database, docId: string): Promise<string | null> {
  const type = typePart(docId);
  if (type === 'ticket') {
    const ticketId = idPart(docId);
    return installationOf(ticketId.slice(0, ticketId.lastIndexOf('-')));
  }
  if (type !== 'annulment') return null;
  try {
    const parsed = annulmentSchema.safeParse(await db.get(docId));
    return parsed.success ? parsed.data.fiscal.NumeroInstalacion : null;
  } catch (error) {
    if ((error as { status?: number } | null)?.status === 404) return null;
    throw error;
  }
}

/**
 * The gateway refused a billing record of this device (its huella, link or amounts did not verify):
 * every later record of that chain links to it and would be refused too, so the device goes on as a
 * new installation, with a new series code, new series and a chain of its own from its first record
 * (DESIGN.md §11). Only a refusal in the current installation moves it: a push refused whole moves
 * it once. `installation` is the refused record's (refusedRecordInstallation). The new code: null
 * when nothing changed.
 */
export async function startNewInstallation(
  db: PouchDB.Database,
  installation: string,
  random?: () => number,
): Promise<string | null> {
  for (;;) {
    const state = await seriesState(db, random);
    if (state.code !== installation) return null;
    let code = newSeriesCode(random);
    while (code === state.code) code = newSeriesCode(random);
    try {
      await db.put({ ...state, code });
      return code;
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
  }
}
