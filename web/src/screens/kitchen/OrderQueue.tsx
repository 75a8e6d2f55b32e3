import { Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import {
  KITCHEN_ACTIONS,
  kitchenQueue,
  ORDER_STATUS_LABELS,
  type ActiveOrder,
  type KitchenStep,
  type Order,
} from '@restaurantpro/schema';
import { ListStates } from '../../components/ListStates.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { refOf } from '../../data/repositories/orders.ts';
import { useMoveOrder, type MoveOrderToasts } from '../../data/writes/useMoveOrder.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import { allergensByProduct } from '../../lib/order-lines.ts';
import { orderStatusToast, TOASTS } from '../../lib/toasts.ts';
import { OrderCard } from './OrderCard.tsx';
import { useNow } from '../../components/useNow.ts';

/** A tap on the kitchen queue: the spec's toast per new status, on the kitchen's own toast. */
const MOVE_TOASTS: MoveOrderToasts<KitchenStep> = {
  scope: 'kitchen',
  moved: (to) => orderStatusToast(to, ORDER_STATUS_LABELS[to]),
  failed: TOASTS.orderUpdateFailed,
};

/** 'Cola de Pedidos': live from the replica; each tap moves an order one step (spec §4). */
export function OrderQueue() {
  const orders = useLiveDocs('order');
  const tables = useLiveDocs('table');
  const products = useLiveDocs('product');
  // One map per catalogue change, so the memoised cards do not render again on every order.
  const allergens = useMemo(() => allergensByProduct(products.data ?? []), [products.data]);
  const prepMinutes = useMemo(
    () => new Map((products.data ?? []).map((product) => [refOf(product), product.preparationTime])),
    [products.data],
  );
  const now = useNow();
  const { move, busy } = useMoveOrder(MOVE_TOASTS);
  const tableNames = new Map((tables.data ?? []).map((table) => [refOf(table), `Mesa ${table.number}`]));
  const queue = kitchenQueue(orders.data ?? []);

  // Stable across renders, so the memoised cards do not all render again when one order changes.
  const advance = useCallback(
    (order: ActiveOrder<Order>) => void move(order._id, KITCHEN_ACTIONS[order.status].to),
    [move],
  );

  return (
    <Stack gap="3" as="section" aria-label="Cola de Pedidos" aria-busy={orders.status === 'loading'}>
      <div>
        <Heading as="h2" size="lg">
          Cola de Pedidos
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Actualización en tiempo real
        </Text>
      </div>
      <ListStates
        load={orders}
        skeleton={<SkeletonList rows={3} height="40" />}
        errorTitle="No se pudieron cargar los pedidos"
        isEmpty={queue.length === 0}
        emptyTitle="No hay pedidos en cola"
        emptyDescription="Los pedidos enviados desde el punto de venta aparecerán aquí al instante."
      >
        {queue.map((order) => (
          <OrderCard
            key={order._id}
            order={order}
            tableLabel={
              order.tableId ? (tableNames.get(order.tableId) ?? `Mesa ${order.tableId}`) : 'Sin mesa'
            }
            allergens={allergens}
            prepMinutes={prepMinutes}
            now={now}
            busy={busy === order._id}
            onMove={advance}
          />
        ))}
      </ListStates>
    </Stack>
  );
}
