import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES, type OrderStatus, type ProductCategory } from '../../enums.ts';
import {
  COURSE_OF_CATEGORY,
  COURSES,
  allDayCounts,
  allDayLabel,
  canHold,
  fireLabel,
  heldCourses,
  lateness,
  orderStatusFromLines,
  readyToServe,
  stationFor,
  ticketAge,
  ticketLateness,
  ticketPrepMinutes,
  type Course,
  type CountedLine,
  type StationRoute,
} from './index.ts';

describe('course of a line', () => {
  it.each([
    ['entradas', 'entrantes'],
    ['principales', 'principales'],
    ['postres', 'postres'],
    ['bebidas', 'bebidas'],
    ['vinos', 'bebidas'],
    ['cocktails', 'bebidas'],
  ] as const)('%s → %s', (category, course) => {
    expect(COURSE_OF_CATEGORY[category]).toBe(course);
  });

  it('gives every category a course', () => {
    for (const category of PRODUCT_CATEGORIES) expect(COURSES).toContain(COURSE_OF_CATEGORY[category]);
  });

  it.each([
    ['entrantes', true, 'Marchar entrantes'],
    ['principales', true, 'Marchar principales'],
    ['postres', true, 'Marchar postres'],
    ['bebidas', false, 'Marchar bebidas'],
  ] as const)('%s: held %s, released by %s', (course, holdable, label) => {
    expect(canHold(course)).toBe(holdable);
    expect(fireLabel(course)).toBe(label);
  });

  it.each([
    ['nothing held', [], []],
    [
      'held mains and desserts, in serving order',
      [
        ['postres', true],
        ['principales', true],
        ['entrantes', false],
      ],
      ['principales', 'postres'],
    ],
    ['a held line that was cancelled', [['principales', true, 'cancelled']], []],
    ['a held line with no course is a main', [[undefined, true]], ['principales']],
  ] as Array<[string, Array<[Course | undefined, boolean, OrderStatus?]>, Course[]]>)(
    '%s',
    (_, lines, held) => {
      const round = lines.map(([course, isHeld, status]) => ({
        ...(course === undefined ? {} : { course }),
        held: isHeld,
        status: status ?? 'pending',
      }));
      expect(heldCourses(round)).toEqual(held);
    },
  );
});

describe('station routing', () => {
  const stations: StationRoute[] = [
    { id: 'barra', categories: ['bebidas', 'vinos', 'cocktails'], productIds: [] },
    { id: 'frios', categories: ['entradas'], productIds: ['gazpacho'] },
    { id: 'caliente', categories: ['principales', 'entradas'], productIds: ['croquetas'] },
  ];
  it.each([
    ['a drink to the bar by its category', { productId: 'cana' }, 'bebidas', 'barra'],
    ['a cold starter by its category', { productId: 'ensalada' }, 'entradas', 'frios'],
    ['a single product beats its category', { productId: 'croquetas' }, 'entradas', 'caliente'],
    ['a product routed by itself in another category', { productId: 'gazpacho' }, 'principales', 'frios'],
    [
      'a line passed to another station stays there',
      { productId: 'cana', stationId: 'caliente' },
      'bebidas',
      'caliente',
    ],
    [
      'a line passed to a station since removed is routed again',
      { productId: 'cana', stationId: 'gone' },
      'bebidas',
      'barra',
    ],
    ['a category no station takes', { productId: 'flan' }, 'postres', null],
    ['a product whose category is unknown', { productId: 'x' }, undefined, null],
  ] as Array<
    [string, { productId: string; stationId?: string }, ProductCategory | undefined, string | null]
  >)('%s', (_, line, category, station) => {
    expect(stationFor(line, category, stations)).toBe(station);
  });

  it('routes nothing with no stations (the single queue)', () => {
    expect(stationFor({ productId: 'cana' }, 'bebidas', [])).toBeNull();
  });
});

