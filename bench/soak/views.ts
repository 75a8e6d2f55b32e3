import PouchDB from 'pouchdb-node';
import { getWithConflicts } from './api.ts';
import type { ReplicaView } from './checks.ts';
import { remoteDb, type Db } from './remote.ts';

type Doc = Record<string, unknown> & { _id: string; _rev?: string; _conflicts?: string[] };

/** A replica's current documents (no tombstones) with their winning revisions and conflicts. */
export async function viewOf(name: string, db: Db): Promise<ReplicaView> {
  const rows = (await db.allDocs({ include_docs: true, conflicts: true })).rows;
  const docs = new Map<string, Doc>();
  const conflicted: string[] = [];
  for (const row of rows) {
    const doc = row.doc as unknown as Doc | undefined;
    if (doc === undefined) continue;
    docs.set(row.id, doc);
    if ((doc._conflicts?.length ?? 0) > 0) conflicted.push(row.id);
  }
  return { name, docs, conflicted };
}

/**
 * The server's floor as a device is allowed to see it, read through the gateway (not through a
 * proxy) by an admin: a memory replica pulled one-shot each time, so each read brings only what
 * changed. Its conflicts are the server's (replication brings every leaf revision).
 */
export class ServerReader {
  private readonly mirror: Db = new PouchDB(`soak-server-mirror-${Date.now()}`, { adapter: 'memory' });
  private readonly remote: Db;

  constructor(
    readonly url: string,
    readonly cookie: string,
  ) {
    this.remote = remoteDb(url, cookie);
  }

  /** The server's update sequence as the gateway tells it. */
  async seq(): Promise<string> {
    return JSON.stringify((await this.remote.info()).update_seq);
  }

  async read(): Promise<ReplicaView> {
    await this.mirror.replicate.from(this.remote, { batch_size: 500 });
    return viewOf('server', this.mirror);
  }

  /** The server's floor read by a new replica from nothing (a device's first sync), then dropped. */
  async fresh(): Promise<ReplicaView> {
    const mirror: Db = new PouchDB(`soak-server-fresh-${Date.now()}`, { adapter: 'memory' });
    try {
      await mirror.replicate.from(this.remote, { batch_size: 500 });
      return await viewOf('server (fresh)', mirror);
    } finally {
      await mirror.destroy();
    }
  }

  /**
   * Conflicts as the gateway itself reports them (`GET /db/floor/<id>?conflicts=true`) for every
   * document of `view`, and any winning revision differing from the view's (it moved meanwhile).
   */
  async confirm(view: ReplicaView): Promise<{ conflicted: string[]; moved: string[] }> {
    const ids = [...view.docs.keys()];
    const conflicted: string[] = [];
    const moved: string[] = [];
    const worker = async () => {
      for (let id = ids.pop(); id !== undefined; id = ids.pop()) {
        const doc = await getWithConflicts(this.url, this.cookie, id);
        if (doc === null || doc._rev !== view.docs.get(id)?._rev) moved.push(id);
        if ((doc?._conflicts?.length ?? 0) > 0) conflicted.push(id);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    return { conflicted, moved };
  }

  async close(): Promise<void> {
    await Promise.all([this.mirror.destroy(), this.remote.close()]).catch(() => undefined);
  }
}
