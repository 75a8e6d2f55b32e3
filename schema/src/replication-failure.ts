/**
 * Why a PouchDB replication is cancelled at its first failure, and started afresh by its owner
 * (the app's sync engine, the site hub's link to the cloud).
 *
 * PouchDB does not stop a replication attempt that failed (pouchdb 9, replicate.js):
 * `abortReplication` empties the batches waiting their turn, but the batch being written runs on,
 * and when it ends `finishBatch` calls `getChanges`, which reads the source's changes again from
 * where the failed attempt had *read* to, past the batches just dropped, and checkpoints there. The
 * next attempt (PouchDB's own `retry`, or the owner's) starts from that checkpoint: the dropped
 * changes are never replicated, and the replication reports itself caught up. Soaks with link cuts
 * caught it (a waiter's replica kept three orders at revisions the server had long moved on from);
 * `web/src/sync/sync-engine-restart.test.ts` reproduces it.
 *
 * Cancelled in the same tick PouchDB reports the failure, the failed attempt stops at its next step
 * (every step checks `cancelled`; at most it checkpoints a batch it has written), and a `retry`
 * attempt due after PouchDB's back-off finds the replication cancelled and ends at once.
 */

/** A replication's event emitter, as PouchDB's replication and sync objects are. */
export interface ReplicationEmitter {
  on(event: string, listener: (err?: unknown) => void): unknown;
}

function isEmitter(value: unknown): value is ReplicationEmitter {
  return typeof value === 'object' && value !== null && 'on' in value && typeof value.on === 'function';
}

/**
 * A sync's push or pull replication: PouchDB's sync object carries them as `push` and `pull`, which
 * its type declarations leave out, so they are reached here, checked rather than assumed.
 */
export function directionOf(sync: object, direction: 'push' | 'pull'): ReplicationEmitter | null {
  const emitter: unknown = Reflect.get(sync, direction);
  return isEmitter(emitter) ? emitter : null;
}

/**
 * Cancels `replication` (a sync: both directions) at the first failure of any part, then tells
 * `failed`, once, with the direction that failed (null for a one-way replication). PouchDB tells a failure as `requestError` (with `retry`, before it waits its
 * back-off: `fatal` false) or `error` (without `retry`, or a refused session: `fatal` true).
 */
export function cancelAtFirstFailure(
  replication: object & { cancel(): void },
  failed: (err: unknown, fatal: boolean, direction: 'push' | 'pull' | null) => void,
): void {
  const directions = (['push', 'pull'] as const).flatMap((direction) => {
    const emitter = directionOf(replication, direction);
    return emitter === null ? [] : [{ emitter, direction }];
  });
  const parts =
    directions.length > 0
      ? directions
      : isEmitter(replication)
        ? [{ emitter: replication, direction: null }]
        : [];
  let done = false;
  const fail = (err: unknown, fatal: boolean, direction: 'push' | 'pull' | null) => {
    if (done) return;
    done = true;
    replication.cancel();
    failed(err, fatal, direction);
  };
  for (const { emitter, direction } of parts) {
    emitter.on('requestError', (err) => fail(err, false, direction));
    emitter.on('error', (err) => fail(err, true, direction));
  }
  // A sync's own 'error' repeats its part's, handled above; an 'error' event nobody listens to throws.
  if (directions.length > 0 && isEmitter(replication)) replication.on('error', () => undefined);
}
