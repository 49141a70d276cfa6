import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AwardWords from './AwardWords';

describe('an award in words', () => {
  it('gives each sentence the server wrote on a line a paragraph of its own', () => {
    const { container } = render(
      <AwardWords
        text={'Awarded your 1st choice (Package FB-FT3).\nYour 2nd choice (Package FB-FT9) went to seniority #4.'}
      />,
    );
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Awarded your 1st choice (Package FB-FT3).',
      'Your 2nd choice (Package FB-FT9) went to seniority #4.',
    ]);
  });
});
