import {
  buildTicket,
  isSaleDocument,
  type Payment,
  saleDocumentProblem,
  type Ticket,
  type TicketNumbering,
} from '@restaurantpro/schema';
import { saleTicketOf } from '../../lib/check-money.ts';
import { issueOnDevice } from '../ticket-series.ts';
import type { WriteContext } from './context.ts';
import { readCheckMoney, requireSettings } from './money-sources.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/**
 * The sale ticket (factura simplificada) of a paid check, issued on this device in its own series
 * (see ticket-series.ts). The device that takes the payment covering the bill issues it; a paid
 * check without one offers 'Emitir ticket', which lands here too.
 */

export interface TicketRequest {
  checkId: string;
  /** The waiter as printed (the signed-in user's name). */
  waiter: string;
  /** 'Mesa 3', as printed. */
  tableName?: string;
  timeZone?: string;
}

export const NOT_PAID_MESSAGE = 'La cuenta aún no está pagada: cobra antes de emitir el ticket';

/**
 * What a check's bill prints beyond the bill (buildTicket): its numbering, who served and at which
 * table, and the check's payments. The sale ticket and the full invoice of a check print the same.
 */
export function billPrint(
  numbering: Omit<TicketNumbering, 'waiter'>,
  { waiter, tableName }: Pick<TicketRequest, 'waiter' | 'tableName'>,
  payments: readonly Payment[],
): Parameters<typeof buildTicket>[2] {
  return { ...numbering, waiter, ...(tableName ? { tableName } : {}), payments };
}

/** Issues the check's ticket, or returns the one this replica already holds (a retry issues none). */
export const issueTicket = repositoryWrite(async function issueTicket(
  db: PouchDB.Database,
  request: TicketRequest,
  ctx: WriteContext,
): Promise<Ticket> {
  const { money, sources } = await readCheckMoney(db, request.checkId);
  const issued = saleTicketOf(money);
  if (issued) return issued;
  const settings = requireSettings(sources);
  if (!money.bill.isPaid) throw new WriteError('refused', NOT_PAID_MESSAGE);
  return issueOnDevice(
    db,
    { prefix: settings.seriesPrefix, kind: 'sale', timeZone: request.timeZone },
    ctx,
    (numbering) => buildTicket(money.bill, settings, billPrint(numbering, request, money.payments)),
    (ticket) => {
      // A check invoiced with a full invoice (F1) has its sale document: a ticket would be a second.
      const second = saleDocumentProblem(ticket, sources.tickets.filter(isSaleDocument));
      if (second) throw new WriteError('refused', second);
    },
  );
});
