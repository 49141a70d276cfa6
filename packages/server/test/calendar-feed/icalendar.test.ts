import { zonedInstant } from '@crewline/protocol';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  contentLines,
  escapeText,
  foldLine,
  icsLocalDateTime,
  icsUtcDateTime,
  icsUtcOffset,
} from '../../src/modules/calendar-feed/icalendar';
import { offsetMinutes, vtimezoneLines } from '../../src/modules/calendar-feed/vtimezone';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');
/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '');

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks (§3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeText('Flatbush Depot (FB)')).toBe('Flatbush Depot (FB)');
  });

  it('folds lines past 75 octets without splitting a character (§3.1)', () => {
    for (const line of [
      `DESCRIPTION:${'x'.repeat(200)}`,
      `LOCATION:${'é'.repeat(90)}`,
      `SUMMARY:${'Canarsie–Rockaway Pkwy Terminal · '.repeat(6)}`,
      `X:${'😀'.repeat(40)}`,
    ]) {
      const folded = foldLine(line);
      const physical = folded.split('\r\n');
      expect(physical.length).toBeGreaterThan(1);
      for (const p of physical) expect(octets(p)).toBeLessThanOrEqual(75);
      for (const p of physical.slice(1)) expect(p.startsWith(' ')).toBe(true);
      expect(physical.join('')).not.toContain('\uFFFD');
      expect(unfold(folded)).toBe(line);
    }
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    expect(foldLine(`X:${'a'.repeat(73)}`)).toBe(`X:${'a'.repeat(73)}`);
  });

  it('ends every line with CRLF', () => {
    expect(contentLines(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });

  it('writes dates, times past midnight and offsets', () => {
    expect(icsLocalDateTime('2026-11-21', 345)).toBe('20261121T054500');
    expect(icsLocalDateTime('2026-12-31', 1890)).toBe('20270101T073000');
    expect(icsLocalDateTime('2026-03-01', -30)).toBe('20260228T233000');
    expect(icsUtcDateTime(new Date('2026-11-21T15:04:05.678Z'))).toBe('20261121T150405Z');
    expect(icsUtcOffset(-300)).toBe('-0500');
    expect(icsUtcOffset(330)).toBe('+0530');
    expect(icsUtcOffset(0)).toBe('+0000');
  });
});

describe('VTIMEZONE', () => {
  const parseZone = (lines: string[]) => new ICAL.Timezone(new ICAL.Component(ICAL.parse(contentLines(lines))));

  it("defines New York's offsets and 2026 changes", () => {
    const lines = vtimezoneLines(
      'America/New_York',
      new Date('2026-02-01T00:00:00Z'),
      new Date('2026-12-31T00:00:00Z'),
    );
    const text = lines.join('\n');
    expect(lines[1]).toBe('TZID:America/New_York');
    // In force on Feb 1: the standard time that began on 2 Nov 2025.
    expect(text).toContain('BEGIN:STANDARD\nDTSTART:20251102T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500\nTZNAME:EST');
    expect(text).toContain('BEGIN:DAYLIGHT\nDTSTART:20260308T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400\nTZNAME:EDT');
    expect(text).toContain('BEGIN:STANDARD\nDTSTART:20261101T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500');
  });

  it.each([['America/New_York'], ['Europe/London'], ['Australia/Sydney'], ['Asia/Kolkata'], ['UTC']])(
    'converts wall-clock times of %s as the platform does',
    (timeZone) => {
      const start = new Date('2026-01-05T00:00:00Z');
      const zone = parseZone(vtimezoneLines(timeZone, start, new Date('2027-01-05T00:00:00Z')));
      for (let day = 0; day < 365; day += 3) {
        const date = new Date(start.getTime() + day * 86_400_000).toISOString().slice(0, 10);
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        const local = new ICAL.Time(
          { year: y, month: m, day: d, hour: 12, minute: 30, second: 0, isDate: false },
          zone,
        );
        expect(local.toJSDate().toISOString()).toBe(zonedInstant(date, 750, timeZone).toISOString());
      }
    },
  );

  it('reads offsets east and west of UTC', () => {
    expect(offsetMinutes(Date.parse('2026-07-01T00:00:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetMinutes(Date.parse('2026-07-01T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(offsetMinutes(Date.parse('2026-07-01T00:00:00Z'), 'UTC')).toBe(0);
  });
});
