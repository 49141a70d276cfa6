import type { PreferenceRound } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { whyLocked } from '../../domain/pick/preference-words';
import { roundToShow } from './round-choice';

const round = (roundId: number, patch: Partial<PreferenceRound>): PreferenceRound => ({
  roundId,
  kind: 'WORK',
  seq: roundId,
  opensAt: '2026-11-20T11:00:00Z',
  closesAt: '2026-12-04T22:00:00Z',
  status: 'OPEN',
  rank: 40,
  participants: 300,
  turnAt: '2026-11-27T19:45:00Z',
  turnStatus: 'WAITING',
  canEdit: true,
  list: null,
  award: null,
  ...patch,
});

describe('the round the overview shows', () => {
  it('is the chosen one when it exists', () => {
    const rounds = [round(7, {}), round(8, { status: 'UPCOMING' })];
    expect(roundToShow(rounds, 8)?.roundId).toBe(8);
    expect(roundToShow(rounds, 99)?.roundId).toBe(7);
  });

  it('is otherwise the open round with the turn to come, then an open one, then the first', () => {
    const processed = round(7, { turnStatus: 'PROCESSED', canEdit: false });
    expect(roundToShow([processed, round(8, {})], undefined)?.roundId).toBe(8);
    expect(roundToShow([round(6, { status: 'CLOSED' }), processed], undefined)?.roundId).toBe(7);
    expect(roundToShow([round(6, { status: 'UPCOMING' })], undefined)?.roundId).toBe(6);
    expect(roundToShow([], undefined)).toBeUndefined();
  });

  it('says why a list cannot be changed', () => {
    expect(whyLocked(round(7, {}))).toBeUndefined();
    expect(whyLocked(round(7, { canEdit: false, turnStatus: 'PROCESSED' }))).toMatch(/processed/);
    expect(whyLocked(round(7, { canEdit: false, status: 'UPCOMING' }))).toMatch(/not open yet/);
    expect(whyLocked(round(7, { canEdit: false, status: 'CLOSED' }))).toMatch(/closed/);
    expect(whyLocked(round(7, { canEdit: false }))).toMatch(/turn has come/);
  });
});
