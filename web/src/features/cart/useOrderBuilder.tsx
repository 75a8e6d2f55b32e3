import { useCallback, useReducer, useState, type Dispatch, type ReactNode } from 'react';
import { newId, type Product } from '@restaurantpro/schema';
import { refOf } from '../../data/repositories/orders.ts';
import { useFloorChecks, type FloorChecks, type FloorTableCheck } from '../../data/useFloorChecks.ts';
import type { LiveResult } from '../../data/useLiveQuery.ts';
import type { ToastChannel } from '../../data/writes/write.ts';
import { useSendOrder, type SendOrderToasts } from '../../data/writes/useSendOrder.ts';
import {
  cartReducer,
  emptyCart,
  sendProblem,
  type Cart,
  type CartAction,
  type SendProblem,
} from '../../lib/cart.ts';
import { addLine, type LineChoice } from '../../lib/cart-lines.ts';
import { HeldCourses } from '../check/HeldCourses.tsx';
import { RoundContext } from '../check/RoundContext.tsx';
import { useCheckDialog } from '../check/useCheckDialog.tsx';
import { useModifierPicker } from './useModifierPicker.tsx';

export interface OrderBuilderOptions {
  /** How the screen words a send ('Pedido enviado', or the staff screen's online/offline toasts). */
  toasts: SendOrderToasts;
  /** Where the check dialog's toasts go. */
  channel: ToastChannel;
  /** Told after a dish goes into the order (the point of sale confirms it with a toast). Stable. */
  onAdded?: (product: Product) => void;
  /** Told why the order cannot go yet (no table, no lines). */
  onProblem?: (problem: NonNullable<SendProblem>) => void;
}

export interface OrderBuilder {
  cart: Cart;
  dispatch: Dispatch<CartAction>;
  /** Every table with its state and live check. */
  tables: readonly FloorTableCheck[];
  floor: LiveResult<FloorChecks>;
  /** The chosen table's entry, once one is chosen. */
  entry: FloorTableCheck | undefined;
  /** Adds a dish, asking for its modifiers first when it has groups. */
  choose: (product: Product) => void;
  /**
   * Sends the order as a round of the table's check (the first round opens it with its guests).
   * `leaveTable`: the order is done with its table (the staff screen goes back to the tables).
   * Resolves true once the round is stored.
   */
  send: (options?: { leaveTable?: boolean }) => Promise<boolean>;
  sending: boolean;
  /** Above the order: the guests of a new check, or the table's live check this order joins. */
  roundContext: ReactNode;
  /** The chosen table's held courses, each with its 'Marchar'; nothing when it holds none. */
  held: ReactNode;
  /** The check dialog and the modifier picker, rendered once wherever the screen likes. */
  dialogs: ReactNode;
  /** Opens the check dialog of a table (a table in Limpieza is freed there). */
  openCheck: (entry: FloorTableCheck) => void;
}

/**
 * The point of sale's and the staff screen's order: the cart, the table's live check and the
 * guests of a new one, the modifier picker and the send. The draft id, kept until a send succeeds,
 * makes even a retried write the same single order.
 */
export function useOrderBuilder({ toasts, channel, onAdded, onProblem }: OrderBuilderOptions): OrderBuilder {
  const [cart, dispatch] = useReducer(cartReducer, undefined, () => emptyCart());
  const { send: sendOrder, sending } = useSendOrder(toasts);
  const floor = useFloorChecks();
  const tables = floor.data?.tables ?? [];
  const entry = tables.find((candidate) => refOf(candidate.table) === cart.tableId);
  // Guests belong to the table they were typed for: choosing another table starts from its capacity.
  const [guests, setGuests] = useState<{ tableId: string; guests: number | null } | null>(null);
  const guestsHere = guests?.tableId === cart.tableId ? guests.guests : null;
  const checkDialog = useCheckDialog(tables, floor.data?.sources.checks ?? [], channel);

  const addChosen = useCallback(
    (product: Product, choice: LineChoice) => {
      dispatch(addLine(product, newId(), choice));
      onAdded?.(product);
    },
    [onAdded],
  );
  const { choose, picker } = useModifierPicker(addChosen);

  async function send({ leaveTable = false }: { leaveTable?: boolean } = {}): Promise<boolean> {
    if (sending) return false;
    const problem = sendProblem(cart);
    if (problem !== null || !cart.tableId) {
      if (problem !== null) onProblem?.(problem);
      return false;
    }
    const lines = cart.lines;
    const sent = await sendOrder({
      id: cart.draftId,
      tableId: cart.tableId,
      lines,
      lineIds: lines.map((line) => line.id),
      ...(guestsHere !== null && !entry?.check ? { guests: guestsHere } : {}),
    });
    if (!sent) return false;
    if (leaveTable) {
      dispatch({ type: 'reset', draftId: newId() });
      dispatch({ type: 'selectTable', tableId: null });
    } else {
      // Lines added while the round was on its way stay in the next one.
      dispatch({ type: 'sent', draftId: newId(), lines });
    }
    setGuests(null);
    return true;
  }

  const roundContext = entry ? (
    <RoundContext
      entry={entry}
      guests={guestsHere}
      onGuests={(value) => setGuests({ tableId: refOf(entry.table), guests: value })}
      onOpenCheck={() => checkDialog.open(entry)}
    />
  ) : null;

  return {
    cart,
    dispatch,
    tables,
    floor,
    entry,
    choose,
    send,
    sending,
    roundContext,
    held: entry ? <HeldCourses entry={entry} channel={channel} /> : null,
    dialogs: (
      <>
        {checkDialog.dialog}
        {picker}
      </>
    ),
    openCheck: checkDialog.open,
  };
}
