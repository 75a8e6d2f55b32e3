import { describe, expect, it } from 'vitest';
import type { Order, OrderItem } from '../../docs/order.ts';
import { sampleOrder } from '../../docs/fixtures.ts';
import { mergeDocs } from '../../merge/index.ts';
import { checkWrite, type Actor } from '../../permissions.ts';
import { orderTotals } from '../totals.ts';
import {
  COURSE_CHANGE_MESSAGE,
  FIRED_AT_MESSAGE,
  HELD_START_MESSAGE,
  HOLD_DRINKS_MESSAGE,
  HOLD_SENT_MESSAGE,
  moveLines,
  PASS_READY_MESSAGE,
  RECALL_MESSAGE,
  type LineMove,
} from './line-moves.ts';

const AT = '2026-11-21T20:10:00.000Z';
const LATER = '2026-11-21T20:20:00.000Z';
const cook = { id: 'U1', role: 'cook' as const };
const waiter = { id: 'U1', role: 'waiter' as const };

const line = (id: string, patch: Partial<OrderItem> = {}): OrderItem => ({
  ...(sampleOrder.items[0] as OrderItem),
  id,
  ...patch,
});
/** A round of drinks, starters and held mains, its status following its lines. */
function round(items: OrderItem[]): Order {
  const status = moveLines({ ...sampleOrder, items }, { kind: 'start', lineIds: [] }, AT, 'U1');
  return { ...sampleOrder, items, ...orderTotals(items), ...(status ? { status: status.status } : {}) };
}
const served = round([
  line('drink', { course: 'bebidas' }),
  line('starter', { course: 'entrantes' }),
  line('main', { course: 'principales', held: true }),
  line('dessert', { course: 'postres', held: true }),
]);
const reason = (prev: Order | null, next: Order, by: Actor = cook) => {
  const verdict = checkWrite(by, prev, { ...next, updatedBy: by.id });
  return verdict.ok ? null : verdict.reason;
};
const moved = (order: Order, move: LineMove, at = AT) => {
  const next = moveLines(order, move, at, 'U1');
  if (next === null) throw new Error('nothing moved');
  return next;
};

describe('line moves', () => {
  it('fires a held course: its lines lose the hold, their timer starts at the firing', () => {
    const fired = moved(served, { kind: 'fire', course: 'principales' });
    const main = fired.items.find((l) => l.id === 'main');
    expect(main).toMatchObject({ firedAt: AT, status: 'pending' });
    expect(main).not.toHaveProperty('held');
    expect(fired.items.find((l) => l.id === 'dessert')?.held).toBe(true);
    expect(reason(served, fired, waiter)).toBeNull();
  });

  it.each<[string, LineMove, Record<string, string>, string]>([
    ['a start', { kind: 'start', lineIds: ['drink'] }, { drink: 'preparing', starter: 'pending' }, 'pending'],
    [
      'a bump of one line',
      { kind: 'bump', lineIds: ['drink'] },
      { drink: 'ready', starter: 'pending' },
      'pending',
    ],
  ])('%s', (_, move, statuses, orderStatus) => {
    const next = moved(served, move);
    for (const [id, status] of Object.entries(statuses))
      expect(next.items.find((l) => l.id === id)?.status).toBe(status);
    expect(next.status).toBe(orderStatus);
    expect(reason(served, next)).toBeNull();
  });

  it('makes the round ready when its last fired and held lines are, and a recall takes it back', () => {
    let order = moved(served, { kind: 'fire', course: 'principales' });
    order = moved(order, { kind: 'fire', course: 'postres' });
    const all = order.items.map((l) => l.id);
    const ready = moved(order, { kind: 'bump', lineIds: all }, LATER);
    expect(ready.status).toBe('ready');
    expect(ready.items.every((l) => l.bumpedAt === LATER)).toBe(true);
    expect(reason(order, ready)).toBeNull();
    const recalled = moved(ready, { kind: 'recall', lineIds: ['main'] }, LATER);
    expect(recalled.items.find((l) => l.id === 'main')).toMatchObject({ status: 'preparing', recalls: 1 });
    expect(recalled.status).toBe('preparing');
    expect(reason(ready, recalled)).toBeNull();
    expect(moveLines(recalled, { kind: 'recall', lineIds: ['main'] }, LATER, 'U1')).toBeNull();
  });

  it.each<[string, LineMove, Order, string]>([
    ['a held line bumped', { kind: 'bump', lineIds: ['drink', 'main'] }, served, HELD_START_MESSAGE],
    ['a held line started', { kind: 'start', lineIds: ['main'] }, served, HELD_START_MESSAGE],
    [
      'a served line recalled',
      { kind: 'recall', lineIds: ['drink'] },
      moved(moved(served, { kind: 'bump', lineIds: ['drink'] }), { kind: 'serve', lineIds: ['drink'] }),
      RECALL_MESSAGE,
    ],
    [
      'a ready line passed on',
      { kind: 'pass', lineIds: ['drink'], stationId: 'caliente' },
      moved(served, { kind: 'bump', lineIds: ['drink'] }),
      PASS_READY_MESSAGE,
    ],
  ])('builds %s as asked, for the rules to refuse', (_, move, from, message) => {
    expect(reason(from, moved(from, move))).toBe(message);
  });

  it('passes a line to another station until it is ready', () => {
    const passed = moved(served, { kind: 'pass', lineIds: ['starter'], stationId: 'caliente' });
    expect(passed.items.find((l) => l.id === 'starter')?.stationId).toBe('caliente');
    expect(reason(served, passed)).toBeNull();
  });

  it('changes nothing on a replayed tap', () => {
    const fired = moved(served, { kind: 'fire', course: 'principales' });
    expect(moveLines(fired, { kind: 'fire', course: 'principales' }, LATER, 'U1')).toBeNull();
  });
});

