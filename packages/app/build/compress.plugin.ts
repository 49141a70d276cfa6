import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions worth precompressing; the server serves the .br / .gz file when the client accepts it. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` next to every compressible asset once the bundle is written. */
export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for await (const file of filesUnder(dir)) {
    const data = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gz(data, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    count++;
  }
  return count;
}

export function compressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'crewline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompress(outDir);
      this.info?.(`precompressed ${count} files (.br, .gz)`);
    },
  };
}
