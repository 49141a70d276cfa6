import { SESSIONS_TEXTS, type SignedInSession } from '@crewline/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { demoProfile } from '../../../../test/demo-profiles';
import { endSession, startSession } from '../../../session/session.store';
import { sessionFacts } from './session-facts';

const phone: SignedInSession = {
  session: '0123456789abcdef',
  device: 'Crewline app on Pixel 8',
  platform: 'android',
  signedInAt: '2026-11-30T13:05:00Z',
  lastUsedAt: '2026-11-30T19:45:00Z',
  current: false,
};

describe('a signed-in device', () => {
  afterEach(() => endSession());

  it("says its platform, and when it signed in and was last used in the agency's time", () => {
    startSession({ ...demoProfile('200001'), timeZone: 'America/New_York' }, 'ticket');
    expect(sessionFacts(phone)).toEqual([
      SESSIONS_TEXTS.platforms.android,
      `${SESSIONS_TEXTS.signedInAt} Mon 30-Nov-26 08:05A`,
      `${SESSIONS_TEXTS.lastUsedAt} Mon 30-Nov-26 02:45P`,
    ]);
    expect(sessionFacts({ ...phone, platform: null })[0]).toBe(SESSIONS_TEXTS.platformNotReported);
  });
});
