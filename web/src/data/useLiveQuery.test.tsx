import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ReplicaContext } from './ReplicaContext.ts';
import { makeReplica, type Replica } from './replica.ts';
import { memoryDb } from '../../test/helper.ts';
import { useLiveDocs } from './useLiveDocs.ts';
import { useLiveDoc } from './useLiveDoc.ts';
import { useLiveQuery } from './useLiveQuery.ts';
import type { StoredDoc } from './queries.ts';

interface TableDoc extends StoredDoc {
  number: string;
  status: string;
}

const replicas: Replica[] = [];

function setup() {
  const replica = makeReplica('floor', memoryDb());
  replicas.push(replica);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ReplicaContext.Provider value={{ floor: replica }}>{children}</ReplicaContext.Provider>
  );
  return { replica, db: replica.db, wrapper };
}

afterEach(async () => {
  cleanup();
  for (const replica of replicas.splice(0)) {
    replica.feed.close();
    await replica.db.destroy();
  }
});

const table = (id: string, number: string, status = 'available') => ({ _id: `table:${id}`, type: 'table', number, status });

describe('useLiveDocs', () => {
  it('loads every document of a type, beyond find()’s default limit of 25', async () => {
    const { db, wrapper } = setup();
    await db.bulkDocs(Array.from({ length: 40 }, (_, i) => table(String(i).padStart(3, '0'), String(i + 1))));
    await db.put({ _id: 'order:001', type: 'order' });
    const { result } = renderHook(() => useLiveDocs('table'), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.data).toHaveLength(40);
    expect(result.current.error).toBeNull();
  });

  it('follows local writes, edits and deletions', async () => {
    const { db, wrapper } = setup();
    const { result } = renderHook(() => useLiveDocs('table'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([]));
    const put = await db.put(table('a', '1'));
    await waitFor(() => expect(result.current.data?.map((doc) => doc.number)).toEqual(['1']));
    const edited = await db.put({ ...table('a', '1', 'occupied'), _rev: put.rev });
    await waitFor(() => expect(result.current.data?.[0]?.status).toBe('occupied'));
    await db.remove('table:a', edited.rev);
    await waitFor(() => expect(result.current.data).toEqual([]));
  });

  it('shows documents the replication has just pulled without reading them back', async () => {
    const { replica, wrapper } = setup();
    const { result } = renderHook(() => useLiveDocs('table'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([]));
    // Not in the database: only the announcement can bring it to the screen.
    act(() => replica.feed.announcePulled([{ ...table('a', '7'), _rev: '1-a' }, { _id: 'order:1', _rev: '1-b' }]));
    expect(result.current.data?.map((doc) => doc.number)).toEqual(['7']);
  });

  it('reads a kind from the replica the kinds table keeps it in', async () => {
    const { replica } = setup();
    const office = makeReplica('office', memoryDb());
    replicas.push(office);
    await office.db.put({ _id: 'supplier:1', type: 'supplier', name: 'Mercabarna' });
    await replica.db.put({ _id: 'supplier:2', type: 'supplier', name: 'en la sala' });
    const both = ({ children }: { children: ReactNode }) => (
      <ReplicaContext.Provider value={{ floor: replica, office }}>{children}</ReplicaContext.Provider>
    );
    const { result } = renderHook(() => useLiveDocs('supplier'), { wrapper: both });
    await waitFor(() => expect(result.current.data?.map((doc) => doc.name)).toEqual(['Mercabarna']));
  });

  it('stays loading without the replica (a role that does not keep it)', () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useLiveDocs('supplier'), { wrapper });
    expect(result.current).toEqual({ data: undefined, status: 'loading', error: null });
  });
});

describe('useLiveQuery', () => {
  it('re-queries only for changes of the types it concerns', async () => {
    const { replica, db, wrapper } = setup();
    let runs = 0;
    const { result } = renderHook(
      () =>
        useLiveQuery(replica, ['table'], 'count', async (database) => {
          runs += 1;
          return (await database.allDocs({ startkey: 'table:', endkey: 'table:\ufff0' })).rows.length;
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toBe(0));
    await db.put({ _id: 'order:1', type: 'order' });
    await db.put(table('x', '9'));
    await waitFor(() => expect(result.current.data).toBe(1));
    // First load plus one re-run for the table; the order never triggered a query.
    expect(runs).toBe(2);
  });

  it('settles a burst of changes into one query', async () => {
    const { replica, db, wrapper } = setup();
    let runs = 0;
    const { result } = renderHook(
      () =>
        useLiveQuery(replica, ['table'], 'burst', async (database) => {
          runs += 1;
          return (await database.info()).doc_count;
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe('done'));
    await db.bulkDocs(Array.from({ length: 20 }, (_, i) => table(`b${i}`, String(i))));
    await waitFor(() => expect(result.current.data).toBe(20));
    // First load plus the burst: one query when the feed settles (a loaded machine may see the feed
    // pause once or twice mid-burst), never one per document.
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(4);
  });

  it('drops a stale answer that arrives after a newer one', async () => {
    const { replica, wrapper } = setup();
    const resolvers: Array<(value: string) => void> = [];
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) =>
        useLiveQuery(replica, ['table'], key, () => new Promise<string>((resolve) => resolvers.push(resolve))),
      { wrapper, initialProps: { key: 'first' } },
    );
    rerender({ key: 'second' });
    expect(result.current.status).toBe('loading');
    await act(async () => {
      resolvers[1]?.('second answer');
      resolvers[0]?.('first answer');
    });
    expect(result.current.data).toBe('second answer');
  });

  it('reports a failing query as an error', async () => {
    const { replica, wrapper } = setup();
    const { result } = renderHook(
      () => useLiveQuery(replica, ['table'], 'boom', () => Promise.reject(new Error('broken'))),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect((result.current.error as Error).message).toBe('broken');
  });
});

describe('useLiveDoc', () => {
  it('returns null for a missing document and follows it once written', async () => {
    const { db, wrapper } = setup();
    const { result } = renderHook(() => useLiveDoc<TableDoc>('floor', 'table:z'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.data).toBeNull();
    await db.put(table('z', '7'));
    await waitFor(() => expect(result.current.data?.number).toBe('7'));
  });
});
