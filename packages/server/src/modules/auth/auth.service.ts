import { type ServiceElements, SIGN_IN_TEXTS } from '@crewline/protocol';
import type { Config } from '../../config';
import { RefusalError } from '../../exec/errors';
import {
  type EmployeeRow,
  type HandlerContext,
  type InputOf,
  type SignedInContext,
  Ticketed,
} from '../../exec/handlers';
import { clockTime, localIsoDate } from '../../lib/local-time';
import { type FailureState, judgeAttempt, judgeUnknownAttempt } from './auth.repository';
import { completeSignIn, type LoginElements } from './complete-sign-in';
import { countFailure } from './lockout';
import { checkPassword } from './password';
import { profileElements, secondFactorElements } from './profile';
import { issueSecondFactorUrl } from './second-factor.service';
import { closeSession } from './sessions.service';

const invalidCredentials = () => new RefusalError(SIGN_IN_TEXTS.invalidCredentials);
const locked = (until: Date, config: Config) =>
  new RefusalError(SIGN_IN_TEXTS.locked(clockTime(until, config.timeZone)));

type Judgement = { kind: 'locked'; until: Date } | { kind: 'wrong' } | { kind: 'right' };

const CLEARED: FailureState = { failedLogins: 0, failedWindowStart: null, lockedUntil: null };

/**
 * One password attempt against an account's counters: a locked account is refused without a
 * look at the password; a wrong one counts. Known and unknown pass ids go through this same
 * judgement (an unknown one with no hash), so neither the answer nor its timing tells them apart.
 */
async function judgePassword(
  row: FailureState,
  passwordHash: string | null | undefined,
  password: string,
  now: Date,
): Promise<{ state: FailureState; result: Judgement }> {
  if (row.lockedUntil && row.lockedUntil > now)
    return { state: row, result: { kind: 'locked', until: row.lockedUntil } };
  if (await checkPassword(passwordHash, password)) return { state: CLEARED, result: { kind: 'right' } };
  const state = countFailure(row, now);
  return { state, result: state.lockedUntil ? { kind: 'locked', until: state.lockedUntil } : { kind: 'wrong' } };
}

/** docs/product.md#sign-in: password, lockout, expiry, then a session or a second-factor URL. */
export async function signIn(
  { db, now, config, origin }: HandlerContext,
  input: InputOf<'mta_login'>,
): Promise<LoginElements | Ticketed<LoginElements>> {
  const passId = input.LOGIN_BLOCK_TI_PASS_0;
  const password = input.LOGIN_BLOCK_TI_SOCSEC_0;
  let employee: EmployeeRow | undefined;
  const known = await judgeAttempt(db, passId, async (row) => {
    const judged = await judgePassword(row, row.passwordHash, password, now);
    if (judged.result.kind === 'right') employee = row;
    return judged;
  });
  const outcome =
    known ?? (await judgeUnknownAttempt(db, passId, now, (row) => judgePassword(row, undefined, password, now)));
  if (outcome.kind === 'locked') throw locked(outcome.until, config);
  if (outcome.kind === 'wrong' || !employee) throw invalidCredentials();

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
