import { LEAVE_DAY_MINUTES, type LeaveBankBalance } from '@crewline/protocol';
import { formatDuration } from '../../lib/time-format';

/** Hours as payroll writes them: h:mm, a minus sign when negative. */
export function formatHours(minutes: number): string {
  return `${formatDuration(minutes).replace(/^-/, '−')} h`;
}

/** Days of eight hours, to two decimals at most: '1 day', '2.5 days', '−0.13 days'. */
export function formatDays(minutes: number): string {
  const days = Math.round((minutes / LEAVE_DAY_MINUTES) * 100) / 100;
  const text = Math.abs(days).toLocaleString('en-US', { maximumFractionDigits: 2 });
  return `${days < 0 ? '−' : ''}${text} ${Math.abs(days) === 1 ? 'day' : 'days'}`;
}

/** One stretch of a bank's bar: its share of the whole bar, in percent. */
export interface BarPart {
  kind: 'used' | 'scheduled' | 'available';
  percent: number;
}

export interface BankBar {
  parts: BarPart[];
  /** Where earned ends, in percent of the bar, when more is used and scheduled than earned. */
  earnedMarkPercent?: number;
}

const percentOf = (part: number, whole: number) => (whole > 0 ? (Math.max(0, part) / whole) * 100 : 0);

/**
 * A bank as a stacked bar: used, then scheduled, then what is left of earned. The bar is
 * earned long; when more is used and scheduled than earned it is that long instead, and a
 * mark shows where earned ends.
 */
export function bankBar(bank: LeaveBankBalance): BankBar {
  const charged = Math.max(0, bank.usedMinutes) + Math.max(0, bank.scheduledMinutes);
  const whole = Math.max(bank.earnedMinutes, charged);
  const parts: BarPart[] = [
    { kind: 'used' as const, percent: percentOf(bank.usedMinutes, whole) },
    { kind: 'scheduled' as const, percent: percentOf(bank.scheduledMinutes, whole) },
    { kind: 'available' as const, percent: percentOf(bank.availableMinutes, whole) },
  ].filter((p) => p.percent > 0);
  return charged > bank.earnedMinutes && whole > 0
    ? { parts, earnedMarkPercent: percentOf(bank.earnedMinutes, whole) }
    : { parts };
}

/** The bar in words, for screen readers: the chart's text alternative. */
export function bankBarText(bank: LeaveBankBalance): string {
  const overdrawn = bank.availableMinutes < 0;
  return [
    `${bank.name}: ${formatHours(bank.usedMinutes)} used`,
    `${formatHours(bank.scheduledMinutes)} scheduled`,
    overdrawn
      ? `overdrawn by ${formatHours(-bank.availableMinutes)}`
      : `${formatHours(bank.availableMinutes)} available`,
    `of ${formatHours(bank.earnedMinutes)} earned`,
  ].join(', ');
}

/**
 * How earned adds up, naming only what contributes: "Earned = 120:00 h granted", "Earned = 8:00 h
 * carried + 11 × 10:00 h accrued"; "Earned = 0:00 h" when nothing does.
 */
export function earnedSum(bank: LeaveBankBalance): string {
  const terms = [
    bank.carriedMinutes !== 0 ? `${formatHours(bank.carriedMinutes)} carried` : undefined,
    bank.grantedMinutes !== 0 ? `${formatHours(bank.grantedMinutes)} granted` : undefined,
    bank.accrualMonths > 0 && bank.monthlyAccrualMinutes !== 0
      ? `${bank.accrualMonths} × ${formatHours(bank.monthlyAccrualMinutes)} accrued`
      : undefined,
    bank.bankedHolidayMinutes !== 0 ? `${formatHours(bank.bankedHolidayMinutes)} holidays banked` : undefined,
  ].filter((t): t is string => t !== undefined);
  return `Earned = ${terms.length > 0 ? terms.join(' + ') : formatHours(0)}`;
}
