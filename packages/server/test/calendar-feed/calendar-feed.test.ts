import {
  addDays,
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_FEED_TEXTS,
  calendarFeedElements,
  calendarFeedRenewElements,
  calendarFeedRevokeElements,
  daysBetween,
  type ScheduleDayKind,
  zonedInstant,
} from '@crewline/protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../src/db/schema';
import { sha256 } from '../../src/lib/secrets';
import { createEmployee } from '../factories/employees';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import {
  RELIEF_POINT,
  SCENARIO_FROM,
  SCENARIO_KINDS,
  SCENARIO_TO,
  scheduledOperator,
} from '../scheduled-assignments/scenario';
import { signedInFactory } from '../scheduled-assignments/support';
import { callService, testApp } from '../support/app';
import { testClock } from '../support/clock';
import { parseEnvelope } from '../support/envelope';

const TZ = 'America/New_York';
/** The scenario's night run is worked from this day. */
const NIGHT_RUN_FROM = '2026-12-13';
const FEED_URL = /^http:\/\/localhost(?::\d+)?\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;

type Auth = { passId: string; ticket: string };

/** What the scheduled operator's day holds, by the scenario's own rules (not the server's). */
function expectedKind(date: string): ScheduleDayKind {
  if (date >= SCENARIO_FROM && date <= SCENARIO_TO) {
    return SCENARIO_KINDS[daysBetween(SCENARIO_FROM, date)] as ScheduleDayKind;
  }
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  // Before: the day job, Sat and Sun off. After: the night run, Mon and Tue off.
  if (date < SCENARIO_FROM) return weekday === 0 || weekday === 6 ? 'DAY_OFF' : 'WORK';
  return weekday === 1 || weekday === 2 ? 'DAY_OFF' : 'WORK';
}

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  return { calendar, events };
}

