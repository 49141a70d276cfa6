import {
  addDays,
  daysBetween,
  headerDateToIso,
  PICKED_JOB_TEXTS,
  pickedJobDetailsElements,
  pickedJobSlidesElements,
  pickedJobsDatesElements,
  RAW_ERRORS,
} from '@crewline/protocol';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobs, pickPeriods } from '../../src/db/schema';
import { describeEachDemoDay } from '../helper';
import { callService, login, signedIn } from '../support/app';
import { demoAppOn } from '../support/demo-app';
import { parseEnvelope } from '../support/envelope';

type Auth = { passId: string; ticket: string };

describeEachDemoDay('picked jobs of the demo agency', (today) => {
  const demo = demoAppOn(today);

  const datesOf = async (auth: Auth) =>
    parseEnvelope(
      'mta_pickedJobsDates',
      pickedJobsDatesElements,
      (await callService(demo.app, 'mta_pickedJobsDates', {}, auth)).json(),
    ).elements?.periods ?? [];
  const slidesOf = async (auth: Auth) =>
    parseEnvelope(
      'mta_pickedJobSlides',
      pickedJobSlidesElements,
      (await callService(demo.app, 'mta_pickedJobSlides', {}, auth)).json(),
    ).elements?.slides ?? [];
  const detailsOf = async (auth: Auth, pickPeriodId: number) =>
    parseEnvelope(
      'mta_pickedJobDetails',
      pickedJobDetailsElements,
      (await callService(demo.app, 'mta_pickedJobDetails', { pickPeriodId }, auth)).json(),
    );
  const heldJobs = (passId: string) =>
    demo.database.db
      .select({ pickPeriodId: jobs.pickPeriodId, code: jobs.code, route: jobs.route, paid: jobs.paidMinutes })
      .from(jobs)
      .where(eq(jobs.pickedBy, passId));

  it('100001 (DOB): three picked periods, the last in force until the upcoming pick takes effect; no future slide', async () => {
    const auth = await signedIn(demo.app, '100001');
    const periods = await datesOf(auth);
    expect(periods.map((p) => p.status)).toEqual(['CURRENT', 'PAST', 'PAST']);
    const held = await heldJobs('100001');
    expect(periods.map((p) => [p.pickPeriodId, p.jobCode]).sort()).toEqual(
      held.map((j) => [j.pickPeriodId, j.code]).sort(),
    );
    // Back to back, newest first, each 26 weeks.
    for (const [i, p] of periods.entries()) {
      expect(daysBetween(p.effectiveDate, p.expirationDate)).toBe(26 * 7 - 1);
      const older = periods[i + 1];
      if (older) expect(addDays(older.expirationDate, 1)).toBe(p.effectiveDate);
    }
    const [current] = periods;
    if (!current) throw new Error('100001 holds no job');
    expect(current.effectiveDate <= today && today <= current.expirationDate).toBe(true);

    // The upcoming pick of the profile takes over the day after: nothing is picked for then yet.
    const profile = (await login(demo.app, '100001')).json().Response.Elements;
    expect(addDays(current.expirationDate, 1)).toBe(headerDateToIso(profile.PICK_DATES_EFFECTIVE));
    const slides = await slidesOf(auth);
    expect(slides.map((s) => [s.period.pickPeriodId, s.period.status])).toEqual([[current.pickPeriodId, 'CURRENT']]);

    for (const p of periods) {
      const { success, elements } = await detailsOf(auth, p.pickPeriodId);
      expect(success).toBe(true);
      const job = elements?.job;
      const row = held.find((j) => j.pickPeriodId === p.pickPeriodId);
      expect(job).toMatchObject({ jobCode: row?.code, route: row?.route, paidMinutesPerDay: row?.paid });
      const { jobCode: _code, ...period } = p;
      expect(job?.period).toEqual(period);
      // Two days off, the rest worked: a full week's pay is five days'.
      expect(job?.week.filter((d) => !d.works)).toHaveLength(2);
      expect(job?.paidMinutesPerWeek).toBe(5 * (row?.paid ?? 0));
      expect(job?.depotName).not.toBe('');
    }
  });

  it('200001 (RTO): a past, the current and an already picked future job, one slide each for the last two', async () => {
    const auth = await signedIn(demo.app, '200001');
    const periods = await datesOf(auth);
    expect(periods.map((p) => p.status)).toEqual(['FUTURE', 'CURRENT', 'PAST']);
    const [future, current] = periods;
    if (!future || !current) throw new Error('200001 holds no future or current job');
    // Picked already, in force from a Sunday 7 to 21 days ahead (the Sunday on or after), right after the current one.
    expect(daysBetween(today, future.effectiveDate)).toBeGreaterThanOrEqual(7);
    expect(daysBetween(today, future.effectiveDate)).toBeLessThanOrEqual(21 + 6);
    expect(addDays(current.expirationDate, 1)).toBe(future.effectiveDate);

    const slides = await slidesOf(auth);
    expect(slides.map((s) => [s.period.pickPeriodId, s.period.status, s.jobCode])).toEqual([
      [current.pickPeriodId, 'CURRENT', current.jobCode],
      [future.pickPeriodId, 'FUTURE', future.jobCode],
    ]);
    for (const s of slides) {
      expect(s.route).toMatch(/line|Railway/);
      expect(s.daysOff).toHaveLength(2);
      expect(s.workDaysPerWeek).toBe(5);
    }
  });

  it("keeps one employee's jobs from another, and the upcoming pick, where nobody holds a job yet", async () => {
    const dob = await signedIn(demo.app, '100001');
    const rto = await signedIn(demo.app, '200001');
    const rtoPeriods = await datesOf(rto);
    const [upcoming] = await demo.database.db
      .select({ id: pickPeriods.id })
      .from(pickPeriods)
      .where(
        eq(
          pickPeriods.startDate,
          headerDateToIso((await login(demo.app, '100001')).json().Response.Elements.PICK_DATES_START) ?? '',
        ),
      );
    const refused = RAW_ERRORS.nonEmptyOutput(PICKED_JOB_TEXTS.noJobInPeriod);
    for (const id of [...rtoPeriods.map((p) => p.pickPeriodId), upcoming?.id ?? 0]) {
      const body = await detailsOf(dob, id);
      expect([id, body.success, body.message.Error]).toEqual([id, false, refused]);
    }
    // Another DOB operator holds other jobs in the very same periods.
    const other = await signedIn(demo.app, '100003');
    const mine = await datesOf(dob);
    const theirs = await datesOf(other);
    expect(theirs.map((p) => p.pickPeriodId)).toEqual(mine.map((p) => p.pickPeriodId));
    for (const [i, p] of theirs.entries()) expect(p.jobCode).not.toBe(mine[i]?.jobCode);
  });
});
