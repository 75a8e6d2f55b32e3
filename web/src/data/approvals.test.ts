import { describe, expect, it } from 'vitest';
import { VOID_OFFLINE_MESSAGE } from '@restaurantpro/schema';
import { ApprovalError, requestApproval } from './approvals.ts';

/** A gateway answering `POST /api/approvals` with `status` and `body`, keeping what it was sent. */
function gateway(status: number, body: unknown) {
  const sent: unknown[] = [];
  const fetchFn = (async (_url: string, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { sent, fetchFn };
}

describe('requestApproval', () => {
  it('asks for one document by its subject and returns the signed approval', async () => {
    const { sent, fetchFn } = gateway(200, { approvedBy: 'manager-1', approval: 'firma' });
    const subject = 'adjustment:01KZ0000000000000000000000';
    await expect(requestApproval({ email: 'g@r.test', password: 'secreta123', subject }, true, fetchFn)).resolves.toEqual({
      approvedBy: 'manager-1',
      approval: 'firma',
    });
    expect(sent).toEqual([{ email: 'g@r.test', password: 'secreta123', subject }]);
  });

  it('says the gateway’s reason on a refusal, and needs the connection', async () => {
    const { fetchFn } = gateway(403, { error: 'forbidden', message: 'Solo un gerente puede confirmar' });
    const request = { email: 'c@r.test', password: 'secreta123', subject: 'refund:01KZ0000000000000000000000' };
    await expect(requestApproval(request, true, fetchFn)).rejects.toEqual(new ApprovalError('Solo un gerente puede confirmar'));
    await expect(requestApproval(request, false, fetchFn)).rejects.toEqual(new ApprovalError(VOID_OFFLINE_MESSAGE));
  });
});
