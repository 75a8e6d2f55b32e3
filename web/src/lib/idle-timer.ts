/**
 * The shared terminal's idle lock: after `idleMs` with no input it calls `onIdle` once. Input only
 * records the time (`touch` runs on every pointer move, so it must cost nothing); the one pending
 * timeout, when it fires early because of later input, waits again for what is left. Time and the
 * timeout come from `IdleClock`, so tests drive it without sleeping.
 */

export interface IdleClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/**
 * The page's clock. Looked up at each call, not captured at load: a browser test that installs a fake
 * clock (Playwright's `page.clock`) after the app started still drives the lock.
 */
export const systemIdleClock: IdleClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class IdleTimer {
  private lastInput = 0;
  private handle: unknown = null;

  constructor(
    private readonly idleMs: number,
    private readonly onIdle: () => void,
    private readonly clock: IdleClock = systemIdleClock,
  ) {}

  /** Starts counting from now. */
  start(): void {
    this.lastInput = this.clock.now();
    this.schedule(this.idleMs);
  }

  /** Input happened: the idle time counts again from now. */
  touch(): void {
    this.lastInput = this.clock.now();
  }

  stop(): void {
    if (this.handle !== null) this.clock.clearTimeout(this.handle);
    this.handle = null;
  }

  private schedule(ms: number): void {
    this.stop();
    this.handle = this.clock.setTimeout(() => this.due(), ms);
  }

  private due(): void {
    this.handle = null;
    const idle = this.clock.now() - this.lastInput;
    if (idle >= this.idleMs) this.onIdle();
    else this.schedule(this.idleMs - idle);
  }
}
