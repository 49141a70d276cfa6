import { dayName, formatDisplayDate } from '../lib/date-format';
import { formatMinutes } from '../lib/time-format';
import { agencyWallClock } from './agency-time';

/** An instant (ISO 8601) in the agency's time: "Sat 21-Nov-26 09:30A". */
export function formatInstant(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const { date, minutes } = agencyWallClock(instant);
  return `${dayName(date)} ${formatDisplayDate(date)} ${formatMinutes(minutes)}`;
}
