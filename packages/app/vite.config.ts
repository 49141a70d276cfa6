import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHintsPlugin } from './build/compile-hints.plugin.ts';
import { compressPlugin } from './build/compress.plugin.ts';
import { serviceWorkerPlugin } from './build/service-worker.plugin.ts';

/** Library modules without import-time side effects (see build.rolldownOptions). */
const PURE_MODULES =
  /node_modules[\\/](@ionic[\\/]core[\\/]components|ionicons[\\/]components|zod)[\\/]|packages[\\/]protocol[\\/]src[\\/]/;

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  base: '/',
  root: here('.'),
  plugins: [react(), serviceWorkerPlugin(), compileHintsPlugin(), compressPlugin()],
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    reportCompressedSize: true,
    rolldownOptions: {
      treeshake: {
        // Ionic's per-component modules, zod and our protocol declare no sideEffects, so every
        // component Ionic React re-exports (and every schema) would be kept. They only define
        // things when asked; this keeps the first page free of zod and unused components.
        moduleSideEffects: [{ test: PURE_MODULES, sideEffects: false }],
        // @ionic/react builds a few components (IonNav, IonTabBar, …) with factory calls that lack
        // a /*@__PURE__*/ mark; they only create wrappers, so unused ones (and their custom
        // elements) can be dropped from the first page.
        manualPureFunctions: [
          'createForwardRef',
          'createReactComponent',
          'createInlineOverlayComponent',
          'createOverlayComponent',
          'createControllerComponent',
          'createRoutingComponent',
        ],
      },
    },
  },
});
