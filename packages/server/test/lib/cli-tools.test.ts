import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATE_RANGE_PROBLEM, formatAsOf, parseAsOf } from '@crewline/protocol';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../src/config';
import { demoTotpSecret } from '../../src/demo/demo-sign-ins';
import { DEFAULT_SEED } from '../../src/demo/seed';

const SERVER = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the database would be: none of these runs may open (and so create) it. */
const DATA_DIR = join(tmpdir(), `crewline-cli-tools-${process.pid}`);

const TOOLS = {
  pick: 'src/modules/pick/audit/pick-cli.ts',
  seed: 'src/demo/cli.ts',
  totp: 'src/demo/totp-cli.ts',
  server: 'src/main.ts',
} as const;

/** `npm run <tool> -- …args` as IT staff type it. */
function run(tool: keyof typeof TOOLS, ...args: string[]) {
  return runWith({}, tool, ...args);
}

interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Each tool is a process of its own (a second or two to start); the runs of a test go side by side. */
function runWith(env: Record<string, string>, tool: keyof typeof TOOLS, ...args: string[]): Promise<Ran> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', TOOLS[tool], ...args], {
      cwd: SERVER,
      env: { ...process.env, DATA_DIR, DATABASE_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

// Each run starts a process of its own: on a loaded two-core machine a few take most of a minute.
describe('what IT staff run: npm run pick, seed, totp and the server', { timeout: 120_000 }, () => {
  it('print their usage for --help and -h, and end well', async () => {
    const [pick, seed, totp] = await Promise.all([run('pick', '--help'), run('seed', '-h'), run('totp', '--help')]);
    expect(pick.status).toBe(0);
    expect(pick.stdout).toMatch(/^Usage:/);
    for (const command of ['rounds', 'verify', 'export', 'rerun']) expect(pick.stdout).toContain(`pick -- ${command}`);
    expect(seed.status).toBe(0);
    expect(seed.stdout).toContain('npm run seed -- [--size small|demo|large|N]');
    expect(totp.stdout).toContain('npm run totp');
  });

  it('say what is wrong, with the usage and no stack trace, before touching the database', async () => {
    const cases = [
      ['pick', ['verify', '--bogus'], "Unknown option '--bogus'"],
      ['pick', ['bogus'], 'unknown command bogus'],
      ['pick', ['export', '--round', 'x'], '--round must be a round id (a whole number)'],
      ['pick', ['rerun', '--round', '7', '--move', '100001:first'], '--move must be PASS:RANK, RANK a place from 1'],
      [
        'pick',
        ['rerun', '--round', '7', '--add-package', 'FB-1'],
        "--add-package must be a package's id (a whole number)",
      ],
      [
        'pick',
        ['rerun', '--round', '7', '--move', '100001:2', '--add-package', '9'],
        'rerun needs one correction: --restore-list, --move or --add-package',
      ],
      ['seed', ['--size', 'huge'], '--size must be small, demo, large or an integer from 6 to 200000'],
      ['seed', ['--today', '2026-13-45'], `--today ${DATE_RANGE_PROBLEM}, YYYY-MM-DD: 2026-13-45`],
      ['seed', ['--today', '0000-01-01'], `--today ${DATE_RANGE_PROBLEM}, YYYY-MM-DD: 0000-01-01`],
      ['seed', ['stray'], 'unexpected argument: stray'],
      ['totp', ['--seed', 'x'], '--seed must be a whole number'],
    ] as const;
    const answers = await Promise.all(cases.map(([tool, args]) => run(tool, ...args)));
    for (const [i, [tool, args, said]] of cases.entries()) {
      const refused = answers[i] as Ran;
      expect(refused.status, `${tool} ${args.join(' ')}`).toBe(2);
      expect(refused.stderr.split('\n')[0]).toBe(said);
      expect(refused.stderr).toContain('Usage:');
      expect(refused.stderr).not.toMatch(/\n\s+at /);
    }
    const badZone = await runWith({ TIME_ZONE: 'Mars/Olympus' }, 'seed', '--size', 'small');
    expect(badZone.status).toBe(2);
    expect(badZone.stderr).toContain('TIME_ZONE must be an IANA time zone');
    expect(badZone.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(DATA_DIR)).toBe(false);
  });

  it('the server says which setting it cannot start with, in words, before opening the database', async () => {
    const refused = await runWith({ TIME_ZONE: 'Mars/Olympus', PORT: '0' }, 'server');
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `Invalid configuration:\n  TIME_ZONE: TIME_ZONE must be an IANA time zone, e.g. ${DEFAULT_TIME_ZONE}`,
    );
    expect(existsSync(DATA_DIR)).toBe(false);
  });

  it('npm run totp prints the code of the clock AS_OF sets, the one the server started with it reads', async () => {
    const asOf = parseAsOf('2027-01-01T00:00', DEFAULT_TIME_ZONE);
    if (!asOf) throw new Error('not an AS_OF');
    const shown = (at: number) => Math.floor((at - asOf.since.getTime() + asOf.at.getTime()) / 1000);
    const before = shown(Date.now());
    const { status, stdout } = await runWith({ AS_OF: formatAsOf(asOf) }, 'totp');
    const after = shown(Date.now());
    expect(status).toBe(0);
    // The code of a step between the run's start and end by that clock (the real clock's would differ).
    const codes: string[] = [];
    for (let step = Math.floor(before / 30); step <= Math.floor(after / 30); step++) {
      codes.push(await generate({ secret: demoTotpSecret(DEFAULT_SEED), epoch: step * 30 }));
    }
    expect(codes).toContain(stdout.slice(0, 6));
    expect(stdout).toMatch(/^\d{6} {3}\(100002; valid for \d+ more seconds\)\n$/);
  });
});
