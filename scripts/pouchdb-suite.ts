/**
 * Runs PouchDB's own integration tests (its sources, kept outside this repository) against the
 * gateway's protocol test mode and against plain pouchdb-server, with the same file list for both.
 *
 *   npx tsx scripts/pouchdb-suite.ts <pouchdb-sources> [--target gateway|pouchdb-server|both] [--out file.json]
 *
 * `<pouchdb-sources>` is a checkout of PouchDB 9.0.0 (its `tests/`, `bin/` and `packages/` folders).
 * The first run prepares it in place: the test tooling and the published 9.0.0 modules are installed
 * from the npm registry into `<sources>/.suite-runner`, and `packages/node_modules/pouchdb` points at
 * the published build (the sources are not built). Nothing of PouchDB is copied into this repository.
 * Each test file runs in its own mocha process, so a crash of one server or file costs only that file,
 * and a server that dies is started again.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHIM, RUNNER_PACKAGE } from './pouchdb-suite-shim.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The replication subset: changes (longpoll, since=now), writes, reads, local docs, replication, sync. */
export const SUITE_FILES = [
  'test.changes.js',
  'test.bulk_docs.js',
  'test.bulk_get.js',
  'test.revs_diff.js',
  'test.get.js',
  'test.local_docs.js',
  'test.replication.js',
  'test.sync.js',
];
/**
 * Tests of features `/db` does not serve, left out of both runs (mocha `--grep … --invert`) and
 * counted as excluded: design documents (views, `validate_doc_update`, ddoc filters), client-side
 * `_changes` filters (`filter=`, `doc_ids`, selectors, `query_params`), attachments and compaction.
 * Most say so in their title; the others are named, each with the feature it needs.
 */
export const NOT_SERVED = [
  'filter',
  'Filter',
  'doc_ids',
  'doc ids',
  'ddoc',
  'design doc',
  '\\bviews?\\b',
  'attachment',
  'selector',
  'query_params',
  'validate_doc_update',
  'compaction',
  'Test _conflicts key', // a view over _conflicts
  'doc count after multiple replications', // a view
  '#2268 dont stop replication if', // validate_doc_update
  '#3270 triggers "denied" events', // validate_doc_update
  '\\(#4963\\)', // documents with attachments
  '#2935 new_edits=false with single unauthorized', // validate_doc_update
  'Changes with shorthand function name', // a ddoc filter
];
const EXCLUDE = NOT_SERVED.join('|');

/** PouchDB's own per-test timeout (bin/test-node.sh). */
const MOCHA_TIMEOUT_MS = 5000;
/** A file still running after this is stopped and counted as it stands. */
const FILE_LIMIT_MS = 15 * 60_000;
/** bin/down-server.js: the address replication tests use as a server that answers 500. */
const DOWN_SERVER_PORT = 3010;

type Target = 'gateway' | 'pouchdb-server';

interface MochaTest {
  fullTitle: string;
  file?: string;
  err?: { message?: string };
}
interface MochaReport {
  stats: { tests: number; passes: number; pending: number; failures: number; duration: number };
  failures: MochaTest[];
  pending: MochaTest[];
}

export interface FileResult {
  file: string;
  /** Tests left out as not served (see NOT_SERVED). */
  excluded: number;
  tests: number;
  passed: number;
  failed: number;
  skipped: number;
  durationMs: number;
  failures: Array<{ title: string; error: string }>;
}

function parseArgs(argv: string[]) {
  const sources = argv.find((arg) => !arg.startsWith('--'));
  const option = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const target = option('target') ?? 'both';
  if (sources === undefined || !['gateway', 'pouchdb-server', 'both'].includes(target)) {
    console.error('uso: tsx scripts/pouchdb-suite.ts <pouchdb-sources> [--target gateway|pouchdb-server|both] [--out file.json]');
    process.exit(2);
  }
  const targets: Target[] = target === 'both' ? ['pouchdb-server', 'gateway'] : [target as Target];
  return { sources: path.resolve(sources), targets, out: option('out'), files: option('files')?.split(',') };
}

/** Installs the test tooling beside the sources and points the tests at the published 9.0.0 build. */
function prepare(sources: string): void {
  if (!existsSync(path.join(sources, 'tests/integration/test.replication.js')))
    throw new Error(`${sources} is not a PouchDB source checkout (tests/integration missing)`);
  const runner = path.join(sources, '.suite-runner');
  if (!existsSync(path.join(runner, 'node_modules/mocha'))) {
    mkdirSync(runner, { recursive: true });
    writeFileSync(path.join(runner, 'package.json'), JSON.stringify(RUNNER_PACKAGE, null, 2));
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: runner, stdio: 'inherit' });
    if (install.status !== 0) throw new Error('npm install of the suite runner failed');
  }
  const link = (at: string, to: string) => {
    const exists = existsSync(at) || lstatSync(at, { throwIfNoEntry: false }) !== undefined;
    if (exists && lstatSync(at).isSymbolicLink()) return;
    if (exists) renameSync(at, `${at}.src`);
    symlinkSync(to, at);
  };
  link(path.join(sources, 'node_modules'), '.suite-runner/node_modules');
  link(path.join(sources, 'packages/node_modules/pouchdb'), '../../node_modules/pouchdb');
  link(path.join(sources, 'packages/node_modules/pouchdb-adapter-memory'), '../../node_modules/pouchdb-adapter-memory');
  const shim = path.join(sources, 'packages/node_modules/pouchdb-for-coverage/lib/index.js');
  mkdirSync(path.dirname(shim), { recursive: true });
  writeFileSync(shim, SHIM);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Waits until the child prints what says it listens; rejects if it exits first. */
