import { crossesMidnight, TIME_SUFFIX_KEY } from '../lib/time-format';

/** The key to A/P/X/B under a screen whose times include one past or before midnight; nothing otherwise. */
export default function TimeSuffixKey({ minutes }: { minutes: readonly (number | null)[] }) {
  if (!minutes.some((m) => m !== null && crossesMidnight(m))) return null;
  return (
    <p className="time-suffix-key" aria-hidden="true">
      Times: {TIME_SUFFIX_KEY}
    </p>
  );
}
