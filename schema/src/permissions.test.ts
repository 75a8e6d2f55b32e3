import { describe, expect, it } from 'vitest';
import type { AnyDoc } from './docs/index.ts';
import type { Order } from './docs/order.ts';
import * as f from './docs/fixtures.ts';
import { orderTotals } from './rules/totals.ts';
import { checkWrite, replicatedDbsForRole, roleRefusal, roleViewRefusal, type Actor } from './permissions.ts';
import type { Role } from './roles.ts';

const actor = (role: Role, id = 'U1'): Actor => ({ id, role });
const system: Actor = { id: 'system', role: 'system' };
const later = { updatedAt: '2026-11-21T21:00:00.000Z' };
const as = <T extends AnyDoc>(doc: T, id = 'U1'): T => ({ ...doc, updatedBy: id });

function ok(a: Actor, prev: AnyDoc | null, next: AnyDoc | null): boolean {
  return checkWrite(a, prev, next).ok;
}
function reason(a: Actor, prev: AnyDoc | null, next: AnyDoc | null): string | undefined {
  const result = checkWrite(a, prev, next);
  return result.ok ? undefined : result.reason;
}

describe('checkWrite: roles by type (DESIGN.md §6)', () => {
  const docs: AnyDoc[] = [
    f.sampleProduct,
    f.sampleRecipe,
    f.sampleArea,
    f.sampleTable,
    f.sampleIngredient,
    f.sampleSupplier,
    f.sampleInvoice,
  ];
  const cases = docs.flatMap((doc) =>
    (['admin', 'manager', 'waiter', 'cook'] as const).map(
      (role) => [doc.type, role, role === 'admin' || role === 'manager'] as const,
    ),
  );
  it.each(cases)('%s written by %s: %s', (type, role, allowed) => {
    const doc = docs.find((d) => d.type === type) as AnyDoc;
    expect(ok(actor(role), null, doc)).toBe(allowed);
    expect(ok(actor(role), doc, { ...doc, ...later })).toBe(allowed);
    expect(ok(actor(role), doc, null)).toBe(allowed);
  });

  it.each([
    ['admin', true],
    ['manager', false],
    ['waiter', false],
  ] as const)('accounts written by %s: %s', (role, allowed) => {
    expect(ok(actor(role), null, f.sampleUser)).toBe(allowed);
  });

  it.each(['admin', 'manager', 'cook', 'waiter'] as const)('daily_stock is never written by %s', (role) => {
    expect(reason(actor(role), f.sampleDailyStock, { ...f.sampleDailyStock, currentStock: 3 })).toMatch(
      /servidor/,
    );
    expect(ok(actor(role), null, f.sampleDailyStock)).toBe(false);
  });

  it.each([
    ['cook', true],
    ['manager', true],
    ['admin', true],
    ['waiter', false],
  ] as const)('stock adjustment by %s: %s', (role, allowed) => {
    expect(ok(actor(role), null, f.sampleAdjustment)).toBe(allowed);
  });

  it("sale movements are the gateway's; movements are immutable", () => {
    expect(reason(actor('admin'), null, f.sampleSale)).toBe('Las ventas las registra el servidor');
    expect(ok(system, null, f.sampleSale)).toBe(true);
    expect(ok(actor('cook'), f.sampleAdjustment, { ...f.sampleAdjustment, ...later })).toBe(false);
    expect(ok(actor('admin'), f.sampleAdjustment, null)).toBe(false);
    expect(ok(system, f.sampleDailyStock, { ...f.sampleDailyStock, currentStock: 1 })).toBe(true);
  });
});

describe('checkWrite: immutable fields', () => {
  it.each<[string, AnyDoc]>([
    ['type', { ...f.sampleArea, type: 'supplier' } as unknown as AnyDoc],
    ['createdAt', { ...f.sampleArea, createdAt: '2020-01-01T00:00:00.000Z' }],
    ['_id', { ...f.sampleArea, _id: 'area:A2' }],
    ['updatedBy someone else', { ...f.sampleArea, updatedBy: 'U9' }],
    ['_id of another type', { ...f.sampleArea, _id: 'table:A1' }],
  ])('%s cannot change', (_label, next) => {
    expect(ok(actor('admin'), f.sampleArea, next)).toBe(false);
  });

  it('nothing to write is refused', () => {
    expect(ok(actor('admin'), null, null)).toBe(false);
  });
});

