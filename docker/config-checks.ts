/**
 * The production configuration's invariants, as functions returning the list of violations, so the
 * tests can show both that the committed files pass and that each check catches a broken copy.
 * There is no Docker engine where the tests run: the files are parsed and read, never started.
 */
import path from 'node:path';

type Dict = Record<string, unknown>;

const isDict = (value: unknown): value is Dict =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const dict = (value: unknown): Dict => (isDict(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** `environment:` as a map, whether written as a map or as `KEY=value` lines. */
export function environmentOf(service: Dict): Record<string, string> {
  const env = service.environment;
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((line) => String(line).split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
  }
  return Object.fromEntries(Object.entries(dict(env)).map(([key, value]) => [key, String(value ?? '')]));
}

/** Short-syntax volume `source:target[:mode]` or long syntax, normalised. */
export function volumesOf(service: Dict): Array<{ source: string; target: string; readOnly: boolean }> {
  return list(service.volumes).map((volume) => {
    if (typeof volume === 'string') {
      const [source = '', target = '', mode = ''] = volume.split(':');
      return { source, target, readOnly: mode.split(',').includes('ro') };
    }
    const v = dict(volume);
    return { source: String(v.source ?? ''), target: String(v.target ?? ''), readOnly: v.read_only === true };
  });
}

/** Published ports as `{host, container}` strings (protocol dropped). */
export function portsOf(service: Dict): Array<{ host: string; container: string }> {
  return list(service.ports).map((port) => {
    if (isDict(port)) return { host: String(port.published ?? ''), container: String(port.target ?? '') };
    const spec = String(port).split('/')[0] ?? '';
    const parts = spec.split(':');
    const container = parts.at(-1) ?? '';
    return { host: parts.length > 1 ? (parts.at(-2) ?? '') : '', container };
  });
}

function healthTest(service: Dict): string {
  const health = dict(service.healthcheck);
  if (health.disable === true) return '';
  const test = health.test;
  return Array.isArray(test) ? test.join(' ') : String(test ?? '');
}

function networksOf(service: Dict): string[] {
  const networks = service.networks;
  return Array.isArray(networks) ? networks.map(String) : Object.keys(dict(networks));
}

function aliasesOf(service: Dict, network: string): string[] {
  return list(dict(dict(service.networks)[network]).aliases).map(String);
}

export interface ComposeContext {
  /** Absolute path of the folder holding compose.yaml (bind mounts are relative to it). */
  composeDir: string;
  /** Absolute path of the repository's couchdb.ini. */
  couchIniPath: string;
  /** The Caddyfile's text. */
  caddyfile: string;
}

const isCouch = (service: Dict) => String(service.image ?? '').startsWith('couchdb:');
const isGatewayServer = (service: Dict) =>
  String(dict(service.build).dockerfile ?? '').endsWith('Dockerfile') && service.command === undefined;

export function checkCompose(compose: Dict, ctx: ComposeContext): string[] {
  const problems: string[] = [];
  const services = dict(compose.services);
  const declaredVolumes = Object.keys(dict(compose.volumes));
  const networks = dict(compose.networks);

  const couches = Object.entries(services).filter(([, s]) => isCouch(dict(s)));
  const gateways = Object.entries(services).filter(([, s]) => isGatewayServer(dict(s)));
  if (couches.length < 3) problems.push(`expected at least 3 CouchDB nodes, found ${couches.length}`);
  if (gateways.length < 2) problems.push(`expected at least 2 gateway replicas, found ${gateways.length}`);

  for (const [name, raw] of Object.entries(services)) {
    const service = dict(raw);
    const oneShot = service.restart === 'no';
    if (!oneShot && service.restart === undefined) problems.push(`${name}: no restart policy`);
    if (!oneShot && healthTest(service) === '')
      problems.push(`${name}: long-running service without a healthcheck`);
    if (name !== 'edge' && portsOf(service).length > 0)
      problems.push(`${name}: publishes ports (only the edge may)`);
  }

  const nodeNames: string[] = [];
  const dataVolumes = new Set<string>();
  for (const [name, raw] of couches) {
    const service = dict(raw);
    const env = environmentOf(service);
    if (!String(service.image).startsWith('couchdb:3')) problems.push(`${name}: not a CouchDB 3 image`);
    if (portsOf(service).length > 0) problems.push(`${name}: CouchDB port published to the host`);
    if (!healthTest(service).includes('/_up')) problems.push(`${name}: healthcheck does not probe /_up`);
    for (const key of ['COUCHDB_USER', 'COUCHDB_PASSWORD', 'COUCHDB_SECRET', 'COUCHDB_ERLANG_COOKIE']) {
      if (!/^\$\{[A-Z_]+(:\?[^}]*)?\}$/.test(env[key] ?? ''))
        problems.push(`${name}: ${key} must come from docker/.env`);
    }
    const nodeName = env.NODENAME ?? '';
    if (!nodeName.includes('.'))
      problems.push(`${name}: NODENAME must be a dotted host name (Erlang long names)`);
    if (!aliasesOf(service, 'backend').includes(nodeName))
      problems.push(`${name}: no backend alias for ${nodeName}`);
    nodeNames.push(nodeName);
    const volumes = volumesOf(service);
    const data = volumes.find((v) => v.target === '/opt/couchdb/data');
    if (data === undefined || !declaredVolumes.includes(data.source))
      problems.push(`${name}: data is not on a named volume`);
    else if (dataVolumes.has(data.source)) problems.push(`${name}: shares its data volume ${data.source}`);
    else dataVolumes.add(data.source);
    const ini = volumes.find(
      (v) => v.target.startsWith('/opt/couchdb/etc/local.d/') && v.target.endsWith('.ini'),
    );
    if (ini === undefined || path.resolve(ctx.composeDir, ini.source) !== ctx.couchIniPath)
      problems.push(`${name}: couchdb.ini not mounted`);
    else if (!ini.readOnly) problems.push(`${name}: couchdb.ini mounted writable`);
    // The hubs network reaches CouchDB from the edge only, for the site hubs' replication.
    if (networksOf(service).some((n) => n !== 'backend' && n !== 'hubs'))
      problems.push(`${name}: on a network other than backend and hubs`);
  }
  for (const key of ['COUCHDB_SECRET', 'COUCHDB_ERLANG_COOKIE']) {
    const values = new Set(couches.map(([, s]) => environmentOf(dict(s))[key]));
    if (values.size !== 1) problems.push(`${key} differs between CouchDB nodes`);
  }
  if (new Set(nodeNames).size !== nodeNames.length) problems.push('CouchDB nodes share a NODENAME');
  if (dict(networks.backend).internal !== true) problems.push('backend network is not internal');
  if (networks.hubs !== undefined && dict(networks.hubs).internal !== true)
    problems.push('hubs network is not internal');
  for (const [name, raw] of Object.entries(services)) {
    if (name !== 'edge' && !isCouch(dict(raw)) && networksOf(dict(raw)).includes('hubs'))
      problems.push(`${name}: on the hubs network (the edge and CouchDB only)`);
  }

  const setup = dict(services['cluster-setup']);
  const setupNodes = (environmentOf(setup).COUCHDB_NODES ?? '').split(',').filter(Boolean);
  if (setup.restart !== 'no') problems.push('cluster-setup: must be a one-shot service (restart: "no")');
  if (setupNodes.join(',') !== nodeNames.join(','))
    problems.push('cluster-setup: COUCHDB_NODES does not list every node');
  for (const [name] of couches) {
    if (dict(dict(setup.depends_on)[name]).condition !== 'service_healthy')
      problems.push(`cluster-setup: does not wait for ${name}`);
  }

  const secrets = new Set<string>();
  for (const [name, raw] of gateways) {
    const service = dict(raw);
    const env = environmentOf(service);
    const url = env.COUCHDB_URL ?? '';
    const match = /^http:\/\/\$\{COUCHDB_USER\}:\$\{COUCHDB_PASSWORD\}@([^:/]+):5984$/.exec(url);
    if (match === null)
      problems.push(`${name}: COUCHDB_URL must carry the credentials and name a node: ${url}`);
    else if (!nodeNames.includes(match[1] ?? ''))
      problems.push(`${name}: COUCHDB_URL points at ${match[1]}, not a cluster node`);
    if (env.TRUST_PROXY !== 'true') problems.push(`${name}: TRUST_PROXY must be "true" behind the edge`);
    secrets.add(env.SESSION_SECRET ?? '');
    if (!healthTest(service).includes('/readyz'))
      problems.push(`${name}: healthcheck does not probe /readyz`);
    if (dict(dict(service.depends_on)['cluster-setup']).condition !== 'service_completed_successfully') {
      problems.push(`${name}: does not wait for cluster-setup`);
    }
    if (!ctx.caddyfile.includes(`${name}:3000`)) problems.push(`${name}: not an upstream in the Caddyfile`);
  }
  if (secrets.size !== 1 || [...secrets][0] === '') problems.push('gateways do not share one SESSION_SECRET');

  const edge = dict(services.edge);
  if (!String(edge.image ?? '').startsWith('caddy:')) problems.push('edge: not Caddy');
  const edgePorts = portsOf(edge);
  if (edgePorts.length === 0) problems.push('edge: publishes nothing');
  for (const port of edgePorts) {
    if (!['80', '443'].includes(port.container) || port.host !== port.container) {
      problems.push(`edge: publishes ${port.host}:${port.container} (only 80 and 443)`);
    }
  }
  const caddyMount = volumesOf(edge).find((v) => v.target === '/etc/caddy/Caddyfile');
  if (caddyMount === undefined) problems.push('edge: Caddyfile not mounted');
  if (!volumesOf(edge).some((v) => v.target === '/data' && declaredVolumes.includes(v.source))) {
    problems.push('edge: certificates (/data) not on a named volume');
  }
  problems.push(...checkCaddyfile(ctx.caddyfile));
  return problems;
}

export function checkCaddyfile(text: string): string[] {
  const problems: string[] = [];
  const code = text
    .split('\n')
    .map((line) => line.replace(/#.*$/, ''))
    .join('\n');
  // Every proxy streams: the gateways' replication and the site hubs' CouchDB alike.
  const proxies = [...code.matchAll(/reverse_proxy\s[^{]*\{([^}]*)\}/g)];
  if (proxies.length === 0 || proxies.some((block) => !/\bflush_interval\s+-1\b/.test(block[1] ?? '')))
    problems.push('Caddyfile: reverse_proxy without flush_interval -1');
  if (!/\bhealth_uri\s+\/readyz\b/.test(code)) problems.push('Caddyfile: no active health check on /readyz');
  const encode = /^\s*encode\b(.*)$/m.exec(code);
  if (encode !== null) {
    const matcher = /@(\S+)/.exec(encode[1] ?? '')?.[1];
    const definition =
      matcher === undefined ? null : new RegExp(`@${matcher}\\s+not\\s+path\\s+([^\\n]*)`).exec(code);
    if (definition === null || !/\/db\/\*/.test(definition[1] ?? ''))
      problems.push('Caddyfile: responses under /db may be compressed');
  }
  if (!/\bprotocols\b[^\n]*\bh2\b/.test(code)) problems.push('Caddyfile: HTTP/2 not enabled');
  return problems;
}

/** `${VAR}`, `${VAR:-default}`, `${VAR:?message}`; `$$` is an escaped dollar. */
export function composeVariables(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.replace(/\$\$/g, '').matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g))
    names.add(match[1] ?? '');
  return [...names].sort();
}

/** Names assigned (`NAME=`) and names mentioned in comments (`# NAME=...`) of an env file. */
export function envFileNames(text: string): { assigned: string[]; mentioned: string[] } {
  const assigned = [...text.matchAll(/^([A-Z_][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? '');
  const mentioned = [...text.matchAll(/^#\s*([A-Z_][A-Z0-9_]*)\b/gm)].map((m) => m[1] ?? '');
  return { assigned, mentioned };
}

export function checkEnvExample(
  composeText: string,
  envExample: string,
  configVariables: string[],
): string[] {
  const { assigned, mentioned } = envFileNames(envExample);
  const problems = composeVariables(composeText)
    .filter((name) => !assigned.includes(name))
    .map((name) => `.env.example: \${${name}} used in compose.yaml is not documented`);
  for (const name of configVariables) {
    if (!assigned.includes(name) && !mentioned.includes(name))
      problems.push(`.env.example: gateway setting ${name} is not accounted for`);
  }
  return problems;
}

export interface CouchIni {
  [section: string]: unknown;
}

export function checkCouchIni(ini: CouchIni, clusterSize: number, gatewayBodyLimit: number): string[] {
  const problems: string[] = [];
  const section = (name: string) => dict(ini[name]);
  const bytes = (value: unknown) => Number(value);
  if (section('chttpd').require_valid_user !== true) problems.push('[chttpd] require_valid_user is not true');
  if (section('chttpd_auth').require_valid_user !== true)
    problems.push('[chttpd_auth] require_valid_user is not true');
  if (section('couch_httpd_auth').require_valid_user === false)
    problems.push('[couch_httpd_auth] require_valid_user is false');
  for (const [user, value] of Object.entries(section('admins'))) {
    if (!String(value).startsWith('-pbkdf2-')) problems.push(`[admins] ${user} has a plaintext password`);
  }
  if (section('chttpd').enable_cors !== false) problems.push('[chttpd] enable_cors is not false');
  if (section('httpd').enable_cors === true) problems.push('[httpd] enable_cors is true');
  if (section('cors').origins !== undefined) problems.push('[cors] origins is set');
  const q = Number(section('cluster').q);
  const n = Number(section('cluster').n);
  if (!Number.isInteger(q) || q < 1 || q > 2)
    problems.push(`[cluster] q = ${section('cluster').q}: 1 or 2 for many small databases`);
  // Three copies survive the loss of any one node with a quorum of two; more nodes spread databases.
  if (n !== 3 || clusterSize < n) {
    problems.push(`[cluster] n = ${section('cluster').n}: 3 copies on at least 3 nodes (${clusterSize})`);
  }
  if (section('couchdb').single_node === true) problems.push('[couchdb] single_node is true on a cluster');
  if (section('couchdb').default_security !== 'admin_only')
    problems.push('[couchdb] default_security is not admin_only: a hub user could read any database');
  const maxDoc = bytes(section('couchdb').max_document_size);
  const maxRequest = bytes(section('chttpd').max_http_request_size);
  if (!(maxDoc >= 64 * 1024 && maxDoc <= 8_000_000))
    problems.push(`[couchdb] max_document_size ${maxDoc} outside 64 KiB..8 MB`);
  if (!(maxRequest >= gatewayBodyLimit && maxRequest <= 64 * 1024 * 1024)) {
    problems.push(
      `[chttpd] max_http_request_size ${maxRequest} must fit the gateway's ${gatewayBodyLimit}-byte batches and stay bounded`,
    );
  }
  if (!(maxDoc <= maxRequest)) problems.push('max_document_size exceeds max_http_request_size');
  const smoosh = section('smoosh');
  if (typeof smoosh.db_channels !== 'string' || !smoosh.db_channels.includes('ratio_dbs'))
    problems.push('[smoosh] db_channels lacks ratio_dbs');
  if (typeof section('log').level !== 'string') problems.push('[log] level not set');
  return problems;
}

/** Splits a Dockerfile into stages of instructions (continuation lines joined, comments dropped). */
export function dockerfileStages(text: string): Array<{ from: string; instructions: string[] }> {
  const joined = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ');
  const stages: Array<{ from: string; instructions: string[] }> = [];
  for (const line of joined
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    if (/^FROM\s/i.test(line)) stages.push({ from: line, instructions: [] });
    else stages.at(-1)?.instructions.push(line);
  }
  return stages;
}

export function checkDockerfile(text: string): string[] {
  const problems: string[] = [];
  const stages = dockerfileStages(text);
  const all = stages.flatMap((stage) => stage.instructions).join('\n');
  const runtime = stages.at(-1);
  if (runtime === undefined) return ['Dockerfile: no stages'];
  if (stages.length < 2) problems.push('Dockerfile: not multi-stage');
  const nodeImage = /ARG NODE_IMAGE=(\S+)/.exec(text)?.[1] ?? runtime.from;
  if (!/node:22\b/.test(nodeImage)) problems.push('Dockerfile: not Node 22');
  const users = runtime.instructions.filter((i) => /^USER\s/i.test(i));
  const user = users.at(-1)?.split(/\s+/)[1] ?? 'root';
  if (/^(root|0)(:.*)?$/.test(user)) problems.push('Dockerfile: runtime stage runs as root');
  const health = runtime.instructions.find((i) => /^HEALTHCHECK\s/i.test(i)) ?? '';
  if (!health.includes('/readyz')) problems.push('Dockerfile: no HEALTHCHECK on /readyz');
  const env = runtime.instructions.filter((i) => /^ENV\s/i.test(i)).join(' ');
  if (!/\bHOST=0\.0\.0\.0\b/.test(env)) problems.push('Dockerfile: HOST=0.0.0.0 not set');
  if (!/\bNODE_ENV=production\b/.test(env)) problems.push('Dockerfile: NODE_ENV=production not set');
  if (!/\bWEB_DIST=\S+/.test(env)) problems.push('Dockerfile: WEB_DIST not set');
  if (!/npm ci\b/.test(all)) problems.push('Dockerfile: dependencies not installed with npm ci');
  if (!/npm ci\b[^\n]*--omit=dev/.test(all)) problems.push('Dockerfile: dev dependencies not left out');
  if (!/npm run build\b/.test(all)) problems.push('Dockerfile: web app not built');
  return problems;
}

/** Files the build context must provide: sources of `COPY` without `--from`, and the files the images run. */
export function dockerfileCopySources(text: string): string[] {
  return dockerfileStages(text)
    .flatMap((stage) => stage.instructions)
    .filter((i) => /^COPY\s/i.test(i) && !/--from=/.test(i))
    .flatMap((i) => {
      const args = i
        .split(/\s+/)
        .slice(1)
        .filter((a) => !a.startsWith('--'));
      return args.slice(0, -1);
    })
    .filter((source) => source !== '.');
}
