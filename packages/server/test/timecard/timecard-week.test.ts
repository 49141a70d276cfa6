import { describe, expect, it } from 'vitest';
import type { TimecardLine } from '../../src/db/schema';
import { PAY_CODES } from '../../src/lib/pay-codes';
import {
  buildTimecard,
  codeTotals,
  payCodeRules,
  timecardStatus,
  weekTotals,
} from '../../src/modules/timecard/timecard-week';

const rules = payCodeRules(PAY_CODES.map((p) => ({ code: p.code, category: p.category, sortOrder: p.sortOrder })));
const WEEK = '2026-11-08';

const lines: TimecardLine[] = [
  { date: '2026-11-09', payCode: 'NDIF', minutes: 45, job: 'FB-0412', start: 1275, end: 1320 },
  { date: '2026-11-09', payCode: 'OT', minutes: 90, job: 'FB-0412', start: 1230, end: 1320 },
  { date: '2026-11-09', payCode: 'REG', minutes: 480, job: 'FB-0412', start: 750, end: 1230 },
  { date: '2026-11-08', payCode: 'SUN', minutes: 480 },
  { date: '2026-11-08', payCode: 'REG', minutes: 480, job: 'FB-0412', start: 750, end: 1230 },
  { date: '2026-11-11', payCode: 'VAC', minutes: 480 },
  { date: '2026-11-13', payCode: 'RDO', minutes: 510, job: 'FB-0412', start: 750, end: 1260 },
  { date: '2026-11-12', payCode: 'TRN', minutes: 420, job: 'Defensive driving', start: 480, end: 900 },
];

describe('timecard week arithmetic', () => {
  it('totals each category as the sum of its lines, premiums outside the hours', () => {
    expect(weekTotals(lines, rules)).toEqual({
      straightMinutes: 480 + 480 + 420,
      overtimeMinutes: 90 + 510,
      premiumMinutes: 45 + 480,
      leaveMinutes: 480,
      totalMinutes: 480 + 480 + 420 + 90 + 510 + 480,
    });
  });

  it('lays out the seven days Sunday first, lines in pay-code order, days off empty', () => {
    const card = buildTimecard(WEEK, { status: 'PENDING', lines }, rules);
    expect(card.status).toBe('PENDING');
    expect(card.days.map((d) => d.date)).toEqual([
      '2026-11-08',
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
    ]);
    expect(card.days[0]?.lines.map((l) => l.payCode)).toEqual(['REG', 'SUN']);
    expect(card.days[1]?.lines.map((l) => l.payCode)).toEqual(['REG', 'OT', 'NDIF']);
    expect(card.days[1]?.lines[0]).toEqual({ payCode: 'REG', minutes: 480, job: 'FB-0412', start: 750, end: 1230 });
    expect(card.days[3]?.lines).toEqual([{ payCode: 'VAC', minutes: 480, job: null, start: null, end: null }]);
    expect(card.days[2]?.lines).toEqual([]);
    expect(card.days[6]?.lines).toEqual([]);
    expect(card.days.map((d) => d.totalMinutes)).toEqual([480, 570, 0, 480, 420, 510, 0]);
  });

  it('keeps the days, the legend and the totals on the very same minutes', () => {
    const card = buildTimecard(WEEK, { status: 'APPROVED', lines }, rules);
    const all = card.days.flatMap((d) => d.lines);
    expect(all).toHaveLength(lines.length);
    expect(card.days.reduce((sum, d) => sum + d.totalMinutes, 0)).toBe(card.totals.totalMinutes);
    expect(card.codeTotals.map((c) => c.payCode)).toEqual(['REG', 'TRN', 'OT', 'RDO', 'NDIF', 'SUN', 'VAC']);
    expect(card.codeTotals.find((c) => c.payCode === 'REG')?.minutes).toBe(960);
    expect(card.codeTotals.reduce((sum, c) => sum + c.minutes, 0)).toBe(
      card.totals.totalMinutes + card.totals.premiumMinutes,
    );
  });

  it('orders two lines of one code by start, the line without times first', () => {
    const split: TimecardLine[] = [
      { date: WEEK, payCode: 'REG', minutes: 240, job: 'B', start: 900, end: 1140 },
      { date: WEEK, payCode: 'REG', minutes: 60 },
      { date: WEEK, payCode: 'REG', minutes: 240, job: 'A', start: 300, end: 540 },
    ];
    const day = buildTimecard(WEEK, { status: 'APPROVED', lines: split }, rules).days[0];
    expect(day?.lines.map((l) => l.start)).toEqual([null, 300, 900]);
    expect(codeTotals(split, rules)).toEqual([{ payCode: 'REG', minutes: 540 }]);
  });

  it('refuses to answer rather than total a line it cannot place', () => {
    expect(() => weekTotals([{ payCode: 'XYZ', minutes: 60 }], rules)).toThrow(/unknown pay code XYZ/);
    expect(() =>
      buildTimecard(WEEK, { status: 'APPROVED', lines: [{ date: '2026-11-15', payCode: 'REG', minutes: 480 }] }, rules),
    ).toThrow(/dated 2026-11-15/);
    expect(() => timecardStatus('DRAFT')).toThrow(/unknown status DRAFT/);
    expect(() => payCodeRules([{ code: 'BONUS', category: 'CASH', sortOrder: 1 }])).toThrow(/unknown category CASH/);
  });
});
