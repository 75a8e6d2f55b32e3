import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Product } from '../docs/catalogue.ts';
import type { Check } from '../docs/check.ts';
import type { Order, OrderItem } from '../docs/order.ts';
import { CHECK_STATUSES, ORDER_STATUSES, type CheckStatus } from '../enums.ts';
import { lineSubtotal, orderTotals } from '../rules/totals.ts';
import { orderStatusFromLines } from '../rules/pass/line-status.ts';
import { sampleOrder, sampleProduct } from '../docs/fixtures.ts';
import { mergeDocs, resolveConflicts } from './index.ts';

const times = ['2026-11-21T20:00:00.000Z', '2026-11-21T20:05:00.000Z', '2026-11-21T21:05:00.000+01:00'];
const time = fc.constantFrom(...times);
const who = fc.constantFrom('U1', 'U2');
const status = fc.constantFrom(...ORDER_STATUSES);

const itemArb = (id: string): fc.Arbitrary<OrderItem> =>
  fc
    .record({
      quantity: fc.integer({ min: 1, max: 3 }),
      unitPrice: fc.constantFrom('1.00', '2.50', '8.35'),
      status,
      createdAt: time,
      updatedAt: fc.option(time, { nil: undefined }),
      notes: fc.option(fc.constantFrom('sin sal', 'poco hecho'), { nil: undefined }),
      held: fc.option(fc.constant(true as const), { nil: undefined }),
      firedAt: fc.option(time, { nil: undefined }),
      recalls: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
      stationId: fc.option(fc.constantFrom('barra', 'frios'), { nil: undefined }),
      void: fc.option(
        fc.record({
          reason: fc.constantFrom('order_error' as const, 'quality' as const),
          by: who,
          at: time,
        }),
        { nil: undefined },
      ),
    })
    .map(({ void: lineVoid, held, firedAt, recalls, stationId, ...f }) => ({
      id,
      productId: 'P1',
      productName: 'Croquetas',
      ...f,
      ...(held === undefined ? {} : { held }),
      ...(firedAt === undefined ? {} : { firedAt }),
      ...(recalls === undefined ? {} : { recalls }),
      ...(stationId === undefined ? {} : { stationId }),
      ...(lineVoid === undefined ? {} : { void: lineVoid }),
      subtotal: lineSubtotal(f.quantity, f.unitPrice),
    }));

const orderArb: fc.Arbitrary<Order> = fc
  .record({
    status,
    updatedAt: time,
    updatedBy: who,
    notes: fc.option(fc.constantFrom('mesa junto a la ventana', 'alergia'), { nil: undefined }),
    tableId: fc.constantFrom('T1', 'T2'),
    items: fc.tuple(
      fc.option(itemArb('I1'), { nil: undefined }),
      fc.option(itemArb('I2'), { nil: undefined }),
      fc.option(itemArb('I3'), { nil: undefined }),
    ),
    rev: fc.constantFrom('1-a', '2-b'),
  })
  .map(({ items, rev, ...f }) => {
    // Lines in the order they were taken, as devices write them (merges keep that order).
    const lines = items
      .filter((item): item is OrderItem => item !== undefined)
      .sort((x, y) => Date.parse(x.createdAt) - Date.parse(y.createdAt) || (x.id < y.id ? -1 : 1));
    const totals = lines.length > 0 ? orderTotals(lines) : { subtotal: '4.00', tax: '0.40', total: '4.40' };
    // Every door writes an order whose status follows its lines (a merge keeps it so).
    const status = lines.length > 0 ? orderStatusFromLines(lines) : f.status;
    return { ...sampleOrder, _rev: rev, ...f, status, items: lines, ...totals };
  });

const productArb: fc.Arbitrary<Product> = fc
  .record({
    updatedAt: time,
    updatedBy: who,
    price: fc.constantFrom('8.50', '9.00'),
    isAvailable: fc.boolean(),
    description: fc.option(fc.constantFrom('casera', 'de jamón'), { nil: undefined }),
    rev: fc.constantFrom('1-a', '2-b'),
  })
  .map(({ rev, ...f }) => ({ ...sampleProduct, _rev: rev, ...f }));

const lawCases: [string, fc.Arbitrary<Order | Product>][] = [
  ['order', orderArb],
  ['product', productArb],
];

