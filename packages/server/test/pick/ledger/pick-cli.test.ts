// `npm run pick` and `npm run seed -- --reset` as IT staff and a union run them, on a database of
// their own: a PGlite folder, or with CREWLINE_TEST_DB=postgres a scratch PostgreSQL database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/client';
import { latestCheckpoint } from '../../../src/modules/pick/ledger/checkpoint.repository';
import { ledgerHead } from '../../../src/modules/pick/ledger/ledger.repository';
import { eventReceipt } from '../../../src/modules/pick/ledger/receipts';
import { demoLedgerSigner } from '../../../src/modules/pick/ledger/signers';
import { createPgDatabase, type ScratchPgDatabase, TEST_TODAY, testDbKind } from '../../helper';

const SERVER = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const folder = mkdtempSync(join(tmpdir(), 'crewline-pick-cli-'));
let scratch: ScratchPgDatabase | undefined;
let env: Record<string, string>;

const file = (name: string, content: unknown) => {
  const path = join(folder, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

function run(tool: 'pick' | 'seed', ...args: string[]) {
  const script = tool === 'pick' ? 'src/modules/pick/audit/pick-cli.ts' : 'src/demo/cli.ts';
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: SERVER,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}

/** The database the commands use, opened here between them (PGlite takes one process at a time). */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run pick: verify, check-receipt, key; npm run seed -- --reset', () => {
  beforeAll(async () => {
    if (testDbKind() === 'postgres') {
      scratch = await createPgDatabase();
      env = { DATABASE_URL: scratch.url, DATA_DIR: join(folder, 'unused') };
    } else env = { DATABASE_URL: '', DATA_DIR: join(folder, 'db') };
    const seeded = run('seed', '--size', 'small', '--today', TEST_TODAY);
    expect(seeded.stderr.replace(/Seeding.*\n?/g, '')).toBe('');
    expect(seeded.status).toBe(0);
  }, 300_000);
  afterAll(async () => {
    await scratch?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('verify: the chain, the checkpoints, every run replayed from the ledger, every mirror held to it', () => {
    const verified = run('pick', 'verify');
    expect(verified.status).toBe(0);
    const lines = verified.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^Ledger: \d+ events, chain intact \(head sha256:[0-9a-f]{64}\)\.$/);
    expect(lines[1]).toMatch(/^Checkpoints: \d+ signed checkpoints hold \(the latest: \d+ events, root [0-9a-f]{64}, /);
    expect(lines[2]).toMatch(/^Award runs: \d+ replayed, \d+ awards identical\.$/);
    expect(lines[3]).toMatch(
      /^Mirrors: \d+ list versions, \d+ award runs, \d+ awards, \d+ picked jobs and \d+ absences hold to the ledger\.$/,
    );
    // Long work shows its progress.
    expect(verified.stderr).toMatch(/Reading the ledger \[#+\] 100%/);
  }, 120_000);

  it('verify --checkpoint: proves the ledger extends one served; a forged one fails; a bad file is said in words', async () => {
    const checkpoint = await withDatabase((db) => latestCheckpoint(db));
    const good = file('checkpoint.json', checkpoint);
    const extends_ = run('pick', 'verify', '--checkpoint', good);
    expect(extends_.status).toBe(0);
    expect(extends_.stdout).toContain(
      `Checkpoint ${good}: the ledger extends it: its first ${checkpoint?.size} events are the ones signed (root ${checkpoint?.root}; consistency proof of`,
    );
    const forged = file('forged.json', { ...checkpoint, root: '0'.repeat(64) });
    const refused = run('pick', 'verify', '--checkpoint', forged);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain(
      `Checkpoint ${forged}: FAILS: the checkpoint is not the key's: its signature does not verify.`,
    );
    const otherKey = run(
      'pick',
      'verify',
      '--checkpoint',
      good,
      '--public-key',
      Buffer.alloc(32, 9).toString('base64'),
    );
    expect(otherKey.status).toBe(1);
    expect(otherKey.stdout).toMatch(
      /FAILS: the checkpoint is not the key's: it names key [0-9a-f]{16}, not the key given/,
    );
    const junk = run('pick', 'verify', '--checkpoint', file('junk.json', '{"size": "many"}'));
    expect(junk.status).toBe(2);
    expect(junk.stderr.split('\n')[0]).toMatch(/^--checkpoint: .*junk\.json is not what it should be: format: /);
  }, 180_000);

  it('check-receipt: proves a receipt offline, without the database; refuses one whose event was changed', async () => {
    const { receipt, checkpoint } = await withDatabase(async (db) => ({
      receipt: await eventReceipt(db, (await latestCheckpoint(db))?.size ?? 1),
      checkpoint: await latestCheckpoint(db),
    }));
    const cp = file('cp.json', checkpoint);
    const offline = { ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: join(folder, 'absent') };
    const saved = env;
    env = offline;
    try {
      const proven = run('pick', 'check-receipt', '--receipt', file('receipt.json', receipt), '--checkpoint', cp);
      expect(proven.status).toBe(0);
      expect(proven.stdout).toMatch(
        /^Event \d+ \(RUN, round \d+, .*\) is in the ledger the checkpoint of \d+ events signed at /,
      );
      const changed = { ...receipt, event: { ...receipt?.event, at: '2020-01-01T00:00:00.000Z' } };
      const refused = run('pick', 'check-receipt', '--receipt', file('changed.json', changed), '--checkpoint', cp);
      expect(refused.status).toBe(1);
      expect(refused.stdout).toMatch(/^Receipt: NOT PROVEN: the receipt's event \d+ does not hash to its hash/);
    } finally {
      env = saved;
    }
  }, 120_000);

  it('key: prints the key checkpoints are held to, the demo one said to be so', () => {
    const key = run('pick', 'key');
    expect(key.status).toBe(0);
    expect(key.stdout.trim()).toBe(
      `Key ${demoLedgerSigner().keyId}: ${demoLedgerSigner().publicKey} (the demo key: public, proves nothing)`,
    );
  }, 60_000);

  it('seed --reset recreates the database: a fresh ledger that verifies (nothing else can empty it)', async () => {
    const refused = run('seed', '--size', 'small', '--today', TEST_TODAY);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Add --reset to replace it.');
    const before = await withDatabase((db) => ledgerHead(db));
    const reset = run('seed', '--size', 'small', '--today', TEST_TODAY, '--reset');
    expect(reset.status).toBe(0);
    const after = await withDatabase((db) => ledgerHead(db));
    // The same seed and day make the same ledger, from its first event again.
    expect(after).toEqual(before);
    expect(run('pick', 'verify').status).toBe(0);
  }, 300_000);
});
