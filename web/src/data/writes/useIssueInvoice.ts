import { useCallback, useState } from 'react';
import type { Ticket } from '@restaurantpro/schema';
import { TOASTS } from '../../lib/toasts.ts';
import { type InvoiceRequest, issueInvoice } from '../repositories/full-invoices.ts';
import { reportFailure, showToast, type ToastChannel, useWriteTarget } from './write.ts';

export interface IssueInvoice {
  /** Issues the full invoice replacing a simplified one; resolves to it, or null when it was not issued. */
  issue: (request: InvoiceRequest) => Promise<Ticket | null>;
  busy: boolean;
}

/**
 * 'Factura completa' on the floor replica, as the signed-in user: one toast when the invoice is issued,
 * and the schema's reason (an unreplaceable ticket, a NIF that does not verify) when it is refused.
 */
export function useIssueInvoice(channel: ToastChannel = 'app'): IssueInvoice {
  const target = useWriteTarget('floor');
  const [busy, setBusy] = useState(false);
  const channelKey = typeof channel === 'string' ? channel : channel.scope;

  const issue = useCallback(
    async (request: InvoiceRequest) => {
      if (!target) return null;
      const scoped: ToastChannel = channelKey === 'app' ? 'app' : { scope: channelKey };
      setBusy(true);
      try {
        const invoice = await issueInvoice(target.replica.db, request, target.context());
        showToast(scoped, TOASTS.invoiceIssued);
        return invoice;
      } catch (error) {
        reportFailure({ channel: scoped, failed: TOASTS.invoiceFailed, refusal: 'reason' }, error);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [target, channelKey],
  );

  return { issue, busy };
}
