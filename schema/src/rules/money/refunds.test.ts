import { describe, expect, it } from 'vitest';
import { billOf } from './bill.ts';
import { AT, DAY, item, payment, refund, settings, sources, viewOf } from './fixtures.ts';
import { TICKET_MISSING_MESSAGE, refundProblem } from './refunds.ts';
import { buildRectifyingTicket, buildTicket } from './tickets.ts';

const numbering = {
  series: 'T-K7Q4',
  number: 1,
  issuedAt: AT,
  businessDate: DAY,
  by: 'u-waiter',
  waiter: 'Ana',
};
// 20,00 € of paella at 10 %: total 22,00 €.
const bill = billOf(viewOf([item('L1', 'paella', 1, '20.00')]), sources());
const ticket = buildTicket(bill, settings, { ...numbering, payments: [payment('P1', '22.00')] });

describe('refundProblem', () => {
  it.each<[string, string, string[], string | null]>([
    ['part of it', '5.00', [], null],
    ['all of it', '22.00', [], null],
    ['more than the ticket', '22.01', [], 'La devolución supera lo cobrado en el ticket (22,00 €)'],
    [
      'more than what earlier refunds left',
      '12.01',
      ['10.00'],
      'La devolución supera lo cobrado en el ticket (12,00 €)',
    ],
    ['what earlier refunds left', '12.00', ['10.00'], null],
    ['zero', '0.00', [], 'La devolución debe ser de al menos 0,01 €'],
  ])('%s (%s after %j) → %s', (_name, amount, earlier, problem) => {
    const earlierRefunds = earlier.map((a, i) => refund(`E${i}`, a, { ticketId: 'T-K7Q4-000001' }));
    expect(refundProblem(refund('R1', amount, { ticketId: 'T-K7Q4-000001' }), ticket, earlierRefunds)).toBe(
      problem,
    );
  });

  it('does not count itself among the earlier refunds', () => {
    const own = refund('R1', '22.00', { ticketId: 'T-K7Q4-000001' });
    expect(refundProblem(own, ticket, [own])).toBeNull();
  });

  it('is made on a sale ticket of the same check', () => {
    const own = refund('R1', '5.00', { ticketId: 'T-K7Q4-000001' });
    expect(refundProblem({ ...own, ticketId: 'OTHER' }, ticket, [])).toBe(TICKET_MISSING_MESSAGE);
    expect(refundProblem({ ...own, checkId: 'C2' }, ticket, [])).toBe(
      'La devolución no es de la cuenta de ese ticket',
    );
    const rectifying = buildRectifyingTicket(ticket, own, { ...numbering, series: 'RT-K7Q4' });
    expect(refundProblem({ ...own, ticketId: 'RT-K7Q4-000001' }, rectifying, [])).toBe(
      'Solo se devuelve sobre un ticket de venta',
    );
  });
});
