import { type ServiceElements, SIGN_IN_TEXTS } from '@crewline/protocol';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { RefusalError, WarnedRefusal } from '../../exec/errors';
import {
  type EmployeeRow,
  type HandlerContext,
  type InputOf,
  type SignedInContext,
  Ticketed,
} from '../../exec/handlers';
import { deviceLabel } from '../../lib/device-label';
import { clockTime, localIsoDate } from '../../lib/local-time';
import { endPushOfSession } from '../devices';
import { readSignInAccount, settleSignInAttempt } from './auth.repository';
import { completeSignIn, type LoginElements } from './complete-sign-in';
import { checkDirectoryPassword } from './directory';
import { activeLock, judgeCheckedPassword, type PasswordJudgement } from './lockout';
import { checkPassword } from './password';
import { profileElements, secondFactorElements } from './profile';
import { issueSecondFactorUrl } from './second-factor.service';
import { closeSession } from './sessions.service';

const invalidCredentials = () => new RefusalError(SIGN_IN_TEXTS.invalidCredentials);
const locked = (until: Date, config: Config) =>
  new RefusalError(SIGN_IN_TEXTS.locked(clockTime(until, config.timeZone)));

/**
 * Whether a password is the pass id's: against the directory when the agency's checks passwords
 * (config.directory), else against the stored hash. A directory that does not answer refuses the
 * attempt in words and warns the operator (the directory's address and the fault, never the
 * password); the attempt then counts for nothing.
 */
async function passwordMatches(config: Config, passId: string, storedHash: string | null, password: string) {
  if (!config.directory) return checkPassword(storedHash, password);
  const answer = await checkDirectoryPassword(config.directory, passId, password);
  if (answer.kind === 'unavailable') {
    throw new WarnedRefusal(SIGN_IN_TEXTS.directoryUnavailable, 'the sign-in directory did not answer', {
      directory: config.directory.url,
      fault: answer.reason,
    });
  }
  return answer.kind === 'right';
}

/**
 * One password attempt. A locked account is refused without a look at the password. The
 * password is checked (argon2, some 15 ms of CPU, or a bind to the directory) outside any
 * transaction: the embedded database runs one transaction at a time, and a check inside one held
 * every other call back. The attempt is then settled against the counters as they stand, its row
 * locked, so concurrent attempts are judged one after another exactly as before: a guess never
 * slips past the limit. Known and unknown pass ids go through the same statements and the same
 * check (an unknown one against a dummy hash, or a bind the directory refuses), so neither the
 * answer nor its timing tells them apart. With the directory, a password it accepts is right only
 * for an employee of ours: anyone else's counts as wrong.
 */
async function judgeSignIn(db: Db, config: Config, passId: string, password: string, now: Date) {
  const before = await readSignInAccount(db, passId);
  const lock = activeLock(before, now);
  if (lock) return { judgement: { kind: 'locked', until: lock } as PasswordJudgement, employee: undefined };
  const right = await passwordMatches(config, passId, before.passwordHash, password);
  let employee: EmployeeRow | undefined;
  const judgement = await settleSignInAttempt(db, passId, (account) => {
    // A password changed while this one was checked: the check was against the old one.
    const stillRight = config.directory
      ? right && account.employee !== undefined
      : right && account.employee?.passwordHash === before.passwordHash;
    const judged = judgeCheckedPassword(account, stillRight, now);
    if (judged.result.kind === 'right') employee = account.employee;
    return judged;
  });
  return { judgement, employee };
}

/** docs/product.md#sign-in: password, lockout, expiry, then a session or a second-factor URL. */
export async function signIn(
  { db, now, config, origin, userAgent }: HandlerContext,
  input: InputOf<'mta_login'>,
): Promise<LoginElements | Ticketed<LoginElements>> {
  const passId = input.LOGIN_BLOCK_TI_PASS_0;
  const { judgement, employee } = await judgeSignIn(db, config, passId, input.LOGIN_BLOCK_TI_SOCSEC_0, now);
  if (judgement.kind === 'locked') throw locked(judgement.until, config);
  if (judgement.kind === 'wrong' || !employee) throw invalidCredentials();

  // The directory keeps its passwords' expiry itself: it refuses an expired one at the bind.
  const expired =
    !config.directory &&
    employee.passwordExpiresOn !== null &&
    employee.passwordExpiresOn < localIsoDate(now, config.timeZone);
  if (expired) {
    throw new RefusalError(SIGN_IN_TEXTS.passwordExpired(config.passwordResetLink));
  }
  const from = { device: deviceLabel(userAgent), platform: input.DEVICE_PLATFORM ?? null };
  if (employee.totpSecret) {
    return secondFactorElements(await issueSecondFactorUrl(db, passId, now, origin, from));
  }
  return completeSignIn(db, employee, now, config, from);
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
  // A shared depot PC must not keep receiving this employee's notifications.
  await endPushOfSession(db, session.id);
  return new Ticketed({ loggedOut: true as const }, { ticket: '', transactionId: session.transactionId });
}
