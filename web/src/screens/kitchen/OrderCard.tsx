import { Badge, Box, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import { memo } from 'react';
import {
  KITCHEN_ACTIONS,
  KITCHEN_STATUS_LABELS,
  type ActiveOrderStatus,
  type Order,
} from '@restaurantpro/schema';
import { OrderLineDetails } from '../../components/OrderLineDetails.tsx';
import { OrderStatusBadge } from '../../components/OrderStatusBadge.tsx';
import { kitchenLines } from '../../lib/order-lines.ts';
import { formatWaiting, minutesWaiting } from './queue.ts';

/**
 * One order in the kitchen queue: table, number, lines with quantities, modifiers, notes and
 * allergens (a voided line struck through), time waiting, next step. Memoised: when an order
 * arrives or moves, the other cards (same document, same minute) stay.
 */
export const OrderCard = memo(function OrderCard({
  order,
  tableLabel,
  allergens,
  now,
  busy,
  onMove,
}: {
  order: Order & { status: ActiveOrderStatus };
  tableLabel: string;
  /** Each product's declared allergens, by product reference. */
  allergens: ReadonlyMap<string, string>;
  now: Date;
  busy: boolean;
  onMove: (order: Order & { status: ActiveOrderStatus }) => void;
}) {
  const action = KITCHEN_ACTIONS[order.status];
  return (
    <Card.Root
      data-testid="kitchen-order"
      data-order={order.orderNumber}
      data-status={order.status}
      borderWidth="2px"
    >
      <Card.Body gap="3" p="4">
        <Flex justify="space-between" align="center" gap="2">
          <Text fontSize="xl" fontWeight="bold">
            {tableLabel}
          </Text>
          <OrderStatusBadge status={order.status} label={KITCHEN_STATUS_LABELS[order.status]} />
        </Flex>
        <HStack justify="space-between" color="fg.muted" fontSize="sm">
          <Text>{`Pedido: ${order.orderNumber}`}</Text>
          <HStack gap="1">
            <Clock size={14} />
            <Text className="tabular">{formatWaiting(minutesWaiting(order.createdAt, now))}</Text>
          </HStack>
        </HStack>
        <Stack gap="2" as="ul" listStyleType="none">
          {kitchenLines(order.items).map((item) => (
            <li key={item.id} data-testid="kitchen-line" data-voided={item.void ? 'true' : undefined}>
              <Text
                fontSize="lg"
                textDecoration={item.void ? 'line-through' : undefined}
                color={item.void ? 'fg.muted' : undefined}
              >
                <Badge variant="solid" mr="2" fontSize="md">{`${item.quantity}×`}</Badge>
                {item.productName}
              </Text>
              <Box ms="10">
                <OrderLineDetails item={item} allergens={allergens.get(item.productId)} />
              </Box>
            </li>
          ))}
        </Stack>
        {order.notes && <Text color="fg.warning">{`Nota: ${order.notes}`}</Text>}
        <Button
          size="lg"
          colorPalette={order.status === 'ready' ? 'green' : 'brand'}
          onClick={() => onMove(order)}
          disabled={busy}
        >
          {action.label}
        </Button>
      </Card.Body>
    </Card.Root>
  );
});
