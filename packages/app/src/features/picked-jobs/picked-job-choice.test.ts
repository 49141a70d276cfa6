import { describe, expect, it } from 'vitest';
import { planViewer } from './picked-job-choice';

describe('planViewer', () => {
  it('starts at the current job when nothing was chosen', () => {
    expect(planViewer(undefined, [7, 9])).toEqual({ kind: 'slides', startIndex: 0 });
    expect(planViewer(undefined, [])).toEqual({ kind: 'slides', startIndex: 0 });
  });
  it('starts at the chosen slide', () => {
    expect(planViewer(9, [7, 9])).toEqual({ kind: 'slides', startIndex: 1 });
  });
  it('shows a past period, not among the slides, alone', () => {
    expect(planViewer(3, [7, 9])).toEqual({ kind: 'single', pickPeriodId: 3 });
  });
});