function waitFor(child: ChildProcess, marker: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes(marker)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

/** The server under test, started again whenever it dies (pouchdb-server crashes on some requests). */
async function startTarget(target: Target, port: number) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rp-pouchdb-suite-'));
  let child: ChildProcess | null = null;
  let stopping = false;
  let restarts = 0;
  const spawnOnce = async () => {
    const next =
      target === 'gateway'
        ? spawn(process.execPath, ['--import', 'tsx', path.join(root, 'sync-gateway/test/protocol/main.ts'), String(port)], {
            cwd: root,
            stdio: ['pipe', 'pipe', 'pipe'],
          })
        : spawn(
            process.execPath,
            [
              path.join(root, 'node_modules/pouchdb-server/bin/pouchdb-server'),
              '--in-memory',
              '--port',
              String(port),
              '--host',
              '127.0.0.1',
              '--no-color',
              '--config',
              path.join(dir, 'config.json'),
            ],
            { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] },
          );
    child = next;
    await waitFor(next, target === 'gateway' ? 'COUCH_HOST=' : 'has started on');
    next.stdout?.resume();
    next.stderr?.resume();
    next.once('exit', () => {
      if (stopping) return;
      restarts++;
      void spawnOnce();
    });
  };
  await spawnOnce();
  return {
    couchHost: target === 'gateway' ? `http://127.0.0.1:${port}/db` : `http://127.0.0.1:${port}`,
    restarts: () => restarts,
    async stop() {
      stopping = true;
      const running = child;
      if (running !== null && running.exitCode === null) {
        await new Promise<void>((resolve) => {
          const kill = setTimeout(() => running.kill('SIGKILL'), 15_000);
          running.once('exit', () => (clearTimeout(kill), resolve()));
          running.kill('SIGTERM');
        });
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** One mocha process on one file; `null` when it wrote no report. */
async function mocha(sources: string, file: string, couchHost: string, extra: string[]): Promise<MochaReport | null> {
  const report = path.join(os.tmpdir(), `rp-pouchdb-suite-${process.pid}-${file}.json`);
  const bin = path.join(sources, 'node_modules/mocha/bin/mocha.js');
  const args = [bin, '--exit', '--timeout', String(MOCHA_TIMEOUT_MS), '--require=./tests/integration/node.setup.js'];
  args.push(...extra, '--reporter=json', '--reporter-option', `output=${report}`, `tests/integration/${file}`);
  const child = spawn(process.execPath, args, {
    cwd: sources,
    env: { ...process.env, COUCH_HOST: couchHost },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const limit = setTimeout(() => child.kill('SIGKILL'), FILE_LIMIT_MS);
  await new Promise((resolve) => child.once('exit', resolve));
  clearTimeout(limit);
  const parsed = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as MochaReport) : null;
  await rm(report, { force: true });
  return parsed;
}

async function runFile(sources: string, file: string, couchHost: string): Promise<FileResult> {
  const all = await mocha(sources, file, couchHost, ['--dry-run']);
  const parsed = await mocha(sources, file, couchHost, ['--grep', EXCLUDE, '--invert']);
  if (all === null || parsed === null)
    return { file, excluded: 0, tests: 0, passed: 0, failed: 1, skipped: 0, durationMs: 0, failures: [{ title: file, error: 'no report' }] };
  return {
    file,
    excluded: all.stats.tests - parsed.stats.tests,
    tests: parsed.stats.tests,
    passed: parsed.stats.passes,
    failed: parsed.stats.failures,
    skipped: parsed.stats.pending,
    durationMs: parsed.stats.duration,
    failures: parsed.failures.map((test) => ({
      title: test.fullTitle,
      error: (test.err?.message ?? '').split('\n')[0]?.slice(0, 300) ?? '',
    })),
  };
}

async function main() {
  const { sources, targets, out, files } = parseArgs(process.argv.slice(2));
  prepare(sources);
  let down: ChildProcess | null = null;
  if (!(await portInUse(DOWN_SERVER_PORT))) {
    down = spawn(process.execPath, ['bin/down-server.js', String(DOWN_SERVER_PORT)], { cwd: sources, stdio: 'ignore' });
  }
  const results: Record<string, unknown> = {};
  try {
    for (const target of targets) {
      const server = await startTarget(target, await freePort());
      const perFile: FileResult[] = [];
      try {
        for (const file of files ?? SUITE_FILES) {
          const result = await runFile(sources, file, server.couchHost);
          console.log(
            `${target} ${file}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped, ${result.excluded} excluded`,
          );
          perFile.push(result);
        }
      } finally {
        await server.stop();
      }
      const sum = (key: 'passed' | 'failed' | 'skipped' | 'excluded') => perFile.reduce((total, r) => total + r[key], 0);
      results[target] = {
        passed: sum('passed'),
        failed: sum('failed'),
        skipped: sum('skipped'),
        excluded: sum('excluded'),
        serverRestarts: server.restarts(),
        files: perFile,
      };
      console.log(`${target}: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped, ${sum('excluded')} excluded`);
    }
  } finally {
    down?.kill('SIGTERM');
  }
  if (out !== undefined) {
    const header = {
      pouchdb: 'PouchDB 9.0.0 integration tests (tests/integration), Node, published 9.0.0 build',
      command: `npx tsx scripts/pouchdb-suite.ts <pouchdb-9.0.0-sources> --target ${targets.length > 1 ? 'both' : targets[0]} --out ${out}`,
      files: files ?? SUITE_FILES,
      excludedAsNotServed: NOT_SERVED,
      mochaTimeoutMs: MOCHA_TIMEOUT_MS,
    };
    writeFileSync(out, `${JSON.stringify({ ...header, results }, null, 2)}\n`);
  }
}

await main();
