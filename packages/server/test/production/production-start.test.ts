import type { ChildProcess } from 'node:child_process';
import { hash } from '@node-rs/argon2';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { employees } from '../../src/db/schema';
import { ALL_DEMO_SIGN_INS } from '../../src/demo/demo-sign-ins';
import { SIZE_PRESETS, seedDemoAgency } from '../../src/demo/seed';
import { productionDatabaseProblems } from '../../src/production';
import {
  createPgDatabase,
  createTestDatabase,
  type ScratchPgDatabase,
  TEST_TODAY,
  type TestDatabase,
  testDbKind,
} from '../helper';
import { productionEnv } from '../support/production-env';
import { freePort, startServer, waitForHealth } from '../support/server-process';

describe('a production server refuses to start', () => {
  it('with demo or missing settings: exit 1, one line naming each', async () => {
    const { out, exited } = startServer({ CREWLINE_MODE: 'production', AS_OF: '2027-01-01T00:30' });
    expect(await exited).toBe(1);
    const lines = out.join('').trim().split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1).map((l) => l.trim().split(':')[0])).toEqual([
      'GATEWAY_API_KEY',
      'PUBLIC_URL',
      'DATABASE_URL',
      'SECRET_KEY',
      'LEDGER_SIGNING_KEY',
      'AS_OF',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
      'VAPID_SUBJECT',
    ]);
  }, 60_000);
});

describe('npm run seed in production', () => {
  it('refuses, before it opens any database', async () => {
    const { out, exited } = startServer(productionEnv(), 'src/demo/cli.ts');
    expect(await exited).toBe(2);
    expect(out.join('').trim()).toBe(
      'CREWLINE_MODE=production: the demo agency is never seeded into a production database.',
    );
  }, 120_000);
});

describe('the demo sign-ins in a production database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('are named while any opens with the demo password, and not once none does', async () => {
    const problems = await productionDatabaseProblems(database.db);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(ALL_DEMO_SIGN_INS.map((d) => d.passId).join(', '));
    const passIds = ALL_DEMO_SIGN_INS.map((d) => d.passId);
    await database.db
      .update(employees)
      .set({ passwordHash: await hash('a-password-of-their-own') })
      .where(inArray(employees.passId, passIds.slice(1)));
    expect((await productionDatabaseProblems(database.db))[0]).toMatch(/\(100001\)/);
    await database.db.update(employees).set({ passwordHash: null }).where(inArray(employees.passId, passIds));
    expect(await productionDatabaseProblems(database.db)).toEqual([]);
  });
});

describe.skipIf(testDbKind() !== 'postgres')('a production server on PostgreSQL', () => {
  const scratches: ScratchPgDatabase[] = [];
  const servers: ChildProcess[] = [];
  afterAll(async () => {
    for (const s of servers) s.kill('SIGKILL');
    for (const s of scratches) await s.drop();
  });

  it('refuses a database of the demo agency, saying so in one line', async () => {
    const scratch = await createPgDatabase();
    scratches.push(scratch);
    const seeding = await openDatabase({ url: scratch.url, poolMax: 2 });
    await seedDemoAgency(seeding.db, { today: TEST_TODAY, size: SIZE_PRESETS.small });
    await seeding.close();
    const started = startServer({ ...productionEnv(), DATABASE_URL: scratch.url, PORT: String(await freePort()) });
    servers.push(started.child);
    expect(await started.exited).toBe(1);
    const lines = started.out.join('').trim().split('\n');
    expect(lines).toEqual([
      'Refused to start in production:',
      expect.stringMatching(
        /^ {2}DATABASE_URL: the database holds demo sign-ins that open with the demo password \(100001, /,
      ),
    ]);
  }, 300_000);

  it('starts on an empty database without seeding it, says its mode, and prints no credentials', async () => {
    const scratch = await createPgDatabase();
    scratches.push(scratch);
    const port = await freePort();
    const started = startServer({ ...productionEnv(), DATABASE_URL: scratch.url, PORT: String(port) });
    servers.push(started.child);
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, started, 180_000);
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok', database: 'ok', mode: 'production' });
    const printed = started.out.join('');
    expect(printed).toContain('production mode');
    expect(printed).not.toMatch(/password|secret|totp|100002/i);
    const look = await openDatabase({ url: scratch.url, poolMax: 1 });
    const [anyone] = await look.db.select({ passId: employees.passId }).from(employees).limit(1);
    await look.close();
    expect(anyone).toBeUndefined();
  }, 300_000);
});