describe.each(lawCases)('mergeDocs laws for %s', (_type, arb) => {
  const merge = (x: Order | Product, y: Order | Product) => mergeDocs<Order | Product>(x, y);

  it('is commutative', () => {
    fc.assert(
      fc.property(arb, arb, (a, b) => {
        expect(merge(a, b)).toEqual(merge(b, a));
      }),
    );
  });

  it('is associative', () => {
    fc.assert(
      fc.property(arb, arb, arb, (a, b, c) => {
        expect(merge(merge(a, b), c)).toEqual(merge(a, merge(b, c)));
      }),
    );
  });

  it('is idempotent and strips _rev', () => {
    fc.assert(
      fc.property(arb, arb, (a, b) => {
        const { _rev, ...plain } = a;
        expect(merge(a, a)).toEqual(plain);
        const ab = merge(a, b);
        expect(ab).not.toHaveProperty('_rev');
        expect(merge(ab, ab)).toEqual(ab);
        expect(merge(ab, a)).toEqual(ab);
      }),
    );
  });

  it('resolveConflicts does not depend on the order of versions', () => {
    fc.assert(
      fc.property(fc.array(arb, { minLength: 1, maxLength: 5 }), (docs) => {
        expect(resolveConflicts(docs)).toEqual(resolveConflicts([...docs].reverse()));
      }),
    );
  });
});

describe('order merge rules', () => {
  const item = sampleOrder.items[0] as OrderItem;
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 20, minutes)).toISOString();
  const order = (patch: Partial<Order>): Order => {
    const merged = { ...sampleOrder, ...patch };
    return { ...merged, ...(merged.items.length > 0 ? orderTotals(merged.items) : {}) };
  };

  it.each([
    ['pending', 'preparing', 'preparing'],
    ['preparing', 'ready', 'ready'],
    ['ready', 'served', 'served'],
    ['pending', 'cancelled', 'cancelled'],
    ['preparing', 'cancelled', 'cancelled'],
    ['ready', 'cancelled', 'ready'],
    ['served', 'cancelled', 'served'],
    ['draft', 'pending', 'pending'],
  ] as const)('status %s with %s → %s', (x, y, expected) => {
    // Moved as every door moves an order: its lines along with it.
    const moved = (status: Order['status'], patch: Partial<Order> = {}) =>
      order({ status, items: [{ ...item, status }], ...patch });
    expect(mergeDocs(moved(x), moved(y, { updatedAt: at(30) })).status).toBe(expected);
    expect(mergeDocs(moved(x, { updatedAt: at(30) }), moved(y)).status).toBe(expected);
  });

  it('keeps lines added on either device and recomputes totals', () => {
    const second: OrderItem = {
      ...item,
      id: 'I2',
      quantity: 1,
      unitPrice: '2.00',
      subtotal: '2.00',
      createdAt: at(10),
    };
    const merged = mergeDocs(order({}), order({ items: [item, second], updatedAt: at(10) }));
    expect(merged.items.map((i) => i.id)).toEqual(['I1', 'I2']);
    expect([merged.subtotal, merged.tax, merged.total]).toEqual(['19.00', '1.90', '20.90']);
  });

  it("takes each line's furthest status and its latest quantity", () => {
    const cooking = order({
      items: [{ ...item, status: 'preparing' }],
      updatedAt: at(20),
      updatedBy: 'COOK',
    });
    const more = order({
      items: [{ ...item, quantity: 3, subtotal: '25.50', updatedAt: at(10) }],
      updatedAt: at(10),
    });
    const merged = mergeDocs(cooking, more);
    expect(merged.items[0]).toMatchObject({ status: 'preparing', quantity: 3, subtotal: '25.50' });
    expect(merged.total).toBe('28.05');
    expect(merged.updatedBy).toBe('COOK');
  });

  it('cancelled lines stop counting in the merged totals', () => {
    const merged = mergeDocs(
      order({}),
      order({ items: [{ ...item, status: 'cancelled' }], updatedAt: at(5) }),
    );
    expect([merged.subtotal, merged.total]).toEqual(['0.00', '0.00']);
  });

  it('latest writer wins the other fields, whatever the offset of its clock', () => {
    const early = order({ notes: 'primero', updatedAt: '2026-11-21T21:30:00.000+01:00' }); // 20:30Z
    const late = order({ notes: 'después', updatedAt: '2026-11-21T20:31:00.000Z' });
    expect(mergeDocs(early, late).notes).toBe('después');
  });

  it('refuses to merge different documents', () => {
    expect(() => mergeDocs(sampleOrder, { ...sampleOrder, _id: 'order:O2' })).toThrow(RangeError);
    expect(() => resolveConflicts([])).toThrow(RangeError);
  });

  it('drops _conflicts from the result', () => {
    const stored = { ...sampleProduct, _rev: '3-c', _conflicts: ['3-d'] };
    expect(resolveConflicts([stored])).toEqual(sampleProduct);
  });
});

