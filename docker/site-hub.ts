/**
 * Prepares the cloud for one restaurant's site hub (docs/operations.md, "Site hub"), on the
 * cluster's private network like the backup:
 *
 *   docker compose -f docker/compose.yaml run --rm -T cluster-setup \
 *     node --import tsx docker/site-hub.ts rp_casa_pepe_ https://$SITE_ADDRESS/couchdb
 *
 * Creates the restaurant's databases where missing, a CouchDB user of its own (`hub_<prefix>`) with a
 * new random password, and makes that user a member of those databases only: it reads and writes
 * their documents and nothing else (no other restaurant, no design document, no security object, no
 * database created or deleted). Prints the hub's `UPSTREAM_URL`. Running it again for the same
 * restaurant sets a new password (replacing a stolen or lost hub): the old one stops working at once.
 * Connection: as docker/backup.ts (COUCHDB_URL, or COUCHDB_NODES with COUCHDB_USER/COUCHDB_PASSWORD).
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { SITE_DATABASES } from '@restaurantpro/sync-gateway/store';
import { BackupError, connectionFromEnv, couchRequest, type CouchConnection } from './backup.ts';

export interface SiteHubSetup {
  conn: CouchConnection;
  /** The restaurant's database prefix (its gateways' and hub's `DB_PREFIX`). */
  prefix: string;
  /** Where the hub reaches this CouchDB from the restaurant (the edge's `/couchdb`). */
  publicUrl: string;
  /** The new password; random unless a test pins it. */
  password?: string;
}

export interface SiteHubAccess {
  user: string;
  databases: string[];
  /** The hub's UPSTREAM_URL, credentials included. */
  upstreamUrl: string;
}

interface Security {
  admins?: { names?: string[]; roles?: string[] };
  members?: { names?: string[]; roles?: string[] };
}

function failed(what: string, reply: { status: number; json: unknown }): never {
  throw new BackupError(`${what}: HTTP ${reply.status} ${JSON.stringify(reply.json)}`);
}

/** The hub's CouchDB user name: one per restaurant, from its prefix. */
export function hubUserOf(prefix: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new BackupError(`Not a database prefix: ${prefix}`);
  return `hub_${prefix.replace(/_+$/, '')}`;
}

export async function setupSiteHub(setup: SiteHubSetup): Promise<SiteHubAccess> {
  const { conn, prefix } = setup;
  const user = hubUserOf(prefix);
  const password = setup.password ?? randomBytes(24).toString('hex');
  const databases = SITE_DATABASES.map((name) => `${prefix}${name}`);

  for (const db of databases) {
    const created = await couchRequest(conn, 'PUT', `/${db}`);
    if (created.status !== 201 && created.status !== 202 && created.status !== 412)
      failed(`creating ${db}`, created);
  }

  // Created, or its password replaced (CouchDB hashes it on write).
  const userPath = `/_users/${encodeURIComponent(`org.couchdb.user:${user}`)}`;
  const existing = await couchRequest(conn, 'GET', userPath);
  if (existing.status !== 200 && existing.status !== 404) failed(`reading ${user}`, existing);
  const rev = existing.status === 200 ? (existing.json as { _rev?: string })._rev : undefined;
  const written = await couchRequest(conn, 'PUT', userPath, {
    ...(rev === undefined ? {} : { _rev: rev }),
    name: user,
    type: 'user',
    roles: [],
    password,
  });
  if (written.status !== 201 && written.status !== 202) failed(`writing ${user}`, written);

  // A member of each of its databases, with whatever security they already had kept.
  for (const db of databases) {
    const current = await couchRequest(conn, 'GET', `/${db}/_security`);
    if (current.status !== 200) failed(`reading ${db}'s security`, current);
    const security = (current.json ?? {}) as Security;
    const names = new Set([...(security.members?.names ?? []), user]);
    const next: Security = {
      admins: security.admins ?? { names: [], roles: [] },
      members: { roles: security.members?.roles ?? [], names: [...names].sort() },
    };
    const saved = await couchRequest(conn, 'PUT', `/${db}/_security`, next);
    if (saved.status !== 200) failed(`writing ${db}'s security`, saved);
  }

  const url = new URL(setup.publicUrl);
  url.username = encodeURIComponent(user);
  url.password = password;
  return { user, databases, upstreamUrl: url.href.replace(/\/$/, '') };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [prefix, publicUrl] = process.argv.slice(2);
  if (prefix === undefined || publicUrl === undefined) {
    console.error(
      'usage: site-hub.ts <prefix> <public CouchDB URL>, e.g. rp_casa_pepe_ https://pos.example.com/couchdb',
    );
    process.exit(2);
  }
  try {
    const access = await setupSiteHub({ conn: connectionFromEnv(process.env), prefix, publicUrl });
    process.stdout.write(`${access.user}: member of ${access.databases.join(', ')}\n`);
    process.stdout.write(`On the hub: UPSTREAM_URL=${access.upstreamUrl} DB_PREFIX=${prefix}\n`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
