/** A count of days: '1 day', '12 days', '−1 day'. */
export function daysText(days: number): string {
  const sign = days < 0 ? '−' : '';
  return `${sign}${Math.abs(days)} ${Math.abs(days) === 1 ? 'day' : 'days'}`;
}
