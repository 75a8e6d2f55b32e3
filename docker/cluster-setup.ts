/**
 * Joins the CouchDB nodes of docker/compose.yaml into one cluster through `/_cluster_setup`.
 *
 * Runs as a one-shot compose service on every `docker compose up`, so it must be idempotent: it
 * reads the current membership and setup state first and only asks for what is missing. A second run
 * on a formed cluster sends no writes at all. It also pins the `[couchdb] uuid` of every node to
 * COUCHDB_UUID: CouchDB uses it to identify the cluster when replicating (backups), and a node that
 * comes back with a fresh config volume would otherwise get a new one and rewind replications.
 *
 * Run: `node --import tsx docker/cluster-setup.ts` with COUCHDB_NODES, COUCHDB_USER,
 * COUCHDB_PASSWORD, optional COUCHDB_PORT (5984) and COUCHDB_UUID.
 */
import { pathToFileURL } from 'node:url';

export interface ClusterSetupOptions {
  /** Host names the nodes know each other by (their Erlang node is `couchdb@<host>`); the first coordinates. */
  nodes: string[];
  port: number;
  username: string;
  password: string;
  /** Cluster-wide `[couchdb] uuid`; left alone when undefined. */
  uuid?: string | undefined;
  /** Base URL of a node; defaults to `http://<host>:<port>`. Tests point it at loopback fakes. */
  endpoint?: (node: string) => string;
  fetch?: typeof fetch;
  /** Injected so tests never wait for real. */
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
  /** How often to ask a node that is not up yet, and how long to wait in between. */
  attempts?: number;
  retryDelayMs?: number;
}

export interface ClusterSetupResult {
  /** Nodes that were added to the membership in this run. */
  added: string[];
  /** Nodes whose uuid was changed in this run. */
  uuidSet: string[];
  finished: boolean;
  clusterNodes: string[];
}

export class ClusterSetupError extends Error {
  override name = 'ClusterSetupError';
}

interface Reply {
  status: number;
  body: unknown;
}

interface Membership {
  all_nodes: string[];
  cluster_nodes: string[];
}

const DEFAULT_ATTEMPTS = 90;
const DEFAULT_RETRY_DELAY_MS = 2000;
const REQUEST_TIMEOUT_MS = 10_000;

function reasonOf(body: unknown): string {
  if (body !== null && typeof body === 'object' && 'reason' in body) return String(body.reason);
  return JSON.stringify(body);
}

function isMembership(body: unknown): body is Membership {
  return (
    body !== null &&
    typeof body === 'object' &&
    'all_nodes' in body &&
    'cluster_nodes' in body &&
    Array.isArray(body.all_nodes) &&
    Array.isArray(body.cluster_nodes)
  );
}

