import {
  LOCKOUT_FAILURES,
  LOCKOUT_MINUTES,
  LOCKOUT_WINDOW_MINUTES,
  type ServiceElements,
  SIGN_IN_TEXTS,
} from '@crewline/protocol';
import type { Config } from '../../config';
import { RefusalError } from '../../exec/errors';
import { type HandlerContext, type InputOf, type SignedInContext, Ticketed } from '../../exec/handlers';
import { clockTime, localIsoDate } from '../../lib/local-time';
import { type EmployeeRecord, type FailureState, judgeAttempt } from './auth.repository';
import { completeSignIn, type LoginElements } from './complete-sign-in';
import { checkPassword } from './password';
import { profileElements, secondFactorElements } from './profile';
import { issueSecondFactorUrl } from './second-factor.service';
import { closeSession } from './sessions.service';

const invalidCredentials = () => new RefusalError(SIGN_IN_TEXTS.invalidCredentials);
const locked = (until: Date, config: Config) =>
  new RefusalError(SIGN_IN_TEXTS.locked(clockTime(until, config.timeZone)));

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

type Judgement = { kind: 'locked'; until: Date } | { kind: 'wrong' } | { kind: 'right'; employee: EmployeeRecord };

/** Spec §7 Login: password, lockout, expiry, then a session or a second-factor URL. */
export async function signIn(
  { db, now, config, origin }: HandlerContext,
  input: InputOf<'mta_login'>,
): Promise<LoginElements | Ticketed<LoginElements>> {
  const passId = input.LOGIN_BLOCK_TI_PASS_0;
  const password = input.LOGIN_BLOCK_TI_SOCSEC_0;
  const outcome = await judgeAttempt<Judgement>(db, passId, async (row) => {
    if (row.lockedUntil && row.lockedUntil > now) {
      return { state: row, result: { kind: 'locked', until: row.lockedUntil } };
    }
    if (await checkPassword(row.passwordHash, password)) {
      return {
        state: { failedLogins: 0, failedWindowStart: null, lockedUntil: null },
        result: { kind: 'right', employee: row },
      };
    }
    const state = countFailure(row, now);
    return { state, result: state.lockedUntil ? { kind: 'locked', until: state.lockedUntil } : { kind: 'wrong' } };
  });
  if (!outcome) {
    await checkPassword(undefined, password); // as long as for a known pass id
    throw invalidCredentials();
  }
  if (outcome.kind === 'locked') throw locked(outcome.until, config);
  if (outcome.kind === 'wrong') throw invalidCredentials();
  const { employee } = outcome;

  if (employee.passwordExpiresOn !== null && employee.passwordExpiresOn < localIsoDate(now, config.timeZone)) {
    throw new RefusalError(SIGN_IN_TEXTS.passwordExpired(config.passwordResetLink));
  }
  if (employee.totpSecret) {
    return secondFactorElements(await issueSecondFactorUrl(db, passId, now, origin));
  }
  return completeSignIn(db, employee, now, config);
}

/** mta_loginTicket: the fresh profile of the session's employee, with its ticket. */
export async function loginTicket({
  db,
  session,
  now,
  config,
}: SignedInContext): Promise<ServiceElements<'mta_loginTicket'>> {
  return profileElements(db, session.employee, session.ticket, now, config);
}

/** mta_logout: ends the session; the envelope's ticket is emptied. */
export async function logout({
  db,
  session,
  now,
  config,
}: SignedInContext): Promise<Ticketed<ServiceElements<'mta_logout'>>> {
  await closeSession(db, session, now, config);
  return new Ticketed({ loggedOut: true as const }, { ticket: '', transactionId: session.transactionId });
}
