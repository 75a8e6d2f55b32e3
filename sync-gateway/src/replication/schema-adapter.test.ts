import { describe, expect, it } from 'vitest';
import {
  HELD_START_MESSAGE,
  RECALL_MESSAGE,
  moveLines,
  orderSchema,
  type LineMove,
  type Order,
  type OrderItem,
} from '@restaurantpro/schema';
import { orderDoc, type Doc } from '../../test/support/docs.ts';
import type { StoredDoc } from '../store/types.ts';
import { judgeIncoming, judgeOfflineEdit, offlineCreation, type DeviceActor } from './schema-adapter.ts';

const COOK: DeviceActor = { id: 'cook-1', role: 'cook' };

/** A stored round of two lines, the second of them `second` (a held main, say). */
function stored(second: Partial<OrderItem> = {}): StoredDoc {
  const order = orderDoc('waiter-1');
  const [line] = order.items as OrderItem[];
  const items = [line, { ...line, id: `${line?.id ?? ''}B`, ...second }] as OrderItem[];
  return { ...order, items, subtotal: '26.00', tax: '2.60', total: '28.60', _rev: '1-a' };
}

/** `order` after the cook's taps, one revision each, as a kitchen screen writes them offline. */
function tapped(order: Doc, moves: Array<(ids: string[]) => LineMove>): StoredDoc {
  const ids = (order.items as OrderItem[]).map((line) => line.id);
  let current = orderSchema.parse(order) as Order;
  moves.forEach((move, index) => {
    const at = `2026-11-22T12:0${index + 1}:00.000Z`;
    current = moveLines(current, move(ids), at, COOK.id) ?? current;
  });
  return { ...current, _rev: `${moves.length + 1}-b` };
}

const bump = (ids: string[]): LineMove => ({ kind: 'bump', lineIds: [ids[0] ?? ''] });
const recall = (ids: string[]): LineMove => ({ kind: 'recall', lineIds: [ids[0] ?? ''] });
const fire = (): LineMove => ({ kind: 'fire', course: 'principales' });
const bumpMain = (ids: string[]): LineMove => ({ kind: 'bump', lineIds: [ids[1] ?? ''] });
const recallMain = (ids: string[]): LineMove => ({ kind: 'recall', lineIds: [ids[1] ?? ''] });

describe('an order edited several times offline, judged against the stored revision', () => {
  it.each([
    { name: 'a line bumped and recalled', moves: [bump, recall] },
    { name: 'a line recalled twice, then bumped', moves: [bump, recall, bump, recall, bump] },
    {
      name: 'held mains fired, bumped and recalled',
      second: { course: 'principales', held: true } as const,
      moves: [fire, bumpMain, recallMain],
    },
  ])('$name: refused as one jump, accepted through its steps', ({ second, moves }) => {
    const base = stored(second);
    const head = tapped(base, moves);
    expect(judgeIncoming('floor', COOK, base, head)).toMatchObject({ ok: false, reason: RECALL_MESSAGE });
    expect(judgeOfflineEdit('floor', COOK, base, head)).toMatchObject({ ok: true });
  });

  it('keeps the rules of each step: a held line is not bumped to be recalled', () => {
    const base = stored({ course: 'principales', held: true });
    const [, main] = base.items as OrderItem[];
    const head = {
      ...base,
      items: [(base.items as OrderItem[])[0], { ...main, status: 'preparing', recalls: 1 }],
      updatedAt: '2026-11-22T12:02:00.000Z',
      updatedBy: COOK.id,
      _rev: '3-b',
    };
    expect(judgeOfflineEdit('floor', COOK, base, head)).toMatchObject({
      ok: false,
      reason: HELD_START_MESSAGE,
    });
  });

  it('keeps the rules of each step: a served line is not recalled', () => {
    const served = tapped(stored(), [(ids) => ({ kind: 'serve', lineIds: [ids[0] ?? ''] })]);
    const [line, other] = served.items as OrderItem[];
    const head = { ...served, items: [{ ...line, status: 'preparing', recalls: 1 }, other], _rev: '3-b' };
    expect(judgeOfflineEdit('floor', COOK, served, head)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Cambio de estado no permitido en la línea/),
    });
  });

  it('judges a round taken, bumped and recalled offline from its creation', () => {
    const waiter: DeviceActor = { id: 'waiter-1', role: 'waiter' };
    const base = stored();
    const head = { ...tapped(base, [bump, recall]), updatedBy: waiter.id };
    const created = offlineCreation(head);
    expect(created).not.toBeNull();
    expect(judgeIncoming('floor', waiter, null, created as StoredDoc)).toMatchObject({ ok: true });
    expect(judgeOfflineEdit('floor', waiter, created as StoredDoc, head)).toMatchObject({ ok: true });
  });
});
