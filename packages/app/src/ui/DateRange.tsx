import { RANGE_DASH } from '../lib/date-format';
import DisplayDate from './DisplayDate';

/**
 * "21-Nov-26 – 21-May-27" (the text of formatDateRange): on a narrow screen the line breaks
 * at the dash, never inside a date ("21-" on one line, "Nov-26" on the next).
 */
export default function DateRange({ from, to, language }: { from: string; to: string; language?: string }) {
  return (
    <>
      <DisplayDate iso={from} language={language} />
      {RANGE_DASH}
      <DisplayDate iso={to} language={language} />
    </>
  );
}
