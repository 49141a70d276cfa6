import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AwardCard from './AwardCard';

describe('the award after the turn', () => {
  it('says what was given, by which choice, and why the higher ones were not', () => {
    const explanation =
      'Awarded your 3rd choice (Package FB-FT214). Your 1st (Package FB-FT118) went to seniority #112; your 2nd (Package FB-FT130) went to seniority #140.';
    render(
      <AwardCard
        award={{
          outcome: 'AWARDED',
          items: [{ itemId: 214, label: 'Package FB-FT214', choice: 3 }],
          explanation,
          receipts: [],
          awardedAt: '2026-11-27T19:45:00.000Z',
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Your award' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Package FB-FT214 · your choice 3');
    // Read as one sentence, each package's code kept whole on its line.
    const why = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === explanation);
    expect([...why.querySelectorAll('.keep-whole')].map((s) => s.textContent)).toEqual([
      'FB-FT214',
      'FB-FT118',
      'FB-FT130',
    ]);
  });

  it('gives no list when nothing was given, only why (skipped: no list)', () => {
    render(
      <AwardCard
        award={{
          outcome: 'SKIPPED',
          items: [],
          explanation: 'Skipped: you had no list.',
          receipts: [],
          awardedAt: '2026-11-27T19:45:00.000Z',
        }}
      />,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Skipped: you had no list.')).toBeInTheDocument();
  });

  it('gives a week forced at the close without a choice number', () => {
    render(
      <AwardCard
        award={{
          outcome: 'FORCED',
          items: [{ itemId: 9, label: 'Vacation week of 01/10/27', choice: null }],
          explanation: 'Forced at the close.',
          receipts: [],
          awardedAt: '2026-11-27T19:45:00.000Z',
        }}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Vacation week of 01\/10\/27$/);
  });
});
