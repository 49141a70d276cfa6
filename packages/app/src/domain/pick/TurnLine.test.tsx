import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TurnLine from './TurnLine';

const wholes = (line: Element) => [...line.querySelectorAll('.keep-whole')].map((s) => s.textContent);

describe("a round's turn line", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('while waiting, says how long until the turn, the countdown and the date each kept whole', () => {
    const { container } = render(<TurnLine round={{ turnAt: '2026-12-01T19:45:00Z', turnStatus: 'WAITING' }} />);
    const line = container.querySelector('p') as HTMLElement;
    expect(line.textContent).toMatch(/^Your turn: Tue 01-Dec-26 \d{2}:\d{2}[AP].* \(in 4 days 9 h\)$/);
    expect(wholes(line)).toEqual(['01-Dec-26', '(in 4 days 9 h)']);
  });

  it('once processed, gives the time alone', () => {
    const { container } = render(<TurnLine round={{ turnAt: '2026-12-01T19:45:00Z', turnStatus: 'PROCESSED' }} />);
    expect(container.querySelector('p')?.textContent).toMatch(/^Your turn: Tue 01-Dec-26 \d{2}:\d{2}[AP][^(]*$/);
  });
});
