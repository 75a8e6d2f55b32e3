import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useSession } from '../../data/session.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useReplica } from '../../data/ReplicaContext.ts';
import { moveOrder } from '../../data/repositories/orders.ts';
import { describeError, TOASTS } from '../../lib/toasts.ts';
import { statusToast, tableLabel } from './staff-rules.ts';
import { StaffOrderCard } from './StaffOrderCard.tsx';
import { isOnlineNow, notifyStaff } from './toasts.ts';
import type { StaffData, StaffOrder } from './useStaffData.ts';

/** 'Cocina': the queue of active orders, each moved one step with a tap (spec §4). */
export function KitchenView({ data }: { data: StaffData }) {
  const floor = useReplica('floor');
  const user = useSession((state) => state.user);
  const [busy, setBusy] = useState<string | null>(null);

  async function move(order: StaffOrder, to: 'preparing' | 'ready') {
    if (!floor || !user || busy) return;
    setBusy(order._id);
    try {
      await moveOrder(floor.db, order._id, to, user.id, new Date());
      notifyStaff(statusToast(isOnlineNow()));
    } catch (err) {
      notifyStaff(TOASTS.statusUpdateFailed);
      console.warn('No se pudo actualizar el estado', describeError(err), err);
    } finally {
      setBusy(null);
    }
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
              busy={busy === order._id}
              onMove={(to) => void move(order, to)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
