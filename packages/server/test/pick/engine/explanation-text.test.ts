import { describe, expect, it } from 'vitest';
import { type Award, awardSentences, describeRefusal, type Refusal } from '../../../src/modules/pick/engine';

const label = (id: string | number) => `Item ${id}`;
const refusal = (r: Partial<Refusal>): Refusal => ({ choice: 2, itemId: 7, reason: 'TAKEN', ...r });

describe('an award in words', () => {
  it('says why each higher choice was not given, one sentence a reason', () => {
    expect(describeRefusal('WORK', refusal({ by: { employeeId: 'x', rank: 12 } }), label)).toBe(
      'Your 2nd choice (Item 7) went to seniority #12.',
    );
    expect(describeRefusal('VACATION', refusal({ reason: 'QUOTA_FULL', capacity: 3 }), label)).toBe(
      'Your 2nd choice (Item 7) was full: all 3 places were taken.',
    );
    expect(describeRefusal('VACATION', refusal({ reason: 'RESTRICTED' }), label)).toBe(
      'Your 2nd choice (Item 7) is a restricted week.',
    );
    expect(describeRefusal('VACATION', refusal({ reason: 'RESERVED' }), label)).toBe(
      'Your 2nd choice (Item 7) is needed to cover the weeks still owed to others (forcing).',
    );
  });

  it('writes what a choice overlaps as the item labels write dates, never as ISO', () => {
    const conflict = (keys: string[]) => refusal({ reason: 'CONFLICT', keys });
    expect(describeRefusal('VR', conflict(['2027-01-03']), label)).toBe(
      'Your 2nd choice (Item 7) overlaps the week of 03-Jan-27, which you already hold.',
    );
    expect(describeRefusal('VACATION', conflict(['2027-01-03', '2027-01-10']), label)).toBe(
      'Your 2nd choice (Item 7) overlaps the weeks of 03-Jan-27, 10-Jan-27, which you already hold.',
    );
    expect(describeRefusal('HOLIDAY', conflict(['2027-07-04']), label)).toBe(
      'Your 2nd choice (Item 7) overlaps 04-Jul-27, which you already hold.',
    );
  });

  it('heads with what was given, or why nothing was', () => {
    const award: Award = {
      employeeId: 'e',
      rank: 5,
      outcome: 'AWARDED',
      itemId: 9,
      seat: 1,
      choice: 3,
      remaining: 0,
      refused: [refusal({ choice: 1 }), refusal({ choice: 2, reason: 'RESTRICTED' })],
    };
    expect(awardSentences('VACATION', award, label).head).toBe('Awarded your 3rd choice (Item 9).');
    expect(awardSentences('VACATION', award, label).refusals).toHaveLength(2);
    const skipped: Award = { ...award, outcome: 'SKIPPED', itemId: null, choice: null, remaining: 2, refused: [] };
    expect(awardSentences('VACATION', skipped, label).head).toBe(
      'Skipped: no list saved, 2 weeks still to pick. You may still pick from what is left until the round closes.',
    );
  });
});
