import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appDistDir, appDistProblem, ENV_APP_DIST } from '../src/app-dist';

describe('appDistDir', () => {
  it('defaults to the app build beside the desktop package', () => {
    expect(appDistDir({}, '/repo/packages/desktop')).toBe(resolve('/repo/packages/app/dist'));
    expect(appDistDir({ [ENV_APP_DIST]: '  ' }, '/repo/packages/desktop')).toBe(resolve('/repo/packages/app/dist'));
  });

  it('uses CREWLINE_APP_DIST when set', () => {
    expect(appDistDir({ [ENV_APP_DIST]: '/opt/crewline/app' }, '/repo/packages/desktop')).toBe(
      resolve('/opt/crewline/app'),
    );
  });
});

describe('appDistProblem', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is undefined for a build with index.html', () => {
    dir = mkdtempSync(join(tmpdir(), 'crewline-desktop-build-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    expect(appDistProblem(dir)).toBeUndefined();
  });

  it('explains how to build the app when index.html is missing', () => {
    dir = mkdtempSync(join(tmpdir(), 'crewline-desktop-build-'));
    const problem = appDistProblem(dir);
    expect(problem).toContain(dir);
    expect(problem).toContain('npm run build');
    expect(problem).toContain(ENV_APP_DIST);
  });
});
