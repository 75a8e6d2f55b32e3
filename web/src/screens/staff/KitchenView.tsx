import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { StaffKitchenStep } from '@restaurantpro/schema';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useMoveOrder, type MoveOrderToasts } from '../../data/writes/useMoveOrder.ts';
import { allergensByProduct } from '../../lib/order-lines.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { statusToast, tableLabel } from './staff-rules.ts';
import { StaffOrderCard } from './StaffOrderCard.tsx';
import type { StaffData, StaffOrder } from './useStaffData.ts';

/** A move on the staff screen: 'Estado actualizado', worded by being online or not. */
const MOVE_TOASTS: MoveOrderToasts<StaffKitchenStep> = {
  scope: 'staff',
  moved: (_to, online) => statusToast(online),
  failed: TOASTS.statusUpdateFailed,
};

/** 'Cocina': the queue of active orders, each moved one step with a tap (spec §4). */
export function KitchenView({ data }: { data: StaffData }) {
  const { move, busy } = useMoveOrder(MOVE_TOASTS);
  const allergens = useMemo(() => allergensByProduct(data.products), [data.products]);

  function tap(order: StaffOrder, to: StaffKitchenStep) {
    if (busy) return;
    void move(order._id, to);
  }

  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        Cola de Cocina
      </Heading>
      {data.orders.length === 0 ? (
        <EmptyState
          title="No hay pedidos pendientes"
          description="Los pedidos enviados por los meseros aparecerán aquí."
        />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {data.orders.map((order) => (
            <StaffOrderCard
              key={order._id}
              order={order}
              tableLabel={tableLabel(order.tableId, data.tableNumbers)}
              rates={data.rates}
              allergens={allergens}
              busy={busy === order._id}
              onMove={(to) => tap(order, to)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
