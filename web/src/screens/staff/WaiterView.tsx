import { Heading, Stack } from '@chakra-ui/react';
import { useMemo, useReducer, useState } from 'react';
import { newId } from '@restaurantpro/schema';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { RoundContext } from '../../features/check/RoundContext.tsx';
import { TableCheckGrid } from '../../features/check/TableCheckGrid.tsx';
import { useCheckDialog } from '../../features/check/useCheckDialog.tsx';
import { refOf } from '../../data/repositories/orders.ts';
import { useFloorChecks } from '../../data/useFloorChecks.ts';
import { useSendOrder, type SendOrderToasts } from '../../data/writes/useSendOrder.ts';
import { describeError, TOASTS } from '../../lib/toasts.ts';
import { cartReducer, cartTotals, emptyCart } from '../../lib/cart.ts';
import { OrderBuilder } from './OrderBuilder.tsx';
import { createdToast, waiterMenu } from './staff-rules.ts';
import { clearStaffToasts } from './toasts.ts';
import type { StaffData } from './useStaffData.ts';

/** The staff screen's send: the same as the point of sale's, worded by being online or not. */
const SEND_TOASTS: SendOrderToasts = { scope: 'staff', sent: createdToast, failed: TOASTS.staffOrderCreateFailed };
const CHANNEL = { scope: 'staff' };

/**
 * 'Mesero': choose a table (its state, check total and time since it opened are on the picker), build
 * the order, send it: the first round opens the table's check with its guests, later ones join it.
 * A table in Limpieza opens its panel, where 'Mesa lista' frees it.
 */
export function WaiterView({ data }: { data: StaffData }) {
  const [cart, dispatch] = useReducer(cartReducer, undefined, () => emptyCart());
  const [guests, setGuests] = useState<number | null>(null);
  // The draft id, kept until a send succeeds, makes even a retried write the same single order.
  const { send: sendOrder, sending } = useSendOrder(SEND_TOASTS);
  const menu = useMemo(() => waiterMenu(data.products), [data.products]);
  const floor = useFloorChecks();
  const tables = floor.data?.tables ?? [];
  const checkDialog = useCheckDialog(tables, floor.data?.sources.checks ?? [], CHANNEL);
  const entry = tables.find((candidate) => refOf(candidate.table) === cart.tableId);

  async function send() {
    if (!entry || cart.lines.length === 0) return;
    const sent = await sendOrder({
      id: cart.draftId,
      tableId: refOf(entry.table),
      lines: cart.lines,
      lineIds: cart.lines.map((line) => line.id),
      ...(guests !== null && !entry.check ? { guests } : {}),
    });
    if (!sent) return;
    dispatch({ type: 'reset', draftId: newId() });
    dispatch({ type: 'selectTable', tableId: null });
    setGuests(null);
  }

  if (entry) {
    return (
      <>
        <OrderBuilder
          table={entry.table}
          menu={menu}
          cart={cart}
          total={cartTotals(cart, data.rates).total}
          dispatch={dispatch}
          sending={sending}
          onSend={() => void send()}
          onChangeTable={() => dispatch({ type: 'selectTable', tableId: null })}
          context={<RoundContext entry={entry} guests={guests} onGuests={setGuests} onOpenCheck={() => checkDialog.open(entry)} />}
        />
        {checkDialog.dialog}
      </>
    );
  }
  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        Selecciona una mesa
      </Heading>
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
              checkDialog.open(chosen);
              return;
            }
            setGuests(null);
            dispatch({ type: 'selectTable', tableId: refOf(chosen.table) });
          }}
        />
      )}
      {checkDialog.dialog}
    </Stack>
  );
}
