import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { type ChunkLike, shellFiles } from './shell-files.ts';

const SOURCE = fileURLToPath(new URL('../src/platform/service-worker/sw.ts', import.meta.url));
/** Files of public/ that belong to the installed app. */
const PUBLIC_SHELL = ['index.html', 'manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png', 'icons/icon-512.png'];

/**
 * Emits dist/sw.js, the app shell's service worker (src/platform/service-worker/sw.ts), built
 * on its own as one classic script, with this build's shell files to precache and a version
 * derived from them (a new build replaces the old cache).
 */
export function serviceWorkerPlugin(): Plugin {
  let outDir = '';
  let root = '';
  let precache: string[] = [];
  return {
    name: 'crewline-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      precache = [...PUBLIC_SHELL, ...shellFiles(bundle as unknown as Record<string, ChunkLike>)];
    },
    async writeBundle() {
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        define: {
          __CREWLINE_PRECACHE__: JSON.stringify(precache),
          __CREWLINE_SHELL_VERSION__: JSON.stringify(version),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          minify: true,
          lib: { entry: SOURCE, formats: ['iife'], name: 'crewlineServiceWorker', fileName: () => 'sw.js' },
        },
      });
    },
  };
}
