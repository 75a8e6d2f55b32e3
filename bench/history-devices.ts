// The history benchmark's live devices, in a process of their own so their memory is not counted as
// the gateway's: argv = <floorUrl> <cookie> <count>. Each device is a memory PouchDB replicating
// `/db/floor` live, as a tablet on the floor does. Sends { synced, docs } once every device finished
// its first pass; stops when the parent disconnects.
import PouchDB from 'pouchdb-node';
import MemoryAdapter from 'pouchdb-adapter-memory';

PouchDB.plugin(MemoryAdapter);

const [floorUrl, cookie, countArg] = process.argv.slice(2);
if (floorUrl === undefined || cookie === undefined) throw new Error('usage: <floorUrl> <cookie> <count>');
const count = Number(countArg ?? 50);
const fetchWithSession: typeof PouchDB.fetch = (url, init) => {
  const headers = new Headers(init?.headers);
  headers.set('cookie', cookie);
  return PouchDB.fetch(url, { ...init, headers });
};

const devices = Array.from({ length: count }, (_, i) => {
  const local = new PouchDB(`history-device-${process.pid}-${i}`, { adapter: 'memory' });
  const remote = new PouchDB(floorUrl, { skip_setup: true, fetch: fetchWithSession });
  return { local, remote };
});
const syncs = devices.map(({ local, remote }) =>
  PouchDB.replicate(remote, local, { live: true, retry: true, heartbeat: 10_000 }),
);
// `paused` with no error: the first pass is done and the device waits on a longpoll.
await Promise.all(
  syncs.map(
    (sync) =>
      new Promise<void>((resolve, reject) => {
        sync.on('paused', (err: unknown) => (err === undefined ? resolve() : undefined));
        sync.on('error', reject);
      }),
  ),
);
const docs = await Promise.all(devices.map(async ({ local }) => (await local.info()).doc_count));
process.send?.({ synced: true, docs: Math.min(...docs) });

process.once('disconnect', () => {
  for (const sync of syncs) sync.cancel();
  process.exit(0);
});
