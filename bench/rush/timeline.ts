// Each order's journey, timed on one clock (the devices all live in this process): written on the
// waiter's replica, acknowledged by the gateway (its `_bulk_docs` answered), seen on each kitchen
// screen's replica (its local `changes` feed reported it). Figures are per phase.
import { stats, type Stats } from '../replication-fleet.ts';
import type { Db } from '../soak/remote.ts';

export type Phase = 'idle' | 'rush';

interface Journey {
  phase: Phase;
  writtenAt: number;
  ackedAt?: number;
  /** When each kitchen screen first held it, by screen index. */
  seenAt: Map<number, number>;
}

export interface LatencyFigures {
  orders: number;
  /** Waiter's local write → seen on a kitchen screen's replica, one sample per order and screen. */
  total: Stats;
  /** Waiter's local write → its push acknowledged by the gateway. */
  deviceToGateway: Stats;
  /** Acknowledged → seen on a kitchen screen's replica, one sample per order and screen. */
  gatewayToKitchen: Stats;
  /** Orders whose acknowledgement was not seen (their legs are left out; the total is not). */
  unacknowledged: number;
}

export class Timeline {
  private readonly journeys = new Map<string, Journey>();
  /** Resolvers of `whenSeenEverywhere`, by id. */
  private readonly waiting = new Map<string, () => void>();
  private readonly feeds: Array<PouchDB.Core.Changes<object>> = [];
  private screens = 0;
  phase: Phase = 'idle';
  /** Kitchen feeds that failed (the run fails with them). */
  readonly errors: string[] = [];

  written(id: string): void {
    this.journeys.set(id, { phase: this.phase, writtenAt: performance.now(), seenAt: new Map() });
  }

  acknowledged(id: string, at: number): void {
    const journey = this.journeys.get(id);
    if (journey !== undefined && journey.ackedAt === undefined) journey.ackedAt = at;
  }

  /** Follows a kitchen screen's replica from now on: its first change for an order is when it saw it. */
  watch(screen: Db): void {
    const index = this.screens++;
    const feed = screen.changes({ live: true, since: 'now' });
    feed.on('change', (change) => {
      const journey = this.journeys.get(change.id);
      if (journey === undefined || journey.seenAt.has(index)) return;
      journey.seenAt.set(index, performance.now());
      if (journey.seenAt.size === this.screens) {
        this.waiting.get(change.id)?.();
        this.waiting.delete(change.id);
      }
    });
    feed.on('error', (err) => this.errors.push(`kitchen screen ${index}: ${String(err)}`));
    this.feeds.push(feed);
  }

  /** Resolves once every kitchen screen holds `id` (an idle-phase order, written just before). */
  whenSeenEverywhere(id: string): Promise<void> {
    if (this.journeys.get(id)?.seenAt.size === this.screens) return Promise.resolve();
    return new Promise((resolve) => this.waiting.set(id, resolve));
  }

  /** Orders written so far that some kitchen screen has not seen yet. */
  unseen(): string[] {
    return [...this.journeys].filter(([, j]) => j.seenAt.size < this.screens).map(([id]) => id);
  }

  figures(phase: Phase): LatencyFigures {
    const journeys = [...this.journeys.values()].filter((j) => j.phase === phase);
    const total: number[] = [];
    const device: number[] = [];
    const kitchen: number[] = [];
    for (const j of journeys) {
      for (const seen of j.seenAt.values()) {
        total.push(seen - j.writtenAt);
        if (j.ackedAt !== undefined) kitchen.push(seen - j.ackedAt);
      }
      if (j.ackedAt !== undefined) device.push(j.ackedAt - j.writtenAt);
    }
    return {
      orders: journeys.length,
      total: stats(total),
      deviceToGateway: stats(device),
      gatewayToKitchen: stats(kitchen),
      unacknowledged: journeys.filter((j) => j.ackedAt === undefined).length,
    };
  }

  close(): void {
    for (const feed of this.feeds) feed.cancel();
  }
}
