import { RAW_ERRORS, SIGN_IN_TEXTS } from '@crewline/protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../src/db/schema';
import { createEmployee } from '../factories/employees';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { login, testApp } from '../support/app';
import { loggedDb } from '../support/statement-log';
import { holdThreadPool } from '../support/thread-pool';

const WRONG = RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.invalidCredentials);
const errorOf = (res: { json: () => { Response: { mta_loginMessage: { Error: string } } } }) =>
  res.json().Response.mta_loginMessage.Error;

describe('the work of a sign-in', () => {
  let database: TestDatabase;
  let logged: ReturnType<typeof loggedDb>;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    logged = loggedDb(database);
    app = await testApp({ db: logged.db, now: () => new Date(`${TEST_TODAY}T16:00:00Z`) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('checks the password outside any transaction: the account and the database stay free meanwhile', async () => {
    const e = await createEmployee(database.db, {});
    const pool = holdThreadPool();
    let signedIn = false;
    try {
      const from = logged.statements.length;
      const attempt = login(app, e.passId, 'wrong').then((res) => {
        signedIn = true;
        return res;
      });
      // The sign-in has read the account: its password check now waits for a thread of the pool.
      while (!logged.statements.slice(from).some((s) => s.includes('from "employees"'))) {
        await new Promise((r) => setTimeout(r, 5));
      }
      await new Promise((r) => setTimeout(r, 100));
      // Another transaction locking the very same row goes through (one held open across the
      // check would keep it waiting on PostgreSQL's row lock, or on PGlite's one transaction).
      const other = database.db.transaction((tx) =>
        tx.select().from(employees).where(eq(employees.passId, e.passId)).for('update'),
      );
      const outcome = await Promise.race([
        other.then(() => 'ran'),
        new Promise((r) => setTimeout(() => r('waited'), 5_000)),
      ]);
      expect(outcome).toBe('ran');
      expect(signedIn).toBe(false);
      await pool.release();
      expect(errorOf(await attempt)).toBe(WRONG);
    } finally {
      await pool.release().catch(() => undefined);
    }
  });

  it('runs the same statements for an unknown pass id as for a known one, lockout included', async () => {
    const known = await createEmployee(database.db, {});
    const unknown = `9${known.passId.slice(1)}`;
    const statementsOf = async (passId: string) => {
      const each: string[][] = [];
      for (let i = 1; i <= 6; i++) {
        const from = logged.statements.length;
        await login(app, passId, 'wrong');
        each.push(logged.statements.slice(from));
      }
      return each;
    };
    const knownStatements = await statementsOf(known.passId);
    const unknownStatements = await statementsOf(unknown);
    expect(unknownStatements).toEqual(knownStatements);
    // Each attempt did read and settle the account (nothing was skipped on either path).
    expect(knownStatements[0]?.some((s) => s.includes('for update'))).toBe(true);
  });

  it('judges no more than four of 30 wrong passwords sent at once before the lock', async () => {
    const e = await createEmployee(database.db, {});
    const guesses = await Promise.all(Array.from({ length: 30 }, () => login(app, e.passId, 'wrong')));
    const errors = guesses.map((g) => errorOf(g));
    expect(errors.filter((x) => x === WRONG)).toHaveLength(4);
    expect(errors.filter((x) => x.includes('locked'))).toHaveLength(26);
    expect(errorOf(await login(app, e.passId, e.password as string))).toContain('locked');
  });
});
