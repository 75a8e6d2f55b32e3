import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order, OrderItem } from '@restaurantpro/schema';
import { OrderCard } from './OrderCard.tsx';

afterEach(() => {
  cleanup();
});

const SENT = '2026-11-21T20:00:00.000Z';
const line = (
  id: string,
  productId: string,
  productName: string,
  patch: Partial<OrderItem> = {},
): OrderItem => ({
  id,
  productId,
  productName,
  quantity: 1,
  unitPrice: '10.00',
  subtotal: '10.00',
  status: 'pending',
  createdAt: SENT,
  ...patch,
});
const round = (items: OrderItem[]): Order & { status: 'pending' } => ({
  _id: 'order:O1',
  type: 'order',
  createdAt: SENT,
  updatedAt: SENT,
  updatedBy: 'U1',
  orderNumber: 'K7-001',
  tableId: 'T4',
  waiterId: 'U1',
  businessDate: '2026-11-21',
  subtotal: '20.00',
  tax: '2.00',
  total: '22.00',
  items,
  status: 'pending',
});
const prep = new Map([
  ['ensalada', 10],
  ['paella', 20],
]);

function card(order: Order & { status: 'pending' }, minutesLater: number) {
  render(
    <ChakraProvider value={defaultSystem}>
      <OrderCard
        order={order}
        tableLabel="Mesa 4"
        allergens={new Map()}
        prepMinutes={prep}
        now={new Date(Date.parse(SENT) + minutesLater * 60_000)}
        busy={false}
        onMove={() => undefined}
      />
    </ChakraProvider>,
  );
  return screen.getByTestId('kitchen-order');
}

describe('a kitchen ticket', () => {
  const withHeldMains = round([
    line('s', 'ensalada', 'Ensalada mixta', { course: 'entrantes' }),
    line('m', 'paella', 'Paella valenciana', { course: 'principales', held: true }),
  ]);

  it('shows a held course dimmed with what it waits for, the rest as usual', () => {
    const ticket = card(withHeldMains, 1);
    const [starter, main] = within(ticket).getAllByTestId('kitchen-line');
    expect(starter?.dataset.held).toBeUndefined();
    expect(main?.dataset.held).toBe('true');
    expect(main?.style.opacity).toBe('0.5');
    expect(within(main as HTMLElement).getByText('En espera · Principales')).toBeTruthy();
  });

  it.each([
    [5, 'on-time'],
    [10, 'amber'],
    [15, 'red'],
  ])(
    '%i minutes after it was sent its starters make it %s (the held paella does not count)',
    (minutes, late) => {
      expect(card(withHeldMains, minutes).dataset.late).toBe(late);
    },
  );
});
