import {
  ASSIGNMENT_TEXTS,
  addDays,
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  calendarFeedRenewElements,
  zonedInstant,
} from '@crewline/protocol';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, expect, it } from 'vitest';
import { calendarFeeds } from '../../src/db/schema';
import { describeEachDemoDay } from '../helper';
import { seededRecords } from '../scheduled-assignments/seeded-schedule';
import { callService, signedIn } from '../support/app';
import { demoAppOn } from '../support/demo-app';
import { parseEnvelope } from '../support/envelope';

const TZ = 'America/New_York';

describeEachDemoDay('calendar feed of a demo sign-in', (today) => {
  const demo = demoAppOn(today);

  afterAll(async () => {
    ICAL.TimezoneService.remove(TZ);
  });

  it.each(['100001', '200001'])('holds %s’s work, leave and training from the database', async (passId) => {
    const auth = await signedIn(demo.app, passId);
    const renewed = parseEnvelope(
      'mta_calendarFeedRenew',
      calendarFeedRenewElements,
      (await callService(demo.app, 'mta_calendarFeedRenew', {}, auth)).json(),
    );
    const res = await demo.app.inject({ method: 'GET', url: new URL(renewed.elements?.url ?? '').pathname });
    expect(res.statusCode).toBe(200);

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    if (zone) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));

    const from = addDays(today, -CALENDAR_FEED_DAYS_BACK);
    const to = addDays(today, CALENDAR_FEED_DAYS_AHEAD);
    const db = await seededRecords(demo.database.db, passId, from, to);
    const expected: { date: string; summary: string; start?: Date; end?: Date }[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const absence = db.absences.get(date);
      const held = db.heldOn(date);
      if (absence?.kind === 'TRAINING') {
        expected.push({
          date,
          summary: `Training: ${absence.description}`,
          start: zonedInstant(date, absence.startMinutes ?? 0, TZ),
          end: zonedInstant(date, absence.endMinutes ?? 0, TZ),
        });
      } else if (absence?.kind === 'HOLIDAY') {
        expected.push({ date, summary: `Holiday: ${absence.description}` });
      } else if (absence) {
        expected.push({ date, summary: ASSIGNMENT_TEXTS.kinds[absence.kind as keyof typeof ASSIGNMENT_TEXTS.kinds] });
      } else if (held && !(held.job.daysOff & (1 << new Date(`${date}T00:00:00Z`).getUTCDay()))) {
        expected.push({
          date,
          summary: `Work: ${held.job.code} · ${held.job.route}`,
          start: zonedInstant(date, held.job.reportMinutes, TZ),
          end: zonedInstant(date, held.job.endMinutes, TZ),
        });
      }
    }
    expect(expected.some((e) => e.summary === 'Vacation')).toBe(true);
    expect(expected.some((e) => e.summary.startsWith('Training: '))).toBe(true);

    // A timed event is dated by its UID (work may start the evening before); an all-day one by its DTSTART.
    const actual = events.map((e) => {
      const date = `${e.uid.slice(0, 4)}-${e.uid.slice(4, 6)}-${e.uid.slice(6, 8)}`;
      if (!e.startDate.isDate)
        return { date, summary: e.summary, start: e.startDate.toJSDate(), end: e.endDate.toJSDate() };
      expect(e.startDate.toString()).toBe(date);
      expect(e.endDate.toString()).toBe(addDays(date, 1));
      return { date, summary: e.summary };
    });
    expect(actual).toEqual(expected);

    const [row] = await demo.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.passId, passId));
    expect(row?.lastFetchedAt?.toISOString()).toBe(demo.clock.now().toISOString());
  });
});
