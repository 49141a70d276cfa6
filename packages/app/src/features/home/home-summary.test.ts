import type { ScheduledDay, VrRound } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import {
  dayAwayName,
  HOLIDAY_CHOICE_REMINDER_DAYS,
  holidayChoicesDue,
  homeScheduleRange,
  nextDayAway,
  nextWorkingDay,
  pickTurnTarget,
  reliefTurnAhead,
  shiftsOfferedSoon,
  thisWeek,
} from './home-summary';

const work = (date: string, paidMinutes = 515): ScheduledDay => ({
  date,
  kind: 'WORK',
  work: {
    jobCode: 'FB-390',
    route: 'B49',
    depotCode: 'FB',
    depotName: 'Flatbush Depot',
    reportMinutes: 265,
    startMinutes: 280,
    endMinutes: 830,
    paidMinutes,
    reliefPoint: null,
    reliefMinutes: null,
  },
});
const off = (date: string): ScheduledDay => ({ date, kind: 'DAY_OFF' });

// Wed 25-Nov-26; its pay week runs Sun 22 to Sat 28.
const today = '2026-11-25';
const days: ScheduledDay[] = [
  work('2026-11-22'),
  work('2026-11-23'),
  { date: '2026-11-24', kind: 'VACATION', payCode: 'VAC', minutes: 480 },
  off('2026-11-25'),
  { date: '2026-11-26', kind: 'HOLIDAY', holidayName: 'Thanksgiving Day', payCode: 'HOL', minutes: 480 },
  {
    date: '2026-11-27',
    kind: 'TRAINING',
    training: { course: 'Defensive driving', location: null, startMinutes: 480, endMinutes: 960 },
  },
  work('2026-11-28', 500),
  { date: '2026-11-29', kind: 'NOT_PICKED' },
];

describe('home summary', () => {
  it('reads this pay week and two weeks ahead in one range', () => {
    expect(homeScheduleRange(today)).toEqual({ from: '2026-11-22', to: '2026-12-08' });
    expect(homeScheduleRange('2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-12-05' });
  });

  it('finds the next day with work or training from today on, and the next day away', () => {
    expect(nextWorkingDay(days, today)?.date).toBe('2026-11-27');
    expect(nextWorkingDay(days, '2026-11-23')?.date).toBe('2026-11-23');
    expect(nextWorkingDay(days, '2026-11-29')).toBeUndefined();
    expect(nextDayAway(days, today)?.date).toBe('2026-11-25');
    expect(nextDayAway(days, '2026-11-27')).toBeUndefined(); // not picked is not a day off
    expect(dayAwayName(days[4] as ScheduledDay)).toBe('Thanksgiving Day');
    expect(dayAwayName(days[2] as ScheduledDay)).toBe('Vacation');
  });

  it('sums the pay week: working days, those to come, paid time, days of leave and holidays', () => {
    expect(thisWeek(days, today)).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
      workDays: 4,
      workDaysLeft: 2,
      paidMinutes: 515 + 515 + 500,
      daysAway: 2,
    });
  });

  it('counts the overtime shifts offered in the next seven days only', () => {
    const availability = {
      firstDate: today,
      lastDate: '2026-12-24',
      vacationDates: [],
      submittedAt: null,
      offered: [
        { date: '2026-12-01', shift: 'AM' as const },
        { date: '2026-12-02', shift: 'PM' as const },
      ],
    };
    expect(shiftsOfferedSoon(availability, today)).toBe(1);
    expect(shiftsOfferedSoon(availability, '2026-11-24')).toBe(0);
  });
});

describe('pickTurnTarget', () => {
  it('leads DOB to Upcoming Pick, RTO crews outside SIRTOA to their pick board, and others nowhere', () => {
    expect(pickTurnTarget({ dept: 'DOB', subdivision: 'BUS OPERATIONS', class: 'FT' })).toBe('upcomingPick');
    expect(pickTurnTarget({ dept: 'RTO', subdivision: 'SUBWAY', class: 'FT' })).toBe('rtoBoard');
    expect(pickTurnTarget({ dept: 'RTO', subdivision: 'SIRTOA', class: 'FT' })).toBeUndefined();
  });
});

describe('reliefTurnAhead', () => {
  const round: VrRound = {
    roundId: 7,
    description: 'Winter 2027 Subway General Pick',
    opensAt: '2026-11-23T11:00:00.000Z',
    closesAt: '2026-12-12T05:00:00.000Z',
    status: 'OPEN',
    rank: 4,
    participants: 60,
    turnAt: '2026-12-01T16:25:00.000Z',
    turnStatus: 'WAITING',
    canEdit: true,
  };
  it('is the turn still to come in a round not closed', () => {
    expect(reliefTurnAhead(round)).toBe(true);
    expect(reliefTurnAhead({ ...round, status: 'UPCOMING', canEdit: false })).toBe(true);
    expect(reliefTurnAhead({ ...round, turnStatus: 'PROCESSED', canEdit: false })).toBe(false);
    expect(reliefTurnAhead({ ...round, status: 'CLOSED', canEdit: false })).toBe(false);
    expect(reliefTurnAhead(null)).toBe(false);
    expect(reliefTurnAhead(undefined)).toBe(false);
  });
});

describe('holidayChoicesDue', () => {
  const today = '2026-11-27';
  const holiday = (date: string, closesOn: string, choice: 'ACCRUE' | 'PAY' | null = null) => ({
    date,
    name: `Holiday of ${date}`,
    choice,
    chosenAt: choice ? '2026-11-20T12:00:00.000Z' : null,
    closesOn,
    open: today <= closesOn,
  });
  it('is each unmade choice still open, from a week before its holiday, in date order', () => {
    const worked = holiday('2026-11-26', '2026-12-05');
    const nextWeek = holiday('2026-12-03', '2026-12-12');
    const later = holiday('2026-12-04', '2026-12-19');
    const holidays = [holiday('2026-11-03', '2026-11-14'), worked, nextWeek, later];
    expect(HOLIDAY_CHOICE_REMINDER_DAYS).toBe(7);
    expect(holidayChoicesDue(holidays, today)).toEqual([worked, nextWeek]);
  });
  it('leaves out the choices made and the ones closed', () => {
    const chosen = holiday('2026-11-26', '2026-12-05', 'PAY');
    const closedUnmade = holiday('2026-11-03', '2026-11-14');
    expect(closedUnmade.open).toBe(false);
    expect(holidayChoicesDue([closedUnmade, chosen], today)).toEqual([]);
    expect(holidayChoicesDue([], today)).toEqual([]);
  });
});