describe('ready to serve at the pass', () => {
  const fired = '2026-11-21T20:10:00.000Z';
  it.each([
    [
      'starters ready, mains held: the starters go out',
      [{ status: 'ready' }, { status: 'pending', held: true }],
      true,
    ],
    ['only a held course', [{ status: 'pending', held: true }], false],
    ['mains fired and still cooking', [{ status: 'served' }, { status: 'pending', firedAt: fired }], false],
    ['mains fired and ready', [{ status: 'served' }, { status: 'ready', firedAt: fired }], true],
    [
      'a held line fired elsewhere counts as fired',
      [{ status: 'ready' }, { status: 'pending', held: true, firedAt: fired }],
      false,
    ],
  ] as Array<[string, Array<{ status: OrderStatus; held?: boolean; firedAt?: string }>, boolean]>)(
    '%s',
    (_, lines, ready) => {
      expect(readyToServe(lines)).toBe(ready);
    },
  );
});

describe('order status from its lines', () => {
  it.each([
    ['all pending', ['pending', 'pending'], 'pending', false],
    ['one started', ['preparing', 'pending'], 'pending', false],
    ['one ready, one cooking', ['ready', 'preparing'], 'preparing', false],
    ['all ready', ['ready', 'ready'], 'ready', true],
    ['ready and served', ['served', 'ready'], 'ready', true],
    ['all served: nothing left to take out', ['served', 'served'], 'served', false],
    ['a cancelled line does not hold the round', ['ready', 'cancelled'], 'ready', true],
    ['every line cancelled', ['cancelled', 'cancelled'], 'cancelled', false],
    ['a draft line', ['draft', 'ready'], 'draft', false],
  ] as Array<[string, OrderStatus[], OrderStatus, boolean]>)('%s → %s', (_, statuses, status, ready) => {
    const lines = statuses.map((line) => ({ status: line }));
    expect(orderStatusFromLines(lines)).toBe(status);
    expect(readyToServe(lines)).toBe(ready);
  });

  const voided = { reason: 'quality', by: 'M1', at: '2026-11-21T20:00:00.000Z' };
  it.each([
    [
      'a voided dish is not waited for',
      [
        ['ready', true],
        ['pending', false],
      ],
      'pending',
    ],
    [
      'a voided dish made already keeps the round ready',
      [
        ['ready', true],
        ['cancelled', true],
      ],
      'ready',
    ],
    [
      'the furthest of the voided dishes made',
      [
        ['ready', true],
        ['served', true],
      ],
      'served',
    ],
    [
      'nothing made and everything voided',
      [
        ['cancelled', true],
        ['cancelled', true],
      ],
      'cancelled',
    ],
  ] as Array<[string, Array<[OrderStatus, boolean]>, OrderStatus]>)('%s → %s', (_, lines, status) => {
    const round = lines.map(([line, isVoided]) => ({ status: line, ...(isVoided ? { void: voided } : {}) }));
    expect(orderStatusFromLines(round)).toBe(status);
  });
});

describe('late tickets', () => {
  const minutes = (m: number) => m * 60_000;
  it.each([
    ['fresh', minutes(5), 10, undefined, 'on-time'],
    ['just before its prep time', minutes(10) - 1, 10, undefined, 'on-time'],
    ['at its prep time', minutes(10), 10, undefined, 'amber'],
    ['half as long again', minutes(15), 10, undefined, 'red'],
    ['a station with tighter factors', minutes(8), 10, { amber: 0.8, red: 1.2 }, 'amber'],
    ['a station with tighter factors, later', minutes(12), 10, { amber: 0.8, red: 1.2 }, 'red'],
    ['dishes with no prep time are never late', minutes(90), 0, undefined, 'on-time'],
  ] as const)('%s', (_, age, prep, factors, expected) => {
    expect(lateness(age, prep, factors)).toBe(expected);
  });

  it('takes the slowest dish as the ticket prep time', () => {
    expect(ticketPrepMinutes([5, 20, 12])).toBe(20);
    expect(ticketPrepMinutes([])).toBe(0);
  });

  it.each([
    [0, '0:00'],
    [59_999, '0:59'],
    [247_000, '4:07'],
    [3_750_000, '1:02:30'],
    [-5_000, '0:00'],
  ])('%i ms reads %s', (age, text) => {
    expect(ticketAge(age)).toBe(text);
  });
});

