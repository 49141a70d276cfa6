import { twoDigits } from '@crewline/protocol';
import { z } from 'zod';
import { agencyInstant, agencyWallClock } from '../../../session/agency-time';

/** What a datetime-local field holds once whole: a day that exists and a time of day (no zone). */
const wholeValue = z.iso.datetime({ local: true });

/** An instant as a datetime-local field holds it: the agency's wall clock, to the minute. */
export function fieldValue(instant: Date): string {
  const { date, minutes } = agencyWallClock(instant);
  return `${date}T${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

/** The instant a datetime-local field's agency wall clock names; undefined while it holds no whole time. */
export function instantOf(value: string): Date | undefined {
  if (!wholeValue.safeParse(value).success) return undefined;
  const [date = '', time = ''] = value.split('T');
  const [hours, minutes] = time.split(':').map(Number);
  return agencyInstant(date, (hours ?? 0) * 60 + (minutes ?? 0));
}
