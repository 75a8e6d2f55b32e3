import { describe, expect, it } from 'vitest';
import { cancelAtFirstFailure } from './replication-failure.ts';

/** A replication as PouchDB's are: an emitter that can be cancelled. */
class Replication {
  private readonly listeners = new Map<string, Array<(arg: unknown) => void>>();
  cancelled = 0;
  on(event: string, listener: (arg: unknown) => void): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  /** As Node's emitters: an 'error' nobody listens to throws. */
  emit(event: string, arg: unknown): void {
    const listeners = this.listeners.get(event) ?? [];
    if (event === 'error' && listeners.length === 0) throw new Error(`unhandled 'error': ${String(arg)}`);
    for (const listener of listeners) listener(arg);
  }
  cancel(): void {
    this.cancelled++;
  }
}

/** A sync: the same, carrying its two directions. */
class Sync extends Replication {
  readonly push = new Replication();
  readonly pull = new Replication();
}

describe('cancelAtFirstFailure', () => {
  it('cancels a sync as either direction fails, and tells the first failure only', () => {
    const sync = new Sync();
    const told: Array<[unknown, boolean]> = [];
    cancelAtFirstFailure(sync, (err, fatal) => told.push([err, fatal]));
    sync.pull.emit('requestError', 'cut');
    // Told while the failure is being reported: nothing of the failed attempt runs in between.
    expect(sync.cancelled).toBe(1);
    sync.push.emit('requestError', 'again');
    sync.pull.emit('error', 'later');
    expect(told).toEqual([['cut', false]]);
    expect(sync.cancelled).toBe(1);
  });

  it('tells a refusal for good as fatal, and keeps the sync’s own repeat of it from throwing', () => {
    const sync = new Sync();
    const told: Array<[unknown, boolean]> = [];
    cancelAtFirstFailure(sync, (err, fatal) => told.push([err, fatal]));
    sync.push.emit('error', { status: 401 });
    expect(() => sync.emit('error', { status: 401 })).not.toThrow();
    expect(told).toEqual([[{ status: 401 }, true]]);
  });

  it('watches a one-direction replication itself', () => {
    const replication = new Replication();
    const told: unknown[] = [];
    cancelAtFirstFailure(replication, (err) => told.push(err));
    replication.emit('error', 'refused');
    expect(replication.cancelled).toBe(1);
    expect(told).toEqual(['refused']);
  });
});
