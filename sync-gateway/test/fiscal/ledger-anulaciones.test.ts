import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Annulment } from '@restaurantpro/schema';
import { FiscalLedger } from '../../src/fiscal/ledger.ts';
import type { PendingAnulacion } from '../../src/fiscal/queue.ts';
import { StoreRecordQueue } from '../../src/fiscal/record-queue.ts';
import { createPouchStore } from '../../src/store/pouch-store.ts';
import type { Store } from '../../src/store/types.ts';
import type { FiscalTicket } from '../../src/fiscal/xml.ts';
import { annulled, chained, chainOf, ISSUER, saleTicket } from './tickets.ts';

/**
 * Anulaciones in the sending ledger over a real embedded store: queued from their annulments beside
 * the altas (never in the cancelled alta's entry), in their place in the installation's chain, listed
 * by the day they were generated, refused under a key of their own; entries written before
 * anulaciones existed still read; and the store's queue reads each from its annulment.
 */

const T0 = Date.parse('2026-11-24T20:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const SETTLED = {
  duplicate: false,
  subsanacion: false,
  resend: false,
  incidencia: false,
  sentAt: '2026-11-24T20:05:00.000Z',
};

describe('anulaciones in the fiscal ledger', () => {
  let store: Store;
  let dir: string;
  let ledger: FiscalLedger;
  let tickets: FiscalTicket[];
  let annulment: Annulment;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rp-ledger-'));
    store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    await store.provision();
    ledger = new FiscalLedger(store.db('fiscal'), () => new Date(T0 + 600_000), store.db('floor'));
    const [first, second] = chainOf('K7Q4', 2, T0);
    if (first === undefined || second === undefined) throw new Error('fixture');
    annulment = annulled(first, 'K7Q4', at(60_000), second);
    tickets = [first, second, chained(saleTicket('K7Q4', 3, at(120_000)), 'K7Q4', annulment)];
    // The documents as the floor holds them, written straight into the store.
    await store.db('floor').bulkDocs([...tickets, annulment]);
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('queues an anulación once, apart from its alta, in its place in the chain', async () => {
    // An entry written before anulaciones existed: no kind, only its ticket.
    await store.db('fiscal').put({
      _id: 'record:T-M2X9-000001',
      ticketId: 'T-M2X9-000001',
      installation: 'M2X9',
      seq: 1,
      state: 'pendiente',
      queuedAt: at(0),
    });
    expect(await ledger.enqueue([...tickets, annulment])).toBe(4);
    expect(await ledger.enqueue([annulment])).toBe(0);

    const pending = await ledger.pending(10);
    expect(
      pending.map((entry) => [entry._id, entry.kind, entry.ticketId, `${entry.installation}/${entry.seq}`]),
    ).toEqual([
      ['record:T-K7Q4-000001', undefined, 'T-K7Q4-000001', 'K7Q4/1'],
      ['record:T-K7Q4-000002', undefined, 'T-K7Q4-000002', 'K7Q4/2'],
      ['record:anulacion:T-K7Q4-000001', 'anulacion', 'T-K7Q4-000001', 'K7Q4/3'],
      ['record:T-K7Q4-000003', undefined, 'T-K7Q4-000003', 'K7Q4/4'],
      ['record:T-M2X9-000001', undefined, 'T-M2X9-000001', 'M2X9/1'],
    ]);
    expect(pending[2]?.day).toBe('2026-11-24');
    expect(await ledger.pendingCount()).toBe(5);
    expect(await ledger.receivedUpTo('K7Q4')).toBe(4);
    const entries = await ledger.entries(['T-K7Q4-000001', 'anulacion:T-K7Q4-000001', 'T-M2X9-000001']);
    expect([...entries.keys()]).toEqual(['T-K7Q4-000001', 'anulacion:T-K7Q4-000001', 'T-M2X9-000001']);
  });

  it('settles an anulación by its own key, leaving its alta as it was', async () => {
    await ledger.enqueue([...tickets, annulment]);
    await ledger.settle([
      {
        key: 'anulacion:T-K7Q4-000001',
        docId: annulment._id,
        numSerie: 'T-K7Q4-000001',
        installation: 'K7Q4',
        seq: 3,
        state: 'Correcto',
        csv: 'A-CSV1',
        ...SETTLED,
      },
    ]);
    const entries = await ledger.entries(['T-K7Q4-000001', 'anulacion:T-K7Q4-000001']);
    expect(entries.get('T-K7Q4-000001')?.state).toBe('pendiente');
    expect(entries.get('anulacion:T-K7Q4-000001')).toMatchObject({ state: 'Correcto', csv: 'A-CSV1' });
    expect(await ledger.pendingCount()).toBe(3);
  });

  it('lists a day’s anulaciones with their records, read from their annulments', async () => {
    await ledger.enqueue([...tickets, annulment]);
    const listed = await ledger.anulacionesOn('2026-11-24');
    expect(listed.map(({ record, entry }) => [record, entry.ticketId])).toEqual([
      [annulment.fiscal, 'T-K7Q4-000001'],
    ]);
    expect(await ledger.anulacionesOn('2026-11-25')).toEqual([]);
  });

  it('keeps a refused anulación and the refused alta of the same ticket apart', async () => {
    const [first] = tickets;
    if (first === undefined) throw new Error('fixture');
    const refusal = { reason: 'La huella no corresponde', by: 'u-1' };
    await ledger.noteRefused([
      { record: first.fiscal, ...refusal },
      { record: annulment.fiscal, ...refusal },
    ]);
    await ledger.noteRefused([{ record: annulment.fiscal, ...refusal, by: 'u-2' }]);
    const refused = await ledger.refused();
    expect(
      refused.map(({ numSerie, kind, installation, seq, by }) => ({ numSerie, kind, installation, seq, by })),
    ).toEqual(
      expect.arrayContaining([
        { numSerie: 'T-K7Q4-000001', kind: undefined, installation: 'K7Q4', seq: 1, by: 'u-1' },
        { numSerie: 'T-K7Q4-000001', kind: 'anulacion', installation: 'K7Q4', seq: 3, by: 'u-1' },
      ]),
    );
    expect(refused).toHaveLength(2);
  });

  it('hands the sender each anulación from its annulment, waiting on its alta’s answer', async () => {
    await ledger.enqueue([...tickets, annulment]);
    const queue = new StoreRecordQueue(ledger, store.db('floor'));
    const anulacionOf = async () =>
      (await queue.pending(10)).find((record): record is PendingAnulacion => 'annulment' in record);

    expect(await anulacionOf()).toEqual({
      annulment: { ...annulment, _rev: expect.stringMatching(/^1-/) },
      issuerName: ISSUER.name,
      cancelled: 'pending',
      subsanacion: false,
    });
    const altaOf = (state: 'Correcto' | 'Incorrecto') => ({
      key: 'T-K7Q4-000001',
      docId: 'ticket:T-K7Q4-000001',
      numSerie: 'T-K7Q4-000001',
      installation: 'K7Q4',
      seq: 1,
      state,
      ...SETTLED,
    });
    await queue.settle([altaOf('Incorrecto')]);
    expect((await anulacionOf())?.cancelled).toBe('refused');
    await queue.settle([altaOf('Correcto')]);
    expect((await anulacionOf())?.cancelled).toBe('held');
  });
});
