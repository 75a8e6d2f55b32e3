/**
 * A shared terminal on a real gateway: a manager signs in, turns the session into 'TPV barra', and
 * staff with PINs unlock it. Requests go over loopback with the terminal's cookie and, when someone
 * acts, the `x-acting-user` header, as the web app sends them.
 */
import type { FastifyInstance } from 'fastify';
import type { Role } from '@restaurantpro/schema';
import { derivePinSecret, pinKeyOf } from '../../src/auth/pins.ts';
import type { replicationHarness } from '../replication/helpers.ts';
import { type User } from '../replication/helpers.ts';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** One request as a browser makes it: the cookie, JSON, and the acting user when given. */
export async function call(
  url: string,
  cookie: string,
  method: string,
  path: string,
  options: { body?: object; acting?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { cookie };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.acting !== undefined) headers['x-acting-user'] = options.acting;
  const res = await fetch(`${url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
    headers: res.headers,
  };
}

/** Gives an account a PIN as the PIN store keys it (the admin's routes are tested with the accounts). */
export async function givePin(app: FastifyInstance, userId: string, pin: string): Promise<void> {
  const db = app.store.db('accounts');
  const doc = await db.get(`user:${userId}`);
  await db.put({ ...doc, pinKey: pinKeyOf(derivePinSecret(app.approvalSecret), pin) });
  app.accounts.forget(userId);
}

export interface TerminalWorld {
  h: ReturnType<typeof replicationHarness>;
  app: FastifyInstance;
  url: string;
  /** The manager who created the terminal; their `cookie` is the personal one the terminal's replaced (dead). */
  manager: User;
  /** The terminal session's cookie. */
  cookie: string;
  terminalId: string;
  /** Creates an account with a PIN (not yet a member). */
  staff(role: Role, pin: string, name?: string): Promise<User>;
  unlock(user: User, pin: string): Promise<Answer>;
  /** A request on the terminal, acting as `acting` when given. */
  call(method: string, path: string, options?: { body?: object; acting?: string }): Promise<Answer>;
}

export async function terminalWorld(h: ReturnType<typeof replicationHarness>): Promise<TerminalWorld> {
  const store = await h.store();
  const { app, url } = await h.gateway(store);
  const manager = await h.account(app, url, 'manager');
  const res = await fetch(`${url}/api/terminals`, {
    method: 'POST',
    headers: { cookie: manager.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'TPV barra' }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('rp_session='))
    ?.split(';')[0];
  if (res.status !== 201 || cookie === undefined) throw new Error(`terminal not created: ${res.status}`);
  const terminalId = ((await res.json()) as { id: string }).id;
  let counter = 0;
  const world: TerminalWorld = {
    h,
    app,
    url,
    manager,
    cookie,
    terminalId,
    async staff(role, pin, name) {
      const user = await h.account(app, url, role);
      counter += 1;
      const db = app.store.db('accounts');
      const doc = await db.get(`user:${user.id}`);
      await db.put({ ...doc, firstName: name ?? `Persona ${counter}`, lastName: 'Prueba' });
      await givePin(app, user.id, pin);
      return user;
    },
    unlock: (user, pin) =>
      call(url, cookie, 'POST', '/api/terminal/unlock', { body: { userId: user.id, pin } }),
    call: (method, path, options) => call(url, cookie, method, path, options),
  };
  return world;
}

/** Deactivates an account as an administrator does (its own sessions end; a terminal's do not). */
export async function deactivate(app: FastifyInstance, userId: string): Promise<void> {
  const user = await app.accounts.update(userId, { isActive: false }, 'system');
  if (user === null) throw new Error(`no account ${userId}`);
}
