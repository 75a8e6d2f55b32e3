import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyApproval } from '../../auth/approvals.ts';
import { MAX_FAILED_LOGINS } from '../../auth/credentials.ts';
import { PASSWORD, expectCall, startApi, type ApiHarness } from '../../../test/helper.ts';

const ORDER = '01JORDER0000000000000000AA';
const LINE = '01JLINE00000000000000000AA';

describe('POST /api/approvals: a manager’s confirmation typed on a waiter’s device', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const ask = (email: string, password = PASSWORD) =>
    api.call('waiter', {
      method: 'POST',
      url: '/api/approvals',
      payload: { email, password, orderId: ORDER, lineId: LINE },
    });

  it.each(['manager', 'admin'] as const)(
    'signs a confirmation for a %s, for that order line, and leaves the waiter signed in',
    async (role) => {
      const res = await ask(`${role}@api.test`);
      expect(res.statusCode, res.body).toBe(200);
      const me = await expectCall<{ id: string }>(api, role, 'GET', '/api/auth/user', undefined, 200);
      const body = res.json() as { approvedBy: string; approval: string };
      expect(body.approvedBy).toBe(me.id);
      expect(
        verifyApproval(
          api.app.approvalSecret,
          body.approval,
          { managerId: me.id, orderId: ORDER, lineId: LINE },
          Date.now(),
        ),
      ).toBe(true);
      expect(
        verifyApproval(
          api.app.approvalSecret,
          body.approval,
          { managerId: me.id, orderId: ORDER, lineId: 'OTRA' },
          Date.now(),
        ),
      ).toBe(false);
      // The session is the waiter's still: no new cookie, same user.
      expect(res.headers['set-cookie']).toBeUndefined();
      const still = await expectCall<{ role: string }>(
        api,
        'waiter',
        'GET',
        '/api/auth/user',
        undefined,
        200,
      );
      expect(still.role).toBe('waiter');
    },
  );

  it('refuses wrong credentials and an unknown e-mail alike', async () => {
    for (const res of [await ask('manager@api.test', 'no-es-esta'), await ask('nadie@api.test')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized', message: 'Credenciales incorrectas' });
    }
  });

  it.each(['waiter', 'cook'] as const)('refuses a %s’s credentials: only managers confirm', async (role) => {
    const res = await ask(`${role}@api.test`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: 'Solo gerencia puede confirmarlo' });
  });

  it('signs a confirmation for one discount or refund, by the id the device made for it', async () => {
    const subject = 'refund:01JREFUND000000000000000AA';
    const res = await api.call('waiter', {
      method: 'POST',
      url: '/api/approvals',
      payload: { email: 'manager@api.test', password: PASSWORD, subject },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { approvedBy, approval } = res.json() as { approvedBy: string; approval: string };
    const secret = api.app.approvalSecret;
    expect(verifyApproval(secret, approval, { managerId: approvedBy, subject }, Date.now())).toBe(true);
    const other = { managerId: approvedBy, subject: 'refund:01JREFUND000000000000000AB' };
    expect(verifyApproval(secret, approval, other, Date.now())).toBe(false);
    const asVoid = { managerId: approvedBy, orderId: ORDER, lineId: LINE };
    expect(verifyApproval(secret, approval, asVoid, Date.now())).toBe(false);
  });

  it.each([
    ['neither an order nor a document', {}, 'Indica el pedido o el documento que se confirma'],
    [
      'a payment, which needs no confirmation',
      { subject: 'payment:01J0' },
      'Indica el descuento o la devolución que se confirma',
    ],
    [
      'both an order and a document',
      { orderId: ORDER, subject: 'adjustment:01J0' },
      'Indica el pedido o el documento que se confirma',
    ],
  ])('refuses a request for %s', async (_, target, message) => {
    const res = await api.call('waiter', {
      method: 'POST',
      url: '/api/approvals',
      payload: { email: 'manager@api.test', password: PASSWORD, ...target },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain(message);
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await api.call(null, {
      method: 'POST',
      url: '/api/approvals',
      payload: { email: 'manager@api.test', password: PASSWORD, orderId: ORDER },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/approvals shares the sign-in’s limit on failed attempts', () => {
  let api: ApiHarness;
  beforeEach(async () => {
    api = await startApi();
  });
  afterEach(async () => {
    await api.close();
  });

  it('refuses the next attempt after too many failures, even with the right password, and so does sign-in', async () => {
    const attempt = (password: string) =>
      api.call('waiter', {
        method: 'POST',
        url: '/api/approvals',
        payload: { email: 'manager@api.test', password, orderId: ORDER },
      });
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect((await attempt('mal')).statusCode).toBe(401);
    const blocked = await attempt(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    const login = await api.call(null, {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'manager@api.test', password: PASSWORD },
    });
    expect(login.statusCode).toBe(429);
  });
});
