import { Heading, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { SentCourses } from '../../features/check/SentCourses.tsx';
import { TableCheckGrid } from '../../features/check/TableCheckGrid.tsx';
import { refOf } from '../../data/repositories/orders.ts';
import { useSession } from '../../data/session.ts';
import type { SendOrderToasts } from '../../data/writes/useSendOrder.ts';
import { useOrderBuilder } from '../../features/cart/useOrderBuilder.tsx';
import { describeError, TOASTS } from '../../lib/toasts.ts';
import { cartTotals } from '../../lib/cart.ts';
import { HeldTables } from './HeldTables.tsx';
import { OrderBuilder } from './OrderBuilder.tsx';
import { createdToast, waiterMenu } from './staff-rules.ts';
import { clearStaffToasts } from './toasts.ts';
import type { StaffData } from './useStaffData.ts';

/** The staff screen's send: the same as the point of sale's, worded by being online or not. */
const SEND_TOASTS: SendOrderToasts = {
  scope: 'staff',
  sent: createdToast,
  failed: TOASTS.staffOrderCreateFailed,
};
const CHANNEL = { scope: 'staff' };

/**
 * 'Mesero': choose a table (its state, check total and time since it opened are on the picker), build
 * the order, send it: the first round opens the table's check with its guests, later ones join it.
 * A table in Limpieza opens its panel, where 'Mesa lista' frees it. Their tables' rounds show course
 * by course, and a held course goes to the kitchen with 'Marchar', from the tables or the table.
 */
export function WaiterView({ data }: { data: StaffData }) {
  const builder = useOrderBuilder({ toasts: SEND_TOASTS, channel: CHANNEL });
  const { cart, dispatch, entry, tables, floor } = builder;
  const menu = useMemo(() => waiterMenu(data.products), [data.products]);
  const waiterId = useSession((state) => state.user?.id);

  if (entry) {
    return (
      <>
        <OrderBuilder
          table={entry.table}
          menu={menu}
          cart={cart}
          total={cartTotals(cart, data.rates).total}
          dispatch={dispatch}
          choose={builder.choose}
          sending={builder.sending}
          onSend={() => void builder.send({ leaveTable: true })}
          onChangeTable={() => dispatch({ type: 'selectTable', tableId: null })}
          context={
            <>
              {builder.roundContext}
              <SentCourses entry={entry} channel={CHANNEL} />
            </>
          }
        />
        {builder.dialogs}
      </>
    );
  }
  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        Selecciona una mesa
      </Heading>
      <HeldTables tables={tables} waiterId={waiterId} channel={CHANNEL} />
      {floor.status === 'error' ? (
        <ErrorState title="No se pudieron cargar las mesas" description={describeError(floor.error)} />
      ) : tables.length === 0 && floor.status === 'done' ? (
        <EmptyState title="No hay mesas" description="Crea mesas en Gestión de Mesas para tomar pedidos." />
      ) : (
        <TableCheckGrid
          tables={tables}
          onChoose={(chosen) => {
            clearStaffToasts();
            if (chosen.state === 'cleaning') {
              builder.openCheck(chosen);
              return;
            }
            dispatch({ type: 'selectTable', tableId: refOf(chosen.table) });
          }}
        />
      )}
      {builder.dialogs}
    </Stack>
  );
}
