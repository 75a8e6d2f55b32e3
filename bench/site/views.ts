// The same database seen from each side of the link: in the cloud's store (read straight from
// pouchdb-server), through a running gateway's replication door (pulled as an admin), and in the hub's
// store once it has stopped (its leveldb folders opened by this process).
import PouchDB from 'pouchdb-node';
import { createPouchStore, type DatabaseName } from '@restaurantpro/sync-gateway/store';
import type { Doc, ReplicaView } from '../soak/checks.ts';
import { remoteDb, type Db } from '../soak/remote.ts';
import { viewOf } from '../soak/views.ts';

/** Design documents are each side's own indexes: the link leaves them out, so does the comparison. */
const shared = (id: string) => !id.startsWith('_design/');

function viewFrom(name: string, rows: ReadonlyArray<{ id: string; doc?: Doc | null }>): ReplicaView {
  const docs = new Map<string, Doc>();
  const conflicted: string[] = [];
  for (const row of rows) {
    if (!shared(row.id) || row.doc == null) continue;
    docs.set(row.id, row.doc);
    if ((row.doc._conflicts?.length ?? 0) > 0) conflicted.push(row.id);
  }
  return { name, docs, conflicted };
}

/** One of the restaurant's databases in the cloud, every document with its conflicts. */
export async function cloudView(upstreamUrl: string, prefix: string, db: DatabaseName): Promise<ReplicaView> {
  const res = await fetch(`${upstreamUrl}/${prefix}${db}/_all_docs?include_docs=true&conflicts=true`, {
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status !== 200)
    throw new Error(`reading the cloud's ${db}: HTTP ${res.status} ${await res.text()}`);
  const { rows } = (await res.json()) as { rows: Array<{ id: string; doc?: Doc | null }> };
  return viewFrom(`cloud ${db}`, rows);
}

/**
 * A database of a running gateway as its replication door shows it to an admin: a memory replica
 * pulled one-shot on each read (as the soak's ServerReader does with the floor), so each read brings
 * only what changed, conflicting revisions included. The door leaves out what no device needs (the
 * floor's sale stock movements, days past): two gateways' doors show the same documents of one
 * restaurant, a door and the store do not.
 */
export class DoorReader {
  private readonly mirror: Db;
  private readonly remote: Db;

  constructor(
    private readonly name: string,
    url: string,
    cookie: string,
    db: 'floor' | 'office',
  ) {
    this.mirror = new PouchDB(`site-${name.replace(/\W+/g, '-')}-${Date.now()}`, { adapter: 'memory' });
    this.remote = remoteDb(url, cookie, { db });
  }

  async read(): Promise<ReplicaView> {
    await this.mirror.replicate.from(this.remote, { batch_size: 500 });
    return viewOf(this.name, this.mirror);
  }

  async close(): Promise<void> {
    await Promise.all([this.mirror.destroy(), this.remote.close()]).catch(() => undefined);
  }
}

/** Databases of the hub's store, read from its data dir: only once the hub has stopped (leveldb locks). */
export async function storedViews(
  dataDir: string,
  prefix: string,
  dbs: readonly DatabaseName[],
): Promise<ReplicaView[]> {
  const store = createPouchStore({ dataDir, prefix });
  try {
    const views: ReplicaView[] = [];
    for (const db of dbs) {
      const { rows } = await store.db(db).allDocs({ include_docs: true, conflicts: true });
      views.push(viewFrom(`hub store ${db}`, rows));
    }
    return views;
  } finally {
    await store.close();
  }
}
