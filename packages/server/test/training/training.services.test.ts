import { addDays, RAW_ERRORS, TRAINING_SERVICES, TRAINING_TEXTS } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../helper';
import { signedIn } from '../support/app';
import { demoAppOn } from '../support/demo-app';
import { serviceCalls } from '../support/service-calls';

const NOW = `${TEST_TODAY}T15:00:00.000Z`;

describe('training assignments and details by date (RTO)', () => {
  const demo = demoAppOn(TEST_TODAY, { start: NOW });
  const { call, ok, refused } = serviceCalls(() => demo.app);

  it("lists 200001's training days of this year and to come, in order, with course, place and times", async () => {
    const robert = await signedIn(demo.app, '200001');
    const { today, assignments } = await ok('mta_trainingAssignments', robert);
    expect(today).toBe(TEST_TODAY);
    // Every demo sign-in has a course two to three weeks ahead.
    expect(assignments.some((a) => a.date > addDays(today, 7) && a.date <= addDays(today, 21))).toBe(true);
    const dates = assignments.map((a) => a.date);
    expect(dates).toEqual([...dates].sort());
    for (const a of assignments) {
      expect(a.date >= `${today.slice(0, 4)}-01-01`).toBe(true);
      expect(a.course.length).toBeGreaterThan(0);
      expect(a.location.length).toBeGreaterThan(0);
      expect(a.endMinutes).toBeGreaterThan(a.startMinutes);
    }
  });

  it("gives one day's training with how it is paid, and none on a day without", async () => {
    const robert = await signedIn(demo.app, '200001');
    const [next] = (await ok('mta_trainingAssignments', robert)).assignments.filter((a) => a.date > TEST_TODAY);
    const details = await ok('mta_trainingDetailsByDate', robert, { date: next?.date });
    expect(details.training).toMatchObject({ ...next, payCode: 'TRN' });
    expect(details.training?.paidMinutes).toBeGreaterThan(0);
    const none = await ok('mta_trainingDetailsByDate', robert, { date: '2020-01-06' });
    expect(none).toEqual({ date: '2020-01-06', training: null });
  });

  it("never shows another employee's training", async () => {
    const robert = await signedIn(demo.app, '200001');
    const kim = await signedIn(demo.app, '200002');
    const mine = new Set((await ok('mta_trainingAssignments', robert)).assignments.map((a) => a.date));
    for (const theirs of (await ok('mta_trainingAssignments', kim)).assignments.filter((a) => !mine.has(a.date))) {
      expect((await ok('mta_trainingDetailsByDate', robert, { date: theirs.date })).training).toBeNull();
    }
  });

  it('refuses a day that is not a date, and both services to bus operators', async () => {
    const robert = await signedIn(demo.app, '200001');
    for (const date of ['tomorrow', '2026-13-01']) {
      const refusal = await refused('mta_trainingDetailsByDate', robert, { date });
      expect([refusal.Error, ...refusal.PopupMessages].join(' ')).toContain(TRAINING_TEXTS.date);
    }
    const notText = await refused('mta_trainingDetailsByDate', robert, { date: 20261208 });
    expect(notText.PopupMessages.join(' ')).toContain('date: must be text');
    const maria = await signedIn(demo.app, '100001');
    for (const service of Object.keys(TRAINING_SERVICES) as (keyof typeof TRAINING_SERVICES)[]) {
      const body = await call(service, maria, service === 'mta_trainingDetailsByDate' ? { date: TEST_TODAY } : {});
      expect(body.message.Error).toBe(RAW_ERRORS.roleRefused);
    }
  });
});
