import { DAY_NAMES } from '@crewline/protocol';
import { localParts } from '../lib/local-time';

/** A weekly window in agency time; minutes after midnight, `end` may pass 1440 (crosses midnight). */
export interface MaintenanceWindow {
  /** Index into DAY_NAMES, or undefined for every day. */
  day?: number;
  start: number;
  end: number;
}

const WINDOW = /^(?:([A-Za-z]{3})\s+)?(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/;
const WEEK = 7 * 1440;

/** Parses 'Sun 02:00-04:00, 23:30-00:15' (comma or semicolon separated; no day = daily). */
export function parseMaintenanceWindows(text: string): MaintenanceWindow[] {
  return text
    .split(/[;,]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = WINDOW.exec(s);
      if (!m) throw new Error(`MAINTENANCE_WINDOWS: cannot read '${s}' (expected e.g. 'Sun 02:00-04:00')`);
      const [, dayName, sh, sm, eh, em] = m;
      const day =
        dayName === undefined ? undefined : DAY_NAMES.findIndex((d) => d.toLowerCase() === dayName.toLowerCase());
      if (day === -1) throw new Error(`MAINTENANCE_WINDOWS: unknown day '${dayName}' in '${s}'`);
      const start = Number(sh) * 60 + Number(sm);
      let end = Number(eh) * 60 + Number(em);
      if (start >= 1440 || end > 1440 || Number(sm) > 59 || Number(em) > 59) {
        throw new Error(`MAINTENANCE_WINDOWS: not a time of day in '${s}'`);
      }
      if (end <= start) end += 1440;
      return { day, start, end };
    });
}

export function inMaintenance(windows: readonly MaintenanceWindow[], instant: Date, timeZone: string): boolean {
  if (windows.length === 0) return false;
  const p = localParts(instant, timeZone);
  const minuteOfWeek = p.weekday * 1440 + p.hour * 60 + p.minute;
  return windows.some((w) => {
    const days = w.day === undefined ? [0, 1, 2, 3, 4, 5, 6] : [w.day];
    return days.some((d) => {
      const from = d * 1440 + w.start;
      const to = d * 1440 + w.end;
      // A window late on Saturday may run into Sunday: also test one week earlier.
      return (minuteOfWeek >= from && minuteOfWeek < to) || (minuteOfWeek + WEEK >= from && minuteOfWeek + WEEK < to);
    });
  });
}
