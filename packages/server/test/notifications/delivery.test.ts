import { DEVICE_TEXTS, NOTIFICATION_TEXTS } from '@crewline/protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import {
  employees,
  notificationDeliveries,
  notificationPreferences,
  notifications,
  pushSubscriptions,
} from '../../src/db/schema';
import type { Database } from '../../src/db/types';
import { parsePushHost } from '../../src/lib/push-hosts';
import { makeEnrolmentCode } from '../../src/modules/auth';
import {
  type DeliveryChannels,
  deliverNotifications,
  emailFooter,
  type NewNotification,
  recordNotifications,
  smtpMailSender,
  webPushSender,
} from '../../src/modules/notifications';
import { createEmployee, FACTORY_PASSWORD } from '../factories/employees';
import { createTestDatabase, TEST_TODAY, type TestDatabase, testDbKind } from '../helper';
import { login, testApp, testConfig } from '../support/app';
import { testClock } from '../support/clock';
import { browserKeys, decryptPush, startPushService, type TestPushService } from '../support/push-service';
import { type Auth, serviceCalls } from '../support/service-calls';
import { startSmtpServer, unQuotedPrintable } from '../support/smtp';

const NOW = `${TEST_TODAY}T15:00:00.000Z`; // 10:00 in New York
const TZ = 'America/New_York';
const DEVICE = 'browser-0001-aaaa';

