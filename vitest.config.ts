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
