import { StoreError, type StoreDb } from '../store/types.ts';

/**
 * The lease's reads and writes given up after `ms`: a site hub whose link to the cloud died without
 * closing must learn it within the lease, not when the operating system gives the connection up.
 */
export function withDeadline(db: StoreDb, ms: number): Pick<StoreDb, 'get' | 'put'> {
  const within = <T>(work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new StoreError(503, 'unavailable', 'The cloud did not answer in time')),
        ms,
      );
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  };
  return {
    get: (id, opts) => within(db.get(id, opts)),
    put: (doc) => within(db.put(doc)),
  };
}