describe('notifications: delivery by Web Push and e-mail', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let push: TestPushService;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const clock = testClock(NOW);
  const { ok, refused } = serviceCalls(() => app);
  const config = testConfig();
  let channels: DeliveryChannels;
  let employee: { passId: string; auth: Auth };

  const deliver = (worker = 'worker-1', db = database.db) =>
    deliverNotifications({ db, now: clock.now, timeZone: TZ, channels, maxAttempts: 3, worker });

  const tell = (rows: NewNotification[]) => database.db.transaction((tx) => recordNotifications(tx, clock.now(), rows));

  const sick = (passId: string): NewNotification => ({ passId, kind: 'SICK_OUT', data: { at: NOW } });
  const award = (passId: string): NewNotification => ({
    passId,
    kind: 'PICK_AWARDED',
    data: { round: 'WORK', pick: 'Fall 2026 pick', items: ['Package FB-FT123'], lines: ['Your 1st choice.'] },
  });

  async function signIn(passId: string): Promise<Auth> {
    const res = await login(app, passId, FACTORY_PASSWORD);
    return { passId, ticket: res.json().Response.Elements.AP_TICKET as string };
  }

  async function subscribe(auth: Auth, path = 'sub/one') {
    const browser = browserKeys();
    await ok('mta_subscribePushNotifications', auth, {
      deviceId: DEVICE,
      platform: 'web',
      subscription: { endpoint: push.endpoint(path), keys: browser.keys },
    });
    return browser;
  }

  const deliveries = () => database.db.select().from(notificationDeliveries).orderBy(notificationDeliveries.id);

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    push = await startPushService();
    smtp = await startSmtpServer();
    const rule = parsePushHost(push.host);
    if (!rule) throw new Error('push host');
    app = await testApp({
      db: database.db,
      now: clock.now,
      config: { notify: { ...config.notify, pushHosts: [rule], smtpUrl: smtp.url } },
    });
    channels = {
      push: webPushSender({ vapid: config.notify.vapid }),
      email: smtpMailSender({
        smtpUrl: smtp.url,
        from: 'Crewline <no-reply@agency.example>',
        agencyName: 'Test Transit',
        footer: emailFooter,
      }),
    };
  });
  beforeEach(async () => {
    await database.db.delete(notificationDeliveries);
    await database.db.delete(notifications);
    await database.db.delete(pushSubscriptions);
    await database.db.delete(notificationPreferences);
    push.requests.length = 0;
    smtp.mails.length = 0;
    const made = await createEmployee(database.db, { email: null });
    employee = { passId: made.passId, auth: await signIn(made.passId) };
  });
  afterAll(async () => {
    await app.close();
    await push.close();
    await smtp.close();
    await database.close();
  });

  it('pushes each event once, encrypted, with the lock-screen words and no private detail', async () => {
    const browser = await subscribe(employee.auth);
    await tell([award(employee.passId)]);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(push.requests).toHaveLength(1);
    const [request] = push.requests;
    if (!request) throw new Error('no push');
    expect(request.path).toBe('/sub/one');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(String(request.headers.authorization)).toMatch(/^vapid t=.+, k=.+$/);
    const [d] = await deliveries();
    expect(request.headers.topic).toBe(`n${d?.id}`);
    const message = JSON.parse(decryptPush(request.body, browser));
    expect(message).toMatchObject({
      title: NOTIFICATION_TEXTS.lockScreen.PICK_AWARDED,
      body: NOTIFICATION_TEXTS.lockScreenBody,
      opens: 'pickPreferences',
    });
    expect(JSON.stringify(message)).not.toContain('FB-FT123');
    expect(request.body.length).toBeLessThan(4096);
    expect(d).toMatchObject({ channel: 'push', target: DEVICE, status: 'sent', attempts: 1, claimedBy: null });
  });

  it('tries again after a 500, with backoff and the same Topic, and gives up at the limit', async () => {
    await subscribe(employee.auth);
    await tell([sick(employee.passId)]);
    push.answer(500);
    expect(await deliver()).toMatchObject({ retried: 1, sent: 0 });
    const [waiting] = await deliveries();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'push service answered 500' });
    expect(waiting?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);
    expect(await deliver()).toMatchObject({ retried: 0, sent: 0 }); // not due yet
    clock.advance(30_000);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(push.requests.map((r) => r.headers.topic)).toEqual([`n${waiting?.id}`, `n${waiting?.id}`]);

    await tell([sick(employee.passId)]);
    push.answer(503, 503, 503);
    await deliver();
    clock.advance(30_000);
    await deliver();
    clock.advance(60_000);
    expect(await deliver()).toMatchObject({ failed: 1 });
    expect((await deliveries())[1]).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('removes a subscription the push service answers 410 for', async () => {
    await subscribe(employee.auth);
    await tell([sick(employee.passId)]);
    push.answer(410);
    expect(await deliver()).toMatchObject({ dropped: 1 });
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);
    await tell([sick(employee.passId)]);
    await deliver();
    expect(push.requests).toHaveLength(1);
  });

  it('sends nothing for a change that rolled back', async () => {
    await subscribe(employee.auth);
    await expect(
      database.db.transaction(async (tx) => {
        await recordNotifications(tx, clock.now(), [sick(employee.passId)]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0, dropped: 0 });
    expect(push.requests).toEqual([]);
  });

  it('is sent once by two workers at once (on PostgreSQL, two database clients)', async () => {
    await subscribe(employee.auth);
    await tell(Array.from({ length: 12 }, () => sick(employee.passId)));
    let other: Database | undefined;
    let drop: (() => Promise<void>) | undefined;
    if (testDbKind() === 'postgres') {
      // The same database through a second pool: another process's view of it.
      const url = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
        .connectionString;
      expect(url).toMatch(/^postgres/);
      other = await openDatabase({ url, poolMax: 3 });
      drop = () => other?.close() ?? Promise.resolve();
    }
    try {
      const runs = await Promise.all([deliver('worker-a'), deliver('worker-b', other?.db ?? database.db)]);
      expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(12);
    } finally {
      await drop?.();
    }
    expect(push.requests).toHaveLength(12);
    expect(new Set(push.requests.map((r) => r.headers.topic)).size).toBe(12);
    expect((await deliveries()).every((d) => d.status === 'sent' && d.attempts === 1)).toBe(true);
  });

  it('refuses a subscription to a push service not on the allow-list, in words naming it', async () => {
    const message = await refused('mta_subscribePushNotifications', employee.auth, {
      deviceId: DEVICE,
      platform: 'web',
      subscription: { endpoint: 'https://push.evil.example:8443/x', keys: browserKeys().keys },
    });
    expect(message.Error).toContain(DEVICE_TEXTS.pushHostRefused('push.evil.example:8443'));
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('ends the subscription when the employee signs out', async () => {
    await subscribe(employee.auth);
    await ok('mta_logout', employee.auth);
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('holds push and e-mail to the end of quiet hours, but confirms my own act at once', async () => {
    await subscribe(employee.auth);
    // 09:00 to 11:00 in New York: now (10:00) is quiet.
    await ok('mta_notificationPreferencesSave', employee.auth, { off: [], quietHours: { start: 540, end: 660 } });
    await tell([award(employee.passId), sick(employee.passId)]);
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [held, atOnce] = await deliveries();
    expect(atOnce?.status).toBe('sent');
    expect(held).toMatchObject({ status: 'pending', attempts: 0 });
    expect(held?.nextAttemptAt.toISOString()).toBe(`${TEST_TODAY}T16:00:00.000Z`);
    clock.advance(60 * 60_000);
    expect(await deliver()).toMatchObject({ sent: 1 });
    clock.advance(-60 * 60_000);
  });

  it('does not send a kind the employee turned off on a channel', async () => {
    await subscribe(employee.auth);
    const saved = await ok('mta_notificationPreferencesSave', employee.auth, {
      off: [{ kind: 'SICK_OUT', channel: 'push' }],
      quietHours: null,
    });
    expect(saved.off).toEqual([{ kind: 'SICK_OUT', channel: 'push' }]);
    await tell([sick(employee.passId), award(employee.passId)]);
    await deliver();
    expect(push.requests).toHaveLength(1);
    expect(await deliveries()).toHaveLength(1);
  });

  it('e-mails the imported address, in text and HTML, with the agency’s name and no tracking', async () => {
    await database.db
      .update(employees)
      .set({ email: 'operator@agency.example' })
      .where(eq(employees.passId, employee.passId));
    await tell([award(employee.passId)]);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.to).toEqual(['operator@agency.example']);
    const raw = unQuotedPrintable(mail?.raw ?? '');
    expect(raw).toContain('Subject: Awarded: Package FB-FT123');
    expect(raw).toContain('Fall 2026 pick: Your 1st choice.');
    expect(raw).toContain(emailFooter('Test Transit'));
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).not.toMatch(/<img|<a |https?:\/\//i);
  });

  it('tells a reset by e-mail only, in the reset’s transaction, never with the code', async () => {
    const { db } = database;
    await db.update(employees).set({ email: 'reset@agency.example' }).where(eq(employees.passId, employee.passId));
    const supervisor = await createEmployee(db, { officeRole: 'PICK_SUPERVISOR' });
    await subscribe(employee.auth);
    const { code } = await makeEnrolmentCode(db, {
      passId: employee.passId,
      by: supervisor.passId,
      reset: true,
      now: clock.now(),
      timeZone: TZ,
    });
    await deliver();
    expect(push.requests).toEqual([]);
    expect(smtp.mails).toHaveLength(1);
    const raw = unQuotedPrintable(smtp.mails[0]?.raw ?? '');
    expect(raw).toContain(NOTIFICATION_TEXTS.accountResetText('21-Nov-26'));
    expect(raw).not.toContain(code);
    expect(raw).not.toContain(code.replaceAll('-', ''));
  });
});
