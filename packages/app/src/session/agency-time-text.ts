import { formatDayDateTime } from '../lib/date-format';
import { formatMinutes } from '../lib/time-format';
import { agencyWallClock, zoneNameAbroad } from './agency-time';

// An instant is written as the home screen writes a pick turn (docs/product.md#dates-and-times: dd-Mon-yy, hh:mm with
// A or P), in the agency's time; on a device set to another zone the agency's zone is named,
// so no one reads it as local.
const abroad = (instant: Date | string): string => {
  const zone = zoneNameAbroad(instant);
  return zone ? ` ${zone}` : '';
};

/** A time of day at the agency: '02:45P'. */
export function agencyClockText(instant: Date | string): string {
  return `${formatMinutes(agencyWallClock(instant).minutes)}${abroad(instant)}`;
}

/** A day and time at the agency: 'Tue 01-Dec-26 02:45P'. */
export function agencyDateTimeText(instant: Date | string, language: string): string {
  const { date, minutes } = agencyWallClock(instant);
  return `${formatDayDateTime(date, minutes, language)}${abroad(instant)}`;
}
