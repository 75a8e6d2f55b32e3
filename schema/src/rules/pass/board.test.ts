import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../enums.ts';
import {
  bumpableLines,
  passProgress,
  RECALL_WINDOW_MS,
  recallableTickets,
  servableLines,
  stationTickets,
  type BoardLine,
  type BoardRound,
} from './index.ts';

const T0 = '2026-11-21T20:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();

/** Drinks to the bar, everything else to the kitchen, 'agua' to no station at all. */
const ROUTES: Record<string, string | null> = { cana: 'barra', vino: 'barra', agua: null };
const routeOf = (line: BoardLine) =>
  line.stationId ?? (line.productId in ROUTES ? (ROUTES[line.productId] ?? null) : 'cocina');

function line(id: string, productId: string, status: OrderStatus, extra: Partial<BoardLine> = {}): BoardLine {
  return { id, productId, status, createdAt: T0, ...extra };
}

function round(id: string, items: BoardLine[], status: OrderStatus = 'pending', createdAt = T0): BoardRound {
  return { _id: `order:${id}`, status, createdAt, items };
}

describe("a station's board", () => {
  const drinksAndMains = round('r1', [
    line('a', 'cana', 'pending'),
    line('b', 'paella', 'pending', { held: true }),
    line('c', 'agua', 'pending'),
  ]);

  it('shows each station its lines, and lines no station makes on every station', () => {
    const bar = stationTickets([drinksAndMains], 'barra', routeOf);
    expect(bar.map((t) => t.lines.map((l) => l.id))).toEqual([['a', 'c']]);
    const kitchen = stationTickets([drinksAndMains], 'cocina', routeOf);
    expect(kitchen.map((t) => t.lines.map((l) => l.id))).toEqual([['b', 'c']]);
  });

  it('shows a held course so the station sees what is coming, but a bump leaves it held', () => {
    const kitchen = stationTickets([drinksAndMains], 'cocina', routeOf);
    expect(bumpableLines(kitchen[0]?.lines ?? [])).toEqual(['c']);
  });

  it('takes a round off once its lines there are done, voided or cancelled', () => {
    const done = round('r2', [
      line('a', 'cana', 'ready'),
      line('v', 'vino', 'pending', { void: { reason: 'quality' } }),
      line('x', 'vino', 'cancelled'),
      line('b', 'paella', 'preparing'),
    ]);
    expect(stationTickets([done], 'barra', routeOf)).toEqual([]);
    expect(stationTickets([done], 'cocina', routeOf)).toHaveLength(1);
  });

  it('orders tickets by when their part was fired, a fired course after the rounds sent meanwhile', () => {
    const fired = round('r3', [line('m', 'paella', 'pending', { firedAt: at(20) })]);
    const later = round('r4', [line('n', 'paella', 'pending', { createdAt: at(10) })], 'pending', at(10));
    expect(stationTickets([fired, later], 'cocina', routeOf).map((t) => t.round._id)).toEqual([
      'order:r4',
      'order:r3',
    ]);
  });

  it('keeps a line passed to another station on that one', () => {
    const passed = round('r5', [line('p', 'paella', 'pending', { stationId: 'barra' })]);
    expect(stationTickets([passed], 'cocina', routeOf)).toEqual([]);
    expect(stationTickets([passed], 'barra', routeOf)).toHaveLength(1);
  });

  it('leaves out rounds served, cancelled or still a draft', () => {
    const rounds = (['served', 'cancelled', 'draft'] as const).map((status) =>
      round(status, [line('l', 'paella', 'pending')], status),
    );
    expect(stationTickets(rounds, 'cocina', routeOf)).toEqual([]);
  });
});

describe("'Recuperar'", () => {
  const now = new Date(at(30));
  const bumped = (id: string, minutesAgo: number) =>
    round(id, [
      line(`${id}-1`, 'paella', 'ready', { bumpedAt: at(30 - minutesAgo) }),
      line(`${id}-2`, 'cana', 'pending'),
    ]);

  it('lists the tickets bumped in the last ten minutes, latest first, with the lines a recall brings back', () => {
    const found = recallableTickets(
      [bumped('old', 11), bumped('a', 9), bumped('b', 1)],
      'cocina',
      routeOf,
      now,
    );
    expect(found.map((t) => [t.round._id, t.lineIds])).toEqual([
      ['order:b', ['b-1']],
      ['order:a', ['a-1']],
    ]);
    expect(RECALL_WINDOW_MS).toBe(600_000);
  });

  it('does not list a ticket still on the board, nor one whose lines were served', () => {
    const partly = round('p', [
      line('p1', 'paella', 'ready', { bumpedAt: at(29) }),
      line('p2', 'paella', 'pending'),
    ]);
    const served = round('s', [line('s1', 'paella', 'served', { bumpedAt: at(29) })], 'served');
    expect(recallableTickets([partly, served], 'cocina', routeOf, now)).toEqual([]);
  });
});

describe('the pass', () => {
  const lines = [
    line('a', 'cana', 'ready'),
    line('b', 'vino', 'pending'),
    line('c', 'paella', 'ready'),
    line('d', 'paella', 'pending', { held: true }),
    line('e', 'agua', 'served'),
    line('f', 'paella', 'cancelled'),
  ];

  it("shows each station's progress in the stations' order, held courses apart", () => {
    expect(passProgress(lines, ['cocina', 'barra'], routeOf)).toEqual([
      { stationId: 'cocina', done: 1, total: 1, held: 1 },
      { stationId: 'barra', done: 1, total: 2, held: 0 },
      { stationId: null, done: 1, total: 1, held: 0 },
    ]);
  });

  it('serves the fired lines that are ready', () => {
    expect(servableLines(lines)).toEqual(['a', 'c']);
  });
});
