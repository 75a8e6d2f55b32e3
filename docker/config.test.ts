import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseIni } from 'ini';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  checkCaddyfile,
  checkCompose,
  checkCouchIni,
  checkDockerfile,
  checkEnvExample,
  composeVariables,
  dockerfileCopySources,
  type ComposeContext,
} from './config-checks.ts';
import { GATEWAY_NODE_FLAGS } from '../scripts/gateway-runtime.mjs';

const dockerDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(dockerDir, '..');
const read = (relative: string) => readFileSync(path.join(root, relative), 'utf8');

const composeText = read('docker/compose.yaml');
const caddyfile = read('docker/Caddyfile');
const dockerfile = read('docker/Dockerfile');
const envExample = read('docker/.env.example');
const couchIniText = read('couchdb.ini');
const ctx: ComposeContext = {
  composeDir: dockerDir,
  couchIniPath: path.join(root, 'couchdb.ini'),
  caddyfile,
};

/** The variables the gateway reads (keys of the zod env schema in config.ts). */
function gatewayVariables(): string[] {
  const source = read('sync-gateway/src/config.ts');
  const schema = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(source)?.[1] ?? '';
  return [...schema.matchAll(/^ {2}([A-Z_][A-Z0-9_]*):/gm)].map((m) => m[1] ?? '');
}

/** The gateway's request body limit in bytes (app.ts), which CouchDB's request limit must cover. */
function gatewayBodyLimit(): number {
  const expression = /bodyLimit:\s*([\d\s*_]+)[,\n]/.exec(read('sync-gateway/src/app.ts'))?.[1];
  if (expression === undefined) return 4 * 1024 * 1024;
  return expression
    .split('*')
    .map((factor) => Number(factor.replace(/[\s_]/g, '')))
    .reduce((a, b) => a * b, 1);
}

/** A fresh parse each time, so a test can break its copy freely. */
const compose = (): Record<string, Record<string, Record<string, unknown>>> =>
  parseYaml(composeText, { merge: true });
const couchIni = () => parseIni(couchIniText);

describe('the committed production configuration', () => {
  it('compose.yaml keeps every invariant', () => {
    expect(checkCompose(compose(), ctx)).toEqual([]);
  });

  it('the Dockerfile builds a non-root, health-checked Node 22 image', () => {
    expect(checkDockerfile(dockerfile)).toEqual([]);
  });

  it('couchdb.ini requires valid users, has no admin party, no CORS, and fits our batches', () => {
    expect(checkCouchIni(couchIni(), 3, gatewayBodyLimit())).toEqual([]);
  });

  it('.env.example documents every variable compose.yaml uses and every gateway setting', () => {
    expect(gatewayVariables()).toContain('COUCHDB_URL');
    expect(composeVariables(composeText)).toContain('SESSION_SECRET');
    expect(checkEnvExample(composeText, envExample, gatewayVariables())).toEqual([]);
  });

  it('every file the image copies or runs exists in the repository', () => {
    const sources = dockerfileCopySources(dockerfile);
    expect(sources).toEqual(
      expect.arrayContaining(['package-lock.json', 'sync-gateway/src', 'docker/cluster-setup.ts']),
    );
    const commands = Object.values(compose().services!).flatMap(
      (service) => (service.command as string[] | undefined) ?? [],
    );
    const run = [...dockerfile.matchAll(/"([\w/.-]+\.ts)"/g)].map((m) => m[1]!);
    const scripts = [...commands, ...run].filter((arg) => arg.endsWith('.ts'));
    expect(scripts).toEqual(expect.arrayContaining(['docker/cluster-setup.ts']));
    for (const file of [...sources, ...scripts]) expect(existsSync(path.join(root, file)), file).toBe(true);
  });

  it('the image runs the gateway bundle with the same Node flags as npm start and the benchmarks', () => {
    const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...GATEWAY_NODE_FLAGS, 'sync-gateway/dist/server.mjs']);
    expect(dockerfile).toContain('node scripts/gateway-runtime.mjs');
  });

  it('.dockerignore keeps host dependencies and secrets out of the build context', () => {
    const ignore = read('.dockerignore').split('\n');
    expect(ignore).toEqual(expect.arrayContaining(['**/node_modules', '.env', '**/.env', '.git']));
  });
});

