import { useCallback } from 'react';
import type { Annulment } from '@restaurantpro/schema';
import { TOASTS } from '../../lib/toasts.ts';
import { type AnnulTicketRequest, annulTicket } from '../repositories/annulments.ts';
import { useWriteRunner } from './useWriteRunner.ts';
import type { ToastChannel } from './write.ts';

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
  const { run, busy } = useWriteRunner(channel);
  const annul = useCallback(
    (request: AnnulTicketRequest) => run(annulTicket, request, TOASTS.ticketAnnulled, TOASTS.annulmentFailed),
    [run],
  );
  return { annul, busy };
}
