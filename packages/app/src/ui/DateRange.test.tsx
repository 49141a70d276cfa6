import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../lib/date-format';
import DateRange from './DateRange';

describe('a range of dates', () => {
  it('reads as formatDateRange writes it, each date kept whole on its line', () => {
    const { container } = render(
      <p>
        <DateRange from="2026-11-22" to="2027-05-22" language="en-US" />
      </p>,
    );
    const range = container.querySelector('p') as HTMLElement;
    expect(range.textContent).toBe(formatDateRange('2026-11-22', '2027-05-22', 'en-US'));
    expect([...range.querySelectorAll('.keep-whole')].map((d) => d.textContent)).toEqual(['22-Nov-26', '22-May-27']);
  });
});
