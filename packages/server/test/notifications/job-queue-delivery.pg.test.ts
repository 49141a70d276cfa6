import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appRoleGrants } from '../../src/db/app-role';
import { openDatabase } from '../../src/db/client';
import { JOB_QUEUES, startJobQueue } from '../../src/db/job-queue';
import { notificationDeliveries, notificationPreferences, notifications, pushSubscriptions } from '../../src/db/schema';
import type { Database, Db } from '../../src/db/types';
import { parsePushHost } from '../../src/lib/push-hosts';
import {
  type DeliveryChannels,
  emailFooter,
  type NewNotification,
  recordNotifications,
  smtpMailSender,
  startJobQueueDelivery,
  useJobQueue,
  webPushSender,
} from '../../src/modules/notifications';
import { createEmployee, FACTORY_PASSWORD } from '../factories/employees';
import { adminQuery, createPgDatabase, createTestDatabase, TEST_TODAY, type TestDatabase, testDbKind } from '../helper';
import { login, testApp, testConfig } from '../support/app';
import { testClock } from '../support/clock';
import { browserKeys, startPushService, type TestPushService } from '../support/push-service';
import { type Auth, serviceCalls } from '../support/service-calls';
import { startSmtpServer } from '../support/smtp';

const NOW = `${TEST_TODAY}T15:00:00.000Z`;
const TZ = 'America/New_York';
const DEVICE = 'browser-0001-aaaa';

