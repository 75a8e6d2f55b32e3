// Kitchen latency on the hub, measured as the rush's idle baseline measures it (one waiter's rounds
// one at a time, each timed from the waiter's local write until every kitchen screen's replica holds
// it), once with the cloud linked and once during the outage. Each measurement has a Timeline of its
// own, so the two never mix and the service in between is not timed.
import type { SoakDevice } from '../soak/devices.ts';
import { idleBaseline } from '../rush/phases.ts';
import { Timeline, type LatencyFigures } from '../rush/timeline.ts';
import type { SiteSettings } from './settings.ts';

export class KitchenLatency {
  private timeline: Timeline | undefined;
  private last: string | undefined;

  constructor(private readonly screens: readonly SoakDevice[]) {}

  /** A waiter's `onOrderWritten`: the round just written, timed if a measurement is under way. */
  readonly written = (id: string): void => {
    this.last = id;
    this.timeline?.written(id);
  };

  /** A device's `_bulk_docs` carrying `id` was answered (the rush's Traffic tells it): the hub has it. */
  readonly acknowledged = (id: string, at: number): void => {
    this.timeline?.acknowledged(id, at);
  };

  /**
   * `warmUpRounds` untimed rounds from `waiter`, then `rounds` timed ones, `roundEveryMs` apart, each
   * waited for on every kitchen screen.
   */
  async measure(
    waiter: SoakDevice,
    { rounds, warmUpRounds, roundEveryMs }: Pick<SiteSettings, 'rounds' | 'warmUpRounds' | 'roundEveryMs'>,
  ): Promise<LatencyFigures> {
    await this.timed(waiter, warmUpRounds, roundEveryMs);
    return this.timed(waiter, rounds, roundEveryMs);
  }

  private async timed(waiter: SoakDevice, rounds: number, everyMs: number): Promise<LatencyFigures> {
    const timeline = new Timeline();
    for (const screen of this.screens) timeline.watch(screen.local);
    this.timeline = timeline;
    try {
      await idleBaseline(waiter, timeline, rounds, everyMs, () => this.last);
      if (timeline.errors.length > 0) throw new Error(timeline.errors.join('; '));
      return timeline.figures('idle');
    } finally {
      this.timeline = undefined;
      timeline.close();
    }
  }
}
