import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  LAST_ADMIN_MESSAGE,
  OWN_ADMIN_MESSAGE,
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PIN_FORMAT_MESSAGE,
  PIN_TAKEN_MESSAGE,
} from '@restaurantpro/schema';
import { gatewayHarness, signIn } from '../helper.ts';
import { accountsGateway, STRONG, type AccountsGateway } from './support.ts';

/**
 * Account rules at their two doors: the admin's `/api/users` and a person's own `/api/me`. Each
 * refusal answers the rule's Spanish reason and leaves the `accounts` database exactly as it was.
 */
describe('account rules at both doors', () => {
  const h = gatewayHarness('rp-accounts-');
  let g: AccountsGateway;
  beforeEach(async () => {
    g = await accountsGateway(h);
  });
  afterEach(() => h.cleanup());

  /** Runs `request` expecting a refusal with `status` and `message`, and checks nothing was written. */
  async function refused(
    request: () => ReturnType<AccountsGateway['call']>,
    status: number,
    message: string,
  ): Promise<void> {
    const before = await g.snapshot();
    const res = await request();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<{ message: string }>().message).toContain(message);
    expect(await g.snapshot()).toEqual(before);
  }

  describe.each([
    ['too short', 'corta-123', PASSWORD_TOO_SHORT_MESSAGE],
    ['common', 'Contraseña123', PASSWORD_COMMON_MESSAGE],
    ['common in any case', 'QWERTYUIOP', PASSWORD_COMMON_MESSAGE],
  ])('a %s new password', (_case, password, message) => {
    it('is refused at account creation, the admin’s reset and update, and one’s own change', async () => {
      const waiter = await g.person('waiter');
      const email = 'nuevo@restaurante.test';
      await refused(() => g.call('POST', '/api/users', g.admin, { email, password }), 400, message);
      await refused(
        () => g.call('POST', `/api/users/${waiter.id}/password`, g.admin, { password }),
        400,
        message,
      );
      await refused(() => g.call('PUT', `/api/users/${waiter.id}`, g.admin, { password }), 400, message);
      await refused(
        () => g.call('POST', '/api/me/password', waiter.cookie, { currentPassword: STRONG, password }),
        400,
        message,
      );
    });
  });

  it('signs in with a stored password of any length; only new ones follow the rule', async () => {
    await g.app.accounts.create({ email: 'antigua@restaurante.test', password: 'demo1234', role: 'waiter' });
    expect((await signIn(g.app, 'antigua@restaurante.test', 'demo1234')).res.statusCode).toBe(200);
  });

  it('changes one’s own password with the current one, ends the other sessions, keeps this one', async () => {
    const waiter = await g.person('waiter');
    const other = (await signIn(g.app, waiter.email, STRONG)).cookie ?? '';
    await refused(
      () =>
        g.call('POST', '/api/me/password', waiter.cookie, {
          currentPassword: 'no-es-la-mia',
          password: 'otra-clave-buena-7',
        }),
      403,
      'La contraseña actual no es correcta',
    );
    const changed = await g.call('POST', '/api/me/password', waiter.cookie, {
      currentPassword: STRONG,
      password: 'otra-clave-buena-7',
    });
    expect(changed.statusCode).toBe(200);
    expect((await g.call('GET', '/api/me', waiter.cookie)).statusCode).toBe(200);
    expect((await g.call('GET', '/api/me', other)).statusCode).toBe(401);
    expect((await signIn(g.app, waiter.email, 'otra-clave-buena-7')).res.statusCode).toBe(200);
    expect(await g.events(waiter.id)).toEqual(['created', 'password_changed']);
  });

  it.each(['123', '1234567', '12a4', ''])('refuses the PIN %j at every door', async (pin) => {
    const waiter = await g.person('waiter');
    const email = 'con-pin@restaurante.test';
    await refused(
      () => g.call('POST', '/api/users', g.admin, { email, password: STRONG, pin }),
      400,
      PIN_FORMAT_MESSAGE,
    );
    await refused(
      () => g.call('POST', `/api/users/${waiter.id}/pin`, g.admin, { pin }),
      400,
      PIN_FORMAT_MESSAGE,
    );
    await refused(
      () => g.call('POST', '/api/me/pin', waiter.cookie, { currentPassword: STRONG, pin }),
      400,
      PIN_FORMAT_MESSAGE,
    );
  });

  it('keeps PINs unique among active accounts at every door; a deactivated account’s PIN is free again', async () => {
    const ana = await g.person('waiter', { pin: '4821' });
    const luis = await g.person('waiter');
    await refused(
      () =>
        g.call('POST', '/api/users', g.admin, { email: 'x@restaurante.test', password: STRONG, pin: '4821' }),
      409,
      PIN_TAKEN_MESSAGE,
    );
    await refused(
      () => g.call('POST', `/api/users/${luis.id}/pin`, g.admin, { pin: '4821' }),
      409,
      PIN_TAKEN_MESSAGE,
    );
    await refused(
      () => g.call('POST', '/api/me/pin', luis.cookie, { currentPassword: STRONG, pin: '4821' }),
      409,
      PIN_TAKEN_MESSAGE,
    );

    expect((await g.call('PUT', `/api/users/${ana.id}`, g.admin, { isActive: false })).statusCode).toBe(200);
    const taken = await g.call('POST', '/api/me/pin', luis.cookie, { currentPassword: STRONG, pin: '4821' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ hasPin: true });

    // Ana comes back: her PIN is someone else's now, so it is dropped and an admin sets a new one.
    const back = await g.call('PUT', `/api/users/${ana.id}`, g.admin, { isActive: true });
    expect(back.json()).toMatchObject({ isActive: true, hasPin: false });
    const doc = await g.app.accounts.getDoc(ana.id);
    const luisDoc = await g.app.accounts.getDoc(luis.id);
    expect(luisDoc !== null && g.app.pins.verifyPin(luisDoc, '4821')).toBe(true);
    expect(doc !== null && g.app.pins.verifyPin(doc, '4821')).toBe(false);
    expect((await g.call('POST', `/api/users/${ana.id}/pin`, g.admin, { pin: '4822' })).statusCode).toBe(200);
    expect(await g.events(ana.id)).toEqual(['created', 'deactivated', 'reactivated', 'pin_reset']);
    expect(await g.events(luis.id)).toEqual(['created', 'pin_changed']);
  });

  it('reclaims a reactivated account’s PIN when nobody took it', async () => {
    const ana = await g.person('waiter', { pin: '777777' });
    await g.call('PUT', `/api/users/${ana.id}`, g.admin, { isActive: false });
    const back = await g.call('PUT', `/api/users/${ana.id}`, g.admin, { isActive: true });
    expect(back.json()).toMatchObject({ hasPin: true });
    await refused(
      () =>
        g.call('POST', '/api/users', g.admin, {
          email: 'y@restaurante.test',
          password: STRONG,
          pin: '777777',
        }),
      409,
      PIN_TAKEN_MESSAGE,
    );
  });

  it('never stores a PIN, only its key, and checks it in constant time', async () => {
    const ana = await g.person('cook', { pin: '0420' });
    const { rows } = await g.app.store.db('accounts').allDocs({ include_docs: true });
    expect(JSON.stringify(rows)).not.toContain('"0420"');
    const doc = await g.app.accounts.getDoc(ana.id);
    expect(doc?.pinKey).toMatch(/^[0-9a-f]{64}$/);
    expect(doc !== null && g.app.pins.verifyPin(doc, '0420')).toBe(true);
    expect(doc !== null && g.app.pins.verifyPin(doc, '0421')).toBe(false);
    const list = (await g.call('GET', '/api/users', g.admin)).json<Array<{ id: string; hasPin: boolean }>>();
    expect(list.find((u) => u.id === ana.id)?.hasPin).toBe(true);
    expect(list.find((u) => u.id === g.adminId)?.hasPin).toBe(false);
    expect(JSON.stringify(list)).not.toMatch(/pinKey|passwordHash/);
  });

  it('never removes the last active admin; a second admin may', async () => {
    await refused(
      () => g.call('PUT', `/api/users/${g.adminId}`, g.admin, { role: 'manager' }),
      409,
      LAST_ADMIN_MESSAGE,
    );
    await refused(
      () => g.call('PUT', `/api/users/${g.adminId}`, g.admin, { isActive: false }),
      409,
      LAST_ADMIN_MESSAGE,
    );
    const second = await g.person('admin');
    // With another admin it is the self rule that answers.
    await refused(
      () => g.call('PUT', `/api/users/${g.adminId}`, g.admin, { role: 'manager' }),
      409,
      OWN_ADMIN_MESSAGE,
    );
    const demoted = await g.call('PUT', `/api/users/${g.adminId}`, second.cookie, { role: 'manager' });
    expect(demoted.statusCode).toBe(200);
    // Now `second` is the only admin: nobody can remove them, not even through the last admin rule's race.
    await expect(g.app.accountAdmin.change(second.id, { isActive: false }, { id: 'system' })).rejects.toThrow(
      LAST_ADMIN_MESSAGE,
    );
    expect(await g.events(g.adminId)).toEqual(['role']);
  });

  it('tells a deactivated account’s old cookie so at /api and /db, and a missing session only Unauthorized', async () => {
    const waiter = await g.person('waiter');
    expect((await g.call('PUT', `/api/users/${waiter.id}`, g.admin, { isActive: false })).statusCode).toBe(
      200,
    );
    for (const url of ['/api/me', '/api/auth/user', '/api/orders']) {
      const res = await g.call('GET', url, waiter.cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized', message: ACCOUNT_DEACTIVATED_MESSAGE });
    }
    const db = await g.call('GET', '/db/floor/', waiter.cookie);
    expect(db.statusCode).toBe(401);
    expect(db.json()).toEqual({ error: 'unauthorized', reason: ACCOUNT_DEACTIVATED_MESSAGE });
    expect((await g.call('GET', '/api/me', null)).json()).toEqual({
      error: 'unauthorized',
      message: 'Unauthorized',
    });
    // Its sessions were ended, not only refused: reactivated, the old cookie signs nobody in.
    await g.call('PUT', `/api/users/${waiter.id}`, g.admin, { isActive: true });
    expect((await g.call('GET', '/api/me', waiter.cookie)).json()).toMatchObject({ message: 'Unauthorized' });
    expect((await signIn(g.app, waiter.email, STRONG)).res.statusCode).toBe(200);
  });

  it('refuses account management to every role but admin, and /api/me to nobody signed in', async () => {
    const manager = await g.person('manager');
    expect((await g.call('GET', '/api/users', manager.cookie)).statusCode).toBe(403);
    expect(
      (await g.call('POST', `/api/users/${manager.id}/pin`, manager.cookie, { pin: '1111' })).statusCode,
    ).toBe(403);
    const me = await g.call('GET', '/api/me', manager.cookie);
    expect(me.json()).toMatchObject({ id: manager.id, role: 'manager', hasPin: false });
    expect(
      (await g.call('POST', '/api/me/pin', null, { currentPassword: STRONG, pin: '1111' })).statusCode,
    ).toBe(401);
  });
});
