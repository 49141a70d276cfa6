/** Writing iCalendar (RFC 5545) content lines: escaping, folding and date forms. */
import { twoDigits } from '@crewline/protocol';

const CRLF = '\r\n';
/** §3.1: a content line is at most 75 octets, CRLF excluded. */
const MAX_OCTETS = 75;

/** §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * §3.1 folding: lines past 75 octets go on in lines that start with one space (counted in
 * their 75). A UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ` ${ch}`;
      octets = 1 + size;
    } else {
      current += ch;
      octets += size;
    }
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** Content lines joined as a stream: each folded and ended by CRLF. */
export function contentLines(lines: readonly string[]): string {
  return lines.map((l) => `${foldLine(l)}${CRLF}`).join('');
}

/** §3.3.4 DATE of an ISO date: YYYYMMDD. */
export function icsDate(iso: string): string {
  return iso.replaceAll('-', '');
}

/** §3.3.5 DATE-TIME without a zone letter, from a Date's UTC fields: YYYYMMDDTHHMMSS. */
export function icsFloatingDateTime(d: Date): string {
  return d.toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/**
 * §3.3.5 local DATE-TIME (form 3, with a TZID) of minutes after midnight of an ISO date;
 * minutes past 1440 (or below 0) fall on the following (or previous) days.
 */
export function icsLocalDateTime(iso: string, minutes: number): string {
  return icsFloatingDateTime(new Date(Date.parse(`${iso}T00:00:00Z`) + minutes * 60_000));
}

/** §3.3.5 UTC DATE-TIME (form 2): YYYYMMDDTHHMMSSZ. */
export function icsUtcDateTime(instant: Date): string {
  return `${icsFloatingDateTime(instant)}Z`;
}

/** §3.3.14 UTC-OFFSET of minutes east of UTC: +HHMM or -HHMM. */
export function icsUtcOffset(minutesEast: number): string {
  const sign = minutesEast < 0 ? '-' : '+';
  const abs = Math.abs(minutesEast);
  return `${sign}${twoDigits(Math.floor(abs / 60))}${twoDigits(abs % 60)}`;
}
