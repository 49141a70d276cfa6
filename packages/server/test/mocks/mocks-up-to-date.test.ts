import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { SERVICES } from '@crewline/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSamples, MOCKS_DIR, mockFileName, writeMocks } from '../../src/mocks/generate-mocks';

const jsonFiles = (dir: string) => {
  try {
    return readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
};

describe('browser-dev mock files', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'crewline-mocks-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('needs a sample for every registry service, and none for a service that is not', () => {
    expect(() => checkSamples()).not.toThrow();
    expect(() => checkSamples(['mta_login', 'mta_newThing'], { mta_login: {} })).toThrow(
      /no mock sample for mta_newThing: add one to src\/mocks\/samples\.ts/,
    );
    expect(() => checkSamples(['mta_login'], { mta_login: {}, mta_gone: {} })).toThrow(/not in the registry: mta_gone/);
  });

  it('are committed exactly as `npm run mocks` writes them', { timeout: 120_000 }, async () => {
    const written = await writeMocks(tmp);
    expect(written.sort()).toEqual(Object.keys(SERVICES).map(mockFileName).sort());

    const committed = new Set(jsonFiles(MOCKS_DIR));
    const missing = written.filter((n) => !committed.has(n));
    const differing = written.filter(
      (n) => committed.has(n) && readFileSync(join(MOCKS_DIR, n), 'utf8') !== readFileSync(join(tmp, n), 'utf8'),
    );
    const stale = [...committed].filter((n) => !written.includes(n));
    const problems = [
      ...missing.map((n) => `missing: ${n}`),
      ...differing.map((n) => `out of date: ${n}`),
      ...stale.map((n) => `no longer generated: ${n}`),
    ];
    expect(
      problems,
      `The mock files in ${relative(process.cwd(), MOCKS_DIR)} are not what the server answers: run npm run mocks`,
    ).toEqual([]);
  });
});
