import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { spokenText, visibleText } from '../../test/read-aloud';
import { TIME_SUFFIX_KEY } from '../lib/time-format';
import { ServiceTime, ServiceTimeRange } from './ServiceTime';
import TimeSuffixKey from './TimeSuffixKey';

describe('times of the service day', () => {
  it('shows the format of docs/product.md#dates-and-times and says what it means', () => {
    const { container } = render(
      <p>
        <ServiceTimeRange start={1380} end={1890} />
      </p>,
    );
    const range = container.querySelector('p') as HTMLElement;
    expect(visibleText(range)).toBe('11:00P – 07:30X');
    expect(spokenText(range)).toBe('11:00 pm to 7:30 am next day');
    // The meaning shows under a pointer only where a suffix needs it.
    expect(screen.getByTitle('7:30 am next day')).toBeInTheDocument();
    expect(screen.queryByTitle('11:00 pm')).toBeNull();
  });

  it('reads a report before midnight as the day before', () => {
    const { container } = render(<ServiceTime minutes={-10} />);
    expect(visibleText(container)).toBe('11:50B');
    expect(spokenText(container)).toBe('11:50 pm the day before');
  });

  it('gives the key to the suffixes only where a time crosses midnight', () => {
    const { container, rerender } = render(<TimeSuffixKey minutes={[360, null, 870]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<TimeSuffixKey minutes={[360, 1580]} />);
    expect(container).toHaveTextContent(TIME_SUFFIX_KEY);
  });
});
