import { PICK_RESULT_TEXTS, RAW_ERRORS } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../helper';
import { signedIn } from '../support/app';
import { demoAppOn } from '../support/demo-app';
import { serviceCalls } from '../support/service-calls';

const NOW = `${TEST_TODAY}T15:00:00.000Z`;

describe('picked holidays and scheduled vacation weeks, before the holiday and vacation rounds', () => {
  const demo = demoAppOn(TEST_TODAY, { start: NOW });
  const { call, ok } = serviceCalls(() => demo.app);

  it("lists 100001's group's holidays of the open pick as not picked yet, with the round's opening", async () => {
    const maria = await signedIn(demo.app, '100001');
    const picked = await ok('mta_pickedHolidays', maria);
    expect(picked.pick?.roundStatus).toBe('UPCOMING');
    expect(picked.pick?.explanation).toBeNull();
    expect(picked.holidays.length).toBe(12);
    expect(picked.holidays.every((h) => h.status === 'PENDING' && h.choice === null)).toBe(true);
    const dates = picked.holidays.map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("projects 100001's holiday round like the others: what is left at the turn", async () => {
    const maria = await signedIn(demo.app, '100001');
    const { pick } = await ok('mta_pickPreferencesInit', maria);
    const holiday = pick?.rounds.find((r) => r.kind === 'HOLIDAY');
    const projection = await ok('mta_pickProjection', maria, { roundId: holiday?.roundId });
    expect(projection.rank).toBe(holiday?.rank);
    expect(projection.choices).toEqual([]);
    expect(projection.seniors.total).toBe(
      projection.seniors.processed + projection.seniors.withList + projection.seniors.withoutList,
    );
  });

  it("gives the years and weeks of the employee's own vacation days, for DOB and RTO alike", async () => {
    for (const passId of ['100001', '200001']) {
      const auth = await signedIn(demo.app, passId);
      const { years } = await ok('mta_scheduledVacationWeeks', auth);
      expect(years.length).toBeGreaterThan(0);
      expect(years.filter((y) => y.selected)).toHaveLength(1);
      const year = years[0]?.year as number;
      const details = await ok('mta_scheduledVacationWeekDetails', auth, { year });
      expect(details.weeks.length).toBe(years[0]?.weeks);
      for (const w of details.weeks) {
        expect(new Date(`${w.weekStart}T12:00:00Z`).getUTCDay()).toBe(0);
        for (const d of w.days) expect(d >= w.weekStart && d.startsWith(String(year))).toBe(true);
      }
    }
  });

  it("lists 200001's holidays of the open RTO pick: their terminal's, not picked yet", async () => {
    const robert = await signedIn(demo.app, '200001');
    const picked = await ok('mta_rtoPickedHolidays', robert);
    expect(picked.pick?.description).toMatch(/Subway/);
    expect(picked.pick?.roundStatus).toBe('UPCOMING');
    expect(picked.holidays.length).toBeGreaterThanOrEqual(10);
    expect(picked.holidays.every((h) => h.status === 'PENDING' && h.choice === null)).toBe(true);
    // Each department reads its own pick.
    const { pick } = await ok('mta_pickedHolidays', await signedIn(demo.app, '100001'));
    expect(pick?.description).toMatch(/Bus Operator/);
  });

  it('refuses picked holidays across departments and a year that is not one', async () => {
    const robert = await signedIn(demo.app, '200001');
    expect((await call('mta_pickedHolidays', robert)).message.Error).toBe(RAW_ERRORS.roleRefused);
    expect((await call('mta_rtoPickedHolidays', await signedIn(demo.app, '100001'))).message.Error).toBe(
      RAW_ERRORS.roleRefused,
    );
    const maria = await signedIn(demo.app, '100001');
    for (const year of [0, 'x', 1.5]) {
      const body = await call('mta_scheduledVacationWeekDetails', maria, { year });
      expect(body.success).toBe(false);
      expect(body.message.PopupMessages[0]).toMatch(/^year: /);
    }
    const empty = await ok('mta_scheduledVacationWeekDetails', maria, { year: 2001 });
    expect(empty.weeks).toEqual([]);
    expect(PICK_RESULT_TEXTS.year).toMatch(/mta_scheduledVacationWeeks/);
  });
});
