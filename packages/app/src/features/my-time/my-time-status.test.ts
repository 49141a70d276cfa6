import { describe, expect, it } from 'vitest';
import {
  dayOffStatus,
  holidayChoicesStatus,
  medicalTrainingStatus,
  miscellaneousStatus,
  pickedJobsStatus,
  sickStatus,
  vacationDaysStatus,
} from './my-time-status';

const training = (today: string, dates: string[]) => ({
  today,
  assignments: dates.map((date) => ({ date, course: 'Course', location: 'Room', startMinutes: 480, endMinutes: 960 })),
});
// 10:30 in New York on 9 December 2026, in the e2e zone and any zone within ten hours of it.
const medical = { startsAt: '2026-12-09T15:30:00.000Z', kind: 'Exam', location: 'Center', instructions: null };

describe("My Time's status lines", () => {
  it('names the next medical and the next training not yet done', () => {
    expect(medicalTrainingStatus([medical], training('2026-12-01', ['2026-03-02', '2026-12-15']), 'en-US')).toEqual([
      'Next medical: 09-Dec-26',
      'Next training: 15-Dec-26',
    ]);
  });

  it('says when nothing is scheduled, and leaves out a training already done', () => {
    expect(medicalTrainingStatus([], training('2026-12-01', ['2026-03-02']), 'en-US')).toEqual(['Nothing scheduled']);
    expect(medicalTrainingStatus([medical], training('2026-12-01', []), 'en-US')).toEqual(['Next medical: 09-Dec-26']);
  });

  it('says whether I am out sick, and since which day', () => {
    expect(sickStatus(null, 'en-US')).toEqual(['Fit for duty']);
    const open = { spellId: 1, outAt: medical.startsAt, inAt: null, sickDays: [] };
    expect(sickStatus(open, 'en-US')).toEqual(['Out sick since 09-Dec-26']);
  });

  it('counts the vacation days to come, with what the bank holds', () => {
    expect(vacationDaysStatus([], 0)).toEqual(['No vacation days', 'Bank: none']);
    expect(vacationDaysStatus([{}], 480)).toEqual(['1 vacation day', 'Bank: 1 day']);
    expect(vacationDaysStatus([{}, {}], 2400)).toEqual(['2 vacation days', 'Bank: 5 days']);
  });

  it('counts the worked holidays still waiting for a choice', () => {
    expect(holidayChoicesStatus([])).toEqual(['No holidays worked']);
    const h = (open: boolean, choice: string | null) => ({ open, choice });
    expect(holidayChoicesStatus([h(false, null), h(true, 'PAY')])).toEqual(['Nothing to choose']);
    expect(holidayChoicesStatus([h(true, null)])).toEqual(['1 holiday to choose']);
    expect(holidayChoicesStatus([h(true, null), h(true, null)])).toEqual(['2 holidays to choose']);
  });

  it('counts the relief jobs awarded', () => {
    expect(pickedJobsStatus([])).toEqual(['No relief work awarded']);
    const job = {} as Parameters<typeof pickedJobsStatus>[0][number];
    expect(pickedJobsStatus([job])).toEqual(['1 relief job awarded']);
    expect(pickedJobsStatus([job, job])).toEqual(['2 relief jobs awarded']);
  });

  it('counts the day-off requests to come by status, cancelled ones aside', () => {
    const request = (status: 'APPROVED' | 'WAITLISTED' | 'CANCELLED') =>
      ({ status }) as Parameters<typeof dayOffStatus>[0][number];
    expect(dayOffStatus([])).toEqual(['No requests']);
    expect(dayOffStatus([request('CANCELLED')])).toEqual(['No requests']);
    expect(dayOffStatus([request('APPROVED'), request('WAITLISTED'), request('APPROVED')])).toEqual([
      '2 approved',
      '1 waitlisted',
    ]);
  });

  it('counts the miscellaneous requests waiting for the crew office', () => {
    expect(miscellaneousStatus([])).toEqual(['No requests waiting']);
    expect(miscellaneousStatus([{ status: 'SUBMITTED' }, { status: 'APPROVED' }])).toEqual(['1 request waiting']);
    expect(miscellaneousStatus([{ status: 'SUBMITTED' }, { status: 'SUBMITTED' }])).toEqual(['2 requests waiting']);
  });
});
