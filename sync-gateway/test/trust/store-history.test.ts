import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPouchStore } from '../../src/store/pouch-store.ts';
import type { Store } from '../../src/store/types.ts';

/**
 * The embedded store itself refuses a replicated document whose history is malformed: PouchDB would
 * store it, and every later read of it (the changes feed included) would throw inside the adapter,
 * so no gateway could start on that data folder again. The data folder reopens and reads normally.
 */
describe('the embedded store and malformed histories', () => {
  const opened: Array<{ store: Store; dir: string }> = [];
  afterEach(async () => {
    for (const { store, dir } of opened.splice(0)) {
      await store.close().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses the write with bad_request, stores the rest, and reopens cleanly', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rp-store-history-'));
    let store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    opened.push({ store, dir });
    await store.provision();
    const bad = {
      _id: 'order:X1',
      _rev: '1-abc',
      _revisions: { start: 1, ids: 5 as unknown as string[] },
      type: 'order',
    };
    const good = { _id: 'order:X2', _rev: '1-abd', _revisions: { start: 1, ids: ['abd'] }, type: 'order' };
    const rows = await store.db('floor').bulkDocs([bad, good], { newEdits: false });
    expect(rows).toEqual([expect.objectContaining({ id: 'order:X1', error: 'bad_request' })]);

    await store.close();
    store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    opened[0] = { store, dir };
    const changes = await store.db('floor').changes({ since: 0, include_docs: true, style: 'all_docs' });
    expect(changes.results.map((change) => change.id)).toEqual(['order:X2']);
  });
});
