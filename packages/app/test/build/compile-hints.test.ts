import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, markFirstPageFiles } from '../../build/compile-hints.plugin';
import { shellFiles } from '../../build/shell-files';

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports: [] as string[],
  dynamicImports: [] as string[],
  ...extra,
});

/** An entry that loads the app after the first paint; the app loads a screen later, on demand. */
const bundle = {
  'index.js': chunk('index.js', { isEntry: true, dynamicImports: ['start.js'] }),
  'start.js': chunk('start.js', {
    imports: ['ionic.js'],
    dynamicImports: ['timecard.js'],
    viteMetadata: { importedCss: new Set(['start.css']) },
  }),
  'ionic.js': chunk('ionic.js'),
  'timecard.js': chunk('timecard.js', { imports: ['ionic.js'] }),
  'start.css': { type: 'asset' as const, fileName: 'start.css' },
};

describe('the first page files', () => {
  it('are the entry, what it loads, their static imports and CSS, not screens loaded later', () => {
    expect(shellFiles(bundle)).toEqual(['index.js', 'ionic.js', 'start.css', 'start.js']);
  });
});

describe('compile hints', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'compile-hints-'));
    for (const name of Object.keys(bundle)) await writeFile(join(dir, name), `first line of ${name}\n`);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('put the hint first in the first page chunks and leave later screens and CSS alone', async () => {
    await markFirstPageFiles(dir, bundle);
    for (const name of ['index.js', 'start.js', 'ionic.js']) {
      expect(await readFile(join(dir, name), 'utf8')).toBe(`${COMPILE_HINT}\nfirst line of ${name}\n`);
    }
    expect(await readFile(join(dir, 'timecard.js'), 'utf8')).toBe('first line of timecard.js\n');
    expect(await readFile(join(dir, 'start.css'), 'utf8')).toBe('first line of start.css\n');
  });

  it('add it once when a build writes again', async () => {
    await markFirstPageFiles(dir, bundle);
    await markFirstPageFiles(dir, bundle);
    expect(await readFile(join(dir, 'start.js'), 'utf8')).toBe(`${COMPILE_HINT}\nfirst line of start.js\n`);
  });
});
