/**
 * Unlocking a shared terminal with a PIN: wrong PINs lock the account (5 in a row, on any terminal)
 * and the terminal's pad (10 within 5 minutes, whoever's), a deactivated account's PIN is refused,
 * and a right PIN makes its owner a member.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  PIN_ACCOUNT_MAX_FAILURES,
  PIN_DEVICE_LOCKED_MESSAGE,
  PIN_DEVICE_MAX_FAILURES,
  PIN_LOCKED_MESSAGE,
  PIN_LOCKOUT_MINUTES,
  WRONG_PIN_MESSAGE,
} from '@restaurantpro/schema';
import { NOON, replicationHarness, type User } from '../replication/helpers.ts';
import { deactivate, givePin, terminalWorld, type TerminalWorld } from './helpers.ts';

const h = replicationHarness();
afterEach(() => {
  h.setClock(NOON);
  return h.cleanup();
});

const minutesAfterNoon = (minutes: number) => new Date(NOON.getTime() + minutes * 60_000);

describe('POST /api/terminal/unlock', () => {
  let w: TerminalWorld;
  let ana: User;
  beforeEach(async () => {
    w = await terminalWorld(h);
    ana = await w.staff('waiter', '2468', 'Ana');
  });

  it('answers the public user with the terminal, and makes them a member who may act', async () => {
    const res = await w.unlock(ana, '2468');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ana.id,
      firstName: 'Ana',
      role: 'waiter',
      terminal: { id: w.terminalId, name: 'TPV barra' },
    });
    expect(res.body).not.toHaveProperty('pinKey');
    expect(res.body).not.toHaveProperty('passwordHash');
    const me = await w.call('GET', '/api/auth/user', { acting: ana.id });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: ana.id, terminal: { id: w.terminalId, name: 'TPV barra' } });
    const pad = await w.call('GET', '/api/terminal');
    expect(pad.status).toBe(200);
    expect(pad.body).toMatchObject({ id: w.terminalId, name: 'TPV barra' });
    expect(pad.body['staff']).toContainEqual({
      id: ana.id,
      firstName: 'Ana',
      lastName: 'Prueba',
      role: 'waiter',
      member: true,
    });
  });

  it('answers a wrong PIN 401 and keeps the person out', async () => {
    const res = await w.unlock(ana, '1111');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: WRONG_PIN_MESSAGE });
    expect((await w.call('GET', '/api/products', { acting: ana.id })).status).toBe(401);
  });

  it(`locks an account’s PIN after ${PIN_ACCOUNT_MAX_FAILURES} wrong ones in a row, on any terminal, for ${PIN_LOCKOUT_MINUTES} minutes`, async () => {
    for (let i = 1; i < PIN_ACCOUNT_MAX_FAILURES; i++) expect((await w.unlock(ana, '1111')).status).toBe(401);
    const last = await w.unlock(ana, '1111');
    expect(last.status).toBe(429);
    expect(last.body).toEqual({ error: 'rate-limited', message: PIN_LOCKED_MESSAGE });
    expect(Number(last.headers.get('retry-after'))).toBe(PIN_LOCKOUT_MINUTES * 60);
    // Even the right PIN waits.
    expect((await w.unlock(ana, '2468')).body).toMatchObject({ message: PIN_LOCKED_MESSAGE });
    h.setClock(minutesAfterNoon(PIN_LOCKOUT_MINUTES + 1));
    expect((await w.unlock(ana, '2468')).status).toBe(200);
  });

  it('counts failures in a row only: a right PIN starts the count again', async () => {
    for (let i = 1; i < PIN_ACCOUNT_MAX_FAILURES; i++) expect((await w.unlock(ana, '1111')).status).toBe(401);
    expect((await w.unlock(ana, '2468')).status).toBe(200);
    expect((await w.unlock(ana, '1111')).status).toBe(401);
  });

  it('ends an account’s lock when an administrator gives it a new PIN', async () => {
    for (let i = 0; i < PIN_ACCOUNT_MAX_FAILURES; i++) await w.unlock(ana, '1111');
    expect((await w.unlock(ana, '2468')).status).toBe(429);
    await givePin(w.app, ana.id, '8642');
    expect((await w.unlock(ana, '8642')).status).toBe(200);
  });

  it(`makes the terminal’s pad wait after ${PIN_DEVICE_MAX_FAILURES} wrong PINs within 5 minutes, whoever’s`, async () => {
    const others = [
      await w.staff('waiter', '1357', 'Benito'),
      await w.staff('cook', '9753', 'Carla'),
      await w.staff('waiter', '8642', 'Dani'),
    ];
    const tries = [ana, ...others];
    for (let i = 1; i < PIN_DEVICE_MAX_FAILURES; i++) {
      // Spread so no single account reaches its own lock.
      const res = await w.unlock(tries[i % tries.length] as User, '0000');
      expect(res.status).toBe(401);
    }
    const last = await w.unlock(ana, '0000');
    expect(last.status).toBe(429);
    expect(last.body).toEqual({ error: 'rate-limited', message: PIN_DEVICE_LOCKED_MESSAGE });
    // The pad waits for everyone, right PIN or not.
    const right = await w.unlock(others[0] as User, '1357');
    expect(right.body).toMatchObject({ message: PIN_DEVICE_LOCKED_MESSAGE });
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    h.setClock(minutesAfterNoon(6));
    expect((await w.unlock(others[0] as User, '1357')).status).toBe(200);
  });

  it('does not count old failures against the terminal: the window is 5 minutes', async () => {
    const tries = [ana, await w.staff('waiter', '1357', 'Benito'), await w.staff('cook', '9753', 'Carla')];
    for (let i = 1; i < PIN_DEVICE_MAX_FAILURES; i++)
      expect((await w.unlock(tries[i % tries.length] as User, '0000')).status).toBe(401);
    h.setClock(minutesAfterNoon(6));
    const later = await w.unlock(ana, '0000');
    expect(later).toMatchObject({ status: 401, body: { message: WRONG_PIN_MESSAGE } });
  });

  it('refuses a deactivated account’s PIN with 403', async () => {
    expect((await w.unlock(ana, '2468')).status).toBe(200);
    await deactivate(w.app, ana.id);
    const res = await w.unlock(ana, '2468');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'forbidden', message: ACCOUNT_DEACTIVATED_MESSAGE });
    const pad = await w.call('GET', '/api/terminal');
    expect((pad.body['staff'] as Array<{ id: string }>).map((person) => person.id)).not.toContain(ana.id);
  });

  it('is only for a terminal: a personal session hears that the device is not one', async () => {
    const waiter = await h.account(w.app, w.url, 'waiter');
    const res = await fetch(`${w.url}/api/terminal/unlock`, {
      method: 'POST',
      headers: { cookie: waiter.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: ana.id, pin: '2468' }),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: 'not-found',
      message: 'Este dispositivo no es un terminal compartido',
    });
  });
});
