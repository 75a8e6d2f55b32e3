/**
 * Turning a device into a shared terminal, listing and ending terminals, and leaving terminal mode.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LEAVE_ROLE_MESSAGE } from '../../src/auth/acting-user.ts';
import { replicationHarness } from '../replication/helpers.ts';
import { call, terminalWorld } from './helpers.ts';

const h = replicationHarness();
afterEach(() => h.cleanup());

describe('shared terminals', () => {
  it('are created by managers only, on a personal session, with a new session id', async () => {
    const w = await terminalWorld(h);
    const waiter = await h.account(w.app, w.url, 'waiter');
    const refused = await call(w.url, waiter.cookie, 'POST', '/api/terminals', {
      body: { name: 'TPV sala' },
    });
    expect(refused).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    // The manager's personal cookie was replaced by the terminal's.
    expect(w.cookie).not.toEqual(w.manager.cookie);
    expect((await call(w.url, w.manager.cookie, 'GET', '/api/auth/user')).status).toBe(401);
    // A terminal is not made into another one, even by its manager.
    const again = await w.call('POST', '/api/terminals', { body: { name: 'Otro' }, acting: w.manager.id });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Este dispositivo ya es un terminal compartido' },
    });
  });

  it('tell a locked terminal’s client what it is from GET /api/auth/user', async () => {
    const w = await terminalWorld(h);
    const res = await w.call('GET', '/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: 'terminal-locked',
      message: 'Terminal bloqueado: introduce tu PIN',
      details: { terminal: { id: w.terminalId, name: 'TPV barra' } },
    });
    const acting = await w.call('GET', '/api/auth/user', { acting: w.manager.id });
    expect(acting.body).toMatchObject({ id: w.manager.id, role: 'manager', terminal: { id: w.terminalId } });
  });

  it('are listed for managers and ended by one: the terminal’s session stops at once', async () => {
    const w = await terminalWorld(h);
    const office = await h.account(w.app, w.url, 'manager');
    const list = await call(w.url, office.cookie, 'GET', '/api/terminals');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: w.terminalId,
        name: 'TPV barra',
        createdBy: w.manager.id,
        createdAt: expect.any(String),
        isActive: true,
        members: [w.manager.id],
      },
    ]);
    const waiter = await h.account(w.app, w.url, 'waiter');
    const byWaiter = await call(w.url, waiter.cookie, 'PUT', `/api/terminals/${w.terminalId}`, {
      body: { isActive: false },
    });
    expect(byWaiter.status).toBe(403);
    const ended = await call(w.url, office.cookie, 'PUT', `/api/terminals/${w.terminalId}`, {
      body: { isActive: false },
    });
    expect(ended).toMatchObject({ status: 200, body: { isActive: false } });
    expect((await w.call('GET', '/api/auth/user', { acting: w.manager.id })).status).toBe(401);
    expect((await w.call('GET', '/db/floor')).status).toBe(401);
    const { docs } = await w.app.store
      .db('sessions')
      .find({ selector: { type: 'session', 'sess.terminalId': w.terminalId }, limit: 10 });
    expect(docs).toEqual([]);
  });

  it('are left by an acting manager, not by a waiter, and leaving signs the device out', async () => {
    const w = await terminalWorld(h);
    const ana = await w.staff('waiter', '2468', 'Ana');
    expect((await w.unlock(ana, '2468')).status).toBe(200);
    const byWaiter = await w.call('POST', '/api/terminal/leave', { acting: ana.id });
    expect(byWaiter).toMatchObject({ status: 403, body: { message: LEAVE_ROLE_MESSAGE } });
    const logout = await w.call('GET', '/api/logout', { acting: ana.id });
    expect(logout).toMatchObject({ status: 403, body: { message: LEAVE_ROLE_MESSAGE } });
    const locked = await w.call('POST', '/api/terminal/leave');
    expect(locked).toMatchObject({ status: 401, body: { error: 'terminal-locked' } });
    const left = await w.call('POST', '/api/terminal/leave', { acting: w.manager.id });
    expect(left.status).toBe(204);
    expect((await w.call('GET', '/api/auth/user', { acting: w.manager.id })).status).toBe(401);
    const list = await w.app.terminals.list();
    expect(list.map((terminal) => terminal.isActive)).toEqual([false]);
  });

  it('are ended by an acting manager signing out, as by leaving', async () => {
    const w = await terminalWorld(h);
    const logout = await w.call('GET', '/api/logout', { acting: w.manager.id });
    expect(logout.status).toBe(302);
    expect((await w.app.terminals.list()).map((terminal) => terminal.isActive)).toEqual([false]);
    expect((await w.call('GET', '/api/terminal')).status).toBe(401);
  });
});
