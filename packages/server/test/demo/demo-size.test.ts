import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../src/config';
import type { Department } from '../../src/demo/agency';
import { generateAgency } from '../../src/demo/generate';
import { openPickBoard } from '../../src/demo/open-pick-board';
import { DEFAULT_SEED, resolveSize, SIZE_PRESETS } from '../../src/demo/seed';

// The agency `npm start` seeds is the one of docs/pick.md#demo-agency: its open picks have groups of a real
// depot's size. Checked on the generated rows (no database): the tests' own agency is the small one.
describe('the default demo agency', () => {
  const agency = generateAgency({
    seed: DEFAULT_SEED,
    size: resolveSize(undefined),
    today: '2026-11-27',
    timeZone: DEFAULT_TIME_ZONE,
  });
  const board = (department: Department) => {
    const pick = agency.open[department];
    const period = agency.periods[pick.period];
    if (!period) throw new Error(`no open ${department} pick`);
    return openPickBoard(DEFAULT_SEED, department, period, pick);
  };
  const members = (group: { populations: { members: string[] }[] }) =>
    group.populations.reduce((n, p) => n + p.members.length, 0);

  it('is the demo preset, larger than the tests’ small one', () => {
    expect(resolveSize(undefined)).toBe(SIZE_PRESETS.demo);
    expect(SIZE_PRESETS.demo).toBeGreaterThan(SIZE_PRESETS.small);
  });

  it('has three bus depots of ~300 operators, each with ~250 full-time packages and an extra board', () => {
    const groups = board('DOB').groups;
    expect(groups.map((g) => g.depotCode).sort()).toEqual(['ENY', 'FB', 'JG']);
    for (const group of groups) {
      expect(members(group)).toBeGreaterThanOrEqual(250);
      expect(members(group)).toBeLessThanOrEqual(350);
      const fullTime = group.populations.find((p) => p.code === 'FT');
      const regular = fullTime?.packages.filter((p) => p.kind === 'REGULAR') ?? [];
      expect(regular.length).toBeGreaterThanOrEqual(250);
      expect(fullTime?.packages.some((p) => p.kind === 'EXTRA_BOARD')).toBe(true);
      expect(fullTime?.weeks).toHaveLength(52);
    }
    expect(groups.find((g) => g.depotCode === 'FB')?.populations.some((p) => p.members.includes('100001'))).toBe(true);
  });

  it('has two subway terminals of ~200 crews', () => {
    const groups = board('RTO').groups;
    expect(groups.map((g) => g.depotCode).sort()).toEqual(['207', 'CIY']);
    for (const group of groups) {
      expect(members(group)).toBeGreaterThanOrEqual(180);
      expect(members(group)).toBeLessThanOrEqual(280);
    }
    expect(groups.some((g) => g.populations.some((p) => p.members.includes('200001')))).toBe(true);
  });
});
