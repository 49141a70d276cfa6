import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Vite transforms .ts/.mts only by default; the sandboxed preload is preload.cts.
  oxc: { include: /\.([cm]?ts|[jt]sx)$/ },
  test: { name: 'desktop', environment: 'node', include: ['test/**/*.test.ts'] },
});
