import { describe, expect, it } from 'vitest';
import { dayCounts } from './day-counts';

describe('dayCounts', () => {
  it('counts each kind in the order of kinds, leaving out kinds with none', () => {
    expect(
      dayCounts([
        { date: '2026-11-21', kind: 'DAY_OFF' },
        { date: '2026-11-22', kind: 'NOT_PICKED' },
        { date: '2026-11-23', kind: 'VACATION', payCode: 'VAC', minutes: 480 },
        { date: '2026-11-24', kind: 'DAY_OFF' },
      ]),
    ).toEqual([
      ['DAY_OFF', 2],
      ['VACATION', 1],
      ['NOT_PICKED', 1],
    ]);
    expect(dayCounts([])).toEqual([]);
  });
});
