import { useCallback } from 'react';
import type { Ticket } from '@restaurantpro/schema';
import { TOASTS } from '../../lib/toasts.ts';
import {
  type DirectInvoiceRequest,
  type InvoiceRequest,
  issueDirectInvoice,
  issueInvoice,
} from '../repositories/full-invoices.ts';
import { useWriteRunner } from './useWriteRunner.ts';
import type { ToastChannel } from './write.ts';

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
  const { run, busy } = useWriteRunner(channel);
  const issue = useCallback(
    (request: InvoiceRequest) => run(issueInvoice, request, TOASTS.invoiceIssued, TOASTS.invoiceFailed),
    [run],
  );
  const issueDirect = useCallback(
    (request: DirectInvoiceRequest) =>
      run(issueDirectInvoice, request, TOASTS.directInvoiceIssued, TOASTS.invoiceFailed),
    [run],
  );
  return { issue, issueDirect, busy };
}
