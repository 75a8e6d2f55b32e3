// How the gateway runs outside tests: its TypeScript (and the schema package's) bundled by esbuild
// into one ES module, with every npm dependency left external, started by plain Node with the flags
// below. `npm start`, the Docker image and the history benchmark all run it this way, so the
// benchmark measures what production runs.
//
// Why not tsx at run time: its loader runs on a thread of its own (a second V8 isolate) and keeps
// every file's source map; measured on the gateway after a year of orders, 30 MB of resident
// memory (173 → 143 MB idle) for nothing a running server needs.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/**
 * Node flags for the gateway. `--max-semi-space-size=4` (MB): V8's default young generation (16 MB
 * semi-spaces) grows to ~20 MB more heap than the gateway's short-lived objects need; measured idle
 * after a year, heap 66 → 47 MB and RSS 143 → 124 MB, with 2 MB no smaller and 8 MB 6 MB larger.
 * `--heap-growing-percent=20`: after each full collection V8 lets the old generation grow by a
 * factor it picks from its GC speed (up to 4×) before collecting again; on a heap of ~30 MB live,
 * the garbage a burst of requests promotes (50 devices joining) then stays as RSS. Capped at 1.2×,
 * measured after a year with 50 live devices: heap total 58–67 → 49–50 MB, RSS 149–156 → 135–138 MB
 * (idle 124–131 → 118–123 MB), the gateway's CPU for the 50 first syncs within noise (830–890 →
 * 900–1080 ms on a loaded machine); 10 was no smaller, `--optimize-for-size` 126 MB but +30% CPU.
 * The Dockerfile's CMD repeats them (docker/config.test.ts checks that it does).
 */
export const GATEWAY_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=20'];

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where `npm start` and the image find the bundled gateway. */
export const GATEWAY_BUNDLE = `${root}sync-gateway/dist/server.mjs`;

/**
 * Bundles `entry` (a TypeScript file importing the gateway) into `outfile`. Workspace packages
 * (`@restaurantpro/*`, TypeScript sources) are bundled; every other package stays a plain import,
 * resolved from node_modules at run time (native leveldown, Fastify's plugins and their assets).
 */
export async function bundleGateway(entry = `${root}sync-gateway/src/server.ts`, outfile = GATEWAY_BUNDLE) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@restaurantpro/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

// `node scripts/gateway-runtime.mjs`: builds sync-gateway/dist/server.mjs (the Docker build does).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`gateway bundled: ${await bundleGateway()}`);
}
