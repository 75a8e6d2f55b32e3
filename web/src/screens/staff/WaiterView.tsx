import { Heading, Stack } from '@chakra-ui/react';
import { useMemo, useReducer, useRef, useState } from 'react';
import { newId } from '@restaurantpro/schema';
import { useSession } from '../../data/session.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useReplica } from '../../data/ReplicaContext.ts';
import { createOrder, refOf } from '../../data/repositories/orders.ts';
import { describeError, TOASTS } from '../../lib/toasts.ts';
import { cartReducer, emptyCart } from '../../lib/cart.ts';
import { OrderBuilder } from './OrderBuilder.tsx';
import { createdToast, waiterMenu } from './staff-rules.ts';
import { TableGrid } from './TableGrid.tsx';
import { clearStaffToasts, isOnlineNow, notifyStaff } from './toasts.ts';
import type { StaffData } from './useStaffData.ts';

/** 'Mesero': choose a free table, build the order, send it to the local replica (and on to the kitchen). */
export function WaiterView({ data }: { data: StaffData }) {
  const floor = useReplica('floor');
  const user = useSession((state) => state.user);
  const [cart, dispatch] = useReducer(cartReducer, undefined, () => emptyCart());
  const [sending, setSending] = useState(false);
  // A second tap can land before React re-renders the disabled button: the ref closes that gap, and
  // the draft id (kept until a send succeeds) makes even a retried write the same single order.
  const sendingRef = useRef(false);
  const menu = useMemo(() => waiterMenu(data.products), [data.products]);
  const table = data.tables.find((candidate) => refOf(candidate) === cart.tableId);

  async function send() {
    if (sendingRef.current || !floor || !user || !table || cart.lines.length === 0) return;
    sendingRef.current = true;
    setSending(true);
    try {
      await createOrder(floor.db, {
        id: cart.draftId,
        tableId: refOf(table),
        waiterId: user.id,
        lines: cart.lines,
        lineIds: cart.lines.map((line) => line.id),
        now: new Date(),
      });
      dispatch({ type: 'reset', draftId: newId() });
      dispatch({ type: 'selectTable', tableId: null });
      notifyStaff(createdToast(isOnlineNow()));
    } catch (err) {
      notifyStaff(TOASTS.staffOrderCreateFailed);
      console.warn('No se pudo crear el pedido', describeError(err), err);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  if (table) {
    return (
      <OrderBuilder
        table={table}
        menu={menu}
        cart={cart}
        dispatch={dispatch}
        sending={sending}
        onSend={() => void send()}
        onChangeTable={() => dispatch({ type: 'selectTable', tableId: null })}
      />
    );
  }
  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        Selecciona una mesa
      </Heading>
      {data.tables.length === 0 ? (
        <EmptyState title="No hay mesas" description="Crea mesas en Gestión de Mesas para tomar pedidos." />
      ) : (
        <TableGrid
          tables={data.tables}
          onChoose={(chosen) => {
            clearStaffToasts();
            dispatch({ type: 'selectTable', tableId: refOf(chosen) });
          }}
        />
      )}
    </Stack>
  );
}
