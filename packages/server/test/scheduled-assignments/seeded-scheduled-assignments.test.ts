import { addDays, SCHEDULED_ASSIGNMENTS_MAX_DAYS, scheduledAssignmentsElements } from '@crewline/protocol';
import { expect, it } from 'vitest';
import { describeEachDemoDay } from '../helper';
import { callService, signedIn } from '../support/app';
import { demoAppOn } from '../support/demo-app';
import { parseEnvelope } from '../support/envelope';
import { seededRecords } from './seeded-schedule';

const SERVICE = 'mta_scheduledAssignments';

describeEachDemoDay('mta_scheduledAssignments on the demo agency', (today) => {
  const demo = demoAppOn(today);

  const daysOf = async (passId: string, from: string, to: string) => {
    const res = await callService(demo.app, SERVICE, { from, to }, await signedIn(demo.app, passId));
    const body = parseEnvelope(SERVICE, scheduledAssignmentsElements, res.json());
    expect(body.success).toBe(true);
    return body.elements?.days ?? [];
  };

  /** Every day agrees with the tables: an absence wins, else the held job's pattern, else not picked. */
  async function expectAgreesWithDatabase(passId: string, from: string, to: string) {
    const days = await daysOf(passId, from, to);
    const db = await seededRecords(demo.database.db, passId, from, to);
    expect(days).toHaveLength(SCHEDULED_ASSIGNMENTS_MAX_DAYS);
    for (const day of days) {
      const absence = db.absences.get(day.date);
      const held = db.heldOn(day.date);
      if (absence) {
        expect(day.kind, day.date).toBe(absence.kind);
      } else if (!held) {
        expect(day.kind, day.date).toBe('NOT_PICKED');
      } else if (held.job.daysOff & (1 << new Date(`${day.date}T00:00:00Z`).getUTCDay())) {
        expect(day.kind, day.date).toBe('DAY_OFF');
      } else {
        expect(day, day.date).toEqual({
          date: day.date,
          kind: 'WORK',
          work: {
            jobCode: held.job.code,
            route: held.job.route,
            depotCode: held.job.depotCode,
            depotName: held.depotName,
            reportMinutes: held.job.reportMinutes,
            startMinutes: held.job.startMinutes,
            endMinutes: held.job.endMinutes,
            paidMinutes: held.job.paidMinutes,
            reliefPoint: held.job.reliefPoint,
            reliefMinutes: held.job.reliefPoint === null ? null : held.job.reliefMinutes,
          },
        });
      }
      if (day.kind === 'HOLIDAY') expect(day.holidayName).toBe(absence?.description);
      if (day.kind === 'TRAINING') {
        expect(day.training).toEqual({
          course: absence?.description,
          location: absence?.location,
          startMinutes: absence?.startMinutes,
          endMinutes: absence?.endMinutes,
        });
      }
    }
    return { days, db };
  }

  it("shows the DOB operator's next weeks: work, a vacation week, training, and not picked past the pick", async () => {
    const last = addDays(today, SCHEDULED_ASSIGNMENTS_MAX_DAYS - 1);
    const { days, db } = await expectAgreesWithDatabase('100001', today, last);
    const kinds = new Set(days.map((d) => d.kind));
    for (const kind of ['WORK', 'DAY_OFF', 'VACATION', 'TRAINING'] as const) expect(kinds).toContain(kind);

    // The current pick's work expires before the upcoming pick takes effect: those days are not picked yet.
    const expiration = db.heldOn(today)?.period.expirationDate ?? '';
    expect(expiration > today && expiration < last).toBe(true);
    const after = days.filter((d) => d.date > expiration);
    expect(after.length).toBeGreaterThan(0);
    for (const d of after) expect(['NOT_PICKED', 'VACATION', 'HOLIDAY', 'TRAINING']).toContain(d.kind);
    expect(after.some((d) => d.kind === 'NOT_PICKED')).toBe(true);
  });

  it("moves the RTO train operator to the future pick's job on its effective date", async () => {
    const last = addDays(today, SCHEDULED_ASSIGNMENTS_MAX_DAYS - 1);
    const { days, db } = await expectAgreesWithDatabase('200001', today, last);
    const future = db.held.at(-1);
    const current = db.heldOn(today);
    expect(future && current && future.period.effectiveDate > today).toBe(true);
    const codes = (pred: (date: string) => boolean) =>
      new Set(days.flatMap((d) => (d.kind === 'WORK' && pred(d.date) ? [d.work.jobCode] : [])));
    expect(codes((d) => d < (future?.period.effectiveDate ?? ''))).toEqual(new Set([current?.job.code]));
    expect(codes((d) => d >= (future?.period.effectiveDate ?? ''))).toEqual(new Set([future?.job.code]));
    expect(days.some((d) => d.kind === 'NOT_PICKED')).toBe(false);
  });

  it('agrees with the demo.database in the past too, for every demo sign-in that needs no second factor', async () => {
    const from = addDays(today, -90);
    for (const passId of ['100001', '100003', '200001', '200002', '300001']) {
      await expectAgreesWithDatabase(passId, from, addDays(from, SCHEDULED_ASSIGNMENTS_MAX_DAYS - 1));
    }
  });
});
