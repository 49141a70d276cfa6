import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the database would be: none of these runs may open (and so create) it. */
const DATA_DIR = join(tmpdir(), `crewline-pick-cli-${process.pid}`);

/** `npm run pick -- …args` as IT staff type it; none of these reach the database. */
function pick(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/modules/pick/audit/pick-cli.ts', ...args], {
    cwd: SERVER,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR, DATABASE_URL: '' },
  });
}

describe('npm run pick', () => {
  it('prints its usage for --help and -h, and ends well', () => {
    for (const ask of ['--help', '-h']) {
      const run = pick(ask);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/^Usage:/);
      for (const command of ['rounds', 'verify', 'export', 'rerun']) expect(run.stdout).toContain(`pick -- ${command}`);
    }
  });

  it('says what is wrong with an unknown option or command, with the usage, and no stack trace', () => {
    for (const [args, said] of [
      [['verify', '--bogus'], "Unknown option '--bogus'"],
      [['bogus'], 'unknown command bogus'],
      [['export', '--round', 'x'], '--round must be a round id (a whole number)'],
    ] as const) {
      const run = pick(...args);
      expect(run.status).toBe(2);
      expect(run.stderr.split('\n')[0]).toBe(said);
      expect(run.stderr).toContain('Usage:');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
    expect(existsSync(DATA_DIR)).toBe(false);
  });
});
