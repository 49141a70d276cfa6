import { execFileSync } from 'node:child_process';
import { RAW_ERRORS } from '@crewline/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { rawErrorForDbFault } from '../../src/db/faults';
import type { Database } from '../../src/db/types';
import { createPgDatabase, type ScratchPgDatabase } from '../helper';

/**
 * Stops and starts the whole cluster, so it runs only when asked (CREWLINE_TEST_PG_CTL=1,
 * as root) and must not share the server with other tests running at the same time:
 * CREWLINE_TEST_PG_CTL=1 CREWLINE_TEST_PG_URL=… npx vitest run packages/server/test/db/restart.pg.test.ts
 */
const enabled = Boolean(process.env.CREWLINE_TEST_PG_URL) && process.env.CREWLINE_TEST_PG_CTL === '1';
const cluster = (process.env.CREWLINE_TEST_PG_CLUSTER ?? '15 main').split(' ');
const pgctl = (action: 'start' | 'stop') => execFileSync('pg_ctlcluster', [...cluster, action], { stdio: 'ignore' });
const running = () => {
  try {
    execFileSync('pg_ctlcluster', [...cluster, 'status'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!enabled)('PostgreSQL stopped and started under an open pool', () => {
  let scratch: ScratchPgDatabase;
  let database: Database;
  const poolErrors: Error[] = [];

  beforeAll(async () => {
    scratch = await createPgDatabase();
    database = await openDatabase({ url: scratch.url, poolWaitMs: 1_000, onPoolError: (e) => poolErrors.push(e) });
  });
  afterAll(async () => {
    if (!running()) pgctl('start'); // the test failed half-way
    await database?.close();
    await scratch?.drop();
  });

  it('maps the outage to a raw error and serves again once the server is back, without reopening', async () => {
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
    pgctl('stop');
    const outage = await database.db.execute(sql`select 1`).then(
      () => undefined,
      (e: unknown) => rawErrorForDbFault(e),
    );
    expect([RAW_ERRORS.dbListenerDown, RAW_ERRORS.dbUnavailable, RAW_ERRORS.dbNotConnected]).toContain(outage);
    await new Promise((r) => setTimeout(r, 200));
    expect(poolErrors.length).toBeGreaterThan(0); // the idle client died: reported, no crash

    pgctl('start');
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        const result = await database.db.execute(sql`select 1 as ok`);
        expect(result).toMatchObject({ rows: [{ ok: 1 }] });
        break;
      } catch (err) {
        // While the server finishes starting, every failure is still a catalogue error.
        expect(rawErrorForDbFault(err)).toBeDefined();
        if (Date.now() > deadline) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
});
