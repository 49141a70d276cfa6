/** Weekdays as the files write them, Sunday first: bit i of a days-off mask is WEEKDAYS[i] (Sunday = 1 … Saturday = 64). */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export const maskOf = (days: readonly string[]) =>
  days.reduce((mask, d) => mask | (1 << WEEKDAYS.indexOf(d as (typeof WEEKDAYS)[number])), 0);

export const daysOf = (mask: number) => WEEKDAYS.filter((_, i) => mask & (1 << i));
