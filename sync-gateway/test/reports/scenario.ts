/**
 * The known month's sales (see known-month.ts), day by day. `W` is the waiter, `M` the manager; the
 * comments work each bill out by hand. Not imported by product code.
 */
import type { Doc } from '../support/docs.ts';
import { adjustment, catalogue, refund, sale, type Catalogue, type SeededSale } from './known-month.ts';

export interface Month {
  cat: Catalogue;
  sales: SeededSale[];
  refunds: Doc[];
  rectifying: Doc[];
  /** Every document, catalogue first, as the store holds them. */
  docs: Doc[];
}

export function knownMonth(W: string, M: string): Month {
  const cat = catalogue();
  const { croquetas: CROQ, beer: BEER, paella: PAELLA } = cat;
  const sales: SeededSale[] = [
    // Lunes 2: 2 croquetas + 1 paella at 10 % (27,50 → 2,75), 2 cañas at 21 % (6,00 → 1,26): 37,51
    // in cash; the third caña voided.
    sale(
      {
        date: '2026-11-02',
        waiterId: W,
        guests: 2,
        rounds: [
          {
            time: '13:10',
            lines: [
              { product: CROQ, quantity: 2 },
              { product: BEER, quantity: 2 },
            ],
          },
          {
            time: '13:40',
            lines: [
              { product: PAELLA, quantity: 1 },
              { product: BEER, quantity: 1, void: { by: M, time: '13:45', reason: 'customer_changed' } },
            ],
          },
        ],
        payments: [{ cash: '37.51', tendered: '50.00', amount: '37.51', tip: '0.00', by: W, time: '14:30' }],
      },
      cat,
      1,
    ),
    // 4 paellas (58,00) less 10 % (5,80): 52,20 + 5,22 = 57,42, paid half cash, half card with a 2,58 tip.
    sale(
      {
        date: '2026-11-02',
        waiterId: M,
        guests: 4,
        rounds: [{ time: '14:00', lines: [{ product: PAELLA, quantity: 4 }] }],
        adjustments: [adjustment(M, '2026-11-02', '15:00', { kind: 'discount', percent: 10 })],
        payments: [{ cash: '30.00', card: '30.00', amount: '57.42', tip: '2.58', by: M, time: '15:10' }],
      },
      cat,
      2,
    ),
    // Viernes 13: 3 croquetas (19,50 → 1,95) and a caña on the house: 21,45 by card, 1,00 tip.
    sale(
      {
        date: '2026-11-13',
        waiterId: W,
        guests: 3,
        rounds: [
          {
            time: '21:00',
            lines: [
              { product: CROQ, quantity: 3 },
              { product: BEER, quantity: 1 },
            ],
          },
        ],
        adjustments: [adjustment(M, '2026-11-13', '21:30', { kind: 'invitation' }, { round: 0, index: 1 })],
        payments: [{ card: '22.45', amount: '21.45', tip: '1.00', by: W, time: '22:15' }],
      },
      cat,
      3,
    ),
    // 2 paellas (29,00 → 2,90): 31,90 in cash; 10,00 given back later.
    sale(
      {
        date: '2026-11-13',
        waiterId: W,
        guests: 2,
        rounds: [{ time: '21:10', lines: [{ product: PAELLA, quantity: 2 }] }],
        payments: [{ cash: '31.90', tendered: '40.00', amount: '31.90', tip: '0.00', by: W, time: '22:40' }],
      },
      cat,
      4,
    ),
    // Sábado 21: 5 croquetas (32,50 → 3,25) and a caña (3,00 → 0,63): 39,38 by card.
    sale(
      {
        date: '2026-11-21',
        waiterId: W,
        guests: 5,
        rounds: [
          {
            time: '20:30',
            lines: [
              { product: CROQ, quantity: 5 },
              { product: BEER, quantity: 1 },
            ],
          },
        ],
        payments: [{ card: '39.38', amount: '39.38', tip: '0.00', by: W, time: '21:45' }],
      },
      cat,
      5,
    ),
    // A table still eating at the end of the day: its paella is sold, its check not closed.
    sale(
      {
        date: '2026-11-21',
        waiterId: M,
        guests: 2,
        status: 'open',
        rounds: [{ time: '22:00', lines: [{ product: PAELLA, quantity: 1 }] }],
      },
      cat,
      6,
    ),
    // The month before (miércoles 28 de octubre, after the change to winter time): 2 cañas, 7,26 by card.
    sale(
      {
        date: '2026-10-28',
        waiterId: W,
        guests: 2,
        rounds: [{ time: '13:00', lines: [{ product: BEER, quantity: 2 }] }],
        payments: [{ card: '7.26', amount: '7.26', tip: '0.00', by: W, time: '13:45' }],
      },
      cat,
      7,
    ),
  ];
  const fourth = sales[3]?.ticket;
  if (fourth === null || fourth === undefined) throw new Error('the fourth sale has no ticket');
  const given = refund(fourth, '10.00', M, '23:20', 1);
  const docs: Doc[] = [
    cat.settings,
    cat.croquetas,
    cat.beer,
    cat.paella,
    ...cat.ingredients,
    ...cat.recipes,
    ...sales.flatMap((one) => [
      one.check,
      ...one.rounds,
      ...one.adjustments,
      ...one.payments,
      ...(one.ticket ? [one.ticket] : []),
    ]),
    given.refund,
    given.rectifying,
  ];
  return { cat, sales, refunds: [given.refund], rectifying: [given.rectifying], docs };
}
