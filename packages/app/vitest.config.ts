import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The app's unit tests run in two projects of the root vitest config, both on this one.
 * 'app' shares each worker's page and module cache between test files: importing Ionic and
 * React again and setting up a new page for every file took about 45 s of the 50 the project
 * took, the tests 6. A test file that replaces a module (vi.mock) needs modules of its own, as
 * a module imported by an earlier file stays as it was: such a file is named *.isolated.test.*
 * and runs in 'app-isolated' (test/test-isolation.test.ts holds every file to it).
 */
export const TESTS = ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];
export const ISOLATED_TESTS = ['src/**/*.isolated.test.{ts,tsx}', 'test/**/*.isolated.test.{ts,tsx}'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      root: fileURLToPath(new URL('.', import.meta.url)),
      environment: 'happy-dom',
      setupFiles: ['./test/setup.ts'],
    },
  }),
);
