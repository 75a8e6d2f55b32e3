import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPouchDbServer, type PouchDbServerPeer } from '@restaurantpro/sync-gateway/testing';
import { SITE_DATABASES } from '@restaurantpro/sync-gateway/store';
import type { CouchConnection } from './backup.ts';
import { hubUserOf, setupSiteHub } from './site-hub.ts';

/**
 * Against pouchdb-server out of admin party (a server admin set, as `require_valid_user` and
 * COUCHDB_USER leave CouchDB): it enforces membership and admin-only writes as CouchDB does for the
 * requests below. What it cannot show, CouchDB's `default_security = admin_only` for a database
 * without members, is set in couchdb.ini and checked by config.test.ts.
 */
let peer: PouchDbServerPeer | undefined;
let admin: CouchConnection;
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

beforeAll(async () => {
  peer = await startPouchDbServer();
  const res = await fetch(`${peer.serverUrl}/_config/admins/jefa`, { method: 'PUT', body: '"clave-admin"' });
  await res.body?.cancel();
  admin = { url: peer.serverUrl, authorization: basic('jefa', 'clave-admin') };
});
afterAll(async () => {
  await peer?.stop();
});

async function as(authorization: string, method: string, path: string, body?: unknown): Promise<number> {
  const res = await fetch(`${admin.url}${path}`, {
    method,
    headers: { authorization, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await res.body?.cancel();
  return res.status;
}

describe('a site hub’s access to the cloud', () => {
  it('is a member of its restaurant’s databases only, with a URL the hub takes as it is', async () => {
    // Another restaurant, already served by its own hub.
    await setupSiteHub({ conn: admin, prefix: 'rp_otro_', publicUrl: 'https://pos.example.com/couchdb' });
    const access = await setupSiteHub({
      conn: admin,
      prefix: 'rp_casa_',
      publicUrl: 'https://pos.example.com/couchdb/',
      password: 'clave-del-local',
    });
    expect(access.user).toBe('hub_rp_casa');
    expect(access.databases).toEqual(SITE_DATABASES.map((name) => `rp_casa_${name}`));
    expect(access.upstreamUrl).toBe('https://hub_rp_casa:clave-del-local@pos.example.com/couchdb');
    expect(new URL(access.upstreamUrl).password).toBe('clave-del-local');

    const hub = basic('hub_rp_casa', 'clave-del-local');
    for (const db of access.databases) {
      expect(await as(hub, 'GET', `/${db}`)).toBe(200);
      expect(await as(hub, 'PUT', `/${db}/doc:1`, { type: 'x' })).toBe(201);
      // The reactor lease and replication checkpoints are `_local` documents.
      expect(await as(hub, 'PUT', `/${db}/_local/lease`, { holder: 'hub' })).toBe(201);
      expect(await as(hub, 'PUT', `/${db}/_security`, { members: { names: [] } })).toBe(401);
      expect(await as(hub, 'PUT', `/${db}/_design/own`, { views: {} })).toBe(401);
    }
    expect(await as(hub, 'GET', '/rp_otro_floor')).toBe(401);
    expect(await as(hub, 'PUT', '/rp_otro_floor/doc:1', { type: 'x' })).toBe(401);
  });

  it('keeps what security the databases had, and takes the old password away when run again', async () => {
    await fetch(`${admin.url}/rp_rot_floor`, {
      method: 'PUT',
      headers: { authorization: admin.authorization ?? '' },
    });
    expect(
      await as(admin.authorization ?? '', 'PUT', '/rp_rot_floor/_security', {
        admins: { names: ['auditor'], roles: [] },
        members: { names: ['backup'], roles: ['ops'] },
      }),
    ).toBe(200);
    await setupSiteHub({
      conn: admin,
      prefix: 'rp_rot_',
      publicUrl: 'https://x/couchdb',
      password: 'primera-clave',
    });
    await setupSiteHub({
      conn: admin,
      prefix: 'rp_rot_',
      publicUrl: 'https://x/couchdb',
      password: 'segunda-clave',
    });
    const security = (await (
      await fetch(`${admin.url}/rp_rot_floor/_security`, {
        headers: { authorization: admin.authorization ?? '' },
      })
    ).json()) as unknown;
    expect(security).toEqual({
      admins: { names: ['auditor'], roles: [] },
      members: { names: ['backup', 'hub_rp_rot'], roles: ['ops'] },
    });
    expect(await as(basic('hub_rp_rot', 'primera-clave'), 'GET', '/rp_rot_floor')).toBe(401);
    expect(await as(basic('hub_rp_rot', 'segunda-clave'), 'GET', '/rp_rot_floor')).toBe(200);
  });

  it('refuses a prefix that names no restaurant', () => {
    expect(() => hubUserOf('Casa Pepe')).toThrow('Not a database prefix');
  });
});
