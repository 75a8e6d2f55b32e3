import { VOID_OFFLINE_MESSAGE } from '@restaurantpro/schema';
import type { Approval } from './repositories/voids.ts';
import { apiFetch, askGateway, jsonPost } from './api.ts';

/**
 * A manager's confirmation typed on a waiter's device: the gateway checks the manager's credentials
 * and signs an approval bound to exactly one thing (an order line or whole round for a void, or a
 * document id for a discount or a refund), which the write then carries. It needs the gateway:
 * offline there is no one to check the password against.
 */

interface Credentials {
  email: string;
  password: string;
}

/** A void's confirmation: the order's id part, and the line (absent for a whole round). */
export interface VoidApprovalRequest extends Credentials {
  orderId: string;
  lineId?: string;
}

/**
 * The confirmation of one document that does not exist yet: `adjustment:<id>` or `refund:<id>`. The
 * device makes the id first, so the approval is bound to the very document it then writes.
 */
export interface SubjectApprovalRequest extends Credentials {
  subject: string;
}

export type ApprovalRequest = VoidApprovalRequest | SubjectApprovalRequest;

export class ApprovalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApprovalError';
  }
}

/** What a failure says when the gateway gives no reason. */
const NO_REASON = 'No se pudo obtener la confirmación de gerencia';

/** Asks the gateway for a signed approval; throws ApprovalError with the Spanish reason to show. */
export async function requestApproval(
  request: ApprovalRequest,
  online: boolean,
  fetchFn: typeof fetch = apiFetch,
): Promise<Approval> {
  const body = await askGateway<Approval>(
    () => fetchFn('/api/approvals', jsonPost(request)),
    { online, offline: VOID_OFFLINE_MESSAGE, noReason: NO_REASON },
    (message) => new ApprovalError(message),
  );
  if (typeof body.approvedBy !== 'string' || typeof body.approval !== 'string') {
    throw new ApprovalError('Respuesta sin confirmación de gerencia');
  }
  return { approvedBy: body.approvedBy, approval: body.approval };
}
