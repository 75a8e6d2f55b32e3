/**
 * What a device's live sync told, beside the documents themselves: which of the orders it created
 * the gateway acknowledged, what it refused, and where the pull stands.
 */
export class SyncRecord {
  /**
   * Created orders the gateway acknowledged (a push batch holding them succeeded) and never refused.
   * A refused order's branch is closed on the server; sent again through the other gateway before
   * that one heard of the closed check, its revision is already stored (under the closing tombstone)
   * and the write is a no-op the protocol answers as a success. The refusal is judged on its own
   * (the run's excused denials), not as a lost order.
   */
  readonly acknowledged = new Set<string>();
  private readonly refused = new Set<string>();
  /** The live pull's last batch, and the sync waiting or retrying: told when a run does not converge. */
  private readonly pulled = { seq: '-', at: 0, state: 'not started' };
  /** Each document's revisions as the live pull wrote them, with the batch's `last_seq` and when. */
  private readonly pulls = new Map<string, string[]>();
  private readonly start = Date.now();

  /** `created`: the device's own orders, by id. */
  constructor(
    private readonly created: ReadonlyMap<string, string>,
    private readonly stats: { denied: string[]; syncErrors: string[] },
  ) {}

  listen(sync: PouchDB.Replication.Sync<object>): void {
    sync.on('change', (info) => {
      if (info.direction === 'pull') {
        this.pulled.seq = JSON.stringify(info.change.last_seq);
        this.pulled.at = Date.now();
        const at = `${((this.pulled.at - this.start) / 1000).toFixed(1)} s`;
        for (const doc of info.change.docs) {
          const seen = this.pulls.get(doc._id) ?? [];
          seen.push(
            `${doc._rev}${(doc as { _deleted?: boolean })._deleted === true ? ' (deleted)' : ''} in the batch to ${this.pulled.seq} at ${at}`,
          );
          this.pulls.set(doc._id, seen);
        }
        return;
      }
      for (const doc of info.change.docs)
        if (this.created.has(doc._id) && !this.refused.has(doc._id)) this.acknowledged.add(doc._id);
    });
    sync.on('denied', (err) => {
      const { direction, doc } = err as { direction?: string; doc?: { id?: string; reason?: string } };
      if (direction === 'push' && doc?.id !== undefined) {
        this.refused.add(doc.id);
        this.acknowledged.delete(doc.id);
      }
      this.stats.denied.push(`${direction ?? '?'} ${doc?.id ?? '?'}: ${doc?.reason ?? JSON.stringify(err)}`);
    });
    sync.on('error', (err) => this.stats.syncErrors.push(String(err)));
    sync.on('active', () => (this.pulled.state = 'syncing'));
    sync.on('paused', (err: unknown) => {
      if (err === undefined) this.pulled.state = 'waiting for changes';
    });
  }

  /** The sync failed and was cancelled; a new one starts after a wait. */
  /** A failure of the sync, in either direction (the push's stops the pull too). */
  failed(err: unknown, direction: 'push' | 'pull' | null): void {
    this.pulled.state = `starting again after the ${direction ?? 'replication'} failed: ${String(err)}`;
  }

  /** What the live pull wrote of `id`: a document never pulled, or pulled and then lost. */
  describePulls(id: string): string {
    const seen = this.pulls.get(id);
    return seen === undefined ? 'never pulled' : `pulled ${seen.join('; ')}`;
  }

  /** The live pull's last batch and state, to tell a skipped change from a stalled feed. */
  describePull(): string {
    const ago = this.pulled.at === 0 ? 'never' : `${((Date.now() - this.pulled.at) / 1000).toFixed(1)} s ago`;
    return `pulled up to seq ${this.pulled.seq} (${ago}), ${this.pulled.state}`;
  }
}
