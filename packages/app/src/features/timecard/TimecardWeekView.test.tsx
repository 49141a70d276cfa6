import { type PayCode, TIMECARD_TEXTS, type Timecard } from '@crewline/protocol';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { spokenText, visibleText } from '../../../test/read-aloud';
import TimecardWeekView from './TimecardWeekView';

const payCodes = new Map<string, PayCode>([
  ['REG', { code: 'REG', description: 'Straight time', category: 'STRAIGHT', color: '#cfe3fa', sortOrder: 1 }],
  ['OT', { code: 'OT', description: 'Overtime', category: 'OVERTIME', color: '#ffd9a8', sortOrder: 3 }],
  ['NDIF', { code: 'NDIF', description: 'Night differential', category: 'PREMIUM', color: '#e4d6f6', sortOrder: 5 }],
  ['VAC', { code: 'VAC', description: 'Vacation', category: 'LEAVE', color: '#fff1a8', sortOrder: 7 }],
]);

const empty = (date: string) => ({ date, lines: [], totalMinutes: 0 });

const timecard: Timecard = {
  status: 'APPROVED',
  days: [
    empty('2026-11-08'),
    {
      date: '2026-11-09',
      lines: [
        { payCode: 'REG', minutes: 515, job: 'Q-188', start: 1035, end: 1580 },
        { payCode: 'OT', minutes: 105, job: 'Q-188', start: 1580, end: 1685 },
        { payCode: 'NDIF', minutes: 485, job: 'Q-188', start: 1035, end: 1685 },
      ],
      totalMinutes: 620,
    },
    {
      date: '2026-11-10',
      lines: [{ payCode: 'VAC', minutes: 480, job: null, start: null, end: null }],
      totalMinutes: 480,
    },
    empty('2026-11-11'),
    empty('2026-11-12'),
    empty('2026-11-13'),
    empty('2026-11-14'),
  ],
  codeTotals: [
    { payCode: 'REG', minutes: 515 },
    { payCode: 'OT', minutes: 105 },
    { payCode: 'NDIF', minutes: 485 },
    { payCode: 'VAC', minutes: 480 },
  ],
  totals: { straightMinutes: 515, overtimeMinutes: 105, premiumMinutes: 485, leaveMinutes: 480, totalMinutes: 1100 },
};

describe('TimecardWeekView', () => {
  it('shows each day with its lines, work and hours, and Day off on a day without lines', () => {
    render(<TimecardWeekView timecard={timecard} payCodes={payCodes} />);
    const monday = screen.getByRole('region', { name: 'Mon 09-Nov-26' });
    expect(within(monday).getByText('10:20')).toBeInTheDocument();
    const rows = within(monday).getAllByRole('listitem');
    expect(rows.map(visibleText)).toEqual([
      'REGStraight timeQ-188 · 05:15P – 02:20X8:35',
      'OTOvertimeQ-188 · 02:20X – 04:05X1:45',
      'NDIFNight differentialQ-188 · 05:15P – 04:05X8:05',
    ]);
    // A screen reader hears what the suffixes mean; a pointer shows it on a time past midnight.
    expect(spokenText(rows[0] as HTMLElement)).toBe('REGStraight timeQ-188 · 5:15 pm to 2:20 am next day8:35');
    expect(within(rows[1] as HTMLElement).getAllByTitle('2:20 am next day')).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getByText('REG')).toHaveStyle({ backgroundColor: '#cfe3fa' });
    expect(within(screen.getByRole('region', { name: 'Tue 10-Nov-26' })).getByRole('listitem')).toHaveTextContent(
      'VACVacation8:00',
    );
    expect(within(screen.getByRole('region', { name: 'Sun 08-Nov-26' })).getByText('Day off')).toBeInTheDocument();
    expect(screen.getAllByText('Day off')).toHaveLength(5);
  });

  it('shows the totals per category, the hours of the week and the legend', () => {
    render(<TimecardWeekView timecard={timecard} payCodes={payCodes} />);
    const totals = screen.getByRole('region', { name: 'Week totals' });
    expect([...totals.querySelectorAll('dl > div')].map((d) => d.textContent)).toEqual([
      'Straight time8:35',
      'Overtime1:45',
      'Premiums8:05',
      'Leave taken8:00',
      'Total hours18:20',
    ]);
    const legend = screen.getByRole('region', { name: 'Pay codes this week' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual(['REGStraight time8:35', 'OTOvertime1:45', 'NDIFNight differential8:05', 'VACVacation8:00']);
  });

  it('in a week payroll has not entered, says so and shows a day without leave as not entered yet, not as a day off', () => {
    const inProgress: Timecard = {
      status: 'IN_PROGRESS',
      days: timecard.days.map((d) => (d.date === '2026-11-10' ? d : empty(d.date))),
      codeTotals: [{ payCode: 'VAC', minutes: 480 }],
      totals: { straightMinutes: 0, overtimeMinutes: 0, premiumMinutes: 0, leaveMinutes: 480, totalMinutes: 480 },
    };
    render(<TimecardWeekView timecard={inProgress} payCodes={payCodes} />);
    expect(screen.getByText(TIMECARD_TEXTS.inProgress)).toBeInTheDocument();
    expect(screen.getAllByText(TIMECARD_TEXTS.notEntered)).toHaveLength(6);
    expect(screen.queryByText(TIMECARD_TEXTS.dayOff)).toBeNull();
    const tuesday = screen.getByRole('region', { name: 'Tue 10-Nov-26' });
    expect(within(tuesday).getAllByRole('listitem').map(visibleText)).toEqual(['VACVacation8:00']);
  });
});
