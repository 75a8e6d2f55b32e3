import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { StaffKitchenStep } from '@restaurantpro/schema';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useMoveOrder, type MoveOrderToasts } from '../../data/writes/useMoveOrder.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { statusToast } from './staff-rules.ts';
import { StaffOrderCards } from './StaffOrderCards.tsx';
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
          <StaffOrderCards orders={data.orders} data={data} busy={busy} onMove={tap} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
