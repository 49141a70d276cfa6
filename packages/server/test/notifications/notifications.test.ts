import { NOTIFICATION_SERVICES, NOTIFICATION_TEXTS, NOTIFICATIONS_PAGE, RAW_ERRORS } from '@crewline/protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema';
import { recordNotifications } from '../../src/modules/notifications';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { signedIn, testApp } from '../support/app';
import { testClock } from '../support/clock';
import { type Auth, serviceCalls } from '../support/service-calls';

const NOW = `${TEST_TODAY}T15:00:00.000Z`;
const MINUTE = 1_000;

describe('notifications: the in-app list and its read state', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(NOW);
  const { call, ok, refused } = serviceCalls(() => app);
  let mine: Auth;
  let theirs: Auth;

  /** One waitlist notice for the employee, told now, then a minute passes. */
  const tell = async (passId: string, date: string) => {
    await database.db.transaction((tx) =>
      recordNotifications(tx, clock.now(), [{ passId, kind: 'DAY_OFF_WAITLISTED', data: { date } }]),
    );
    clock.advance(MINUTE);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp({ db: database.db, now: clock.now });
    mine = await signedIn(app, '200001');
    theirs = await signedIn(app, '100001');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers an empty list at first', async () => {
    expect(await ok('mta_notifications', mine)).toEqual({ unread: 0, notifications: [], more: false });
  });

  it('lists my own notifications only, newest first, in words, with the screen each opens', async () => {
    await tell('200001', '2026-12-01');
    await tell('100001', '2026-12-02');
    await tell('200001', '2026-12-03');
    const list = await ok('mta_notifications', mine);
    expect(list.unread).toBe(2);
    expect(list.more).toBe(false);
    expect(list.notifications.map((n) => n.text)).toEqual([
      NOTIFICATION_TEXTS.dayOffWaitlistedText('03-Dec-26'),
      NOTIFICATION_TEXTS.dayOffWaitlistedText('01-Dec-26'),
    ]);
    expect(list.notifications[0]).toMatchObject({
      kind: 'DAY_OFF_WAITLISTED',
      title: NOTIFICATION_TEXTS.dayOffWaitlisted,
      read: false,
      opens: 'requestDayOff',
    });
    expect(new Date(list.notifications[0]?.at as string).getTime()).toBeGreaterThan(
      new Date(list.notifications[1]?.at as string).getTime(),
    );
    expect((await ok('mta_notifications', theirs)).notifications.map((n) => n.text)).toEqual([
      NOTIFICATION_TEXTS.dayOffWaitlistedText('02-Dec-26'),
    ]);
  });

  it('marks one read, again without change, refuses another employee’s, then marks all read', async () => {
    const [newest, older] = (await ok('mta_notifications', mine)).notifications;
    expect(await ok('mta_notificationsRead', mine, { id: older?.id })).toEqual({ unread: 1 });
    const [row] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, older?.id as number));
    const readAt = row?.readAt;
    expect(readAt).toBeInstanceOf(Date);
    clock.advance(MINUTE);
    // A retry, or the other device: the same state, the first read time kept.
    expect(await ok('mta_notificationsRead', mine, { id: older?.id })).toEqual({ unread: 1 });
    const [again] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, older?.id as number));
    expect(again?.readAt).toEqual(readAt);
    const theirId = (await ok('mta_notifications', theirs)).notifications[0]?.id;
    const refusal = await refused('mta_notificationsRead', mine, { id: theirId });
    expect(refusal.Error).toBe(RAW_ERRORS.nonEmptyOutput(NOTIFICATION_TEXTS.notFound));
    expect((await ok('mta_notifications', theirs)).unread).toBe(1);
    expect((await ok('mta_notifications', mine)).notifications.map((n) => [n.id, n.read])).toEqual([
      [newest?.id, false],
      [older?.id, true],
    ]);
    expect(await ok('mta_notificationsRead', mine, { all: true })).toEqual({ unread: 0 });
    expect(await ok('mta_notificationsRead', mine, { all: true })).toEqual({ unread: 0 });
    expect((await ok('mta_notifications', theirs)).unread).toBe(1);
  });

  it('refuses a read naming neither or both, and a bad id, in words of ours, changing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, NOTIFICATION_TEXTS.readWhich],
      [{ id: 1, all: true }, NOTIFICATION_TEXTS.readWhich],
      [{ id: 0 }, NOTIFICATION_TEXTS.notificationId],
      [{ all: false }, NOTIFICATION_TEXTS.all],
    ];
    for (const [payload, message] of cases) {
      const body = await call('mta_notificationsRead', theirs, payload);
      expect(body.success).toBe(false);
      expect(JSON.stringify(body.message)).toContain(message);
    }
    expect((await ok('mta_notifications', theirs)).unread).toBe(1);
    expect(JSON.stringify((await call('mta_notifications', theirs, { beforeId: -1 })).message)).toContain(
      NOTIFICATION_TEXTS.beforeId,
    );
  });

  it('pages: the newest page, then those before its last', async () => {
    for (let i = 0; i < NOTIFICATIONS_PAGE; i++) await tell('200001', '2026-12-04');
    const first = await ok('mta_notifications', mine);
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE);
    expect(first.more).toBe(true);
    const next = await ok('mta_notifications', mine, { beforeId: first.notifications.at(-1)?.id });
    expect(next.notifications).toHaveLength(2);
    expect(next.more).toBe(false);
    expect(next.unread).toBe(NOTIFICATIONS_PAGE);
  });

  it('is for signed-in employees only', async () => {
    for (const service of Object.keys(NOTIFICATION_SERVICES) as (keyof typeof NOTIFICATION_SERVICES)[]) {
      const body = await call(service, { passId: '200001', ticket: '' }, { all: true });
      expect(body.success).toBe(false);
    }
  });
});