describe('checkWrite: orders', () => {
  const order = f.sampleOrder;
  const item = order.items[0] as Order['items'][number];
  /** The order moved to `status` as every door moves it: its lines along with it. */
  const withStatus = (status: Order['status']): Order => {
    const items = order.items.map((line) => ({ ...line, status }));
    return { ...order, ...later, status, items, ...orderTotals(items) };
  };

  it.each(['waiter', 'cook', 'manager', 'admin'] as const)(
    '%s creates an order in their own name',
    (role) => {
      expect(ok(actor(role), null, order)).toBe(true);
    },
  );

  it.each([
    ['waiter', false],
    ['manager', true],
  ] as const)('%s creating an order for someone else: %s', (role, allowed) => {
    expect(ok(actor(role, 'U2'), null, as(order, 'U2'))).toBe(allowed);
  });

  it.each([
    ['preparing', 'Los pedidos nuevos se crean como pendientes'],
    ['served', 'Los pedidos nuevos se crean como pendientes'],
  ] as const)('a new order cannot start %s', (status, message) => {
    expect(reason(actor('waiter'), null, { ...order, status })).toBe(message);
  });

  it.each([
    ['pending', 'preparing', true],
    ['pending', 'ready', true], // two taps made offline arrive as one write
    ['preparing', 'cancelled', true],
    ['ready', 'cancelled', false],
    ['served', 'ready', false],
    ['cancelled', 'pending', false],
  ] as const)('status %s → %s: %s', (from, to, allowed) => {
    expect(ok(actor('cook'), withStatus(from), { ...withStatus(to), updatedBy: 'U1' })).toBe(allowed);
  });

  it('refuses an order moved without its lines: its status follows them', () => {
    expect(
      reason(actor('cook'), withStatus('pending'), { ...withStatus('pending'), status: 'preparing' }),
    ).toBe('El estado del pedido sigue a sus líneas: debería ser Pendiente');
  });

  it.each<[string, Partial<Order>, string]>([
    ['orderNumber', { orderNumber: 'K7-999' }, 'El número de pedido no se puede cambiar'],
    ['businessDate', { businessDate: '2026-11-22' }, 'La fecha de negocio del pedido no se puede cambiar'],
    ['waiterId', { waiterId: 'U2' }, 'El camarero del pedido no se puede cambiar'],
    ['totals', { total: '99.00' }, 'Los totales del pedido no coinciden con sus líneas'],
    [
      'removed line',
      { items: [], subtotal: '0.00', tax: '0.00', total: '0.00' },
      'No se pueden quitar líneas de un pedido: cancélalas',
    ],
    [
      'line price',
      {
        items: [{ ...item, unitPrice: '1.00', subtotal: '2.00' }],
        subtotal: '2.00',
        tax: '0.20',
        total: '2.20',
      },
      'El producto y el precio de la línea I1 no se pueden cambiar',
    ],
    [
      'line subtotal',
      { items: [{ ...item, subtotal: '1.00' }] },
      'El subtotal de la línea I1 no coincide con cantidad × precio',
    ],
  ])('%s is checked', (_label, change, message) => {
    expect(reason(actor('manager'), order, { ...order, ...later, ...change })).toBe(message);
  });

  it('lines can be added and cancelled; totals skip cancelled lines', () => {
    const added = { ...item, id: 'I2', quantity: 1, subtotal: '8.50' };
    const next: Order = {
      ...order,
      ...later,
      items: [{ ...item, status: 'cancelled' }, added],
      subtotal: '8.50',
      tax: '0.85',
      total: '9.35',
    };
    expect(checkWrite(actor('waiter'), order, next)).toEqual({ ok: true });
  });

  it('quantity is fixed once the kitchen starts', () => {
    const cooking: Order = { ...order, status: 'preparing', items: [{ ...item, status: 'preparing' }] };
    const more: Order = {
      ...cooking,
      ...later,
      items: [{ ...item, status: 'preparing', quantity: 3, subtotal: '25.50' }],
      subtotal: '25.50',
      tax: '2.55',
      total: '28.05',
    };
    expect(reason(actor('waiter'), cooking, more)).toBe(
      'La cantidad solo se puede cambiar antes de empezar a cocinar',
    );
  });

  it('closed orders take no new lines', () => {
    const served: Order = { ...order, status: 'served', items: [{ ...item, status: 'served' }] };
    const added = { ...item, id: 'I2', status: 'pending' as const };
    const next: Order = {
      ...served,
      ...later,
      items: [...served.items, added],
      subtotal: '34.00',
      tax: '3.40',
      total: '37.40',
    };
    expect(reason(actor('waiter'), served, next)).toBe('No se pueden añadir líneas a un pedido cerrado');
  });

  it('a POS order without lines must still add up', () => {
    const bare: Order = { ...order, items: [], subtotal: '10.00', tax: '1.00', total: '11.00' };
    expect(ok(actor('waiter'), null, bare)).toBe(true);
    expect(ok(actor('waiter'), null, { ...bare, tax: '0.00' })).toBe(false);
  });

  it.each([
    ['waiter', false],
    ['manager', true],
  ] as const)('deleting an order by %s: %s', (role, allowed) => {
    expect(ok(actor(role), order, null)).toBe(allowed);
  });
});

describe('replicated databases by role', () => {
  it.each([
    ['waiter', ['floor']],
    ['cook', ['floor']],
    ['manager', ['floor', 'office']],
    ['admin', ['floor', 'office']],
  ] as const)('%s → %j', (role, dbs) => {
    expect(replicatedDbsForRole(role)).toEqual(dbs);
  });
});

describe('what a screen says to a role that may not see it', () => {
  it.each([
    ['supplier', 'Solo gerencia o administración pueden ver proveedores'],
    ['cash_movement', 'Solo gerencia o administración pueden ver la caja'],
  ] as const)('%s: %s', (type, words) => {
    expect(roleViewRefusal(type)).toBe(words);
    // Written from the same label as the write refusal, so the two never drift apart.
    expect(roleRefusal(type)).toBe(words.replace(' ver ', ' modificar '));
  });

  it('reports: the screen and GET /api/reports refuse in the same words', () => {
    expect(roleViewRefusal('reports')).toBe('Solo gerencia o administración pueden ver los informes');
  });
});
