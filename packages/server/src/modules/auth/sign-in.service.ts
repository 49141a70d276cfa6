import { LOCKOUT_FAILURES, LOCKOUT_MINUTES, type SERVICES, SIGN_IN_TEXTS } from '@crewline/protocol';
import type { z } from 'zod';
import type { Config } from '../../config';
import { RefusalError } from '../../exec/errors';
import type { HandlerContext } from '../../exec/handlers';
import { clockTime, localIsoDate } from '../../lib/local-time';
import { completeSignIn, type LoginResult } from './complete-sign-in';
import { checkPassword } from './password';
import { secondFactorElements } from './profile';
import { issueSecondFactorUrl } from './second-factor.service';
import { claimAttempt, clearFailures, findEmployee, lockAccount } from './sign-in.repository';

export type LoginInput = z.output<(typeof SERVICES)['mta_login']['request']>;

const invalidCredentials = () => new RefusalError(SIGN_IN_TEXTS.invalidCredentials);
const locked = (until: Date, config: Config) =>
  new RefusalError(SIGN_IN_TEXTS.locked(clockTime(until, config.timeZone)));

/** Spec §7 Login: password, lockout, expiry, then a session or a second-factor URL. */
export async function signIn({ db, now, config, origin, input }: HandlerContext<LoginInput>): Promise<LoginResult> {
  const passId = input.LOGIN_BLOCK_TI_PASS_0;
  const password = input.LOGIN_BLOCK_TI_SOCSEC_0;
  const employee = await findEmployee(db, passId);
  if (!employee) {
    await checkPassword(undefined, password);
    throw invalidCredentials();
  }

  const attempt = await claimAttempt(db, passId, now);
  if (!attempt) {
    // Locked since we read the row, perhaps by a concurrent attempt: say until when.
    const current = await findEmployee(db, passId);
    throw locked(current?.lockedUntil ?? employee.lockedUntil ?? now, config);
  }
  const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
  if (attempt.attempts > LOCKOUT_FAILURES) {
    // Only concurrent guesses get here: the limit was used up while they waited.
    await lockAccount(db, passId, lockUntil);
    throw locked(lockUntil, config);
  }

  if (!(await checkPassword(employee.passwordHash, password))) {
    if (attempt.attempts >= LOCKOUT_FAILURES) {
      await lockAccount(db, passId, lockUntil);
      throw locked(lockUntil, config);
    }
    throw invalidCredentials();
  }
  await clearFailures(db, passId);

  if (employee.passwordExpiresOn !== null && employee.passwordExpiresOn < localIsoDate(now, config.timeZone)) {
    throw new RefusalError(SIGN_IN_TEXTS.passwordExpired(config.passwordResetLink));
  }
  if (employee.totpSecret) {
    return { elements: secondFactorElements(await issueSecondFactorUrl(db, passId, now, origin)) };
  }
  return completeSignIn(db, employee, now, config);
}
