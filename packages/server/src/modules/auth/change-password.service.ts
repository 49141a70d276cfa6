import { addDays, isoToHeaderDate, PASSWORD_TEXTS, type ServiceElements, SIGN_IN_TEXTS } from '@crewline/protocol';
import { RefusalError } from '../../exec/errors';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { clockTime, localIsoDate } from '../../lib/local-time';
import { sha256 } from '../../lib/secrets';
import { readSignInAccount, settleSignInAttempt } from './auth.repository';
import { keepSessionReadOthers, replacePassword } from './change-password.repository';
import { activeLock, judgeCheckedPassword } from './lockout';
import { checkPassword, hashPassword } from './password';
import { passwordProblem } from './password-rules';
import { forgetProfile } from './profile';
import { forgetSession } from './sessions.service';

/**
 * mta_changePassword (docs/product.md#change-password). The new password is held to the rules
 * first, then the current one checked as a sign-in checks it: a wrong one counts towards the
 * account's lockout like a wrong sign-in (a stolen session cannot try passwords freely) and
 * writes nothing else. The change sets the new expiry, PASSWORD_DAYS from today, and ends every
 * other session of the employee in every process (the employees_sessions_end trigger, told to
 * spare this one); this device stays signed in. When the agency's directory keeps passwords
 * (AUTH_DIRECTORY=ldap) it is refused in words before anything is read.
 */
export async function changePassword(
  { db, session, now, config }: SignedInContext,
  input: InputOf<'mta_changePassword'>,
): Promise<ServiceElements<'mta_changePassword'>> {
  if (config.directory) throw new RefusalError(PASSWORD_TEXTS.byDirectory);
  const { passId } = session;
  const problem = passwordProblem(passId, input.newPassword);
  if (problem) throw new RefusalError(problem);
  if (input.newPassword === input.currentPassword) throw new RefusalError(PASSWORD_TEXTS.unchanged);

  const locked = (until: Date) => {
    // The lock ended this session too (the employees_sessions_end trigger): this process forgets it now.
    forgetSession(db, config, sha256(session.ticket));
    return new RefusalError(SIGN_IN_TEXTS.locked(clockTime(until, config.timeZone)));
  };
  const before = await readSignInAccount(db, passId);
  const lock = activeLock(before, now);
  if (lock) throw locked(lock);
  const right = await checkPassword(before.passwordHash, input.currentPassword);
  const judged = await settleSignInAttempt(db, passId, (account) =>
    judgeCheckedPassword(account, right && account.employee?.passwordHash === before.passwordHash, now),
  );
  if (judged.kind === 'locked') throw locked(judged.until);
  if (judged.kind === 'wrong' || before.passwordHash === null) throw new RefusalError(PASSWORD_TEXTS.currentWrong);

  const newHash = await hashPassword(input.newPassword);
  const expiresOn = addDays(localIsoDate(now, config.timeZone), config.passwordDays);
  const signedOut = await db.transaction(async (tx) => {
    const others = await keepSessionReadOthers(tx, passId, session.id);
    // Only over the password just checked: one changed meanwhile (another device) is not overwritten.
    const changed = await replacePassword(tx, passId, before.passwordHash as string, {
      passwordHash: newHash,
      passwordExpiresOn: expiresOn,
    });
    if (!changed) throw new RefusalError(PASSWORD_TEXTS.currentWrong);
    return others;
  });
  // Read again, in this process, with the new expiry; the others learn of the ended sessions by the trigger's notice.
  for (const ticketHash of [...signedOut, sha256(session.ticket)]) forgetSession(db, config, ticketHash);
  forgetProfile(db, config, passId, now);
  return {
    passwordExpiresOn: expiresOn,
    HEADER_PWD_EXPIRATION_DATE_0: isoToHeaderDate(expiresOn),
    signedOutOthers: signedOut.length,
  };
}
