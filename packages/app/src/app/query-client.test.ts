import { MESSAGES } from '@crewline/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { demoProfile } from '../../test/demo-profiles';
import { feedbackStore } from '../api/feedback.store';
import { ServiceError } from '../lib/service-error';
import { endSession, startSession } from '../session/session.store';
import { reportScreenError } from './query-client';

const expired = () => new ServiceError({ message: MESSAGES.sessionExpired, sessionExpired: true }, 'mta_calendarFeed');

describe('reportScreenError', () => {
  afterEach(() => {
    endSession();
    feedbackStore.set(undefined);
  });

  it('sends a signed-in user back to sign-in when their session has expired', () => {
    startSession(demoProfile('200002'), 'ticket');
    reportScreenError(expired());
    expect(feedbackStore.get()).toEqual({ kind: 'session-expired', message: MESSAGES.sessionExpired });
  });

  it('says nothing of a screen refetching after the user signed out', () => {
    reportScreenError(expired());
    expect(feedbackStore.get()).toBeUndefined();
  });

  it('still reports other failures', () => {
    reportScreenError(new ServiceError({ message: MESSAGES.remoteSystemError, sessionExpired: false }));
    expect(feedbackStore.get()).toEqual({ kind: 'popup', message: MESSAGES.remoteSystemError });
  });
});
