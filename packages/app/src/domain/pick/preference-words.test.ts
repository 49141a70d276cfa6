import type { ServiceElements } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { agencyClockText } from '../../session/agency-time-text';
import { emptyListText, headline, positionLabel, unsavedNote, untilTurn } from './preference-words';

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
    expect(headline({ ...none, choices: [] }).slice(0, 2)).toEqual([
      'Projected: nothing yet, your list is empty.',
      'Guaranteed: nothing yet.',
    ]);
  });
});

describe('the places a new choice can take', () => {
  const items = [{ label: 'Package FB-FT101' }, { label: 'Package FB-FT102' }];

  it('names the choice each place goes before, and the last one it follows', () => {
    expect([1, 2, 3].map((n) => positionLabel(n, items))).toEqual([
      '1 (first, before Package FB-FT101)',
      '2 (before Package FB-FT102)',
      '3 (last, after Package FB-FT102)',
    ]);
  });

  it('offers an empty list its one place', () => {
    expect(positionLabel(1, [])).toBe('1 (first)');
  });
});

describe('an empty list', () => {
  const round = { canEdit: false, turnStatus: 'WAITING', status: 'OPEN' } as const;

  it('asks for choices while they can be saved, and says when they can otherwise', () => {
    expect(emptyListText({ ...round, canEdit: true })).toBe(
      'Add your choices in the order you want them. Without a list, your turn is skipped.',
    );
    expect(emptyListText({ ...round, status: 'UPCOMING' })).toBe(
      'Without a list, your turn is skipped: add your choices once the round opens.',
    );
    expect(emptyListText({ ...round, turnStatus: 'PROCESSED' })).toBe('You had no list at your turn.');
    expect(emptyListText(round)).toBe('Without a list, your turn is skipped.');
  });
});

describe('unsavedNote', () => {
  it('names the screen’s save button once for the whole changed list', () => {
    expect(unsavedNote('Save list')).toBe(
      'Not saved yet: press Save list to keep your changes and to see where each choice stands.',
    );
    expect(unsavedNote('Save bids')).toContain('press Save bids to keep');
  });
});
