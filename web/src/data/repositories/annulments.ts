import {
  type Annulment,
  annulmentDocId,
  type AnnulmentRequest,
  annulmentSchema,
  buildAnnulment,
  type ChainHead,
  DEFAULT_TIME_ZONE,
} from '@restaurantpro/schema';
import { alongChain, chainHead, installationOf, noteChainHead } from '../fiscal-chain.ts';
import { getOrNull, type StoredDoc } from '../queries.ts';
import { chainSeries, deviceSeries } from '../ticket-series.ts';
import type { WriteContext } from './context.ts';
import { judgeMoneyWrite, readTicketToWriteOn, replicaMoneyContext } from './money-sources.ts';
import { assertMayWrite } from './products.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/**
 * 'Anular ticket': a manager cancels a simplified ticket issued in error and never handed over
 * (registro de anulación, docs/fiscal.md). Written on this device, offline like every billing write:
 * its record takes the next place in this device's chain, whichever device issued the ticket. The
 * ticket is never edited; it keeps its number and stops being its check's sale, which may then get
 * a new ticket.
 */

export interface AnnulTicketRequest {
  /** The ticket's id part (`T-K7Q4-000042`). */
  ticketId: string;
  reason: string;
  timeZone?: string;
}

const isConflict = (error: unknown) => (error as { status?: number } | null)?.status === 409;

/** The anulación of a ticket without a record cannot be built: the schema says why, as a refusal. */
function build(request: AnnulmentRequest, head: ChainHead): Annulment {
  try {
    return annulmentSchema.parse(buildAnnulment(request, head));
  } catch (error) {
    if (error instanceof RangeError) throw new WriteError('refused', error.message, { cause: error });
    throw error;
  }
}

/**
 * Cancels `request.ticketId`, or answers with its annulment when the ticket already has one (the
 * annulment's id is the ticket's: a retry, or two managers at once, write the same document). The
 * schema judges it as the gateway will: a manager in their own name, the ticket's day still open,
 * a simplified ticket with its record that was neither refunded nor replaced by a full invoice.
 */
export const annulTicket = repositoryWrite(async function annulTicket(
  db: PouchDB.Database,
  request: AnnulTicketRequest,
  { actor, now }: WriteContext,
): Promise<Annulment> {
  const { ticket, settings, sources } = await readTicketToWriteOn(db, request.ticketId);
  const context = await replicaMoneyContext(db, sources);
  const series = await deviceSeries(db, settings.seriesPrefix);
  const timeZone = request.timeZone ?? DEFAULT_TIME_ZONE;
  return alongChain(db, async () => {
    const head = await chainHead(db, installationOf(series.sale), chainSeries(series));
    const annulment = build({ ticket, reason: request.reason, by: actor.id, at: now, timeZone }, head);
    // Who may cancel first (the role's refusal), then the rule with the replica's facts: the
    // ticket's refunds and the invoices replacing it (annulmentProblem), and whether its day is closed.
    assertMayWrite(actor, null, annulment);
    judgeMoneyWrite(actor, annulment, context);
    try {
      await db.put(annulment);
    } catch (error) {
      if (!isConflict(error)) throw error;
      const stored = await getOrNull<Annulment & StoredDoc>(db, annulmentDocId(request.ticketId));
      const parsed = annulmentSchema.safeParse(stored);
      if (parsed.success && parsed.data.ticketId === annulment.ticketId) return parsed.data;
      throw error;
    }
    // The anulación is now the chain's head: the next ticket of this device links to it.
    await noteChainHead(db, annulment.fiscal);
    return annulment;
  });
});
