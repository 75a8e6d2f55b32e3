import { Badge, Box, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import { memo } from 'react';
import {
  courseLabel,
  isHeld,
  KITCHEN_ACTIONS,
  KITCHEN_STATUS_LABELS,
  ticketLateness,
  type ActiveOrderStatus,
  type Lateness,
  type Order,
} from '@restaurantpro/schema';
import { OrderLineDetails } from '../../components/OrderLineDetails.tsx';
import { OrderStatusBadge } from '../../components/OrderStatusBadge.tsx';
import { kitchenLines } from '../../lib/order-lines.ts';
import { formatWaiting, minutesWaiting } from './queue.ts';

/** The card's border by how late it is: nothing to say on time, amber, then red. */
const LATE_BORDER: Record<Lateness, string | undefined> = {
  'on-time': undefined,
  amber: 'orange.500',
  red: 'red.500',
};

/**
 * One order in the kitchen queue: table, number, lines with quantities, modifiers, notes and
 * allergens (a voided line struck through, a held course dimmed with what it waits for), time
 * waiting, next step; its border turns amber, then red, as its dishes run past their preparation
 * time. Memoised: when an order arrives or moves, the other cards (same document, same minute) stay.
 */
export const OrderCard = memo(function OrderCard({
  order,
  tableLabel,
  allergens,
  prepMinutes,
  now,
  busy,
  onMove,
}: {
  order: Order & { status: ActiveOrderStatus };
  tableLabel: string;
  /** Each product's declared allergens, by product reference. */
  allergens: ReadonlyMap<string, string>;
  /** Each product's preparation time in minutes, by product reference. */
  prepMinutes: ReadonlyMap<string, number>;
  now: Date;
  busy: boolean;
  onMove: (order: Order & { status: ActiveOrderStatus }) => void;
}) {
  const action = KITCHEN_ACTIONS[order.status];
  const { lateness } = ticketLateness(order.items, (id) => prepMinutes.get(id), now);
  return (
    <Card.Root
      data-testid="kitchen-order"
      data-order={order.orderNumber}
      data-status={order.status}
      data-late={lateness}
      borderWidth="2px"
      borderColor={LATE_BORDER[lateness]}
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
            <li
              key={item.id}
              data-testid="kitchen-line"
              data-voided={item.void ? 'true' : undefined}
              data-held={isHeld(item) ? 'true' : undefined}
              style={isHeld(item) ? { opacity: 0.5 } : undefined}
            >
              <Text
                fontSize="lg"
                textDecoration={item.void ? 'line-through' : undefined}
                color={item.void ? 'fg.muted' : undefined}
              >
                <Badge variant="solid" mr="2" fontSize="md">{`${item.quantity}×`}</Badge>
                {item.productName}
              </Text>
              {isHeld(item) && (
                <Text
                  ms="10"
                  fontSize="sm"
                  color="fg.muted"
                >{`En espera · ${courseLabel(item.course)}`}</Text>
              )}
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
