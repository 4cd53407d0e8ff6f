import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: keep the worker count bounded.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          // A screen's test renders the whole app in jsdom: on the shared 2-core machine, with the API tests
          // running beside it, one test of the listing took over 5 s. The time is not what these tests check.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          env: { PASSWORD_HASH_FAST: 'true', NODE_ENV: 'test' },
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file wipes its database: on PostgreSQL each worker has a database of its own.
          setupFiles: ['apps/api/test/per-worker-database.ts'],
          // In-memory databases start migrated, from one archive made per run.
          globalSetup: ['apps/api/test/migrated-pglite.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One server, one browser per file; files one after another keep 2 cores responsive.
          fileParallelism: false,
          // Journeys share one server and its data across files, so a timing-sensitive one can fail in a
          // full run and pass alone: one more try; a journey that fails twice fails the run.
          retry: 1,
        },
      },
    ],
  },
});
