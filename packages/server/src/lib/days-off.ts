/** jobs.days_off holds one bit per weekday: Sunday = 1, Monday = 2, … Saturday = 64. */
export function isDayOff(daysOff: number, weekday: number): boolean {
  return (daysOff & (1 << weekday)) !== 0;
}
