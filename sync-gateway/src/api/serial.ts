/**
 * Runs tasks one after another, each starting once the one before has settled (whether it succeeded
 * or not). Used where a number is read and then written, so two requests never take the same one.
 */
export class Serial {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    // The next task waits for this one to settle; its failure is the caller's, not the queue's.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
