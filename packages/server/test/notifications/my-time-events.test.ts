import { randomUUID } from 'node:crypto';
import { DAY_OFF_TEXTS, isoToDisplayDate, LEAVE_BANKS, NOTIFICATION_TEXTS, SICK_TEXTS } from '@crewline/protocol';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOffQuotas } from '../../src/db/schema';
import { dateClockTime } from '../../src/lib/local-time';
import { rtoStaff } from '../factories/rto-staff';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { signedIn, testApp, testConfig } from '../support/app';
import { testClock } from '../support/clock';
import { type Auth, serviceCalls } from '../support/service-calls';

const NOW = `${TEST_TODAY}T15:00:00.000Z`;
const DEPOT = 'CIY';
const DAY_MS = 24 * 3_600_000;
const { timeZone } = testConfig();
const personal = LEAVE_BANKS.find((b) => b.code === 'PERS')?.name as string;

describe('notifications of My Time: day-off decisions and sick notices, each in its change’s transaction', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(NOW);
  const { ok, refused } = serviceCalls(() => app);
  let robert: Auth;

  const told = async (auth: Auth) =>
    (await ok('mta_notifications', auth)).notifications.map(({ kind, title, text, opens }) => ({
      kind,
      title,
      text,
      opens,
    }));

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp({ db: database.db, now: clock.now });
    robert = await signedIn(app, '200001');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('tells approved, waitlisted and promoted once each; a refused request tells nothing', async () => {
    const date = '2026-12-16';
    await database.db
      .update(dayOffQuotas)
      .set({ slots: 1 })
      .where(and(eq(dayOffQuotas.depotCode, DEPOT), eq(dayOffQuotas.date, date)));
    const [senior, junior] = (await rtoStaff(database.db, {
      n: 2,
      firstSeniority: 940_000,
      depotCode: DEPOT,
      bank: 'PERS',
      minutes: 5 * 480,
      now: clock.now(),
    })) as unknown as [Auth, Auth];
    const add = (auth: Auth, requestId = randomUUID()) =>
      ok('mta_requestDayOffAdd', auth, { requestId, date, bank: 'PERS' });
    const retried = randomUUID();
    const approved = await add(junior, retried);
    await add(junior, retried);
    await add(senior);
    const past = await refused('mta_requestDayOffAdd', senior, {
      requestId: randomUUID(),
      date: TEST_TODAY,
      bank: 'PERS',
    });
    expect(past.Error).toContain(DAY_OFF_TEXTS.past);
    const shown = isoToDisplayDate(date);
    expect(await told(junior)).toEqual([
      {
        kind: 'DAY_OFF_APPROVED',
        title: NOTIFICATION_TEXTS.dayOffApproved,
        text: NOTIFICATION_TEXTS.dayOffApprovedText(shown, personal),
        opens: 'requestDayOff',
      },
    ]);
    expect(await told(senior)).toEqual([
      {
        kind: 'DAY_OFF_WAITLISTED',
        title: NOTIFICATION_TEXTS.dayOffWaitlisted,
        text: NOTIFICATION_TEXTS.dayOffWaitlistedText(shown),
        opens: 'requestDayOff',
      },
    ]);
    await ok('mta_requestDayOffDelete', junior, { requestId: randomUUID(), dayOffId: approved.request.dayOffId });
    expect((await told(senior))[0]).toEqual({
      kind: 'DAY_OFF_PROMOTED',
      title: NOTIFICATION_TEXTS.dayOffPromoted,
      text: NOTIFICATION_TEXTS.dayOffPromotedText(shown, personal),
      opens: 'requestDayOff',
    });
    expect(await told(senior)).toHaveLength(2);
    expect(await told(junior)).toHaveLength(1);
  });

  it('tells a sick notice out and in once each, a retry and a refusal nothing', async () => {
    const out = clock.now();
    const outId = randomUUID();
    await ok('mta_notifyInOutAddAndGet', robert, { requestId: outId, direction: 'OUT', at: out.toISOString() });
    await ok('mta_notifyInOutAddAndGet', robert, { requestId: outId, direction: 'OUT', at: out.toISOString() });
    const again = await refused('mta_notifyInOutAddAndGet', robert, {
      requestId: randomUUID(),
      direction: 'OUT',
      at: out.toISOString(),
    });
    expect(again.Error).toContain(SICK_TEXTS.alreadyOut(dateClockTime(out, timeZone)));
    clock.advance(DAY_MS);
    robert = await signedIn(app, '200001');
    const back = clock.now();
    await ok('mta_notifyInOutAddAndGet', robert, { requestId: randomUUID(), direction: 'IN', at: back.toISOString() });
    expect(await told(robert)).toEqual([
      {
        kind: 'SICK_IN',
        title: NOTIFICATION_TEXTS.sickIn,
        text: NOTIFICATION_TEXTS.sickInText(dateClockTime(back, timeZone)),
        opens: 'sickNotifyInOut',
      },
      {
        kind: 'SICK_OUT',
        title: NOTIFICATION_TEXTS.sickOut,
        text: NOTIFICATION_TEXTS.sickOutText(dateClockTime(out, timeZone)),
        opens: 'sickNotifyInOut',
      },
    ]);
  });
});
