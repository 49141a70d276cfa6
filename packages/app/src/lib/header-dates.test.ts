import { describe, expect, it } from 'vitest';
import { headerDateText, headerDateTimeText } from './header-dates';

describe('sign-in header dates in the employee language', () => {
  it('shows DD-MMM-YYYY as dd-Mon-yy', () => {
    expect(headerDateText('07-Dec-2026', 'en')).toBe('07-Dec-26');
    expect(headerDateText('07-Dec-2026', 'es')).toBe('07-Dic-26');
  });

  it('shows the pick turn with its day name and a 12-hour time', () => {
    expect(headerDateTimeText('14-Dec-2026 12:15', 'en')).toBe('Mon 14-Dec-26 12:15P');
    expect(headerDateTimeText('14-Dec-2026 07:05', 'en')).toBe('Mon 14-Dec-26 07:05A');
  });

  it('leaves placeholders as they are', () => {
    expect(headerDateText('-', 'en')).toBe('-');
    expect(headerDateTimeText('- No Date / Time -', 'en')).toBe('- No Date / Time -');
  });
});
