import { describe, expect, it } from 'vitest';
import type { AccountEvent } from '../docs/account.ts';
import type { Check } from '../docs/check.ts';
import type { Adjustment, Refund } from '../docs/money.ts';
import type { Order, OrderItem } from '../docs/order.ts';
import type { AdjustmentMovement } from '../docs/stock.ts';
import type { StockCount } from '../docs/supply.ts';
import {
  accountEventId,
  accountEventRange,
  activityEntries,
  type ActivityNames,
  type ActivitySources,
} from './activity.ts';
import { priceChangesOn, withPrice, type PriceSpell } from './prices.ts';

const day = '2026-11-21';
const stamp = (at: string) => ({ createdAt: at, updatedAt: at, updatedBy: 'W1' });

const names: ActivityNames = {
  users: new Map([
    ['W1', 'Luis Gil'],
    ['M1', 'Marta Ruiz'],
    ['A1', 'Ana Pérez'],
  ]),
  products: new Map([['P1', 'Paella']]),
  tables: new Map([['T4', '4']]),
  ingredients: new Map([
    ['I1', { name: 'Arroz bomba', unit: 'kg' as const }],
    ['I2', { name: 'Huevos', unit: 'units' as const }],
  ]),
};

const line = (id: string, productName: string, extra: Partial<OrderItem> = {}): OrderItem => ({
  id,
  productId: 'P1',
  productName,
  quantity: 2,
  unitPrice: '12.00',
  subtotal: '24.00',
  status: 'pending',
  createdAt: '2026-11-21T12:00:00.000Z',
  ...extra,
});

const order = (items: OrderItem[], tableId?: string): Order => ({
  _id: 'order:O1',
  type: 'order',
  ...stamp('2026-11-21T12:00:00.000Z'),
  orderNumber: 'K7-012',
  ...(tableId === undefined ? {} : { tableId }),
  checkId: 'C1',
  waiterId: 'W1',
  status: 'pending',
  items,
  subtotal: '24.00',
  tax: '2.40',
  total: '26.40',
  businessDate: day,
});

const check: Check = {
  _id: 'check:C1',
  type: 'check',
  ...stamp('2026-11-21T12:00:00.000Z'),
  tableId: 'T4',
  guests: 2,
  status: 'open',
  openedBy: 'W1',
  businessDate: day,
};

const adjustment = (fields: Partial<Adjustment>): Adjustment => ({
  _id: 'adjustment:D1',
  type: 'adjustment',
  ...stamp('2026-11-21T13:00:00.000Z'),
  checkId: 'C1',
  businessDate: day,
  kind: 'discount',
  reason: 'Cliente habitual',
  by: 'M1',
  ...fields,
});

const refund: Refund = {
  _id: 'refund:R1',
  type: 'refund',
  ...stamp('2026-11-21T14:00:00.000Z'),
  ticketId: 'T-K7Q4-000012',
  checkId: 'C1',
  businessDate: day,
  amount: '6.05',
  method: 'card',
  reason: 'Plato frío',
  by: 'M1',
};

const count = (lines: StockCount['lines']): StockCount => ({
  _id: 'stock_count:S1',
  type: 'stock_count',
  ...stamp('2026-11-21T09:00:00.000Z'),
  businessDate: day,
  countedBy: 'M1',
  lines,
});

const countLine = (ingredientId: string, expected: string, counted: string) => ({
  ingredientId,
  expected,
  counted,
  reason: 'waste' as const,
  unitCost: '1.20',
});

const movement = (delta: number, reason?: string): AdjustmentMovement => ({
  _id: 'stock_movement:M1',
  type: 'stock_movement',
  ...stamp('2026-11-21T10:00:00.000Z'),
  productId: 'P1',
  businessDate: day,
  kind: 'adjustment',
  delta,
  ...(reason === undefined ? {} : { reason }),
});

const event = (action: AccountEvent['action'], fields: Partial<AccountEvent> = {}): AccountEvent => ({
  _id: 'account_event:E1',
  type: 'account_event',
  userId: 'W1',
  action,
  by: 'A1',
  at: '2026-11-21T08:00:00.000Z',
  ...fields,
});

const voided = (reason: 'order_error' | 'other', note?: string, approvedBy?: string) => ({
  reason,
  by: 'W1',
  at: '2026-11-21T12:30:00.000Z',
  ...(note === undefined ? {} : { note }),
  ...(approvedBy === undefined ? {} : { approvedBy }),
});

