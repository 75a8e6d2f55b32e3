import { describe, expect, it } from 'vitest';
import type { CheckLine, OrderItem } from '@restaurantpro/schema';
import { groupByCourse, heldCourseRounds } from './courses.ts';
import { lineCourse } from '@restaurantpro/schema';

const AT = '2026-11-22T12:00:00.000Z';

function line(id: string, fields: Partial<OrderItem>): OrderItem {
  return {
    id,
    productId: id,
    productName: id,
    quantity: 1,
    unitPrice: '1.00',
    subtotal: '1.00',
    status: 'pending',
    createdAt: AT,
    ...fields,
  };
}

const on = (orderId: string, item: OrderItem): CheckLine => ({ orderId, orderNumber: orderId, line: item });

describe('courses of a table', () => {
  it('groups in serving order whatever order the lines came in, and an old line without a course is a main', () => {
    const lines = [
      line('cana', { course: 'bebidas' }),
      line('flan', { course: 'postres' }),
      line('old', {}),
      line('bravas', { course: 'entrantes' }),
    ];
    expect(
      groupByCourse(lines, lineCourse).map(({ course, items }) => [course, items.map(({ id }) => id)]),
    ).toEqual([
      ['entrantes', ['bravas']],
      ['principales', ['old']],
      ['postres', ['flan']],
      ['bebidas', ['cana']],
    ]);
  });

  it.each<[string, CheckLine[], Array<[string, string[]]>]>([
    ['nothing held', [on('r1', line('bravas', { course: 'entrantes' }))], []],
    [
      'mains held in two rounds, desserts in one',
      [
        on('r1', line('paella', { course: 'principales', held: true })),
        on('r1', line('merluza', { course: 'principales', held: true })),
        on('r2', line('solomillo', { course: 'principales', held: true })),
        on('r2', line('flan', { course: 'postres', held: true })),
      ],
      [
        ['principales', ['r1', 'r2']],
        ['postres', ['r2']],
      ],
    ],
    [
      'a fired course and a cancelled line wait for nothing',
      [
        on('r1', line('paella', { course: 'principales', held: true, firedAt: AT })),
        on('r1', line('flan', { course: 'postres', held: true, status: 'cancelled' })),
      ],
      [],
    ],
    [
      'a voided held line is never fired: it offers no Marchar',
      [
        on(
          'r1',
          line('paella', {
            course: 'principales',
            held: true,
            void: { reason: 'customer_changed', by: 'w', at: AT },
          }),
        ),
      ],
      [],
    ],
  ])('%s', (_case, lines, held) => {
    expect(heldCourseRounds(lines).map(({ course, orderIds }) => [course, orderIds])).toEqual(held);
  });
});
