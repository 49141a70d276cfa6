import { describe, expect, it } from 'vitest';
import { AVAILABILITY_TEXTS, DAY_OFF_TEXTS, HOLIDAY_CHOICE_TEXTS, VACATION_DAYS_TEXTS } from '../src';

// What the employee reads in a refusal names a day as the screens show one (dd-Mon-yy, docs/product.md#dates-and-times),
// never as the wire's ISO date.
const texts: Record<string, (date: string) => string> = {
  ...Object.fromEntries(
    (['notPosted', 'rdo', 'twice', 'away'] as const).map((k) => [`day off ${k}`, DAY_OFF_TEXTS[k]]),
  ),
  ...Object.fromEntries(
    (['twice', 'already', 'notMine', 'past', 'notPosted', 'full', 'rdo', 'away'] as const).map((k) => [
      `vacation day ${k}`,
      VACATION_DAYS_TEXTS[k],
    ]),
  ),
  'holiday not worked': HOLIDAY_CHOICE_TEXTS.notWorked,
  'holiday closed': (date) => HOLIDAY_CHOICE_TEXTS.closed(date, date),
  'overtime on vacation': AVAILABILITY_TEXTS.onVacation,
};

describe('refusals that name a day', () => {
  it.each(Object.entries(texts))('%s writes it dd-Mon-yy', (_, text) => {
    expect(text('2026-12-05')).toMatch(/\b05-Dec-26\b/);
    expect(text('2026-12-05')).not.toContain('2026-12-05');
  });
});