describe('activity entries: what each record reads as', () => {
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
    [
      'a price change',
      {
        priceChanges: [
          { productId: 'P1', before: '12.00', after: '13.50', by: 'M1', at: '2026-11-21T11:00:00.000Z' },
        ],
      },
      'price',
      'M1',
      'Cambió el precio de Paella de 12,00 € a 13,50 €',
    ],
    [
      'an account created',
      { accountEvents: [event('created')] },
      'account',
      'A1',
      'Creó la cuenta de Luis Gil',
    ],
    [
      'a role change, with the new role',
      { accountEvents: [event('role', { role: 'manager' })] },
      'account',
      'A1',
      'Cambió el rol de Luis Gil a Gerente',
    ],
    [
      'a deactivation',
      { accountEvents: [event('deactivated')] },
      'account',
      'A1',
      'Desactivó la cuenta de Luis Gil',
    ],
    [
      'a reactivation',
      { accountEvents: [event('reactivated')] },
      'account',
      'A1',
      'Reactivó la cuenta de Luis Gil',
    ],
    [
      'a PIN reset',
      { accountEvents: [event('pin_reset')] },
      'account',
      'A1',
      'Restableció el PIN de Luis Gil',
    ],
    [
      'a password reset',
      { accountEvents: [event('password_reset')] },
      'account',
      'A1',
      'Restableció la contraseña de Luis Gil',
    ],
    [
      'a person changing their own password',
      { accountEvents: [event('password_changed', { by: 'W1' })] },
      'account',
      'W1',
      'Cambió su contraseña',
    ],
    [
      'a person changing their own PIN',
      { accountEvents: [event('pin_changed', { by: 'W1' })] },
      'account',
      'W1',
      'Cambió su PIN',
    ],
    [
      'a rename',
      { accountEvents: [event('renamed')] },
      'account',
      'A1',
      'Cambió el nombre de la cuenta de Luis Gil',
    ],
    [
      'an account nobody can name',
      { accountEvents: [event('created', { userId: 'X9' })] },
      'account',
      'A1',
      'Creó la cuenta de una persona',
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

describe('price changes of a day from the ledger', () => {
  const author = (by: string, at: string) => ({ by, at });
  const spells: PriceSpell[] = withPrice(
    withPrice(
      withPrice(
        [{ price: '11.00', from: '2026-11-01' }],
        '12.00',
        '2026-11-20',
        author('M1', '2026-11-20T10:00:00Z'),
      ),
      '13.50',
      day,
      author('M1', '2026-11-21T11:00:00Z'),
    ),
    '14.00',
    day,
    author('A1', '2026-11-21T18:00:00Z'),
  );

  it('keeps who and when with each new spell', () => {
    expect(spells[3]).toEqual({ price: '14.00', from: day, by: 'A1', at: '2026-11-21T18:00:00Z' });
  });

  it.each([
    [
      'the day of two changes: both, each from the price before it',
      day,
      [
        ['12.00', '13.50', 'M1'],
        ['13.50', '14.00', 'A1'],
      ],
    ],
    ['a day with one change', '2026-11-20', [['11.00', '12.00', 'M1']]],
    ['a day with none', '2026-11-22', []],
    ['the first price: a creation, not a change', '2026-11-01', []],
  ])('%s', (_name, date, expected) => {
    expect(priceChangesOn('P1', spells, date).map((c) => [c.before, c.after, c.by])).toEqual(expected);
  });

  it('leaves out a spell recorded before authors were kept', () => {
    expect(
      priceChangesOn(
        'P1',
        [
          { price: '1.00', from: '2026-11-01' },
          { price: '2.00', from: day },
        ],
        day,
      ),
    ).toEqual([]);
  });
});

describe('account event ids', () => {
  it('sort by the time they record, and a day is one key range', () => {
    const ids = [
      '2026-11-20T23:59:59.999Z',
      '2026-11-21T00:00:00.000Z',
      '2026-11-21T23:59:59.999Z',
      '2026-11-22T00:00:00.000Z',
    ].map((at) => accountEventId(new Date(at)));
    expect([...ids].sort()).toEqual(ids);
    const { startkey, endkey } = accountEventRange(
      new Date('2026-11-21T00:00:00Z'),
      new Date('2026-11-22T00:00:00Z'),
    );
    expect(ids.filter((id) => id >= startkey && id <= endkey)).toEqual([ids[1], ids[2]]);
  });
});
