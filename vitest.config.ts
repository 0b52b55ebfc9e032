import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/*.faults.test.ts', '**/node_modules/**'],
        },
      },
      {
        // The web app's logic (query keys, cache patches, form models, formatting) in Node: no
        // browser, no server; what needs a page is in e2e/.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          // Dates print in the reader's local time; the tests read them in one known zone.
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.api.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // The files of a worker share one module graph: each file built its own (fastify, the
          // services, PGlite's WebAssembly), and the PGlite suite took 1,335 s, 1,053 s now. Each
          // file has its own database, app and servers (test/helper.ts); no module keeps state.
          isolate: false,
        },
      },
      {
        // Kills, restarts and starves real server processes and their own PostgreSQL cluster,
        // one file at a time (docs/reliability.md, "Faults").
        test: {
          name: 'faults',
          include: ['apps/api/src/**/*.faults.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