describe('all-day counts', () => {
  const line = (productId: string, quantity: number, extra: Partial<CountedLine> = {}): CountedLine => ({
    productId,
    productName:
      { paella: 'Paella valenciana', solomillo: 'Solomillo', flan: 'Flan' }[productId] ?? productId,
    quantity,
    status: 'pending',
    ...extra,
  });
  it.each([
    ['nothing', [], ''],
    [
      'summed per dish, most first',
      [line('solomillo', 2), line('paella', 3), line('paella', 1, { status: 'preparing' })],
      '4× Paella valenciana, 2× Solomillo',
    ],
    [
      'done, held, voided and cancelled lines are not pending work',
      [
        line('paella', 1, { status: 'ready' }),
        line('paella', 1, { status: 'served' }),
        line('paella', 2, { held: true }),
        line('paella', 5, { void: {} }),
        line('paella', 1, { status: 'cancelled' }),
        line('flan', 1),
      ],
      '1× Flan',
    ],
    ['equal counts by name', [line('solomillo', 1), line('flan', 1)], '1× Flan, 1× Solomillo'],
  ] as Array<[string, CountedLine[], string]>)('%s', (_, lines, label) => {
    expect(allDayLabel(allDayCounts(lines))).toBe(label);
  });

  it('counts exactly the portions of the lines pending at the station', () => {
    const lines = Array.from({ length: 40 }, (_, i) =>
      line(['paella', 'solomillo', 'flan'][i % 3] ?? 'flan', 1 + (i % 4), {
        status: (['pending', 'preparing', 'ready'] as const)[(i % 5) % 3] ?? 'pending',
        held: i % 7 === 0,
      }),
    );
    const pending = lines.filter(
      (l) => (l.status === 'pending' || l.status === 'preparing') && l.held !== true,
    );
    const total = allDayCounts(lines).reduce((sum, count) => sum + count.quantity, 0);
    expect(total).toBe(pending.reduce((sum, l) => sum + l.quantity, 0));
  });
});

describe('a ticket’s colour', () => {
  const now = new Date('2026-11-21T20:30:00.000Z');
  const prep = new Map([
    ['paella', 20],
    ['cana', 0],
    ['flan', 5],
  ]);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const line = (productId: string, minutesAgo: number, patch: Record<string, unknown> = {}) => ({
    productId,
    status: 'pending',
    createdAt: at(minutesAgo),
    ...patch,
  });
  it.each([
    ['a paella sent 10 minutes ago', [line('paella', 10)], 'on-time', 10],
    ['a paella sent 20 minutes ago', [line('paella', 20)], 'amber', 20],
    ['a paella sent 30 minutes ago', [line('paella', 30)], 'red', 30],
    ['a flan sent with it waits on the paella', [line('paella', 10), line('flan', 10)], 'on-time', 10],
    ['the drinks of a round are never late', [line('cana', 60)], 'on-time', 60],
    ['mains held for 40 minutes are not late', [line('paella', 40, { held: true })], 'on-time', null],
    [
      'mains fired 5 minutes ago count from the firing',
      [line('paella', 40, { firedAt: at(5) })],
      'on-time',
      5,
    ],
    [
      'a ready dish no longer counts',
      [line('paella', 40, { status: 'ready' }), line('flan', 2)],
      'on-time',
      2,
    ],
    ['a voided dish no longer counts', [line('paella', 40, { void: {} })], 'on-time', null],
  ] as Array<[string, Array<ReturnType<typeof line>>, string, number | null]>)(
    '%s → %s',
    (_, lines, colour, minutes) => {
      const timing = ticketLateness(lines, (id) => prep.get(id), now);
      expect(timing.lateness).toBe(colour);
      expect(timing.ageMs === null ? null : timing.ageMs / 60_000).toBe(minutes);
    },
  );

  it('takes a station’s factors', () => {
    const timing = ticketLateness([line('paella', 17)], (id) => prep.get(id), now, { amber: 0.8, red: 1.2 });
    expect(timing.lateness).toBe('amber');
  });
});
