import { LOCKOUT_FAILURES, LOCKOUT_MINUTES, LOCKOUT_WINDOW_MINUTES } from '@crewline/protocol';
import type { FailureState } from './auth.repository';

/**
 * One more failure: a window older than LOCKOUT_WINDOW_MINUTES starts over, and the
 * LOCKOUT_FAILURES-th failure in a window locks the account for LOCKOUT_MINUTES.
 */
export function countFailure(state: FailureState, now: Date): FailureState {
  const windowStart = now.getTime() - LOCKOUT_WINDOW_MINUTES * 60_000;
  const fresh = state.failedWindowStart === null || state.failedWindowStart.getTime() <= windowStart;
  const failedLogins = fresh ? 1 : state.failedLogins + 1;
  return {
    failedLogins,
    failedWindowStart: fresh ? now : state.failedWindowStart,
    lockedUntil: failedLogins >= LOCKOUT_FAILURES ? new Date(now.getTime() + LOCKOUT_MINUTES * 60_000) : null,
  };
}
