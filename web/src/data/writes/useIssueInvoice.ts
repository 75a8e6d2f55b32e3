import { useCallback, useState } from 'react';
import type { Ticket } from '@restaurantpro/schema';
import { TOASTS } from '../../lib/toasts.ts';
import type { WriteContext } from '../repositories/context.ts';
import {
  type DirectInvoiceRequest,
  type InvoiceRequest,
  issueDirectInvoice,
  issueInvoice,
} from '../repositories/full-invoices.ts';
import { reportFailure, showToast, type ToastChannel, useWriteTarget } from './write.ts';

export interface IssueInvoice {
  /** Issues the full invoice replacing a simplified one; resolves to it, or null when it was not issued. */
  issue: (request: InvoiceRequest) => Promise<Ticket | null>;
  /** Issues the full invoice (F1) of a paid check without a ticket; resolves to it, or null. */
  issueDirect: (request: DirectInvoiceRequest) => Promise<Ticket | null>;
  busy: boolean;
}

/**
 * 'Factura completa' on the floor replica, as the signed-in user: one toast when the invoice is issued,
 * and the schema's reason (an unreplaceable ticket, a check already invoiced, a NIF that does not
 * verify) when it is refused.
 */
export function useIssueInvoice(channel: ToastChannel = 'app'): IssueInvoice {
  const target = useWriteTarget('floor');
  const [busy, setBusy] = useState(false);
  const channelKey = typeof channel === 'string' ? channel : channel.scope;

  const run = useCallback(
    async (
      write: (db: PouchDB.Database, context: WriteContext) => Promise<Ticket>,
      issued: typeof TOASTS.invoiceIssued,
    ) => {
      if (!target) return null;
      const scoped: ToastChannel = channelKey === 'app' ? 'app' : { scope: channelKey };
      setBusy(true);
      try {
        const invoice = await write(target.replica.db, target.context());
        showToast(scoped, issued);
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

  const issue = useCallback(
    (request: InvoiceRequest) => run((db, context) => issueInvoice(db, request, context), TOASTS.invoiceIssued),
    [run],
  );
  const issueDirect = useCallback(
    (request: DirectInvoiceRequest) =>
      run((db, context) => issueDirectInvoice(db, request, context), TOASTS.directInvoiceIssued),
    [run],
  );

  return { issue, issueDirect, busy };
}
