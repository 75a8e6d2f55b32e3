import { useCallback, useRef, useState } from 'react';
import type { ToastText } from '../../lib/toasts.ts';
import { CONFIRM_WAIT_MS } from '../../lib/timing.ts';
import { sendRound, type RoundDraft } from '../repositories/checks.ts';
import { useOrderSent } from '../terminal/order-sent.ts';
import { reportFailure, showToast, useWriteTarget } from './write.ts';

export interface SendOrderToasts {
  /** The task screen whose single toast shows the outcome ('pos', 'staff'). */
  scope: string;
  /** The confirmation, worded by whether the device is online (the order goes out now) or not. */
  sent: (online: boolean) => ToastText;
  failed: ToastText;
}

export interface SendOrder {
  /**
   * Writes the draft as a pending order, a round of the table's check (opened now, with `guests`,
   * when the table has no live check); resolves to whether it was stored. A tap while sending is ignored.
   */
  send: (draft: RoundDraft) => Promise<boolean>;
  sending: boolean;
}

/**
 * Sends an order to the kitchen from the point of sale and the staff screen: writes it to the floor
 * replica as the signed-in waiter, waits briefly for the server's receipt while the replication is
 * live, then confirms (or shows `failed`). The draft keeps its id on failure, so sending again cannot
 * create a second order. `toasts` should be a constant: `send` is stable while it is. On a shared
 * terminal set to lock after each order, the pad comes back once the order is confirmed.
 */
export function useSendOrder(toasts: SendOrderToasts): SendOrder {
  const target = useWriteTarget('floor');
  const orderSent = useOrderSent();
  const [sending, setSending] = useState(false);
  // A second tap can arrive before React re-renders the disabled button: the ref closes that gap.
  const sendingRef = useRef(false);

  const send = useCallback(
    async (draft: RoundDraft) => {
      if (sendingRef.current || !target) return false;
      sendingRef.current = true;
      const { replica } = target;
      // The write starts before 'Enviando...' renders: its first reads are under way meanwhile.
      const stored = sendRound(replica.db, draft, target.context());
      setSending(true);
      try {
        const { order } = await stored;
        // The replica is already pushing the order. Rendering the confirmation (the toast measures the
        // page) would hold that push up on a busy tablet, so while the replication is live it waits
        // for the delivery, a few tens of milliseconds; offline it shows at once.
        if (replica.pushes.live) await replica.pushes.whenDelivered(order._id, CONFIRM_WAIT_MS);
        showToast({ scope: toasts.scope }, toasts.sent(replica.pushes.online));
        orderSent();
        return true;
      } catch (error) {
        reportFailure({ channel: { scope: toasts.scope }, failed: toasts.failed, refusal: 'none' }, error);
        return false;
      } finally {
        sendingRef.current = false;
        setSending(false);
      }
    },
    [target, toasts, orderSent],
  );

  return { send, sending };
}
