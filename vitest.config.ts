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
        // standing in for CouchDB behind the selector bridge (test/support/test-store.ts), with the
        // gateways-on-one-store tests and one suite of each kind of reaction and door. Every gateway
        // test on couch-store: `npm run test:couch` (about 9 minutes on 2 cores).
        test: {
          name: 'sync-gateway-couch',
          root: './sync-gateway',
          include: [
            'test/replication/**/*.test.ts',
            'test/multi/**/*.test.ts',
            'test/rules/both-doors.test.ts',
            'test/money/close-on-payment.test.ts',
            'test/money/offline-payments.test.ts',
            'test/checks/table-life.test.ts',
            'test/accounts/live-sessions.test.ts',
            'test/fiscal/chains.test.ts',
            'test/supply/stock-replication.test.ts',
            'test/trust/convergence.test.ts',
          ],
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
