// The app's test files share a worker's modules and page (packages/app/vitest.config.ts): a file
// that replaces a module would find it imported already, unreplaced, by an earlier file, and pass
// or fail by the order the files happened to run in. Such a file must be named *.isolated.test.*.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const app = resolve(import.meta.dirname, '../packages/app');
const REPLACES_A_MODULE = /\bvi\.(do)?mock\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the app's test files", () => {
  const files = ['src', 'test'].flatMap((dir) => testFiles(join(app, dir)));
  const replacing = files.filter((file) => REPLACES_A_MODULE.test(readFileSync(file, 'utf8')));

  it('that replace a module run isolated, by their name', () => {
    expect(replacing.length).toBeGreaterThan(0);
    const shared = replacing.filter((file) => !/\.isolated\.test\.tsx?$/.test(file)).map((f) => relative(app, f));
    expect(shared).toEqual([]);
  });
});
