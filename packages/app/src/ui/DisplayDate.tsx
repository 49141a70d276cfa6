import { formatDisplayDate } from '../lib/date-format';

/** A date as dd-Mon-yy in the employee's language, kept whole on its line ("21-" never ends one). */
export default function DisplayDate({ iso, language }: { iso: string; language?: string }) {
  return <span className="keep-whole">{formatDisplayDate(iso, language)}</span>;
}
