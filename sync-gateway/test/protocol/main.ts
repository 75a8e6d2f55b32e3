import { startProtocolTestServer } from './protocol-server.ts';

/**
 * Runs the protocol test mode on its own: `tsx sync-gateway/test/protocol/main.ts [port]`. It prints
 * `COUCH_HOST=<url>` once listening, and stops on SIGINT/SIGTERM or when its standard input closes
 * (the process that started it went away), so it never outlives the suite it serves.
 */
const CLOSE_LIMIT_MS = 10_000;
const port = Number(process.argv[2] ?? '0');
const server = await startProtocolTestServer({ port, logLevel: process.env.LOG_LEVEL ?? 'silent' });
let closing = false;
const stop = () => {
  if (closing) return;
  closing = true;
  // A close still waiting after this (a client that keeps a request open) must not keep it alive.
  setTimeout(() => process.exit(1), CLOSE_LIMIT_MS).unref();
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.stdout.write(`COUCH_HOST=${server.couchHost}\n`);
