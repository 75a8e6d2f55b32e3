import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normaliseSince } from './pouch-store.ts';
import { createPouchStore } from './pouch-store.ts';
import { storeContract } from '../../test/helper.ts';

storeContract('pouch-store (leveldb)', async (prefix) => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rp-pouch-store-'));
  const store = createPouchStore({ dataDir, prefix });
  try {
    await store.provision();
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    store,
    async dispose() {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});

describe('normaliseSince', () => {
  it.each([
    [undefined, undefined],
    ['now', 'now'],
    [0, 0],
    [12, 12],
    ['12', 12],
    ['0', 0],
    ['12-g1AAAAB', 12],
  ] as const)('%j becomes %j', (input, expected) => {
    expect(normaliseSince(input)).toBe(expected);
  });
});
