import { formatDisplayDate, RANGE_DASH } from '../lib/date-format';

/**
 * "21-Nov-26 – 21-May-27" (the text of formatDateRange): on a narrow screen the line breaks
 * at the dash, never inside a date ("21-" on one line, "Nov-26" on the next).
 */
export default function DateRange({ from, to, language }: { from: string; to: string; language?: string }) {
  return (
    <>
      <span className="keep-whole">{formatDisplayDate(from, language)}</span>
      {RANGE_DASH}
      <span className="keep-whole">{formatDisplayDate(to, language)}</span>
    </>
  );
}
