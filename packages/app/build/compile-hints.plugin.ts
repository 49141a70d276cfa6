import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { type ChunkLike, shellFiles } from './shell-files.ts';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): compile every
 * function of the file at once, on a background thread while it downloads, instead of each one
 * on the main thread the first time it runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the code the first page runs (the shell files: React, Ionic, start-up, the sign-in screen)
 * for eager compilation. Nearly all of it runs at start-up, where lazy compilation made the
 * longest main-thread tasks of a phone's first visit longer (issue 3, Total Blocking Time).
 * Screens loaded later keep V8's own choice. The files are changed once written, because Vite
 * puts its own line first in the chunks until then; no source map is built (a line is added).
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'crewline-compile-hints',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (options.dir) await markFirstPageFiles(options.dir, bundle as unknown as Record<string, ChunkLike>);
    },
  };
}

export async function markFirstPageFiles(dir: string, bundle: Record<string, ChunkLike>): Promise<void> {
  for (const fileName of shellFiles(bundle)) {
    if (bundle[fileName]?.type !== 'chunk') continue;
    const path = join(dir, fileName);
    const code = await readFile(path, 'utf8');
    if (!code.startsWith(COMPILE_HINT)) await writeFile(path, `${COMPILE_HINT}\n${code}`);
  }
}
