import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runRound } from '../../../src/modules/pick/engine';
import { anySnapshot } from './arbitraries';
import { referenceRun } from './reference';

describe('the engine against the brute-force reference', () => {
  it('gives the same awards, rows and explanations on 10,000 random rounds of every kind', () => {
    fc.assert(
      fc.property(anySnapshot, (snapshot) => {
        expect(runRound(snapshot)).toEqual(referenceRun(snapshot));
      }),
      { numRuns: 10_000 },
    );
    // About 5 s alone; a shared, busy machine has taken over 30 s.
  }, 180_000);
});
