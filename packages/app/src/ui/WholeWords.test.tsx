import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import WholeWords from './WholeWords';

const wholes = (text: string) => {
  const { container } = render(
    <p>
      <WholeWords text={text} />
    </p>,
  );
  return {
    text: container.textContent,
    whole: [...container.querySelectorAll('.keep-whole')].map((s) => s.textContent),
  };
};

describe('WholeWords', () => {
  it('keeps each hyphenated word on one line and the sentence as it was', () => {
    expect(wholes('Projected: your 3rd choice (Package FB-FT187).')).toEqual({
      text: 'Projected: your 3rd choice (Package FB-FT187).',
      whole: ['FB-FT187'],
    });
    expect(wholes('Your turn: Tue 01-Dec-26 02:45P (in 4 days 9 h)').whole).toEqual(['01-Dec-26']);
    expect(wholes('FB-1 and 2-3').whole).toEqual(['FB-1', '2-3']);
  });

  it('leaves a sentence without one alone, and a lone dash breaks as any space does', () => {
    expect(wholes('Guaranteed: at least your 7th choice.')).toEqual({
      text: 'Guaranteed: at least your 7th choice.',
      whole: [],
    });
    expect(wholes('21-Nov-26 – 28-Nov-26').whole).toEqual(['21-Nov-26', '28-Nov-26']);
  });
});
