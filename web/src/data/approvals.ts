import { VOID_OFFLINE_MESSAGE } from '@restaurantpro/schema';
import type { Approval } from './repositories/voids.ts';

/**
 * A manager's confirmation typed on a waiter's device: the gateway checks the manager's credentials
 * and signs an approval bound to that one order line (or whole round), which the void then carries.
 * It needs the gateway: offline there is no one to check the password against.
 */

export interface ApprovalRequest {
  email: string;
  password: string;
  /** The order's id part. */
  orderId: string;
  /** The line; absent for a whole round. */
  lineId?: string;
}

export class ApprovalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApprovalError';
  }
}

/** Asks the gateway for a signed approval; throws ApprovalError with the Spanish reason to show. */
export async function requestApproval(
  request: ApprovalRequest,
  online: boolean,
  fetchFn: typeof fetch = fetch,
): Promise<Approval> {
  if (!online) throw new ApprovalError(VOID_OFFLINE_MESSAGE);
  let response: Response;
  try {
    response = await fetchFn('/api/approvals', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    // The request never reached the gateway: the connection dropped since the last check.
    throw new ApprovalError(VOID_OFFLINE_MESSAGE);
  }
  const body = (await response.json().catch(() => ({}))) as Partial<Approval> & { message?: unknown };
  if (!response.ok) {
    throw new ApprovalError(typeof body.message === 'string' ? body.message : 'No se pudo confirmar la anulación');
  }
  if (typeof body.approvedBy !== 'string' || typeof body.approval !== 'string') {
    throw new ApprovalError('Respuesta sin confirmación de gerencia');
  }
  return { approvedBy: body.approvedBy, approval: body.approval };
}
