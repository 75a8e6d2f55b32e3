import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ClusterSetupError, readSetupEnv, setupCluster, type ClusterSetupOptions } from './cluster-setup.ts';

/**
 * A loopback stand-in for three CouchDB 3 nodes, answering the `/_cluster_setup`, `/_membership`,
 * `/_up` and config calls the way CouchDB does (status codes and reasons taken from CouchDB's setup
 * handler). One shared cluster state; the first node coordinates.
 */
const USER = 'admin';
const PASSWORD = 'correct-horse';
const NODES = ['couchdb-1.cluster.internal', 'couchdb-2.cluster.internal', 'couchdb-3.cluster.internal'];
const UUID = '0123456789abcdef0123456789abcdef';

interface Call {
  node: string;
  method: string;
  path: string;
  body: unknown;
}

class FakeCluster {
  members = new Set<string>([`couchdb@${NODES[0]}`]);
  finished = false;
  uuids = new Map(NODES.map((node, i) => [node, `generated${i}`.padEnd(32, '0')]));
  /** How many `/_up` probes each node fails before it is up. */
  downFor = new Map<string, number>();
  calls: Call[] = [];
  private servers: http.Server[] = [];
  private urls = new Map<string, string>();

  async start(): Promise<void> {
    for (const node of NODES) {
      const server = http.createServer((req, res) => void this.handle(node, req, res));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      this.servers.push(server);
      this.urls.set(node, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
  }

  endpoint = (node: string): string => {
    const url = this.urls.get(node);
    if (url === undefined) throw new Error(`unknown node ${node}`);
    return url;
  };

  writes(): Call[] {
    return this.calls.filter((call) => call.method !== 'GET');
  }

  async stop(): Promise<void> {
    await Promise.all(this.servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }

  private async handle(node: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Uint8Array[] = [];
    for await (const chunk of req) chunks.push(chunk as Uint8Array);
    const raw = Buffer.concat(chunks).toString();
    const body: unknown = raw === '' ? undefined : JSON.parse(raw);
    const call = { node, method: req.method ?? 'GET', path: req.url ?? '/', body };
    this.calls.push(call);
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const expected = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return send(401, { error: 'unauthorized', reason: 'Name or password is incorrect.' });

    const key = `${call.method} ${call.path}`;
    if (key === 'GET /_up') {
      const left = this.downFor.get(node) ?? 0;
      if (left > 0) {
        this.downFor.set(node, left - 1);
        return send(404, { status: 'nolive' });
      }
      return send(200, { status: 'ok' });
    }
    if (key === 'GET /_node/_local/_config/couchdb/uuid') return send(200, this.uuids.get(node));
    if (key === 'PUT /_node/_local/_config/couchdb/uuid') {
      const previous = this.uuids.get(node);
      this.uuids.set(node, body as string);
      return send(200, previous);
    }
    if (node !== NODES[0])
      return send(500, { error: 'unexpected', reason: `${key} sent to a non-coordinating node` });
    if (key === 'GET /_membership')
      return send(200, { all_nodes: [...this.members], cluster_nodes: [...this.members] });
    if (key === 'GET /_cluster_setup')
      return send(200, { state: this.finished ? 'cluster_finished' : 'cluster_enabled' });
    if (key === 'POST /_cluster_setup') {
      const action = (body as { action: string; host?: string }).action;
      if (action === 'enable_cluster')
        return send(400, { error: 'bad_request', reason: 'Cluster is already enabled' });
      if (action === 'add_node') {
        const host = (body as { host: string }).host;
        if (!NODES.includes(host))
          return send(400, { error: 'bad_request', reason: 'Add node failed. Invalid Host and/or Port.' });
        if (this.members.has(`couchdb@${host}`))
          return send(409, { error: 'conflict', reason: 'Document update conflict.' });
        this.members.add(`couchdb@${host}`);
        return send(201, { ok: true });
      }
      if (action === 'finish_cluster') {
        if (this.finished) return send(400, { error: 'bad_request', reason: 'Cluster is already finished' });
        this.finished = true;
        return send(201, { ok: true });
      }
    }
    return send(404, { error: 'not_found', reason: key });
  }
}

let cluster: FakeCluster | undefined;
const sleeps: number[] = [];

async function fakeCluster(): Promise<FakeCluster> {
  const fake = new FakeCluster();
  await fake.start();
  cluster = fake;
  sleeps.length = 0;
  return fake;
}

function options(overrides: Partial<ClusterSetupOptions> = {}): ClusterSetupOptions {
  return {
    nodes: NODES,
    port: 5984,
    username: USER,
    password: PASSWORD,
    uuid: UUID,
    endpoint: cluster!.endpoint,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    attempts: 5,
    retryDelayMs: 1000,
    ...overrides,
  };
}

afterEach(async () => {
  await cluster?.stop();
  cluster = undefined;
});

describe('setupCluster', () => {
  it('joins fresh nodes, pins the uuid everywhere and finishes the setup', async () => {
    const fake = await fakeCluster();
    const result = await setupCluster(options());

    expect(result.added).toEqual(NODES.slice(1));
    expect(result.finished).toBe(true);
    expect(result.clusterNodes.sort()).toEqual(NODES.map((node) => `couchdb@${node}`).sort());
    expect([...fake.uuids.values()]).toEqual([UUID, UUID, UUID]);
    const actions = fake.writes().map((call) => {
      const body = call.body as { action?: string; host?: string; remote_node?: string };
      return call.path === '/_cluster_setup'
        ? `${body.action} ${body.host ?? body.remote_node ?? ''}`.trim()
        : `${call.method} ${call.path} @${call.node}`;
    });
    expect(actions).toEqual([
      `PUT /_node/_local/_config/couchdb/uuid @${NODES[0]}`,
      `PUT /_node/_local/_config/couchdb/uuid @${NODES[1]}`,
      `PUT /_node/_local/_config/couchdb/uuid @${NODES[2]}`,
      'enable_cluster',
      `enable_cluster ${NODES[1]}`,
      `add_node ${NODES[1]}`,
      `enable_cluster ${NODES[2]}`,
      `add_node ${NODES[2]}`,
      'finish_cluster',
    ]);
  });

  it('changes nothing when run again on a formed cluster', async () => {
    const fake = await fakeCluster();
    await setupCluster(options());
    fake.calls.length = 0;

    const again = await setupCluster(options());

    expect(again).toMatchObject({ added: [], uuidSet: [], finished: false });
    expect(fake.writes()).toEqual([]);
  });

  it('adds only the node that is missing (a replaced node)', async () => {
    const fake = await fakeCluster();
    await setupCluster(options());
    fake.members.delete(`couchdb@${NODES[2]}`);
    fake.uuids.set(NODES[2]!, 'f'.repeat(32));
    fake.calls.length = 0;

    const result = await setupCluster(options());

    expect(result).toMatchObject({ added: [NODES[2]], uuidSet: [NODES[2]], finished: false });
    expect(
      fake.writes().filter((call) => (call.body as { action?: string } | undefined)?.action === 'add_node'),
    ).toHaveLength(1);
  });

  it('waits for a node that starts late', async () => {
    const fake = await fakeCluster();
    fake.downFor.set(NODES[1]!, 3);

    const result = await setupCluster(options());

    expect(result.added).toEqual(NODES.slice(1));
    expect(sleeps).toEqual([1000, 1000, 1000]);
  });

  it('gives up, naming the node, when a node never comes up', async () => {
    const fake = await fakeCluster();
    fake.downFor.set(NODES[2]!, 100);

    await expect(setupCluster(options())).rejects.toThrow(
      `Gave up waiting for ${NODES[2]} to be up after 5 attempts`,
    );
    expect(fake.writes()).toEqual([]);
  });

  it('fails at once, without retrying, on wrong credentials', async () => {
    await fakeCluster();
    const attempt = setupCluster(options({ password: 'wrong' }));

    await expect(attempt).rejects.toThrow(ClusterSetupError);
    await expect(attempt).rejects.toThrow(/rejected the credentials/);
    expect(sleeps).toEqual([]);
  });

  it('stops on a setup error it does not expect', async () => {
    await fakeCluster();
    const attempt = setupCluster(
      options({
        nodes: [NODES[0]!, 'couchdb-9.cluster.internal'],
        endpoint: (node) => cluster!.endpoint(node === 'couchdb-9.cluster.internal' ? NODES[1]! : node),
      }),
    );

    await expect(attempt).rejects.toThrow(
      'add_node on couchdb-9.cluster.internal failed: HTTP 400 Add node failed. Invalid Host and/or Port.',
    );
  });

  it('leaves the uuid alone when none is configured', async () => {
    const fake = await fakeCluster();
    await setupCluster(options({ uuid: undefined }));

    expect(fake.calls.some((call) => call.path.includes('uuid'))).toBe(false);
  });
});

describe('readSetupEnv', () => {
  it('reads the node list, credentials, port and uuid', () => {
    expect(
      readSetupEnv({
        COUCHDB_NODES: ' a.x , b.x,c.x ',
        COUCHDB_USER: 'u',
        COUCHDB_PASSWORD: 'p',
        COUCHDB_UUID: UUID,
      }),
    ).toEqual({ nodes: ['a.x', 'b.x', 'c.x'], port: 5984, username: 'u', password: 'p', uuid: UUID });
  });

  it('names every missing or bad variable', () => {
    expect(() => readSetupEnv({ COUCHDB_PORT: 'x', COUCHDB_UUID: 'not-hex' })).toThrow(
      /COUCHDB_NODES[\s\S]*COUCHDB_USER[\s\S]*COUCHDB_PASSWORD[\s\S]*COUCHDB_PORT[\s\S]*COUCHDB_UUID/,
    );
  });
});
