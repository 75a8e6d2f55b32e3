import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPouchStore } from '../store/pouch-store.ts';
import { StoreError, type StoreDb } from '../store/types.ts';
import { WriteBatcher } from './write-batcher.ts';

describe('write batcher', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function floor(): Promise<{ db: StoreDb; batches: number[] }> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rp-batcher-'));
    const store = createPouchStore({ dataDir, prefix: 'rp_' });
    await store.provision();
    cleanups.push(async () => {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    });
    const real = store.db('floor');
    const batches: number[] = [];
    // The real database, counting how many documents each bulkDocs call carries.
    const db: StoreDb = {
      ...real,
      name: real.name,
      bulkDocs: (docs, opts) => {
        batches.push(docs.length);
        return real.bulkDocs(docs, opts);
      },
    };
    return { db, batches };
  }

  it('writes concurrent documents in few batches, each with its own revision', async () => {
    const { db, batches } = await floor();
    const batcher = new WriteBatcher(db);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => batcher.put({ _id: `area:a${i}`, n: i })),
    );
    expect(results.every((r) => r.rev.startsWith('1-'))).toBe(true);
    expect(batches[0]).toBe(1);
    expect(batches.length).toBeLessThan(30);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(30);
    expect((await db.get('area:a29')).n).toBe(29);
  });

  it('rejects only the conflicting document of a batch, as a 409 StoreError', async () => {
    const { db } = await floor();
    const batcher = new WriteBatcher(db);
    await batcher.put({ _id: 'area:taken' });
    const [ok, conflict] = await Promise.allSettled([
      batcher.put({ _id: 'area:free' }),
      batcher.put({ _id: 'area:taken' }),
    ]);
    expect(ok.status).toBe('fulfilled');
    expect(conflict.status).toBe('rejected');
    const reason = conflict.status === 'rejected' ? (conflict.reason as unknown) : undefined;
    expect(reason).toBeInstanceOf(StoreError);
    expect(reason).toMatchObject({ status: 409, error: 'conflict' });
  });
});
