import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** The app's unit tests: the 'app' project of the root vitest config. */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'app',
      root: fileURLToPath(new URL('.', import.meta.url)),
      environment: 'happy-dom',
      setupFiles: ['./test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    },
  }),
);
