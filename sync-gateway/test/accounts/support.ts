import type { FastifyInstance } from 'fastify';
import type { StoredDoc } from '../../src/store/types.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, cookieFor, gatewayHarness } from '../helper.ts';

export const STRONG = 'clave-larga-del-bar-1';

/** One gateway on a temp dir, its first admin signed in, and the calls the account tests make. */
export async function accountsGateway(h: ReturnType<typeof gatewayHarness>) {
  const app = await h.start(await h.dataDir());
  const admin = await cookieFor(app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | null, payload?: object) =>
    app.inject({ method, url, headers: cookie === null ? {} : { cookie }, ...(payload ? { payload } : {}) });
  const adminId = (await call('GET', '/api/me', admin)).json<{ id: string }>().id;

  /** Creates an account through the admin door and signs it in. */
  async function person(role: 'admin' | 'manager' | 'waiter' | 'cook', extra: { pin?: string } = {}) {
    const email = `${role}-${Math.random().toString(36).slice(2, 10)}@restaurante.test`;
    const res = await call('POST', '/api/users', admin, { email, password: STRONG, role, ...extra });
    if (res.statusCode !== 201) throw new Error(`creating ${email}: ${res.statusCode} ${res.body}`);
    const id = res.json<{ id: string }>().id;
    return { id, email, cookie: await cookieFor(app, email, STRONG) };
  }

  /** Everything in `accounts` but the secret: what a refusal must leave untouched. */
  async function snapshot(): Promise<string[]> {
    const { rows } = await app.store.db('accounts').allDocs({ include_docs: true });
    return rows.map((row) => `${row.id}@${(row.doc as StoredDoc | undefined)?._rev ?? ''}`).sort();
  }

  async function events(userId: string): Promise<string[]> {
    const { rows } = await app.store
      .db('accounts')
      .allDocs({ startkey: 'account_event:', endkey: 'account_event:\uffff', include_docs: true });
    return rows.flatMap((row) => (row.doc?.['userId'] === userId ? [String(row.doc['action'])] : []));
  }

  return { app, admin, adminId, call, person, snapshot, events };
}

export type AccountsGateway = Awaited<ReturnType<typeof accountsGateway>>;
export type { FastifyInstance };
