import type { LeaveBankBalance } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { bankBar, bankBarText, earnedSum, formatDays, formatHours } from './leave-figures';

const bank = (earned: number, used: number, scheduled: number): LeaveBankBalance => ({
  bank: 'VAC',
  name: 'Vacation',
  onRecord: true,
  carriedMinutes: 0,
  grantedMinutes: earned,
  monthlyAccrualMinutes: 0,
  accrualMonths: 11,
  accruedMinutes: 0,
  bankedHolidayMinutes: 0,
  earnedMinutes: earned,
  usedMinutes: used,
  scheduledMinutes: scheduled,
  availableMinutes: earned - used - scheduled,
});

describe('leave figures', () => {
  it('adds earned up from only the terms that contribute', () => {
    expect(earnedSum(bank(7200, 0, 0))).toBe('Earned = 120:00 h granted');
    expect(earnedSum({ ...bank(0, 0, 0), carriedMinutes: 480, monthlyAccrualMinutes: 600 })).toBe(
      'Earned = 8:00 h carried + 11 × 10:00 h accrued',
    );
    expect(earnedSum({ ...bank(7200, 0, 0), carriedMinutes: 60, monthlyAccrualMinutes: 600, accrualMonths: 0 })).toBe(
      'Earned = 1:00 h carried + 120:00 h granted',
    );
    expect(earnedSum(bank(0, 0, 0))).toBe('Earned = 0:00 h');
    expect(earnedSum({ ...bank(0, 0, 0), bankedHolidayMinutes: 960 })).toBe('Earned = 16:00 h holidays banked');
  });

  it('writes hours as h:mm with a real minus sign', () => {
    expect(formatHours(0)).toBe('0:00 h');
    expect(formatHours(16_000)).toBe('266:40 h');
    expect(formatHours(-90)).toBe('−1:30 h');
  });

  it('writes days of eight hours to two decimals at most', () => {
    expect(formatDays(480)).toBe('1 day');
    expect(formatDays(0)).toBe('0 days');
    expect(formatDays(1200)).toBe('2.5 days');
    expect(formatDays(60)).toBe('0.13 days');
    expect(formatDays(-480)).toBe('−1 day');
    expect(formatDays(480 * 1250)).toBe('1,250 days');
  });
});

describe('bank bar', () => {
  it('splits earned into used, scheduled and available', () => {
    expect(bankBar(bank(4800, 960, 480))).toEqual({
      parts: [
        { kind: 'used', percent: 20 },
        { kind: 'scheduled', percent: 10 },
        { kind: 'available', percent: 70 },
      ],
    });
  });

  it('leaves out empty stretches and draws nothing for an empty bank', () => {
    expect(bankBar(bank(4800, 0, 0))).toEqual({ parts: [{ kind: 'available', percent: 100 }] });
    expect(bankBar(bank(0, 0, 0))).toEqual({ parts: [] });
  });

  it('is as long as what is charged when overdrawn, with a mark where earned ends', () => {
    expect(bankBar(bank(960, 960, 960))).toEqual({
      parts: [
        { kind: 'used', percent: 50 },
        { kind: 'scheduled', percent: 50 },
      ],
      earnedMarkPercent: 50,
    });
    expect(bankBar(bank(0, 480, 0))).toEqual({ parts: [{ kind: 'used', percent: 100 }], earnedMarkPercent: 0 });
  });

  it('says the bar in words', () => {
    expect(bankBarText(bank(4800, 960, 480))).toBe(
      'Vacation: 16:00 h used, 8:00 h scheduled, 56:00 h available, of 80:00 h earned',
    );
    expect(bankBarText(bank(480, 480, 960))).toBe(
      'Vacation: 8:00 h used, 16:00 h scheduled, overdrawn by 16:00 h, of 8:00 h earned',
    );
  });
});
