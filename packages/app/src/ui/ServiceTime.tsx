import { crossesMidnight, formatMinutes, spokenMinutes } from '../lib/time-format';

/**
 * A time of the service day as docs/product.md#dates-and-times writes it ('02:20X'); a screen reader hears what it
 * means ('2:20 am next day') and a pointer shows it for a time past or before midnight.
 */
export function ServiceTime({ minutes }: { minutes: number }) {
  const spoken = spokenMinutes(minutes);
  return (
    <span className="service-time" title={crossesMidnight(minutes) ? spoken : undefined}>
      <span aria-hidden="true">{formatMinutes(minutes)}</span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}

/** '06:00A – 02:30P', heard as '6:00 am to 2:30 pm'. */
export function ServiceTimeRange({ start, end }: { start: number; end: number }) {
  return (
    <>
      <ServiceTime minutes={start} />
      <span aria-hidden="true"> – </span>
      <span className="visually-hidden"> to </span>
      <ServiceTime minutes={end} />
    </>
  );
}