describe('calendar feed', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: Awaited<ReturnType<typeof scheduledOperator>>;
  let auth: Auth;
  const clock = testClock(`${TEST_TODAY}T15:00:00Z`);

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    // Sessions outlive the clock moves of these tests.
    app = await testApp({ db: database.db, now: clock.now, config: { sessionIdleSeconds: 12 * 3600 } });
    operator = await scheduledOperator(database.db);
    auth = await signedInFactory(app, operator.passId);
  });
  afterAll(async () => {
    ICAL.TimezoneService.remove(TZ);
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(calendarFeeds);
  });

  const status = async (as: Auth = auth) =>
    parseEnvelope('mta_calendarFeed', calendarFeedElements, (await callService(app, 'mta_calendarFeed', {}, as)).json())
      .elements;
  const renew = async (as: Auth = auth, payload: Record<string, unknown> = {}) => {
    const body = parseEnvelope(
      'mta_calendarFeedRenew',
      calendarFeedRenewElements,
      (await callService(app, 'mta_calendarFeedRenew', payload, as)).json(),
    );
    expect(body.success).toBe(true);
    const url = body.elements?.url ?? '';
    const token = FEED_URL.exec(url)?.[1];
    if (!token) throw new Error(`not a feed URL: ${url}`);
    return { url, token, path: new URL(url).pathname, createdAt: body.elements?.createdAt };
  };
  const revoke = async (as: Auth = auth) =>
    parseEnvelope(
      'mta_calendarFeedRevoke',
      calendarFeedRevokeElements,
      (await callService(app, 'mta_calendarFeedRevoke', {}, as)).json(),
    ).elements;
  const fetchFeed = (path: string) => app.inject({ method: 'GET', url: path });

  it('creates a secret link once, keeps only its hash, and serves the schedule as iCalendar', async () => {
    expect(await status()).toEqual({ active: false, createdAt: null, lastFetchedAt: null });

    const link = await renew();
    expect(link.createdAt).toBe(clock.now().toISOString());
    const [row] = await database.db.select().from(calendarFeeds).where(eq(calendarFeeds.passId, operator.passId));
    expect(row?.tokenHash).toBe(sha256(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
    expect(await status()).toEqual({ active: true, createdAt: clock.now().toISOString(), lastFetchedAt: null });

    clock.advance(clock.minutes(5));
    const res = await fetchFeed(link.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(await status()).toMatchObject({ active: true, lastFetchedAt: clock.now().toISOString() });
  });

  it('is valid iCalendar: CRLF lines of at most 75 octets, a defined zone, one event per day with something on', async () => {
    const link = await renew();
    const text = (await fetchFeed(link.path)).body;
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of text.slice(0, -2).split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    const { calendar, events } = parseFeed(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(CALENDAR_FEED_TEXTS.calendarName);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(TZ);

    const first = addDays(TEST_TODAY, -CALENDAR_FEED_DAYS_BACK);
    const last = addDays(TEST_TODAY, CALENDAR_FEED_DAYS_AHEAD);
    const expected = new Map<string, ScheduleDayKind>();
    for (let d = first; d <= last; d = addDays(d, 1)) {
      const kind = expectedKind(d);
      if (kind !== 'DAY_OFF' && kind !== 'NOT_PICKED') expected.set(d, kind);
    }
    const uids = events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(events).toHaveLength(expected.size);
    for (const event of events) {
      const stamp = event.component.getFirstPropertyValue('dtstamp') as ICAL.Time;
      expect(stamp.toJSDate().toISOString()).toBe(
        new Date(Math.floor(clock.now().getTime() / 1000) * 1000).toISOString(),
      );
    }

    const byDate = new Map(
      events.map((e) => [e.startDate.isDate ? e.startDate.toString() : uidDate(e.uid), e] as const),
    );
    expect([...byDate.keys()].sort()).toEqual([...expected.keys()]);
    for (const [date, kind] of expected) {
      const event = byDate.get(date);
      if (!event) throw new Error(`no event on ${date}`);
      if (kind === 'WORK') {
        const night = date >= NIGHT_RUN_FROM;
        const job = night ? operator.nightRun : operator.dayJob;
        expect(event.summary).toBe(`Work: ${job.code} · ${job.route}`);
        expect(event.location).toBe(`Flatbush Depot (${operator.employee.depotCode})`);
        expect(event.startDate.toJSDate().toISOString()).toBe(zonedInstant(date, job.reportMinutes, TZ).toISOString());
        expect(event.endDate.toJSDate().toISOString()).toBe(zonedInstant(date, job.endMinutes, TZ).toISOString());
        if (!night) expect(event.description).toContain(`Relief: ${RELIEF_POINT} at 10:00`);
      } else if (kind === 'TRAINING') {
        expect(event.summary).toBe('Training: Defensive driving refresher');
        expect(event.location).toBe('Training Center, 25 Jamaica Ave');
        expect(event.startDate.toJSDate().toISOString()).toBe(zonedInstant(date, 480, TZ).toISOString());
        expect(event.endDate.toJSDate().toISOString()).toBe(zonedInstant(date, 960, TZ).toISOString());
      } else {
        expect(event.startDate.isDate).toBe(true);
        expect(event.endDate.toString()).toBe(addDays(date, 1));
        expect(event.summary).toBe(
          {
            VACATION: 'Vacation',
            HOLIDAY: 'Holiday: Thanksgiving Day',
            SICK: 'Sick',
            PERSONAL: 'Personal day',
            COMP: 'Comp time',
            FMLA: 'Family and medical leave',
          }[kind as string],
        );
      }
    }
  });

  it('keeps the same UIDs from one fetch to the next', async () => {
    const link = await renew();
    const uids1 = parseFeed((await fetchFeed(link.path)).body).events.map((e) => e.uid);
    clock.advance(clock.minutes(30));
    const uids2 = parseFeed((await fetchFeed(link.path)).body).events.map((e) => e.uid);
    expect(uids2).toEqual(uids1);
  });

  it('stops the old link when renewed, and every link when turned off', async () => {
    const old = await renew();
    expect((await fetchFeed(old.path)).statusCode).toBe(200);
    const fresh = await renew();
    expect(fresh.token).not.toBe(old.token);
    const gone = await fetchFeed(old.path);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe('Not found');
    expect((await fetchFeed(fresh.path)).statusCode).toBe(200);
    expect(await status()).toMatchObject({ active: true, lastFetchedAt: clock.now().toISOString() });

    expect(await revoke()).toEqual({ revoked: true });
    expect((await fetchFeed(fresh.path)).statusCode).toBe(404);
    expect(await status()).toEqual({ active: false, createdAt: null, lastFetchedAt: null });
    expect(await revoke()).toEqual({ revoked: false });
  });

  it('forgets when a calendar last fetched once the link is renewed', async () => {
    const link = await renew();
    await fetchFeed(link.path);
    expect((await status())?.lastFetchedAt).not.toBeNull();
    await renew();
    expect((await status())?.lastFetchedAt).toBeNull();
  });

  it.each([
    ['an unknown token', `/calendar/${'A'.repeat(43)}.ics`],
    ['a short token', '/calendar/abc.ics'],
    ['no .ics', `/calendar/${'A'.repeat(43)}`],
    ['a deeper path', `/calendar/${'A'.repeat(43)}/x.ics`],
    ['the folder', '/calendar/'],
  ])('answers 404 with no detail for %s', async (_name, path) => {
    await renew();
    const res = await fetchFeed(path);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Not found');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("keeps each employee's link and schedule their own, whatever the payload says", async () => {
    const other = await createEmployee(database.db, { department: 'DOB' });
    const otherAuth = await signedInFactory(app, other.passId);
    const mine = await renew(auth, { passId: other.passId });
    expect(await status(otherAuth)).toEqual({ active: false, createdAt: null, lastFetchedAt: null });

    const theirs = await renew(otherAuth);
    // The other employee has no picked job and no absences: an empty calendar.
    expect(parseFeed((await fetchFeed(theirs.path)).body).events).toEqual([]);
    expect(parseFeed((await fetchFeed(mine.path)).body).events.length).toBeGreaterThan(0);

    expect(await revoke(otherAuth)).toEqual({ revoked: true });
    expect((await fetchFeed(mine.path)).statusCode).toBe(200);
  });

  it.each(['mta_calendarFeed', 'mta_calendarFeedRenew', 'mta_calendarFeedRevoke'])(
    '%s answers 401 without a valid ticket and changes nothing',
    async (service) => {
      await renew();
      const before = await database.db.select().from(calendarFeeds);
      expect((await callService(app, service, {})).statusCode).toBe(401);
      expect((await callService(app, service, {}, { passId: operator.passId, ticket: 'forged' })).statusCode).toBe(401);
      expect(await database.db.select().from(calendarFeeds)).toEqual(before);
    },
  );
});

/** The date a timed event's UID names (UIDs are <YYYYMMDD>-<key>@crewline). */
function uidDate(uid: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})-/.exec(uid);
  if (!m) throw new Error(`unexpected UID ${uid}`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}