describe('order merge keeps voids', () => {
  const item = sampleOrder.items[0] as OrderItem;
  const withLine = (line: OrderItem, updatedAt: string): Order => {
    const items = [line];
    return { ...sampleOrder, updatedAt, items, ...orderTotals(items) };
  };
  const voidAt = (at: string, by: string) => ({ reason: 'order_error' as const, by, at });

  it('a void made on one device survives a later edit of the line on another', () => {
    const voided = withLine(
      { ...item, status: 'cancelled', void: voidAt(times[0] as string, 'U1') },
      times[0] as string,
    );
    const edited = withLine(
      { ...item, quantity: 3, subtotal: '25.50', updatedAt: times[1] },
      times[1] as string,
    );
    for (const merged of [mergeDocs(voided, edited), mergeDocs(edited, voided)]) {
      expect(merged.items[0]?.void).toEqual(voidAt(times[0] as string, 'U1'));
      expect(merged.items[0]?.status).toBe('cancelled');
      expect(merged.total).toBe('0.00');
    }
  });

  it('two voids of one line keep the earliest, and a ready line stays ready with its void', () => {
    const early = withLine(
      { ...item, status: 'ready', void: voidAt(times[0] as string, 'U2') },
      times[0] as string,
    );
    const late = withLine(
      { ...item, status: 'cancelled', void: voidAt(times[1] as string, 'U1') },
      times[1] as string,
    );
    const merged = mergeDocs(late, early);
    expect(merged.items[0]).toMatchObject({ status: 'ready', void: voidAt(times[0] as string, 'U2') });
    expect(merged.subtotal).toBe('0.00');
  });
});

describe('check merge keeps an ended check ended', () => {
  const check = (status: CheckStatus, updatedAt: string, updatedBy = 'U1'): Check => ({
    _id: 'check:C1',
    type: 'check',
    tableId: 'T1',
    guests: 2,
    status,
    openedBy: 'U1',
    businessDate: '2026-11-21',
    createdAt: '2026-11-21T20:00:00.000Z',
    updatedAt,
    updatedBy,
    ...(status === 'closed' ? { closedAt: updatedAt, closedBy: updatedBy } : {}),
  });
  const statuses = CHECK_STATUSES;

  it('a check the cashier closed stays closed over a later edit of a waiter’s stale copy', () => {
    const closed = check('closed', '2026-11-21T20:00:00.000Z', 'system');
    const reopened = check('open', '2026-11-21T20:00:00.250Z', 'waiter');
    expect(mergeDocs(closed, reopened)).toMatchObject({ status: 'closed', closedBy: 'system' });
    expect(mergeDocs(reopened, closed)).toMatchObject({ status: 'closed', closedBy: 'system' });
  });

  it('between two live or two ended versions, the last writer wins', () => {
    const asked = check('bill_requested', '2026-11-21T20:05:00.000Z');
    expect(mergeDocs(check('open', times[0] ?? ''), asked)).toMatchObject({ status: 'bill_requested' });
    const voided = check('voided', '2026-11-21T20:05:00.000Z');
    expect(mergeDocs(check('closed', times[0] ?? ''), voided)).toMatchObject({ status: 'voided' });
  });

  it('is commutative, associative and idempotent over any statuses and clocks', () => {
    const arb = fc.tuple(fc.constantFrom(...statuses), time, who).map(([s, t, w]) => check(s, t, w));
    fc.assert(
      fc.property(arb, arb, arb, (a, b, c) => {
        expect(mergeDocs(a, b)).toEqual(mergeDocs(b, a));
        expect(mergeDocs(mergeDocs(a, b), c)).toEqual(mergeDocs(a, mergeDocs(b, c)));
        expect(mergeDocs(mergeDocs(a, b), b)).toEqual(mergeDocs(a, b));
      }),
    );
  });
});
