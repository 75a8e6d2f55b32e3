import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { startSelectorChangesBridge } from './selector-changes-bridge.ts';

export { freePort };

/**
 * pouchdb-server 4.2 as a CouchDB-compatible peer for couch-store tests only: it is unmaintained,
 * runs in admin party and has known gaps (see PEER_LIMITS in couch-store.test.ts), so it is never
 * the product's store.
 */
export interface PouchDbServerPeer {
  /** Where clients talk to the peer: the bridge's URL when there is one, else pouchdb-server's. */
  url: string;
  /** pouchdb-server itself, bypassing any bridge. */
  serverUrl: string;
  stop(): Promise<void>;
}

export interface PouchDbServerOptions {
  /**
   * Puts selector-changes-bridge.ts in front, so `_changes?filter=_selector` (which pouchdb-server
   * cannot answer) works as in CouchDB; a whole gateway on couch-store needs it.
   */
  bridge?: boolean;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Starts an in-memory pouchdb-server on a free loopback port; resolves once it says it listens. */
export async function startPouchDbServer(options: PouchDbServerOptions = {}): Promise<PouchDbServerPeer> {
  // It writes config.json and log.txt into its working directory: give it a throwaway one.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rp-pouchdb-server-'));
  const port = await freePort();
  const bin = createRequire(import.meta.url).resolve('pouchdb-server/bin/pouchdb-server');
  const args = [bin, '--in-memory', '--port', String(port), '--host', '127.0.0.1', '--no-color'];
  const child = spawn(process.execPath, [...args, '--config', path.join(dir, 'config.json')], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Should the test process end without afterAll (crash, interrupted run), the peer still goes.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await stopChild(child);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes('has started on')) resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.once('error', reject);
      child.once('exit', (code) =>
        reject(new Error(`pouchdb-server exited (${code}) before listening:\n${output}`)),
      );
    });
  } catch (err) {
    await stop();
    throw err;
  }
  // Keep draining its request log so the pipe never fills and blocks it.
  child.stdout?.resume();
  child.stderr?.resume();
  const serverUrl = `http://127.0.0.1:${port}`;
  if (!options.bridge) return { url: serverUrl, serverUrl, stop };
  try {
    const bridge = await startSelectorChangesBridge(serverUrl);
    return {
      url: bridge.url,
      serverUrl,
      async stop() {
        await bridge.stop();
        await stop();
      },
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