/** Until `done` holds, asking every 100 ms; fails after `ms`. */
async function waitFor(done: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('waited in vain');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Delivery on PostgreSQL by pg-boss (ADR 28): the jobs sent in the change's transaction, worked in any process. */
describe.skipIf(testDbKind() !== 'postgres')('notifications: delivery by pg-boss on PostgreSQL', () => {
  let database: TestDatabase;
  let url: string;
  let boss: PgBoss;
  let app: FastifyInstance;
  let push: TestPushService;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let channels: DeliveryChannels;
  let employee: { passId: string; auth: Auth };
  const stops: (() => Promise<void>)[] = [];
  const clock = testClock(NOW);
  const config = testConfig();
  const { ok } = serviceCalls(() => app);

  const work = async (jobs: PgBoss, db: Db, worker: string) => {
    stops.push(
      await startJobQueueDelivery({
        db,
        boss: jobs,
        now: clock.now,
        timeZone: TZ,
        channels,
        maxAttempts: 3,
        worker,
        pollSeconds: 0.5,
        retryDelaySeconds: 1,
      }),
    );
  };
  const tell = (rows: NewNotification[], db: Db = database.db) =>
    db.transaction((tx) => recordNotifications(tx, clock.now(), rows));
  const sick = (passId: string): NewNotification => ({ passId, kind: 'SICK_OUT', data: { at: NOW } });
  const deliveries = () => database.db.select().from(notificationDeliveries).orderBy(notificationDeliveries.id);
  const jobCount = async (name: string) => {
    const counted = await database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${name}`);
    return (counted as unknown as { rows: { n: number }[] }).rows[0]?.n;
  };
  const allSent = (n: number) => async () => (await deliveries()).filter((d) => d.status === 'sent').length === n;

  async function subscribe(auth: Auth) {
    await ok('mta_subscribePushNotifications', auth, {
      deviceId: DEVICE,
      platform: 'web',
      subscription: { endpoint: push.endpoint('sub/one'), keys: browserKeys().keys },
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    url = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
      .connectionString;
    boss = await startJobQueue({ url });
    push = await startPushService();
    smtp = await startSmtpServer();
    const rule = parsePushHost(push.host);
    if (!rule) throw new Error('push host');
    app = await testApp({
      db: database.db,
      now: clock.now,
      config: { notify: { ...config.notify, pushHosts: [rule] } },
    });
    channels = { push: webPushSender({ vapid: config.notify.vapid }) };
  });
  beforeEach(async () => {
    useJobQueue(boss);
    await boss.deleteAllJobs();
    await database.db.delete(notificationDeliveries);
    await database.db.delete(notifications);
    await database.db.delete(pushSubscriptions);
    await database.db.delete(notificationPreferences);
    push.requests.length = 0;
    const made = await createEmployee(database.db, { email: null });
    const signedIn = await login(app, made.passId, FACTORY_PASSWORD);
    employee = {
      passId: made.passId,
      auth: { passId: made.passId, ticket: signedIn.json().Response.Elements.AP_TICKET },
    };
    await subscribe(employee.auth);
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    useJobQueue(undefined);
  });
  afterAll(async () => {
    await app?.close();
    await boss?.stop({ graceful: false });
    await push?.close();
    await smtp?.close();
    await database?.close();
  });

  it('sends the fan-out job in the change’s transaction, and pushes the event once', async () => {
    await tell([sick(employee.passId)]);
    expect(await jobCount(JOB_QUEUES.notificationFanOut)).toBe(1);
    await work(boss, database.db, 'worker-1');
    await waitFor(allSent(1));
    await pause(1_500);
    expect(push.requests).toHaveLength(1);
    const [d] = await deliveries();
    expect(push.requests[0]?.headers.topic).toBe(`n${d?.id}`);
    expect(d).toMatchObject({ channel: 'push', target: DEVICE, status: 'sent', attempts: 1, claimedBy: null });
    expect(await jobCount(JOB_QUEUES.notificationDelivery)).toBe(1);
  });

  it('sends nothing for a change that rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordNotifications(tx, clock.now(), [sick(employee.passId)]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobCount(JOB_QUEUES.notificationFanOut)).toBe(0);
    await work(boss, database.db, 'worker-1');
    await pause(1_500);
    expect(push.requests).toEqual([]);
    expect(await deliveries()).toEqual([]);
  });

  it('is sent once by two processes (two pools, two pg-boss instances)', async () => {
    const other = await openDatabase({ url, poolMax: 3 });
    const otherBoss = await startJobQueue({ url });
    try {
      await tell(Array.from({ length: 12 }, () => sick(employee.passId)));
      await Promise.all([work(boss, database.db, 'worker-a'), work(otherBoss, other.db, 'worker-b')]);
      await waitFor(allSent(12));
      await pause(1_500);
      for (const stop of stops.splice(0)) await stop();
    } finally {
      await otherBoss.stop({ graceful: false });
      await other.close();
    }
    expect(push.requests).toHaveLength(12);
    expect(new Set(push.requests.map((r) => r.headers.topic)).size).toBe(12);
    expect((await deliveries()).every((d) => d.status === 'sent' && d.attempts === 1)).toBe(true);
  });

  it('tries again after a 500, by pg-boss’s retry, with the same Topic', async () => {
    push.answer(500);
    await tell([sick(employee.passId)]);
    await work(boss, database.db, 'worker-1');
    await waitFor(allSent(1));
    const [d] = await deliveries();
    expect(d).toMatchObject({ status: 'sent', attempts: 2 });
    expect(push.requests.map((r) => r.headers.topic)).toEqual([`n${d?.id}`, `n${d?.id}`]);
  });

  it('gives up at the limit: the row failed, the job done', async () => {
    push.answer(503, 503, 503);
    await tell([sick(employee.passId)]);
    await work(boss, database.db, 'worker-1');
    await waitFor(async () => (await deliveries())[0]?.status === 'failed');
    expect((await deliveries())[0]).toMatchObject({ attempts: 3, lastError: 'push service answered 503' });
    expect(push.requests).toHaveLength(3);
  });

  it('removes a subscription the push service answers 410 for', async () => {
    push.answer(410);
    await tell([sick(employee.passId)]);
    await work(boss, database.db, 'worker-1');
    await waitFor(async () => (await deliveries())[0]?.status === 'dropped');
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);
    expect(push.requests).toHaveLength(1);
  });

  it('holds a delivery to the end of quiet hours as its job’s start, but confirms my own act at once', async () => {
    // 09:00 to 11:00 in New York: now (10:00) is quiet.
    await ok('mta_notificationPreferencesSave', employee.auth, { off: [], quietHours: { start: 540, end: 660 } });
    const award: NewNotification = {
      passId: employee.passId,
      kind: 'PICK_AWARDED',
      data: { round: 'WORK', pick: 'Fall 2026 pick', items: ['Package FB-FT123'], lines: ['Your 1st choice.'] },
    };
    await tell([award, sick(employee.passId)]);
    await work(boss, database.db, 'worker-1');
    await waitFor(allSent(1));
    const [held, atOnce] = await deliveries();
    expect(atOnce?.status).toBe('sent');
    expect(held).toMatchObject({ status: 'pending', attempts: 0 });
    const waits = await database.db.execute(
      sql`select extract(epoch from start_after - now())::int as s from pgboss.job where name = ${JOB_QUEUES.notificationDelivery} and state = 'created'`,
    );
    const [wait] = (waits as unknown as { rows: { s: number }[] }).rows;
    expect(wait?.s).toBeGreaterThan(3_590);
    expect(wait?.s).toBeLessThanOrEqual(3_600);
  });

  it('fans out, when its worker starts, a notification written by a process without the job queue', async () => {
    useJobQueue(undefined);
    await tell([sick(employee.passId)]);
    expect(await jobCount(JOB_QUEUES.notificationFanOut)).toBe(0);
    await work(boss, database.db, 'worker-1');
    await waitFor(allSent(1));
  });

  it('sends, when its worker starts, a pending delivery no job holds: one made before the job queue, one left by a worker that died in its last attempt', async () => {
    useJobQueue(undefined);
    const at = clock.now();
    const made = await database.db
      .insert(notifications)
      .values([0, 1].map(() => ({ ...sick(employee.passId), createdAt: at, fannedOutAt: at })))
      .returning({ id: notifications.id });
    const row = { channel: 'push', target: DEVICE, status: 'pending', nextAttemptAt: at };
    await database.db.insert(notificationDeliveries).values([
      { ...row, notificationId: made[0]?.id as number },
      { ...row, notificationId: made[1]?.id as number, attempts: 3, claimedBy: 'died', claimedUntil: at },
    ]);
    useJobQueue(boss);
    await work(boss, database.db, 'worker-1');
    await work(boss, database.db, 'worker-2');
    await waitFor(allSent(2));
    await pause(1_500);
    // One job each, whichever worker started first; the one with its attempts used gets one more.
    expect(await jobCount(JOB_QUEUES.notificationDelivery)).toBe(2);
    expect(push.requests).toHaveLength(2);
    expect((await deliveries()).map((d) => d.attempts)).toEqual([1, 3]);
  });

  it('runs as the server’s restricted role: pg-boss started and worked without making anything', async () => {
    const role = `crewline_app_${randomBytes(4).toString('hex')}`;
    const password = randomBytes(12).toString('hex');
    const scratch = await createPgDatabase();
    await adminQuery(`create role ${role} login password '${password}'`);
    const appUrl = new URL(scratch.url);
    appUrl.username = role;
    appUrl.password = password;
    const grantor = new pg.Client({ connectionString: scratch.url });
    await grantor.connect();
    let restricted: Database | undefined;
    let restrictedBoss: PgBoss | undefined;
    try {
      for (const statement of appRoleGrants(scratch.name, role, new URL(scratch.url).username))
        await grantor.query(statement);
      // The owner migrates (pg-boss's schema with the rest); the server's role opens and runs.
      restricted = await openDatabase({ url: appUrl.toString(), migrationUrl: scratch.url, poolMax: 3 });
      restrictedBoss = await startJobQueue({ url: appUrl.toString() });
      useJobQueue(restrictedBoss);
      const made = await createEmployee(restricted.db, { email: 'restricted@agency.example' });
      await tell([sick(made.passId)], restricted.db);
      channels = {
        email: smtpMailSender({
          smtpUrl: smtp.url,
          from: 'Crewline <no-reply@agency.example>',
          agencyName: 'T',
          footer: emailFooter,
        }),
      };
      await work(restrictedBoss, restricted.db, 'worker-r');
      await waitFor(async () => smtp.mails.length === 1);
      const made2 = await restricted.db.select().from(notificationDeliveries);
      expect(made2).toMatchObject([{ channel: 'email', status: 'sent', attempts: 1 }]);
      const intruder = await new pg.Client({ connectionString: appUrl.toString() });
      await intruder.connect();
      await expect(intruder.query('create table pgboss.intruder (id int)')).rejects.toThrow(/permission denied/);
      await intruder.end();
    } finally {
      channels = { push: webPushSender({ vapid: config.notify.vapid }) };
      for (const stop of stops.splice(0)) await stop();
      await restrictedBoss?.stop({ graceful: false });
      await restricted?.close();
      await grantor.end();
      await scratch.drop();
      await adminQuery(`drop role if exists ${role}`);
    }
  });
});
