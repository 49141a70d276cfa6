import { addDays, ENROL_TEXTS, type ServiceElements } from '@crewline/protocol';
import { generateSecret, generateURI } from 'otplib';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { RefusalError } from '../../exec/errors';
import type { HandlerContext, InputOf, Ticketed } from '../../exec/handlers';
import { deviceLabel } from '../../lib/device-label';
import { clockTime, localIsoDate } from '../../lib/local-time';
import { safeEqual, sha256 } from '../../lib/secrets';
import { findEmployee, readSignInAccount, settleSignInAttempt } from './auth.repository';
import { completeSignIn, type LoginElements } from './complete-sign-in';
import { type EnrolmentCodeRow, latestEnrolmentCode, pendingTotpSecret, writeEnrolment } from './enrolment.repository';
import { activeLock, judgeCheckedPassword } from './lockout';
import { hashPassword } from './password';
import { passwordProblem } from './password-rules';
import { forgetProfile } from './profile';
import { matchedStep } from './second-factor.service';

/** The name authenticator apps show beside the code. */
const TOTP_ISSUER = 'Crewline';

/** Compared against when the pass id has no code, so the check costs the same. */
const NO_CODE = sha256('no enrolment code');

const refused = (text: string) => new RefusalError(text);

/** A code already spent: sign in, with the password the employee chose or the directory's. */
const alreadyDone = (config: Config) =>
  refused(config.directory ? ENROL_TEXTS.doneWithDirectory : ENROL_TEXTS.alreadyDone);

/**
 * With AUTH_DIRECTORY=ldap the directory keeps the password, so enrolment sets up only the second
 * factor; with SECOND_FACTOR=off there is nothing to set up, and both calls are refused in words
 * before the code is looked at (so no guess is counted). docs/adr/0020-directory-sign-in.md.
 */
function refuseWithDirectory(config: Config): void {
  if (config.directory && config.secondFactor === 'off') throw refused(ENROL_TEXTS.byDirectory);
}

/**
 * The code of an enrolment call, judged like a password at sign-in: a locked pass id is refused
 * first; a wrong or expired code counts towards the very counters a wrong password does (so
 * guesses at enrolment and at sign-in share the LOCKOUT_FAILURES), and a right one clears them.
 * Known and unknown pass ids run the same statements and say the same words. A code already
 * spent is said so without counting: it is a retry of a finished enrolment.
 */
async function checkedCode(db: Db, passId: string, code: string, now: Date, config: Config) {
  const locked = (until: Date) => refused(ENROL_TEXTS.locked(clockTime(until, config.timeZone)));
  const lock = activeLock(await readSignInAccount(db, passId), now);
  if (lock) throw locked(lock);
  const row = await latestEnrolmentCode(db, passId);
  const matches = safeEqual(row?.codeHash ?? NO_CODE, sha256(code)) && row !== undefined;
  if (matches && row.usedAt !== null) throw alreadyDone(config);
  const right = matches && row.expiresAt > now;
  const judged = await settleSignInAttempt(db, passId, (account) => judgeCheckedPassword(account, right, now));
  if (judged.kind === 'locked') throw locked(judged.until);
  if (judged.kind === 'wrong' || !right) throw refused(ENROL_TEXTS.invalidCode);
  return row as EnrolmentCodeRow;
}

/** mta_enrolStart: the code checked, and the second factor to set up, the same on every ask. */
export async function enrolStart(
  { db, now, config }: HandlerContext,
  input: InputOf<'mta_enrolStart'>,
): Promise<ServiceElements<'mta_enrolStart'>> {
  refuseWithDirectory(config);
  const row = await checkedCode(db, input.passId, input.code, now, config);
  const policy = config.secondFactor;
  if (policy === 'off') return { secondFactor: policy, totpKey: '', otpauthUri: '' };
  const sealed = await pendingTotpSecret(db, row.id, () => config.secrets.seal(generateSecret()));
  if (!sealed) throw alreadyDone(config);
  const secret = config.secrets.open(sealed);
  return {
    secondFactor: policy,
    totpKey: secret,
    otpauthUri: generateURI({ issuer: TOTP_ISSUER, label: input.passId, secret }),
    ...(config.directory ? { passwordStep: false } : {}),
  };
}

