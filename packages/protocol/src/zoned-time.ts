/** Offset of a time zone from UTC at an instant, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall-clock time (minutes after midnight of an ISO date) in a time zone. */
export function zonedInstant(isoDate: string, minutes: number, timeZone: string): Date {
  const wall = Date.parse(`${isoDate}T00:00:00Z`) + minutes * 60_000;
  const first = wall - offsetMs(wall, timeZone);
  // Across a DST change the offset at the first guess can differ from the one at the answer.
  return new Date(wall - offsetMs(first, timeZone));
}
