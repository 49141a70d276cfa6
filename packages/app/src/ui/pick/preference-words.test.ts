import type { ServiceElements } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { agencyClockText } from '../../session/agency-time-text';
import { headline, untilTurn } from './preference-words';

/** The clock time of the projection (no one signed in: the test machine's zone). */
const asOf = () => agencyClockText('2026-11-24T15:42:00Z');

const NOW = Date.parse('2026-11-24T15:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const MIN = 60_000;

describe('the time to the turn', () => {
  it('counts days and hours, then hours and minutes, then minutes', () => {
    expect(untilTurn(at((2 * 24 + 4) * 60 * MIN + 5 * MIN), NOW)).toBe('in 2 days 4 h');
    expect(untilTurn(at(24 * 60 * MIN), NOW)).toBe('in 1 day');
    expect(untilTurn(at(190 * MIN), NOW)).toBe('in 3 h 10 min');
    expect(untilTurn(at(120 * MIN), NOW)).toBe('in 2 h');
    expect(untilTurn(at(5 * MIN - 1000), NOW)).toBe('in 5 min');
    expect(untilTurn(at(1000), NOW)).toBe('in 1 min');
    expect(untilTurn(at(0), NOW)).toBe('now');
  });
});

type Projection = ServiceElements<'mta_pickProjection'>;
const projection: Projection = {
  asOf: '2026-11-24T15:42:00Z',
  rank: 241,
  projectedChoice: 3,
  guaranteedChoice: 6,
  seniors: { total: 240, processed: 0, withList: 212, withoutList: 28 },
  choices: [1, 2, 3, 4, 5, 6].map((choice) => ({
    choice,
    itemId: 100 + choice,
    label: `Package FB-FT${100 + choice}`,
    status: 'SAFE' as const,
    reason: '',
    slotsNow: 1,
    slotsAtTurn: 1,
  })),
};

describe('the projection headline', () => {
  it('gives the time of day as hh:mm with A or P', () => {
    expect(asOf()).toMatch(/^\d{2}:42[AP]$/u);
  });

  it('says the projected choice, the guaranteed one and how many seniors have a list', () => {
    expect(headline(projection)).toEqual([
      'Projected: your 3rd choice (Package FB-FT103).',
      'Guaranteed: at least your 6th choice.',
      `212 of 240 seniors still to pick have saved a list (as of ${asOf()}).`,
    ]);
  });

  it('says so when nothing is projected or guaranteed, and when no senior is left to pick', () => {
    const none = {
      ...projection,
      projectedChoice: null,
      guaranteedChoice: null,
      seniors: { total: 3, processed: 3, withList: 0, withoutList: 0 },
    };
    expect(headline(none)).toEqual([
      'Projected: none of your choices is left at your turn. Add more, or your turn is skipped.',
      'Guaranteed: none yet. Seniors without a list could still take every choice of yours.',
      `Every senior of yours has had their turn (as of ${asOf()}).`,
    ]);
    expect(headline({ ...none, choices: [] })[0]).toBe(
      'Projected: nothing yet. Add your choices: without a list your turn is skipped.',
    );
  });
});
