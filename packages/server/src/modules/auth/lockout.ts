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

/** The lock in force on an account, if any. */
export const activeLock = (state: FailureState, now: Date): Date | undefined =>
  state.lockedUntil && state.lockedUntil > now ? state.lockedUntil : undefined;

export type PasswordJudgement = { kind: 'locked'; until: Date } | { kind: 'wrong' } | { kind: 'right' };

const CLEARED: FailureState = { failedLogins: 0, failedWindowStart: null, lockedUntil: null };

/**
 * A checked password against the account's counters as they stand when the attempt is settled:
 * an account locked meanwhile refuses it whatever the password was (it comes after the lock);
 * a right one clears the failures, a wrong one counts.
 */
export function judgeCheckedPassword(
  state: FailureState,
  right: boolean,
  now: Date,
): { state: FailureState; result: PasswordJudgement } {
  const lock = activeLock(state, now);
  if (lock) return { state, result: { kind: 'locked', until: lock } };
  if (right) return { state: CLEARED, result: { kind: 'right' } };
  const counted = countFailure(state, now);
  return {
    state: counted,
    result: counted.lockedUntil ? { kind: 'locked', until: counted.lockedUntil } : { kind: 'wrong' },
  };
}