export async function setupCluster(opts: ClusterSetupOptions): Promise<ClusterSetupResult> {
  const [coordinator, ...remotes] = opts.nodes;
  if (coordinator === undefined) throw new ClusterSetupError('No CouchDB nodes given');
  const doFetch = opts.fetch ?? fetch;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const log = opts.log ?? (() => {});
  const attempts = opts.attempts ?? DEFAULT_ATTEMPTS;
  const retryDelayMs = opts.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const endpoint = opts.endpoint ?? ((node: string) => `http://${node}:${opts.port}`);
  const authorization = `Basic ${Buffer.from(`${opts.username}:${opts.password}`).toString('base64')}`;
  const erlangName = (node: string) => `couchdb@${node}`;

  async function call(node: string, method: string, path: string, body?: unknown): Promise<Reply> {
    const res = await doFetch(`${endpoint(node)}${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (a proxy error page, say): keep the text for the error message.
    }
    if (res.status === 401) {
      throw new ClusterSetupError(
        `${node} rejected the credentials of ${opts.username}: ${reasonOf(parsed)}`,
      );
    }
    return { status: res.status, body: parsed };
  }

  async function expectOk(
    node: string,
    what: string,
    reply: Reply,
    tolerated: RegExp | null = null,
  ): Promise<void> {
    if (reply.status >= 200 && reply.status < 300) return;
    if (tolerated !== null && tolerated.test(`${reply.status} ${reasonOf(reply.body)}`)) return;
    throw new ClusterSetupError(`${what} on ${node} failed: HTTP ${reply.status} ${reasonOf(reply.body)}`);
  }

  /** Retries while a node is starting; wrong credentials and other definite answers fail at once. */
  async function waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
    let lastError = 'no answer';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const value = await probe();
        if (value !== undefined) return value;
        lastError = 'not ready';
      } catch (err) {
        if (err instanceof ClusterSetupError) throw err;
        lastError = err instanceof Error ? err.message : String(err);
      }
      if (attempt < attempts) await sleep(retryDelayMs);
    }
    throw new ClusterSetupError(`Gave up waiting for ${what} after ${attempts} attempts (${lastError})`);
  }

  for (const node of opts.nodes) {
    await waitFor(`${node} to be up`, async () => {
      const reply = await call(node, 'GET', '/_up');
      return reply.status === 200 ? true : undefined;
    });
    log(`${node} is up`);
  }

  const uuidSet: string[] = [];
  if (opts.uuid !== undefined) {
    for (const node of opts.nodes) {
      const current = await call(node, 'GET', '/_node/_local/_config/couchdb/uuid');
      if (current.status === 200 && current.body === opts.uuid) continue;
      await expectOk(
        node,
        'setting the uuid',
        await call(node, 'PUT', '/_node/_local/_config/couchdb/uuid', opts.uuid),
      );
      uuidSet.push(node);
      log(`${node}: uuid set`);
    }
  }

  const readMembership = async (): Promise<Membership> => {
    const reply = await call(coordinator, 'GET', '/_membership');
    await expectOk(coordinator, 'reading the membership', reply);
    if (!isMembership(reply.body))
      throw new ClusterSetupError(`Unexpected /_membership answer: ${JSON.stringify(reply.body)}`);
    return reply.body;
  };

  const membership = await readMembership();
  const missing = remotes.filter((node) => !membership.cluster_nodes.includes(erlangName(node)));
  const credentials = { username: opts.username, password: opts.password };
  const nodeCount = String(opts.nodes.length);
  if (missing.length > 0) {
    // The image already enables each node (admin account, bind address); CouchDB then answers
    // "Cluster is already enabled", which is the state we want.
    const alreadyEnabled = /^400 .*already enabled/i;
    const enable = {
      action: 'enable_cluster',
      bind_address: '0.0.0.0',
      ...credentials,
      node_count: nodeCount,
    };
    await expectOk(
      coordinator,
      'enable_cluster',
      await call(coordinator, 'POST', '/_cluster_setup', enable),
      alreadyEnabled,
    );
    for (const node of missing) {
      const remote = {
        ...enable,
        port: opts.port,
        remote_node: node,
        remote_current_user: opts.username,
        remote_current_password: opts.password,
      };
      await expectOk(
        node,
        'enable_cluster',
        await call(coordinator, 'POST', '/_cluster_setup', remote),
        alreadyEnabled,
      );
      const add = { action: 'add_node', host: node, port: opts.port, ...credentials };
      // 409: another run added it between our membership read and now.
      await expectOk(node, 'add_node', await call(coordinator, 'POST', '/_cluster_setup', add), /^409 /);
      log(`${node} added to the cluster`);
    }
  }

  const state = await call(coordinator, 'GET', '/_cluster_setup');
  await expectOk(coordinator, 'reading the setup state', state);
  const isFinished = (body: unknown) =>
    body !== null && typeof body === 'object' && 'state' in body && body.state === 'cluster_finished';
  let finished = false;
  if (!isFinished(state.body)) {
    const reply = await call(coordinator, 'POST', '/_cluster_setup', { action: 'finish_cluster' });
    await expectOk(coordinator, 'finish_cluster', reply, /^400 .*already finished/i);
    finished = true;
    log('cluster setup finished (system databases created)');
  }

  // Members connect to each other asynchronously after add_node; done when all are listed and connected.
  const expected = opts.nodes.map(erlangName);
  const final = await waitFor('every node to join and connect', async () => {
    const m = await readMembership();
    return expected.every((name) => m.cluster_nodes.includes(name) && m.all_nodes.includes(name))
      ? m
      : undefined;
  });
  log(`cluster nodes: ${final.cluster_nodes.join(', ')}`);
  return { added: missing, uuidSet, finished, clusterNodes: final.cluster_nodes };
}

/** Reads the options from the environment the compose service passes. */
export function readSetupEnv(env: Record<string, string | undefined>): ClusterSetupOptions {
  const problems: string[] = [];
  const nodes = (env.COUCHDB_NODES ?? '')
    .split(',')
    .map((node) => node.trim())
    .filter((node) => node !== '');
  if (nodes.length === 0) problems.push('COUCHDB_NODES: comma-separated node host names');
  const username = env.COUCHDB_USER ?? '';
  const password = env.COUCHDB_PASSWORD ?? '';
  if (username === '') problems.push('COUCHDB_USER: required');
  if (password === '') problems.push('COUCHDB_PASSWORD: required');
  const port = Number(env.COUCHDB_PORT ?? '5984');
  if (!Number.isInteger(port) || port <= 0 || port > 65535) problems.push('COUCHDB_PORT: a TCP port');
  const uuid = env.COUCHDB_UUID === undefined || env.COUCHDB_UUID === '' ? undefined : env.COUCHDB_UUID;
  if (uuid !== undefined && !/^[0-9a-f]{32}$/.test(uuid))
    problems.push('COUCHDB_UUID: 32 lowercase hex characters');
  if (problems.length > 0)
    throw new ClusterSetupError(`Invalid cluster setup configuration:\n  ${problems.join('\n  ')}`);
  return { nodes, port, username, password, uuid };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const options = readSetupEnv(process.env);
    await setupCluster({ ...options, log: (line) => process.stdout.write(`cluster-setup: ${line}\n`) });
  } catch (err) {
    console.error(`cluster-setup: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
