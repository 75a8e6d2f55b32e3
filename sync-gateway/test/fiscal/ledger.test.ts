import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FiscalLedger } from '../../src/fiscal/ledger.ts';
import { createPouchStore } from '../../src/store/pouch-store.ts';
import type { Store } from '../../src/store/types.ts';
import { Chain, saleTicket } from '../support/fiscal-docs.ts';

/**
 * The sending ledger over a real embedded store: a backlog larger than one page (a long outage)
 * is counted whole and handed out in chain order, and a record seen again is queued once.
 */
describe('the fiscal ledger', () => {
  const opened: Array<{ store: Store; dir: string }> = [];
  afterEach(async () => {
    for (const { store, dir } of opened.splice(0)) {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('counts and orders a backlog of 2,500 records across two devices', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rp-ledger-'));
    const store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    opened.push({ store, dir });
    await store.provision();
    const ledger = new FiscalLedger(
      store.db('fiscal'),
      () => new Date('2026-11-27T10:00:00Z'),
      store.db('floor'),
    );
    const tickets = ['M3RX', 'K7Q4'].flatMap((code) => {
      const chain = new Chain(code);
      return Array.from({ length: 1250 }, (_, index) =>
        chain.add(saleTicket('u-1', 'C1', index + 1, { series: `T-${code}` })),
      );
    });
    expect(await ledger.enqueue(tickets)).toBe(2500);
    expect(await ledger.enqueue(tickets.slice(0, 10))).toBe(0);
    expect(await ledger.pendingCount()).toBe(2500);
    const first = await ledger.pending(1000);
    expect(first.map((entry) => `${entry.installation}/${entry.seq}`).slice(0, 2)).toEqual([
      'K7Q4/1',
      'K7Q4/2',
    ]);
    expect(first.at(-1)).toMatchObject({ installation: 'K7Q4', seq: 1000 });
    expect(await ledger.receivedUpTo('M3RX')).toBe(1250);
  });
});
