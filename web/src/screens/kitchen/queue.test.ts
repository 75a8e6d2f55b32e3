import { describe, expect, it } from 'vitest';
import { formatWaiting, kitchenQueue, minutesWaiting } from './queue.ts';

describe('kitchen queue', () => {
  it('keeps active orders only, oldest first', () => {
    const orders = [
      { id: 'c', status: 'ready', createdAt: '2026-11-22T12:03:00.000Z' },
      { id: 'x', status: 'served', createdAt: '2026-11-22T12:00:00.000Z' },
      { id: 'a', status: 'pending', createdAt: '2026-11-22T12:01:00.000Z' },
      { id: 'y', status: 'cancelled', createdAt: '2026-11-22T12:00:30.000Z' },
      { id: 'b', status: 'preparing', createdAt: '2026-11-22T12:02:00.000Z' },
    ] as const;
    expect(kitchenQueue(orders).map((order) => order.id)).toEqual(['a', 'b', 'c']);
  });

  it('counts whole minutes waiting and formats them', () => {
    const now = new Date('2026-11-22T13:15:30Z');
    expect(minutesWaiting('2026-11-22T13:10:00Z', now)).toBe(5);
    expect(minutesWaiting('2026-11-22T13:20:00Z', now)).toBe(0);
    expect(formatWaiting(5)).toBe('5 min');
    expect(formatWaiting(72)).toBe('1 h 12 min');
  });
});
