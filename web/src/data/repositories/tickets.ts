import {
  buildTicket,
  businessDate as businessDateOf,
  DEFAULT_TIME_ZONE,
  isSaleDocument,
  saleDocumentProblem,
  SETTINGS_MISSING_MESSAGE,
  type Ticket,
} from '@restaurantpro/schema';
import { saleTicketOf } from '../../lib/check-money.ts';
import { chainSeries, deviceSeries, issueNumbered } from '../ticket-series.ts';
import type { WriteContext } from './context.ts';
import { readCheckMoney } from './money-sources.ts';
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

/** Issues the check's ticket, or returns the one this replica already holds (a retry issues none). */
export const issueTicket = repositoryWrite(async function issueTicket(
  db: PouchDB.Database,
  request: TicketRequest,
  { actor, now }: WriteContext,
): Promise<Ticket> {
  const { money, sources } = await readCheckMoney(db, request.checkId);
  const issued = saleTicketOf(money);
  if (issued) return issued;
  const { settings } = sources;
  if (!settings) throw new WriteError('refused', SETTINGS_MISSING_MESSAGE);
  if (!money.bill.isPaid) throw new WriteError('refused', NOT_PAID_MESSAGE);
  const series = await deviceSeries(db, settings.seriesPrefix);
  const { sale } = series;
  const issuedAt = now.toISOString();
  const businessDate = businessDateOf(now, request.timeZone ?? DEFAULT_TIME_ZONE);
  return issueNumbered(db, sale, (number) =>
    buildTicket(money.bill, settings, {
      series: sale,
      number,
      issuedAt,
      businessDate,
      by: actor.id,
      waiter: request.waiter,
      ...(request.tableName ? { tableName: request.tableName } : {}),
      payments: money.payments,
    }),
    { series: chainSeries(series), timeZone: request.timeZone },
    (ticket) => {
      // A check invoiced with a full invoice (F1) has its sale document: a ticket would be a second.
      const second = saleDocumentProblem(ticket, sources.tickets.filter(isSaleDocument));
      if (second) throw new WriteError('refused', second);
    },
  );
});
