// Sample tickets with records for this folder's tests (not exported from the package).
import type { Ticket } from '../../docs/ticket.ts';
import { billOf } from '../money/bill.ts';
import { AT, DAY, item, payment, settings, sources, viewOf } from '../money/fixtures.ts';
import { buildTicket } from '../money/tickets.ts';

export const ZONE = 'Europe/Madrid';

/** A paid sale ticket number `number` of T-K7Q4: `quantity` beers at `price` (the fixtures' beer is at 21 %). */
export function saleTicket(number: number, quantity = 2, price = '2.50', issuedAt = AT): Ticket {
  const view = viewOf([item('L1', 'beer', quantity, price)], `C${number}`);
  const due = billOf(view, sources()).total;
  const payments = [
    payment(`P${number}`, due, { checkId: `C${number}`, parts: [{ method: 'card', amount: due }] }),
  ];
  return buildTicket(billOf(view, sources({ payments })), settings, {
    series: 'T-K7Q4',
    number,
    issuedAt,
    businessDate: DAY,
    by: 'u-waiter',
    waiter: 'Ana',
    payments,
  });
}
