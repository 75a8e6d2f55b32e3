import { describe, expect, it } from 'vitest';
import { ticketSchema, type Ticket } from '../../docs/ticket.ts';
import { billOf } from './bill.ts';
import { AT, DAY, adjustment, item, payment, refund, settings, sources, viewOf } from './fixtures.ts';
import {
  buildRectifyingTicket,
  buildTicket,
  newSeriesCode,
  nextTicketNumber,
  previousTicketMessage,
  rectifyingSeries,
  ticketDocId,
  ticketProblem,
  ticketSeries,
} from './tickets.ts';

const view = viewOf([item('L1', 'beer', 2, '2.50'), item('L2', 'paella', 1, '12.35')]);
const numbering = {
  series: 'T-K7Q4',
  number: 7,
  issuedAt: AT,
  businessDate: DAY,
  by: 'u-waiter',
  waiter: 'Ana',
};

function saleTicket(): Ticket {
  const payments = [
    payment('P1', '10.00', {
      parts: [{ method: 'cash', amount: '10.00', tendered: '20.00' }],
      change: '10.00',
    }),
    payment('P2', '9.64', { tip: '1.00', parts: [{ method: 'card', amount: '10.64' }] }),
  ];
  const bill = billOf(
    view,
    sources({ payments, adjustments: [adjustment('A1', { kind: 'discount', percent: 10 })] }),
  );
  return buildTicket(bill, settings, { ...numbering, tableName: 'Mesa 3', payments });
}

describe('ticket numbering', () => {
  it('ids are the series and the number padded to 6', () => {
    expect(ticketDocId('T-K7Q4', 42)).toBe('ticket:T-K7Q4-000042');
    expect(ticketSeries('T', 'K7Q4')).toBe('T-K7Q4');
    expect(rectifyingSeries('T', 'K7Q4')).toBe('RT-K7Q4');
    expect(previousTicketMessage('T-K7Q4', 42)).toBe('Falta el ticket anterior de la serie T-K7Q4 (nº 41)');
  });

  it.each([
    [0, [], 1],
    [5, [{ series: 'T-K7Q4', number: 3 }], 6],
    [
      2,
      [
        { series: 'T-K7Q4', number: 9 },
        { series: 'T-ZZZZ', number: 50 },
      ],
      10,
    ],
  ])('after counter %d and %j comes %d', (counter, known, next) => {
    expect(nextTicketNumber('T-K7Q4', counter, known)).toBe(next);
  });

  it('a series code uses the order numbers alphabet', () => {
    let seed = 0;
    const code = newSeriesCode(() => (seed = (seed + 0.37) % 1));
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
  });
});

describe('buildTicket and ticketProblem', () => {
  it('a ticket built from a bill is a valid document whose figures recompute', () => {
    const ticket = saleTicket();
    expect(ticketSchema.safeParse(ticket).success).toBe(true);
    expect(ticketProblem(ticket)).toBeNull();
    expect(ticket).toMatchObject({
      _id: 'ticket:T-K7Q4-000007',
      issuer: { name: 'Casa Pepe', nif: 'B12345674' },
      taxes: [
        { rate: 10, base: '11.11', amount: '1.11' },
        { rate: 21, base: '4.50', amount: '0.95' },
      ],
      adjustments: [{ label: 'Descuento 10 %', amount: '-1.74' }],
      total: '17.67',
      payments: [
        { method: 'cash', amount: '10.00' },
        { method: 'card', amount: '10.64' },
      ],
      tendered: '20.00',
      change: '10.00',
      tip: '1.00',
      footer: 'Gracias por su visita',
    });
  });

  it('a fully invited check still prints one rate at zero', () => {
    const bill = billOf(viewOf([]), sources());
    const ticket = buildTicket(bill, settings, { ...numbering, payments: [] });
    expect(ticket.taxes).toEqual([{ rate: 10, base: '0.00', amount: '0.00' }]);
    expect(ticketProblem(ticket)).toBeNull();
  });

  it.each<[string, (t: Ticket) => Ticket, string]>([
    [
      'another number',
      (t) => ({ ...t, number: 8 }),
      'El identificador del ticket no corresponde a su serie y número',
    ],
    [
      'a tax off by a cent',
      (t) => ({ ...t, taxes: [{ rate: 10, base: '11.11', amount: '1.12' }, t.taxes[1] ?? t.taxes[0]!] }),
      'La base y el IVA por tipo del ticket no corresponden a sus líneas',
    ],
    ['a wrong total', (t) => ({ ...t, total: '17.68' }), 'El total del ticket no es la suma de bases e IVA'],
    [
      'a line above its price',
      (t) => ({ ...t, lines: t.lines.map((l) => ({ ...l, amount: '99.00' })) }),
      'El importe de beer no corresponde a su cantidad y precio',
    ],
    [
      'a positive adjustment',
      (t) => ({ ...t, adjustments: [{ label: 'x', amount: '1.74' }] }),
      'Los descuentos del ticket restan',
    ],
    [
      'rates out of order',
      (t) => ({ ...t, taxes: [...t.taxes].reverse() }),
      'Los tipos de IVA del ticket van en orden',
    ],
    ['a sale that rectifies', (t) => ({ ...t, refundId: 'R1' }), 'Un ticket de venta no rectifica otro'],
  ])('refuses %s', (_name, tamper, problem) => {
    expect(ticketProblem(tamper(saleTicket()))).toBe(problem);
  });
});

describe('buildRectifyingTicket', () => {
  const rect = { ...numbering, series: 'RT-K7Q4', number: 1 };

  it.each([['5.00'], ['0.05'], ['17.67'], ['0.01']])(
    'refunding %s € spreads over the rates and adds up',
    (amount) => {
      const original = saleTicket();
      const ticket = buildRectifyingTicket(original, refund('R1', amount, { reason: 'Plato frío' }), rect);
      expect(ticketSchema.safeParse(ticket).success).toBe(true);
      expect(ticketProblem(ticket)).toBeNull();
      expect(ticket.total).toBe(`-${amount}`);
      expect(ticket.rectifies).toEqual({ ticketId: 'T-K7Q4-000007', series: 'T-K7Q4', number: 7 });
      expect(ticket.refundId).toBe('R1');
      expect(ticket.lines.every((line) => line.name === 'Devolución: Plato frío')).toBe(true);
    },
  );

  it('5,00 € of a 10 / 21 % ticket: 12,22 : 5,45 of what each rate charged', () => {
    const ticket = buildRectifyingTicket(saleTicket(), refund('R1', '5.00'), rect);
    // 500 × 1222 / 1767 = 345,78… → 346; 500 × 545 / 1767 = 154,21… → 154.
    // 3,46 € at 10 %: base 3,145… → 3,15, IVA 0,31; 1,54 € at 21 %: base 1,272… → 1,27, IVA 0,27.
    expect(ticket.taxes).toEqual([
      { rate: 10, base: '-3.15', amount: '-0.31' },
      { rate: 21, base: '-1.27', amount: '-0.27' },
    ]);
  });

  it('a rectifying ticket must name what it corrects and stay negative', () => {
    const ticket = buildRectifyingTicket(saleTicket(), refund('R1', '5.00'), rect);
    const { rectifies: _r, ...bare } = ticket;
    expect(ticketProblem(bare)).toBe('Un ticket rectificativo indica el ticket que corrige y su devolución');
    expect(ticketProblem({ ...ticket, _id: 'ticket:T-K7Q4-000001', series: 'T-K7Q4' })).toBe(
      'Los tickets rectificativos van en su propia serie (R…)',
    );
  });
});
