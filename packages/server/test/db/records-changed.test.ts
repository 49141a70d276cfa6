import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDS_CHANGED_CHANNEL } from '../../src/exec/records-cache';
import { createTestDatabase, type TestDatabase, testDbKind } from '../helper';
import { callService, signedIn, testApp } from '../support/app';
import { testClock } from '../support/clock';

/**
 * The records cache against a real database (PGlite, and PostgreSQL in the PostgreSQL pass):
 * a write by anyone — here plain SQL, as payroll or another server process would — reaches
 * the next read, and the triggers name exactly the employees a write touched.
 */

type Auth = { passId: string; ticket: string };

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('records cache and the records_changed notifications', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: Auth;
  const heard: string[] = [];
  let connections = 0;
  let stopHearing: () => Promise<void>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const clock = testClock(`${database.today}T15:00:00Z`);
    app = await testApp({ db: database.db, listen: database.listen, now: clock.now });
    operator = await signedIn(app, '100001');
    stopHearing = await database.listen(RECORDS_CHANGED_CHANNEL, {
      onMessage: (payload) => heard.push(payload),
      onConnected: () => {
        connections++;
      },
    });
  });
  afterAll(async () => {
    await stopHearing();
    await app.close();
    await database.close();
  });

  const elements = async (service: string, payload: Record<string, unknown> = {}) => {
    const body = (await callService(app, service, payload, operator)).json();
    if (!body.success) throw new Error(`${service} refused: ${JSON.stringify(body.Response)}`);
    return body.Response.Elements;
  };

  /** Waits for the notifications of a write and returns them. */
  const notified = async (write: () => Promise<unknown>) => {
    heard.length = 0;
    await write();
    // A marker after the write: once it arrives, every notification of the write has too.
    await database.db.execute(sql`select pg_notify(${RECORDS_CHANGED_CHANNEL}, 'marker')`);
    await eventually(
      async () => heard.includes('marker'),
      (arrived) => arrived,
      'the notifications of a write',
    );
    return heard.filter((payload) => payload !== 'marker');
  };

  it('keeps an answer until the employee records change, then reads the change', async () => {
    const { weeks } = await elements('mta_timecardWeeks');
    const weekStart: string = weeks[0].weekStart;
    const before = await elements('mta_timecard', { weekStart });

    // A write that does not notify (trigger off) is not seen: the answer is the kept one.
    await database.db.execute(sql`alter table timecards disable trigger timecards_updated`);
    await database.db.execute(
      sql`update timecards set status = 'PENDING', line_days = '{}', line_pay_codes = '{}', line_minutes = '{}', line_jobs = '{}', line_starts = '{}', line_ends = '{}' where pass_id = '100001' and week_start = ${weekStart}`,
    );
    await database.db.execute(sql`alter table timecards enable trigger timecards_updated`);
    expect(await elements('mta_timecard', { weekStart })).toEqual(before);

    // The same write with its trigger reaches the very next reads, in this process and any other.
    await notified(() =>
      database.db.execute(
        sql`update timecards set status = 'APPROVED' where pass_id = '100001' and week_start = ${weekStart}`,
      ),
    );
    const after = await eventually(
      () => elements('mta_timecard', { weekStart }),
      (answer) => answer.timecard?.days.every((d: { lines: unknown[] }) => d.lines.length === 0),
      'the changed timecard is answered',
    );
    expect(after.timecard.status).toBe('APPROVED');
  });

  it.skipIf(testDbKind() !== 'postgres')(
    'serves no kept answer while the listening connection is lost, and forgets all when it is back',
    async () => {
      const { weeks } = await elements('mta_timecardWeeks');
      const weekStart: string = weeks[1].weekStart;
      await elements('mta_timecard', { weekStart });
      const connectedBefore = connections;
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'crewline-listen' and datname = current_database()`,
      );
      // Unheard (trigger off): only a cache that knows it is deaf, or forgot all on reconnecting, reads it.
      await database.db.execute(sql`alter table timecards disable trigger timecards_updated`);
      await database.db.execute(
        sql`update timecards set status = 'PENDING' where pass_id = '100001' and week_start = ${weekStart}`,
      );
      await database.db.execute(sql`alter table timecards enable trigger timecards_updated`);
      await eventually(
        () => elements('mta_timecard', { weekStart }),
        (answer) => answer.timecard.status === 'PENDING',
        'the unheard change is read',
      );
      // This test's own listener was cut too: the next tests need it back.
      await eventually(
        async () => connections,
        (n) => n > connectedBefore,
        'the listener back',
      );
    },
  );

  it('forgets the scheduled assignments when the employee job changes hands', async () => {
    const range = { from: database.today, to: database.today };
    const before = await elements('mta_scheduledAssignments', range);
    const payloads = await notified(() =>
      database.db.execute(
        sql`update jobs set picked_by = null where picked_by = '100001' and pick_period_id in (select id from pick_periods where effective_date <= ${database.today} and expiration_date >= ${database.today})`,
      ),
    );
    expect(payloads).toEqual(['100001']);
    const after = await eventually(
      () => elements('mta_scheduledAssignments', range),
      (answer) => answer.days[0].kind !== before.days[0].kind,
      'the day without a job',
    );
    expect(after.days[0].kind).toBe('NOT_PICKED');
  });

  it('names every employee of a write, once, and everyone for reference data', async () => {
    expect(
      await notified(() =>
        database.db.execute(
          sql`update leave_banks set carried_minutes = carried_minutes + 60 where pass_id in ('100002', '100003')`,
        ),
      ),
    ).toEqual(['100002,100003']);
    expect(
      await notified(() =>
        database.db.execute(sql`delete from absences where pass_id = '100002' and date > ${database.today}`),
      ),
    ).toEqual(['100002']);
    expect(await notified(() => database.db.execute(sql`update pay_codes set color = color`))).toEqual(['*']);
    expect(await notified(() => database.db.execute(sql`update quotas set description = description`))).toEqual(['*']);
  });

  it("notifies an employee's changed records, never their sign-in bookkeeping", async () => {
    const bookkeeping = [
      sql`password_hash = 'another'`,
      sql`failed_logins = failed_logins + 1`,
      sql`failed_window_start = now()`,
      sql`locked_until = now()`,
      sql`failed_codes = failed_codes + 1`,
      sql`failed_codes_window_start = now()`,
      sql`totp_last_step = coalesce(totp_last_step, 0) + 1`,
    ];
    const update = (set: ReturnType<typeof sql>) =>
      notified(() => database.db.execute(sql`update employees set ${set} where pass_id = '100002'`));
    for (const set of bookkeeping) expect(await update(set)).toEqual([]);
    expect(await update(sql`title = title`)).toEqual([]);
    expect(await update(sql`title = 'Senior ' || title`)).toEqual(['100002']);
    expect(await update(sql`failed_logins = failed_logins + 1, subdivision = subdivision || '.'`)).toEqual(['100002']);
  });

  it('sends everyone for a write of more than 500 employees', async () => {
    // Pass ids and seniority numbers far from the demo agency's (the pick office is 9000xx).
    expect(
      await notified(() =>
        database.db.execute(sql`
          insert into employees
          select (jsonb_populate_record(e, jsonb_build_object('pass_id', (9900000 + g)::text, 'seniority_number', 990000 + g))).*
          from employees e, generate_series(1, 501) g where e.pass_id = '100002'`),
      ),
    ).toEqual([]);
    expect(
      await notified(() =>
        database.db.execute(sql`update employees set title = 'Senior ' || title where seniority_number > 990000`),
      ),
    ).toEqual(['*']);
  });
});
