import { Heading, Stack } from '@chakra-ui/react';
import { useMemo, useReducer } from 'react';
import { newId } from '@restaurantpro/schema';
import { EmptyState } from '../../components/EmptyState.tsx';
import { refOf } from '../../data/repositories/orders.ts';
import { useSendOrder, type SendOrderToasts } from '../../data/writes/useSendOrder.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { cartReducer, emptyCart } from '../../lib/cart.ts';
import { OrderBuilder } from './OrderBuilder.tsx';
import { createdToast, waiterMenu } from './staff-rules.ts';
import { TableGrid } from './TableGrid.tsx';
import { clearStaffToasts } from './toasts.ts';
import type { StaffData } from './useStaffData.ts';

/** The staff screen's send: the same as the point of sale's, worded by being online or not. */
const SEND_TOASTS: SendOrderToasts = { scope: 'staff', sent: createdToast, failed: TOASTS.staffOrderCreateFailed };

/** 'Mesero': choose a free table, build the order, send it to the local replica (and on to the kitchen). */
export function WaiterView({ data }: { data: StaffData }) {
  const [cart, dispatch] = useReducer(cartReducer, undefined, () => emptyCart());
  // The draft id, kept until a send succeeds, makes even a retried write the same single order.
  const { send: sendOrder, sending } = useSendOrder(SEND_TOASTS);
  const menu = useMemo(() => waiterMenu(data.products), [data.products]);
  const table = data.tables.find((candidate) => refOf(candidate) === cart.tableId);

  async function send() {
    if (!table || cart.lines.length === 0) return;
    const sent = await sendOrder({
      id: cart.draftId,
      tableId: refOf(table),
      lines: cart.lines,
      lineIds: cart.lines.map((line) => line.id),
    });
    if (!sent) return;
    dispatch({ type: 'reset', draftId: newId() });
    dispatch({ type: 'selectTable', tableId: null });
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
