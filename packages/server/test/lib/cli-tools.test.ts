import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATE_RANGE_PROBLEM } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../src/config';

const SERVER = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the database would be: none of these runs may open (and so create) it. */
const DATA_DIR = join(tmpdir(), `crewline-cli-tools-${process.pid}`);

const TOOLS = {
  pick: 'src/modules/pick/audit/pick-cli.ts',
  seed: 'src/seed/cli.ts',
  totp: 'src/seed/totp-cli.ts',
  server: 'src/main.ts',
} as const;

/** `npm run <tool> -- …args` as IT staff type it. */
function run(tool: keyof typeof TOOLS, ...args: string[]) {
  return runWith({}, tool, ...args);
}

function runWith(env: Record<string, string>, tool: keyof typeof TOOLS, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', TOOLS[tool], ...args], {
    cwd: SERVER,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR, DATABASE_URL: '', ...env },
  });
}

describe('what IT staff run: npm run pick, seed, totp and the server', () => {
  it('print their usage for --help and -h, and end well', () => {
    const pick = run('pick', '--help');
    expect(pick.status).toBe(0);
    expect(pick.stdout).toMatch(/^Usage:/);
    for (const command of ['rounds', 'verify', 'export', 'rerun']) expect(pick.stdout).toContain(`pick -- ${command}`);
    const seed = run('seed', '-h');
    expect(seed.status).toBe(0);
    expect(seed.stdout).toContain('npm run seed -- [--size small|demo|large|N]');
    expect(run('totp', '--help').stdout).toContain('npm run totp');
  });

  it('say what is wrong, with the usage and no stack trace, before touching the database', () => {
    for (const [tool, args, said] of [
      ['pick', ['verify', '--bogus'], "Unknown option '--bogus'"],
      ['pick', ['bogus'], 'unknown command bogus'],
      ['pick', ['export', '--round', 'x'], '--round must be a round id (a whole number)'],
      ['pick', ['rerun', '--round', '7', '--move', '100001:first'], '--move must be PASS:RANK, RANK a place from 1'],
      ['seed', ['--size', 'huge'], '--size must be small, demo, large or an integer from 6 to 200000'],
      ['seed', ['--today', '2026-13-45'], `--today ${DATE_RANGE_PROBLEM}, YYYY-MM-DD: 2026-13-45`],
      ['seed', ['--today', '0000-01-01'], `--today ${DATE_RANGE_PROBLEM}, YYYY-MM-DD: 0000-01-01`],
      ['seed', ['stray'], 'unexpected argument: stray'],
      ['totp', ['--seed', 'x'], '--seed must be a whole number'],
    ] as const) {
      const refused = run(tool, ...args);
      expect(refused.status, `${tool} ${args.join(' ')}`).toBe(2);
      expect(refused.stderr.split('\n')[0]).toBe(said);
      expect(refused.stderr).toContain('Usage:');
      expect(refused.stderr).not.toMatch(/\n\s+at /);
    }
    const badZone = runWith({ TIME_ZONE: 'Mars/Olympus' }, 'seed', '--size', 'small');
    expect(badZone.status).toBe(2);
    expect(badZone.stderr).toContain('TIME_ZONE must be an IANA time zone');
    expect(badZone.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(DATA_DIR)).toBe(false);
  });

  it('the server says which setting it cannot start with, in words, before opening the database', () => {
    const refused = runWith({ TIME_ZONE: 'Mars/Olympus', PORT: '0' }, 'server');
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `Invalid configuration:\n  TIME_ZONE: TIME_ZONE must be an IANA time zone, e.g. ${DEFAULT_TIME_ZONE}`,
    );
    expect(existsSync(DATA_DIR)).toBe(false);
  });
});
