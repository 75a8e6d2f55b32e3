import { Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import {
  type RateSources,
  roundTotals,
  STAFF_KITCHEN_ACTIONS,
  type StaffKitchenStep,
} from '@restaurantpro/schema';
import { OrderLineDetails } from '../../components/OrderLineDetails.tsx';
import { OrderStatusBadge } from '../../components/OrderStatusBadge.tsx';
import { Money } from '../../components/Money.tsx';
import { formatRelative } from '../../lib/format.ts';
import { kitchenLines } from '../../lib/order-lines.ts';
import type { StaffOrder } from './useStaffData.ts';

/**
 * One active order: table, number, lines (with modifiers, notes and allergens; a voided line struck
 * through), what its charged lines come to at their own IVA rates, status and (in the kitchen tab)
 * its next step.
 */
export function StaffOrderCard({
  order,
  tableLabel,
  rates,
  allergens,
  busy = false,
  onMove,
}: {
  order: StaffOrder;
  tableLabel: string;
  /** Each product's IVA rate and the default (the bill's), to price the round's charged lines. */
  rates: RateSources;
  /** Each product's declared allergens, by product reference. */
  allergens?: ReadonlyMap<string, string>;
  busy?: boolean;
  /** Absent in the manager's read-only list. */
  onMove?: (to: StaffKitchenStep) => void;
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
        <Stack as="ul" gap="1" listStyleType="none">
          {kitchenLines(order.items).map((item) => (
            <li key={item.id} data-testid="staff-order-line" data-voided={item.void ? 'true' : undefined}>
              <Text
                textDecoration={item.void ? 'line-through' : undefined}
                color={item.void ? 'fg.muted' : undefined}
              >
                {`${item.quantity}× ${item.productName}`}
              </Text>
              <OrderLineDetails item={item} allergens={allergens?.get(item.productId)} fontSize="sm" />
            </li>
          ))}
        </Stack>
        <Flex justify="space-between" align="center" gap="3">
          <Money
            amount={roundTotals(order.items, rates).total}
            fontWeight="semibold"
            data-testid="staff-order-total"
          />
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
