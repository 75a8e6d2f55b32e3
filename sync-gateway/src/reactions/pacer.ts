/**
 * The pace of the projections every sale moves (a product's day of stock, an ingredient's stock).
 * Every device pulls each rewrite of them, so in a busy service they were most of what a sale cost
 * the devices: a document rewritten once per batch, every second, for 50 devices. Here a projection
 * rewritten less than `windowMs` ago waits: its ledger is already written (the truth), and the
 * document is brought to it once its window has passed, whatever moved it meanwhile. What someone
 * waits on is never paced: a kitchen's stock edit, a delivery, a count, a row reaching zero (the
 * callers decide, see projections.ts and ingredient-stock.ts).
 *
 * A reactor that dies with writes owed leaves documents behind their ledgers until the next
 * reactor's start brings every recent one to its ledger (reconcile.ts).
 */
/** Writes remembered before the ones older than a window are forgotten. */
const MAX_REMEMBERED = 2000;

export class ProjectionPacer {
  /** When each projection was last written by this reactor (performance.now()). */
  private readonly writtenAt = new Map<string, number>();
  /** The write each owed projection waits for: it reads the ledger when it runs. */
  private readonly owed = new Map<string, () => Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly windowMs: number,
    private readonly onError: (err: unknown, id: string) => void,
  ) {}

  /**
   * Holds back a write of `id` whose window has not passed: `write` is owed and runs when it has (a
   * later hold replaces it). Returns whether it held; if not, the caller writes now.
   */
  holds(id: string, write: () => Promise<void>): boolean {
    if (this.mayWrite(id)) return false;
    this.owed.set(id, write);
    this.schedule();
    return true;
  }

  /** Notes a write of `id` (its window starts now; a write it owed is settled by it). */
  wrote(id: string): void {
    const now = performance.now();
    this.writtenAt.set(id, now);
    this.owed.delete(id);
    // Past days' rows and quiet ingredients: a window ago is as good as never.
    if (this.writtenAt.size > MAX_REMEMBERED)
      for (const [known, at] of this.writtenAt) if (now - at >= this.windowMs) this.writtenAt.delete(known);
  }

  /** How many writes are owed (a test, a log line). */
  get owing(): number {
    return this.owed.size;
  }

  /** Runs every owed write now, window or not (someone awaits the reactions, or the reactor stops). */
  flushAll(): Promise<void> {
    return this.run(() => true);
  }

  /** Flushes what is owed, then holds nothing more: later writes are never paced. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flushAll();
  }

  /** Whether `id` may be written now: never written, or last written a window ago. */
  private mayWrite(id: string): boolean {
    if (this.stopped) return true;
    const at = this.writtenAt.get(id);
    return at === undefined || performance.now() - at >= this.windowMs;
  }

  private schedule(): void {
    if (this.timer !== undefined || this.stopped) return;
    let next = Infinity;
    for (const id of this.owed.keys()) next = Math.min(next, (this.writtenAt.get(id) ?? 0) + this.windowMs);
    if (next === Infinity) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        void this.run((id) => this.mayWrite(id)).then(() => this.schedule());
      },
      Math.max(0, next - performance.now()),
    );
    this.timer.unref();
  }

  /** Runs the owed writes `due` picks, one at a time, after any run already going. */
  private run(due: (id: string) => boolean): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      for (const [id, write] of [...this.owed]) {
        if (!due(id) || this.owed.get(id) !== write) continue;
        this.owed.delete(id);
        try {
          await write();
          this.writtenAt.set(id, performance.now());
        } catch (err) {
          // Still owed: the next window tries again (a failing store fails the batches too).
          if (!this.owed.has(id)) this.owed.set(id, write);
          this.onError(err, id);
        }
      }
    });
    return this.flushing;
  }
}
