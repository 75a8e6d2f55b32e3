import { Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { OrderStatusBadge } from '../../components/OrderStatusBadge.tsx';
import { Money } from '../../components/Money.tsx';
import { formatRelative } from '../../lib/format.ts';
import { STAFF_KITCHEN_ACTIONS } from './staff-rules.ts';
import type { StaffOrder } from './useStaffData.ts';

/** One active order: table, number, lines, status and (in the kitchen tab) its next step. */
export function StaffOrderCard({
  order,
  tableLabel,
  busy = false,
  onMove,
}: {
  order: StaffOrder;
  tableLabel: string;
  busy?: boolean;
  /** Absent in the manager's read-only list. */
  onMove?: (to: 'preparing' | 'ready') => void;
}) {
  const action = STAFF_KITCHEN_ACTIONS[order.status];
  return (
    <Card.Root data-testid="staff-order" data-order={order.orderNumber} data-status={order.status} size="sm">
      <Card.Body gap="2">
        <Flex justify="space-between" align="center" gap="2">
          <Text fontWeight="bold" fontSize="lg">
            {tableLabel}
          </Text>
          <OrderStatusBadge status={order.status} />
        </Flex>
        <Flex justify="space-between" fontSize="sm" color="fg.muted" gap="2">
          <Text>{`Pedido: ${order.orderNumber}`}</Text>
          <Text>{formatRelative(order.createdAt)}</Text>
        </Flex>
        <Stack as="ul" gap="0" listStyleType="none">
          {order.items
            .filter((item) => item.status !== 'cancelled')
            .map((item) => (
              <Text as="li" key={item.id}>{`${item.quantity}× ${item.productName}`}</Text>
            ))}
        </Stack>
        <Flex justify="space-between" align="center" gap="3">
          <Money amount={order.total} fontWeight="semibold" />
          {onMove && action && (
            <Button colorPalette="brand" minH="11" loading={busy} onClick={() => onMove(action.to)}>
              {action.label}
            </Button>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
