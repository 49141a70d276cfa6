import { scheduleSettings } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { settingsOf } from './SchedulePanel';

describe('the schedule form’s settings', () => {
  it('turns the fields into the settings the server checks: minutes, one break, sorted days off, listed dates', () => {
    const settings = settingsOf({
      startDate: '2027-01-04',
      minutesPerTurn: '10',
      officeStart: '08:00',
      officeEnd: '16:30',
      breakStart: '12:00',
      breakEnd: '12:30',
      weekdaysOff: [6, 0],
      datesOff: ' 2027-01-18, ,2027-02-15 ',
    });
    expect(settings).toEqual({
      startDate: '2027-01-04',
      minutesPerTurn: 10,
      officeStart: 480,
      officeEnd: 990,
      breaks: [{ start: 720, end: 750 }],
      weekdaysOff: [0, 6],
      datesOff: ['2027-01-18', '2027-02-15'],
    });
    expect(scheduleSettings.safeParse(settings).success).toBe(true);
  });

  it('leaves the break out when either end is empty, and the server refuses office hours shorter than a turn', () => {
    const settings = settingsOf({
      startDate: '2027-01-04',
      minutesPerTurn: '90',
      officeStart: '08:00',
      officeEnd: '09:00',
      breakStart: '',
      breakEnd: '12:30',
      weekdaysOff: [],
      datesOff: '',
    });
    expect(settings.breaks).toEqual([]);
    expect(scheduleSettings.safeParse(settings).success).toBe(false);
  });
});