describe('each check catches a broken copy', () => {
  it('a published CouchDB port', () => {
    const c = compose();
    c.services!['couchdb-2']!.ports = ['5984:5984'];
    expect(checkCompose(c, ctx)).toEqual(
      expect.arrayContaining([
        'couchdb-2: publishes ports (only the edge may)',
        'couchdb-2: CouchDB port published to the host',
      ]),
    );
  });

  it('a long-running service without a healthcheck, or with it disabled', () => {
    const c = compose();
    delete c.services!['gateway-2']!.healthcheck;
    c.services!.edge!.healthcheck = { disable: true };
    expect(checkCompose(c, ctx)).toEqual(
      expect.arrayContaining([
        'gateway-2: long-running service without a healthcheck',
        'edge: long-running service without a healthcheck',
      ]),
    );
  });

  it('a CouchDB node on an anonymous volume, or two nodes on one volume', () => {
    const c = compose();
    c.services!['couchdb-1']!.volumes = [
      '/opt/couchdb/data',
      '../couchdb.ini:/opt/couchdb/etc/local.d/10-restaurantpro.ini:ro',
    ];
    c.services!['couchdb-3']!.volumes = [
      'couchdb-2-data:/opt/couchdb/data',
      '../couchdb.ini:/opt/couchdb/etc/local.d/10-restaurantpro.ini:ro',
    ];
    expect(checkCompose(c, ctx)).toEqual(
      expect.arrayContaining([
        'couchdb-1: data is not on a named volume',
        'couchdb-3: shares its data volume couchdb-2-data',
      ]),
    );
  });

  it('couchdb.ini not mounted, or mounted writable', () => {
    const c = compose();
    c.services!['couchdb-1']!.volumes = ['couchdb-1-data:/opt/couchdb/data'];
    c.services!['couchdb-2']!.volumes = [
      'couchdb-2-data:/opt/couchdb/data',
      '../couchdb.ini:/opt/couchdb/etc/local.d/10-restaurantpro.ini',
    ];
    expect(checkCompose(c, ctx)).toEqual(
      expect.arrayContaining([
        'couchdb-1: couchdb.ini not mounted',
        'couchdb-2: couchdb.ini mounted writable',
      ]),
    );
  });

  it('secrets written into compose.yaml, or different per node', () => {
    const c = compose();
    (c.services!['couchdb-3']!.environment as Record<string, string>).COUCHDB_SECRET = 'hardcoded';
    expect(checkCompose(c, ctx)).toEqual(
      expect.arrayContaining([
        'couchdb-3: COUCHDB_SECRET must come from docker/.env',
        'COUCHDB_SECRET differs between CouchDB nodes',
      ]),
    );
  });

  it('a gateway without COUCHDB_URL, TRUST_PROXY or the shared session secret', () => {
    const c = compose();
    const env = c.services!['gateway-1']!.environment as Record<string, string>;
    delete env.COUCHDB_URL;
    env.TRUST_PROXY = 'false';
    env.SESSION_SECRET = '${OTHER_SECRET}';
    const problems = checkCompose(c, ctx);
    expect(problems).toEqual(
      expect.arrayContaining([
        'gateway-1: TRUST_PROXY must be "true" behind the edge',
        'gateways do not share one SESSION_SECRET',
      ]),
    );
    expect(problems.some((p) => p.startsWith('gateway-1: COUCHDB_URL must carry the credentials'))).toBe(
      true,
    );
  });

  it('a gateway pointed somewhere other than a cluster node', () => {
    const c = compose();
    (c.services!['gateway-2']!.environment as Record<string, string>).COUCHDB_URL =
      'http://${COUCHDB_USER}:${COUCHDB_PASSWORD}@elsewhere.example:5984';
    expect(checkCompose(c, ctx)).toContain(
      'gateway-2: COUCHDB_URL points at elsewhere.example, not a cluster node',
    );
  });

  it('the edge publishing anything but 80 and 443', () => {
    const c = compose();
    (c.services!.edge!.ports as string[]).push('2019:2019', '8443:443');
    expect(checkCompose(c, ctx)).toEqual(
      expect.arrayContaining([
        'edge: publishes 2019:2019 (only 80 and 443)',
        'edge: publishes 8443:443 (only 80 and 443)',
      ]),
    );
  });

  it('a cluster setup that misses a node or would run forever', () => {
    const c = compose();
    const setup = c.services!['cluster-setup']!;
    (setup.environment as Record<string, string>).COUCHDB_NODES =
      'couchdb-1.cluster.internal,couchdb-2.cluster.internal';
    setup.restart = 'unless-stopped';
    expect(checkCompose(c, ctx)).toEqual(
      expect.arrayContaining([
        'cluster-setup: must be a one-shot service (restart: "no")',
        'cluster-setup: COUCHDB_NODES does not list every node',
      ]),
    );
  });

  it('a backend network with a route out', () => {
    const c = compose();
    c.networks!.backend = {};
    expect(checkCompose(c, ctx)).toContain('backend network is not internal');
  });

  it('a Caddyfile that buffers or compresses the replication stream', () => {
    const buffered = caddyfile.replace(/^\s*flush_interval -1$/m, '');
    const compressed = caddyfile.replace(
      /@compressible not path \/db \/db\/\*/,
      '@compressible not path /api/*',
    );
    expect(checkCaddyfile(buffered)).toContain('Caddyfile: reverse_proxy without flush_interval -1');
    // Each proxy is checked: the site hubs' CouchDB streams as the gateways do.
    const lastBuffered = caddyfile.replace(/^(\s*)flush_interval -1$(?![\s\S]*flush_interval -1)/m, '');
    expect(checkCaddyfile(lastBuffered)).toContain('Caddyfile: reverse_proxy without flush_interval -1');
    expect(checkCaddyfile(compressed)).toContain('Caddyfile: responses under /db may be compressed');
    expect(checkCaddyfile(caddyfile.replace('gateway-2:3000', ''))).toEqual([]);
    expect(checkCompose(compose(), { ...ctx, caddyfile: caddyfile.replace('gateway-2:3000', '') })).toContain(
      'gateway-2: not an upstream in the Caddyfile',
    );
  });

  it('a root, unhealth-checked or wrong-Node Dockerfile', () => {
    const asRoot = dockerfile.replace(/^USER node$/m, 'USER root');
    const noUser = dockerfile.replace(/^USER node$/m, '');
    const noHealth = dockerfile.replace(/\/readyz/g, '/healthz');
    const node20 = dockerfile.replace('node:22-bookworm-slim', 'node:20-bookworm-slim');
    expect(checkDockerfile(asRoot)).toContain('Dockerfile: runtime stage runs as root');
    expect(checkDockerfile(noUser)).toContain('Dockerfile: runtime stage runs as root');
    expect(checkDockerfile(noHealth)).toContain('Dockerfile: no HEALTHCHECK on /readyz');
    expect(checkDockerfile(node20)).toContain('Dockerfile: not Node 22');
  });

  it('a hubs network open to the world or to a gateway, and CouchDB open to any valid user', () => {
    const open = compose();
    (open.networks as Record<string, unknown>).hubs = {};
    const gatewayOnHubs = compose();
    (gatewayOnHubs.services?.['gateway-1'] as Record<string, unknown>).networks = ['backend', 'edge', 'hubs'];
    expect(checkCompose(open, ctx)).toContain('hubs network is not internal');
    expect(checkCompose(gatewayOnHubs, ctx)).toContain(
      'gateway-1: on the hubs network (the edge and CouchDB only)',
    );
    const anyone = parseIni(
      couchIniText.replace(/^default_security = admin_only$/m, 'default_security = everyone'),
    );
    expect(checkCouchIni(anyone, 3, gatewayBodyLimit())).toContain(
      '[couchdb] default_security is not admin_only: a hub user could read any database',
    );
  });

  it('an admin party, a plaintext admin, CORS, or limits that do not fit', () => {
    const broken = parseIni(
      couchIniText
        .replace(/^require_valid_user = true$/m, 'require_valid_user = false') // the first one is [chttpd]'s
        .replace(/^enable_cors = false$/m, 'enable_cors = true')
        .replace(/^max_http_request_size = \d+$/m, 'max_http_request_size = 65536')
        .replace(/^n = 3$/m, 'n = 2') +
        '\n[admins]\nadmin = hunter2\nhashed = -pbkdf2-abc,def,10\n[cors]\norigins = *\n',
    );
    expect(checkCouchIni(broken, 3, gatewayBodyLimit())).toEqual(
      expect.arrayContaining([
        '[chttpd] require_valid_user is not true',
        '[admins] admin has a plaintext password',
        '[chttpd] enable_cors is not false',
        '[cors] origins is set',
        '[cluster] n = 2: 3 copies on at least 3 nodes (3)',
        "[chttpd] max_http_request_size 65536 must fit the gateway's 4194304-byte batches and stay bounded",
        'max_document_size exceeds max_http_request_size',
      ]),
    );
    expect(checkCouchIni(broken, 3, gatewayBodyLimit()).join('\n')).not.toContain('hashed');
    expect(checkCouchIni(couchIni(), 2, gatewayBodyLimit())).toEqual([
      '[cluster] n = 3: 3 copies on at least 3 nodes (2)',
    ]);
  });

  it('a compose variable missing from .env.example, and a gateway setting nobody mentions', () => {
    const withNew = `${composeText}\n# \${NOT_DOCUMENTED:-x} and $$ESCAPED\nx-extra: \${ANOTHER_ONE}\n`;
    expect(composeVariables(withNew)).not.toContain('ESCAPED');
    expect(checkEnvExample(withNew, envExample, [...gatewayVariables(), 'BRAND_NEW_SETTING'])).toEqual([
      '.env.example: ${ANOTHER_ONE} used in compose.yaml is not documented',
      '.env.example: ${NOT_DOCUMENTED} used in compose.yaml is not documented',
      '.env.example: gateway setting BRAND_NEW_SETTING is not accounted for',
    ]);
  });
});
