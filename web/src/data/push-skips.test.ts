import { afterEach, describe, expect, it } from 'vitest';
import { memoryDb } from '../../test/helper.ts';
import { PushSkips } from './push-skips.ts';

const opened: PouchDB.Database[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

function db(): PouchDB.Database {
  const made = memoryDb();
  opened.push(made);
  return made;
}

/** The server's `_revs_diff` questions, by document id. */
function countQuestions(server: PouchDB.Database): string[] {
  const asked: string[] = [];
  const revsDiff = server.revsDiff.bind(server);
  server.revsDiff = ((diff: Record<string, string[]>) => {
    asked.push(...Object.keys(diff));
    return revsDiff(diff);
  }) as typeof server.revsDiff;
  return asked;
}

async function push(device: PouchDB.Database, server: PouchDB.Database, skips: PushSkips): Promise<void> {
  await device.replicate.to(server, { filter: skips.filter });
}

async function leavesOn(server: PouchDB.Database, id: string): Promise<string[]> {
  const leaves = (await server.get(id, { open_revs: 'all' })) as Array<{ ok?: { _rev: string } }>;
  return leaves.flatMap((leaf) => (leaf.ok ? [leaf.ok._rev] : [])).sort();
}

describe('PushSkips', () => {
  it('a pulled document is not pushed back: the server is asked nothing about it', async () => {
    const server = db();
    await server.bulkDocs([
      { _id: 'order:1', n: 1 },
      { _id: 'order:2', n: 2 },
    ]);
    const device = db();
    const skips = new PushSkips(device);
    await device.replicate.from(server);
    const updated = await server.get('order:1');
    await server.put({ ...updated, n: 10 });
    await device.replicate.from(server);
    const asked = countQuestions(server);
    await push(device, server, skips);
    expect(asked).toEqual([]);
    expect((await device.get('order:1')) as unknown).toMatchObject({ n: 10 });
  });

  it('a document written on the device goes up, even one it pulled before', async () => {
    const server = db();
    await server.put({ _id: 'order:1', status: 'sent' });
    const device = db();
    const skips = new PushSkips(device);
    await device.replicate.from(server);
    const pulled = await device.get('order:1');
    const moved = await device.put({ ...pulled, status: 'cooking' });
    await device.put({ _id: 'order:2', status: 'sent' });
    const asked = countQuestions(server);
    await push(device, server, skips);
    expect(asked.sort()).toEqual(['order:1', 'order:2']);
    expect((await server.get('order:1'))._rev).toBe(moved.rev);
    expect((await server.get('order:2')) as unknown).toMatchObject({ status: 'sent' });
  });

  it('a branch written in an earlier session goes up when the pull brings a winner over it', async () => {
    const server = db();
    const device = db();
    // Both start from the same revision; the device then edits it offline, before this session.
    const first = await server.put({ _id: 'check:1', total: 1 });
    await device.replicate.from(server);
    const offline = await device.put({ _id: 'check:1', _rev: first.rev, total: 2 });
    // Meanwhile the server moves two revisions on: its branch wins.
    const second = await server.put({ _id: 'check:1', _rev: first.rev, total: 3 });
    const third = await server.put({ _id: 'check:1', _rev: second.rev, total: 4 });
    const skips = new PushSkips(device);
    await device.replicate.from(server);
    expect((await device.get('check:1'))._rev).toBe(third.rev);
    await push(device, server, skips);
    expect(await leavesOn(server, 'check:1')).toEqual([offline.rev, third.rev].sort());
  });

  it('a write made while a pulled revision is on its way to the database goes up', async () => {
    const server = db();
    const first = await server.put({ _id: 'check:1', total: 1 });
    const device = db();
    const skips = new PushSkips(device);
    await device.replicate.from(server);
    const second = await server.put({ _id: 'check:1', _rev: first.rev, total: 3 });
    const third = await server.put({ _id: 'check:1', _rev: second.rev, total: 4 });
    const [incoming] = (await server.bulkGet({ docs: [{ id: 'check:1', rev: third.rev }], revs: true }))
      .results;
    const doc = incoming?.docs[0];
    if (doc === undefined || !('ok' in doc)) throw new Error('no revision to pull');
    // The pull's write is judged (a read) before it lands; the waiter's edit lands meanwhile.
    const pulling = device.bulkDocs([doc.ok], { new_edits: false });
    const edited = await device.put({ _id: 'check:1', _rev: first.rev, total: 2 });
    await pulling;
    expect((await device.get('check:1'))._rev).toBe(third.rev);
    await push(device, server, skips);
    expect(await leavesOn(server, 'check:1')).toEqual([edited.rev, third.rev].sort());
  });

  it('once the server could not be reached, what was pulled is offered again (a restored server may lack it)', async () => {
    const server = db();
    await server.put({ _id: 'order:1' });
    const device = db();
    const skips = new PushSkips(device);
    await device.replicate.from(server);
    skips.forget();
    const asked = countQuestions(server);
    await push(device, server, skips);
    expect(asked).toEqual(['order:1']);
  });

  it('a deletion pulled is not pushed back either', async () => {
    const server = db();
    const put = await server.put({ _id: 'order:1' });
    const device = db();
    const skips = new PushSkips(device);
    await device.replicate.from(server);
    await server.remove('order:1', put.rev);
    await device.replicate.from(server);
    const asked = countQuestions(server);
    await push(device, server, skips);
    expect(asked).toEqual([]);
  });

  it("the app's own writes keep working, with callbacks as with promises", async () => {
    const device = db();
    new PushSkips(device);
    const viaCallback = await new Promise<PouchDB.Core.Response[]>((resolve, reject) => {
      void device.bulkDocs([{ _id: 'a' }], {}, (err, result) =>
        err ? reject(err) : resolve(result as PouchDB.Core.Response[]),
      );
    });
    expect(viaCallback[0]).toMatchObject({ ok: true, id: 'a' });
    await expect(device.put({ _id: 'a' })).rejects.toMatchObject({ status: 409 });
  });
});
