import { useCallback, useState } from 'react';
import type { Annulment } from '@restaurantpro/schema';
import { TOASTS } from '../../lib/toasts.ts';
import { type AnnulTicketRequest, annulTicket } from '../repositories/annulments.ts';
import { reportFailure, showToast, type ToastChannel, useWriteTarget } from './write.ts';

export interface AnnulTicket {
  /** Cancels a ticket issued in error; resolves to its annulment, or null when it was not written. */
  annul: (request: AnnulTicketRequest) => Promise<Annulment | null>;
  busy: boolean;
}

/**
 * 'Anular ticket' on the floor replica, as the signed-in manager, offline or not: one toast when the
 * ticket is cancelled, and the schema's reason (a waiter, a refunded or replaced ticket, a closed
 * day) when it is refused.
 */
export function useAnnulTicket(channel: ToastChannel = 'app'): AnnulTicket {
  const target = useWriteTarget('floor');
  const [busy, setBusy] = useState(false);
  const channelKey = typeof channel === 'string' ? channel : channel.scope;

  const annul = useCallback(
    async (request: AnnulTicketRequest) => {
      if (!target) return null;
      const scoped: ToastChannel = channelKey === 'app' ? 'app' : { scope: channelKey };
      setBusy(true);
      try {
        const annulment = await annulTicket(target.replica.db, request, target.context());
        showToast(scoped, TOASTS.ticketAnnulled);
        return annulment;
      } catch (error) {
        reportFailure({ channel: scoped, failed: TOASTS.annulmentFailed, refusal: 'reason' }, error);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [target, channelKey],
  );

  return { annul, busy };
}
