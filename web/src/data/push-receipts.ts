/**
 * Which documents the replication has just delivered to the server. A screen that confirms a write
 * (the point of sale's 'Pedido enviado') waits here briefly, so that rendering its confirmation does
 * not hold up the very push taking the write to the other devices.
 */
export class PushReceipts {
  private readonly waiting = new Map<string, Set<() => void>>();

  /** Whether the device reaches the gateway (browser online, gateway answering). Kept by the sync layer. */
  online = true;
  /**
   * Whether this replica's live replication is running while online: only then does a write go out at
   * once and a receipt come soon. Kept by the sync layer.
   */
  live = false;

  /** The sync layer's view of the connection, published for the write hooks. */
  connection(online: boolean, live: boolean): void {
    this.online = online;
    this.live = live;
  }

  /** The replication has stored these documents on the server. */
  delivered(ids: readonly string[]): void {
    for (const id of ids) {
      const waiters = this.waiting.get(id);
      this.waiting.delete(id);
      for (const resolve of waiters ?? []) resolve();
    }
  }

  /** True once document `id` has been delivered; false if `timeoutMs` passed first. */
  whenDelivered(id: string, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiters = this.waiting.get(id) ?? new Set<() => void>();
      this.waiting.set(id, waiters);
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiters.delete(done);
        if (waiters.size === 0 && this.waiting.get(id) === waiters) this.waiting.delete(id);
        resolve(false);
      }, timeoutMs);
      waiters.add(done);
    });
  }
}