/** The second factor an enrolment sets: the pending secret its first code confirmed, or none. */
async function confirmedSecondFactor(row: EnrolmentCodeRow, totpCode: string | undefined, now: Date, config: Config) {
  if (config.secondFactor === 'off') return { totpSecret: null, totpLastStep: null };
  if (totpCode === undefined) {
    // In directory mode the second factor is all an enrolment sets.
    if (config.directory) throw refused(ENROL_TEXTS.directoryTotpNeeded);
    if (config.secondFactor === 'required') throw refused(ENROL_TEXTS.totpRequired);
    return { totpSecret: null, totpLastStep: null };
  }
  if (!row.pendingTotpSecret) throw refused(ENROL_TEXTS.totpWrong);
  const step = await matchedStep(config.secrets.open(row.pendingTotpSecret), totpCode, now);
  if (step === undefined) throw refused(ENROL_TEXTS.totpWrong);
  return { totpSecret: row.pendingTotpSecret, totpLastStep: step };
}

/**
 * mta_enrolFinish (docs/product.md#enrolment): the new password held to the rules (before any
 * read), the code checked, the first TOTP code against the secret mta_enrolStart showed; then
 * password, expiry and second factor set and the code spent in one transaction, and a session
 * opened as a sign-in opens one. A retry after it finished is told to sign in, writing nothing.
 */
export async function enrolFinish(
  context: HandlerContext,
  input: InputOf<'mta_enrolFinish'>,
): Promise<Ticketed<LoginElements> | ServiceElements<'mta_enrolFinish'>> {
  const { db, now, config, userAgent } = context;
  refuseWithDirectory(config);
  if (config.directory) return enrolSecondFactorOnly(context, input);
  const { passId, newPassword } = input;
  if (newPassword === undefined) throw refused(ENROL_TEXTS.passwordRequired);
  const problem = passwordProblem(passId, newPassword);
  if (problem) throw refused(problem);
  const row = await checkedCode(db, passId, input.code, now, config);
  const factor = await confirmedSecondFactor(row, input.totpCode, now, config);
  const passwordHash = await hashPassword(newPassword);
  const written = await writeEnrolment(db, {
    codeId: row.id,
    passId,
    passwordHash,
    passwordExpiresOn: addDays(localIsoDate(now, config.timeZone), config.passwordDays),
    ...factor,
    now,
  });
  if (!written) throw refused(ENROL_TEXTS.alreadyDone);
  forgetProfile(db, config, passId, now);
  const employee = await findEmployee(db, passId);
  if (!employee) throw refused(ENROL_TEXTS.invalidCode);
  return completeSignIn(db, employee, now, config, {
    device: deviceLabel(userAgent),
    platform: input.DEVICE_PLATFORM ?? null,
  });
}

/**
 * mta_enrolFinish with AUTH_DIRECTORY=ldap: a new password is refused before any read (the
 * directory keeps it); the code checked and the first TOTP code against the secret
 * mta_enrolStart showed, then only the second factor set and the code spent, in one transaction.
 * No session is opened: the password was never checked, so the employee signs in with the
 * directory's (which also lets the directory refuse someone it no longer holds).
 */
async function enrolSecondFactorOnly(
  { db, now, config }: HandlerContext,
  input: InputOf<'mta_enrolFinish'>,
): Promise<ServiceElements<'mta_enrolFinish'>> {
  if (input.newPassword !== undefined) throw refused(ENROL_TEXTS.passwordByDirectory);
  const { passId } = input;
  const row = await checkedCode(db, passId, input.code, now, config);
  const factor = await confirmedSecondFactor(row, input.totpCode, now, config);
  const written = await writeEnrolment(db, { codeId: row.id, passId, ...factor, now });
  if (!written) throw alreadyDone(config);
  forgetProfile(db, config, passId, now);
  return { SIGN_IN_WITH_DIRECTORY: 'Y' };
}
