import { describe, expect, it } from 'vitest';
import { activityEntries, type ActivitySources } from './activity.ts';
import {
  adjustment,
  check,
  count,
  countLine,
  event,
  line,
  movement,
  names,
  order,
  refund,
  voided,
} from './activity-fixtures.ts';

describe('activity entries: what each floor, money and stock record reads as', () => {
  it.each<[string, ActivitySources, string, string, string]>([
    [
      'a voided line, at its table, with the reason label',
      { orders: [order([line('L1', 'Paella', { void: voided('order_error') })], 'T4')] },
      'void',
      'W1',
      'Anuló 2 × Paella (Mesa 4): Error al tomar la comanda',
    ],
    [
      'a void with a note, confirmed by a manager, on an order without a table',
      { orders: [order([line('L1', 'Paella', { void: voided('other', 'Se fue', 'M1') })])] },
      'void',
      'W1',
      'Anuló 2 × Paella (Pedido K7-012): Otro motivo · Se fue, con la confirmación de Marta Ruiz',
    ],
    [
      'a percent discount on a line',
      {
        orders: [order([line('L1', 'Pulpo a la gallega')], 'T4')],
        checks: [check],
        adjustments: [adjustment({ percent: 10, line: { orderId: 'O1', lineId: 'L1' } })],
      },
      'discount',
      'M1',
      'Descuento del 10 % en Pulpo a la gallega (Mesa 4): Cliente habitual',
    ],
    [
      'an amount off the whole check',
      { checks: [check], adjustments: [adjustment({ amount: '2.50' })] },
      'discount',
      'M1',
      'Descuento de 2,50 € en la cuenta (Mesa 4): Cliente habitual',
    ],
    [
      'an invitation on a line whose check is not at hand',
      {
        orders: [order([line('L2', 'Flan')])],
        adjustments: [
          adjustment({
            kind: 'invitation',
            line: { orderId: 'O1', lineId: 'L2' },
            by: 'W1',
            approvedBy: 'M1',
          }),
        ],
      },
      'invitation',
      'W1',
      'Invitación: Flan: Cliente habitual, con la confirmación de Marta Ruiz',
    ],
    [
      'a refund, by its ticket number',
      { refunds: [refund] },
      'refund',
      'M1',
      'Devolución de 6,05 € del ticket T-K7Q4-000012: Plato frío',
    ],
    [
      'a count that found stock missing, in the ingredient unit',
      { stockCounts: [count([countLine('I1', '20.000', '7.600')])] },
      'stock',
      'M1',
      'Recuento de Arroz bomba: −12,4 kg (Merma)',
    ],
    [
      'a count that found more than expected from a negative stock',
      { stockCounts: [count([countLine('I2', '-1.000', '2.000')])] },
      'stock',
      'M1',
      'Recuento de Huevos: +3 ud. (Merma)',
    ],
    [
      'a count with no difference',
      { stockCounts: [count([countLine('I1', '5.000', '5')])] },
      'stock',
      'M1',
      'Recuento sin diferencias (1 ingrediente)',
    ],
    [
      'a kitchen correction of the daily stock',
      { stockMovements: [movement(-3, 'Se quemó')] },
      'stock',
      'W1',
      'Ajustó el stock del día de Paella: −3 raciones (Se quemó)',
    ],
    [
      'one portion more',
      { stockMovements: [movement(1)] },
      'stock',
      'W1',
      'Ajustó el stock del día de Paella: +1 ración',
    ],
  ])('%s', (_name, sources, kind, userId, text) => {
    const entries = activityEntries(sources, names);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind, userId, text });
  });

  it('leaves out unvoided lines and sale movements', () => {
    const sale = { ...movement(1), kind: 'sale', quantity: 2, orderId: 'O1', itemId: 'L1' } as const;
    const { delta: _delta, ...saleMovement } = sale;
    expect(
      activityEntries(
        { orders: [order([line('L1', 'Paella')], 'T4')], stockMovements: [saleMovement] },
        names,
      ),
    ).toEqual([]);
  });

  it('lists newest first, whatever the offset the time was written with', () => {
    const entries = activityEntries(
      {
        refunds: [refund],
        accountEvents: [event('created', { at: '2026-11-21T16:30:00.000+02:00' })],
        stockMovements: [movement(2)],
      },
      names,
    );
    // 14:30Z (the event, written at +02:00), 14:00Z (the refund), 10:00Z (the movement).
    expect(entries.map((entry) => entry.kind)).toEqual(['account', 'refund', 'stock']);
    expect(entries.map((entry) => entry.at)).toEqual([
      '2026-11-21T16:30:00.000+02:00',
      refund.createdAt,
      '2026-11-21T10:00:00.000Z',
    ]);
  });
});
