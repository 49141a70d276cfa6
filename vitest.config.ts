import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { TESTS as APP_TESTS, ISOLATED_TESTS as ISOLATED_APP_TESTS } from './packages/app/vitest.config.ts';
import { TEST_TLS_ENV } from './packages/server/test/test-certificates.ts';

const APP_CONFIG = './packages/app/vitest.config.ts';

/**
 * One config for every unit and integration test. The server project runs against PGlite
 * by default and against PostgreSQL when CREWLINE_TEST_DB=postgres (scripts/test.mjs runs it
 * both ways when a PostgreSQL server is reachable).
 */
export default defineConfig({
  test: {
    // Vitest leaves one core free by default, which on a two-core CI machine means one worker.
    // The tests are independent (each database test has a database of its own), so use both.
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: [
      {
        test: {
          name: 'protocol',
          include: ['packages/protocol/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/test/seed-demo-days.ts', 'packages/server/test/test-certificates.ts'],
          // The workers start trusting the push stand-ins' CA: Node reads it only at start.
          env: TEST_TLS_ENV,
          // A worker's test files share its module cache: each imports the whole server (about
          // a second a file, a third of the project's time), none mocks a module or changes
          // process-wide state, and each database test has a database of its own.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'repo',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      // The app's tests, on its own config: see there why they are two projects.
      {
        extends: APP_CONFIG,
        test: {
          name: 'app',
          include: APP_TESTS,
          exclude: [...configDefaults.exclude, ...ISOLATED_APP_TESTS],
          isolate: false,
        },
      },
      { extends: APP_CONFIG, test: { name: 'app-isolated', include: ISOLATED_APP_TESTS } },
      'packages/desktop',
    ],
  },
});
