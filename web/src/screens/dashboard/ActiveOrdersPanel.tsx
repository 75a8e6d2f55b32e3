import { Badge, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import {
  DASHBOARD_STATUS_LABELS,
  type ActiveOrderStatus,
  type DiningTable,
  type Order,
} from '@restaurantpro/schema';
import { BoxedItem } from '../../components/BoxedItem.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { OrderStatusBadge } from '../../components/OrderStatusBadge.tsx';
import { formatRelative } from '../../lib/format.ts';
import { SHOWN_ORDERS } from './dashboard-data.ts';

/** 'Pedidos Activos' (En tiempo real): the newest five active orders, then how many more. */
export function ActiveOrdersPanel({
  orders,
  tables,
  now,
}: {
  orders: readonly Order[];
  tables: readonly DiningTable[];
  now: Date;
}) {
  const tableNumbers = new Map(tables.map((t) => [t._id.slice('table:'.length), t.number]));
  const shown = orders.slice(0, SHOWN_ORDERS);
  return (
    <Card.Root h="full">
      <Card.Header>
        <Flex justify="space-between" align="center">
          <Heading as="h2" size="lg">
            Pedidos Activos
          </Heading>
          <Badge colorPalette="green" variant="subtle">
            En tiempo real
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body>
        {orders.length === 0 ? (
          <EmptyState
            title="No hay pedidos activos"
            description="Los pedidos enviados desde el punto de venta aparecen aquí."
          />
        ) : (
          <Stack gap="3" as="ul" listStyleType="none" data-testid="dashboard-orders">
            {shown.map((order) => {
              const number = order.tableId === undefined ? undefined : tableNumbers.get(order.tableId);
              return (
                <BoxedItem key={order._id} data-testid="dashboard-order">
                  <Flex justify="space-between" align="center" gap="2">
                    <Text fontWeight="semibold">
                      {order.tableId === undefined ? 'Sin mesa' : `Mesa ${number ?? order.tableId}`}
                    </Text>
                    <OrderStatusBadge
                      status={order.status}
                      label={DASHBOARD_STATUS_LABELS[order.status as ActiveOrderStatus]}
                    />
                  </Flex>
                  <Flex justify="space-between" fontSize="sm" color="fg.muted" gap="2">
                    <Text>Pedido: {order.orderNumber}</Text>
                    <Text>{formatRelative(order.createdAt, now)}</Text>
                  </Flex>
                  {order.notes && <Text fontSize="sm">Nota: {order.notes}</Text>}
                </BoxedItem>
              );
            })}
            {orders.length > SHOWN_ORDERS && (
              <Text color="fg.muted" fontSize="sm">
                y {orders.length - SHOWN_ORDERS} pedidos más...
              </Text>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
