import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; each project keeps its own environment so
// gateway tests run in Node and web tests in a DOM.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'schema',
          root: './schema',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'sync-gateway',
          root: './sync-gateway',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The replication tests again on couch-store, the production store, with pouchdb-server
        // standing in for CouchDB behind the selector bridge (test/support/test-store.ts).
        test: {
          name: 'sync-gateway-couch',
          root: './sync-gateway',
          include: ['test/replication/**/*.test.ts'],
          environment: 'node',
          env: { RP_TEST_STORE: 'couch' },
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      './vite.config.ts',
      {
        test: {
          name: 'tools',
          root: '.',
          include: ['docker/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          environment: 'node',
        },
      },
    ],
    maxWorkers: 2,
  },
});
