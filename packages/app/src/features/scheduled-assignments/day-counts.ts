import { SCHEDULE_DAY_KINDS, type ScheduleDayKind, type ScheduledDay } from '@crewline/protocol';

/** How many days of each kind, in the protocol's order of kinds; kinds with none left out. */
export function dayCounts(days: readonly ScheduledDay[]): [ScheduleDayKind, number][] {
  const counts = new Map<ScheduleDayKind, number>();
  for (const day of days) counts.set(day.kind, (counts.get(day.kind) ?? 0) + 1);
  return SCHEDULE_DAY_KINDS.flatMap((kind) => {
    const n = counts.get(kind);
    return n ? [[kind, n] as [ScheduleDayKind, number]] : [];
  });
}
