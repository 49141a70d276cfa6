import { addDays, isOwnActConfirmation, type QuietHours, wallClockIn, zonedInstant } from '@crewline/protocol';

/**
 * Quiet hours in the agency's time (minutes after midnight; a start after the end spans
 * midnight). Push and e-mail due in them wait for their end, except the confirmation of the
 * employee's own act (isOwnActConfirmation), which goes at once.
 */

/** When quiet hours that hold `at` end; `at` itself when they do not hold it. */
export function afterQuietHours(at: Date, quiet: QuietHours | null, timeZone: string): Date {
  if (quiet === null) return at;
  const wall = wallClockIn(at, timeZone);
  const minute = wall.hour * 60 + wall.minute;
  const today = `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
  const { start, end } = quiet;
  if (start < end) return minute >= start && minute < end ? zonedInstant(today, end, timeZone) : at;
  // Over midnight: quiet from start to midnight (ends tomorrow) and from midnight to end (ends today).
  if (minute >= start) return zonedInstant(addDays(today, 1), end, timeZone);
  if (minute < end) return zonedInstant(today, end, timeZone);
  return at;
}

/** When a notification of `kind` may go out by push or e-mail, told at `at`. */
export function sendableAt(kind: string, at: Date, quiet: QuietHours | null, timeZone: string): Date {
  return isOwnActConfirmation(kind) ? at : afterQuietHours(at, quiet, timeZone);
}