describe('line rules at the write', () => {
  const edit = (order: Order, id: string, patch: Partial<OrderItem>): Order => {
    const items = order.items.map((l) => (l.id === id ? { ...l, ...patch, updatedAt: LATER } : l));
    return { ...order, items, ...orderTotals(items), updatedAt: LATER };
  };
  const ready = moved(served, { kind: 'bump', lineIds: ['drink', 'starter'] });
  it.each<[string, Order | null, Order, string | null]>([
    ['a new round with held mains', null, served, null],
    [
      'drinks held in a new round',
      null,
      round([line('drink', { course: 'bebidas', held: true })]),
      HOLD_DRINKS_MESSAGE,
    ],
    ['a new line recalled', null, round([line('drink', { recalls: 1 })]), RECALL_MESSAGE],
    ['a sent line put on hold', served, edit(served, 'starter', { held: true }), HOLD_SENT_MESSAGE],
    ['a held line started', served, { ...edit(served, 'main', { status: 'preparing' }) }, HELD_START_MESSAGE],
    [
      'a firing time changed',
      moved(served, { kind: 'fire', course: 'principales' }),
      edit(moved(served, { kind: 'fire', course: 'principales' }), 'main', { firedAt: LATER }),
      FIRED_AT_MESSAGE,
    ],
    ['a course changed before cooking', served, edit(served, 'starter', { course: 'principales' }), null],
    [
      'a held line changed to drinks',
      served,
      edit(served, 'main', { course: 'bebidas' }),
      HOLD_DRINKS_MESSAGE,
    ],
    [
      'a course changed once cooking',
      moved(served, { kind: 'start', lineIds: ['starter'] }),
      edit(moved(served, { kind: 'start', lineIds: ['starter'] }), 'starter', { course: 'postres' }),
      COURSE_CHANGE_MESSAGE,
    ],
    [
      'a ready line passed to another station',
      ready,
      edit(ready, 'starter', { stationId: 'barra' }),
      PASS_READY_MESSAGE,
    ],
    [
      'a ready line sent back without a recall',
      ready,
      { ...edit(ready, 'starter', { status: 'preparing' }) },
      'Cambio de estado no permitido en la línea starter: Listo → En Preparación',
    ],
    [
      'a recall counted twice',
      ready,
      edit(ready, 'starter', { status: 'preparing', recalls: 2 }),
      RECALL_MESSAGE,
    ],
    [
      'a recall of a line never bumped',
      served,
      edit(served, 'starter', { status: 'preparing', recalls: 1 }),
      RECALL_MESSAGE,
    ],
  ])('%s', (_, prev, next, expected) => {
    expect(reason(prev, next, waiter)).toBe(expected);
  });

  it('refuses a round whose status does not follow its lines', () => {
    const fired = moved(moved(served, { kind: 'fire', course: 'principales' }), {
      kind: 'fire',
      course: 'postres',
    });
    const bumped = moved(fired, { kind: 'bump', lineIds: fired.items.map((l) => l.id) });
    expect(reason(fired, { ...bumped, status: 'preparing' })).toBe(
      'El estado del pedido sigue a sus líneas: debería ser Listo',
    );
  });
});

describe('merging the pass', () => {
  it('two screens bumping different lines offline make the round ready together', () => {
    const a = moved(served, { kind: 'bump', lineIds: ['drink'] });
    const b = moved(served, { kind: 'bump', lineIds: ['starter'] }, LATER);
    const fired = (order: Order) =>
      moved(moved(order, { kind: 'fire', course: 'principales' }), { kind: 'fire', course: 'postres' });
    const bumpedMains = (order: Order) => moved(fired(order), { kind: 'bump', lineIds: ['main', 'dessert'] });
    const merged = mergeDocs(bumpedMains(a), bumpedMains(b));
    expect(merged.items.map((l) => l.status)).toEqual(['ready', 'ready', 'ready', 'ready']);
    expect(merged.status).toBe('ready');
    expect(mergeDocs(bumpedMains(b), bumpedMains(a))).toEqual(merged);
  });

  it('a recall wins over the bump it undid, made on another screen that had not seen it', () => {
    const bumped = moved(served, { kind: 'bump', lineIds: ['drink'] });
    const recalled = moved(bumped, { kind: 'recall', lineIds: ['drink'] }, LATER);
    const stale = moved(bumped, { kind: 'start', lineIds: ['starter'] }, LATER);
    const merged = mergeDocs(recalled, stale);
    expect(merged.items.find((l) => l.id === 'drink')).toMatchObject({ status: 'preparing', recalls: 1 });
    expect(merged.items.find((l) => l.id === 'starter')?.status).toBe('preparing');
  });

  it('a course fired on one device is fired, at the earliest firing', () => {
    const early = moved(served, { kind: 'fire', course: 'principales' });
    const late = moved(served, { kind: 'fire', course: 'principales' }, LATER);
    const merged = mergeDocs(served, mergeDocs(late, early));
    const main = merged.items.find((l) => l.id === 'main');
    expect(main?.firedAt).toBe(AT);
    expect(main).not.toHaveProperty('held');
    expect(merged.items.find((l) => l.id === 'dessert')?.held).toBe(true);
  });
});
