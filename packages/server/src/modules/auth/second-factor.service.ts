import {
  RAW_ERRORS,
  SECOND_FACTOR_PATH,
  SECOND_FACTOR_TOKEN_PARAM,
  SIGN_IN_TEXTS,
  TOTP_DIGITS,
} from '@crewline/protocol';
import { verify } from 'otplib';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { successEnvelope } from '../../exec/envelope';
import { clockTime } from '../../lib/local-time';
import type { SecretBox } from '../../lib/secret-box';
import { randomSecret, sha256 } from '../../lib/secrets';
import { findEmployee } from './auth.repository';
import { completeSignIn } from './complete-sign-in';
import { countFailure } from './lockout';
import { type CodeState, consumeToken, findUsableToken, insertToken, judgeCode } from './second-factor.repository';
import type { SignInDevice } from './sessions.service';

export const TOKEN_TTL_MS = 5 * 60_000;
const TOTP_PERIOD_S = 30;

/** A one-time token for the second-factor page, returned as the page's absolute URL. */
export async function issueSecondFactorUrl(
  db: Db,
  passId: string,
  now: Date,
  origin: string,
  from: SignInDevice,
): Promise<string> {
  const token = randomSecret(32);
  await insertToken(db, {
    tokenHash: sha256(token),
    passId,
    now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
    device: from.device ?? null,
    platform: from.platform ?? null,
  });
  return `${origin}${SECOND_FACTOR_PATH}?${SECOND_FACTOR_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

export type SecondFactorOutcome =
  | { kind: 'signedIn'; response: Record<string, unknown> }
  | { kind: 'wrongCode'; message: string }
  | { kind: 'failed'; error: string };

const failed = (error: string): SecondFactorOutcome => ({ kind: 'failed', error });

export async function isTokenUsable(db: Db, token: string, now: Date): Promise<boolean> {
  return (await findUsableToken(db, sha256(token), now)) !== undefined;
}

/** Which time step a code belongs to, if any within one step either side of now (clocks a little apart). */
export async function matchedStep(secret: string, code: string, now: Date): Promise<number | undefined> {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return undefined;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: TOTP_PERIOD_S });
  return result.valid ? Math.floor(epoch / TOTP_PERIOD_S) + result.delta : undefined;
}

type CodeJudgement =
  | { kind: 'right' }
  | { kind: 'wrong' }
  | { kind: 'reused' }
  | { kind: 'locked'; until: Date }
  | { kind: 'notEnrolled' };

/**
 * One code against the account (not the sign-in): wrong codes count across sign-ins under the
 * password lockout policy and lock the account; an accepted code's time step is remembered and
 * that step and earlier ones are refused (RFC 6238 §5.2).
 */
async function judgeCodeAttempt(db: Db, passId: string, code: string, now: Date, secrets: SecretBox) {
  return judgeCode<CodeJudgement>(db, passId, async (row) => {
    const kept: CodeState = {
      failedCodes: row.failedCodes,
      failedCodesWindowStart: row.failedCodesWindowStart,
      lockedUntil: row.lockedUntil,
      totpLastStep: row.totpLastStep,
    };
    if (!row.totpSecret) return { state: kept, result: { kind: 'notEnrolled' } };
    if (row.lockedUntil && row.lockedUntil > now) {
      return { state: kept, result: { kind: 'locked', until: row.lockedUntil } };
    }
    const step = await matchedStep(secrets.open(row.totpSecret), code, now);
    if (step !== undefined && (row.totpLastStep === null || step > row.totpLastStep)) {
      const state = { failedCodes: 0, failedCodesWindowStart: null, lockedUntil: null, totpLastStep: step };
      return { state, result: { kind: 'right' } };
    }
    if (step !== undefined) return { state: kept, result: { kind: 'reused' } };
    const counted = countFailure(
      { failedLogins: row.failedCodes, failedWindowStart: row.failedCodesWindowStart, lockedUntil: row.lockedUntil },
      now,
    );
    const state = {
      failedCodes: counted.failedLogins,
      failedCodesWindowStart: counted.failedWindowStart,
      lockedUntil: counted.lockedUntil,
      totpLastStep: row.totpLastStep,
    };
    return { state, result: counted.lockedUntil ? { kind: 'locked', until: counted.lockedUntil } : { kind: 'wrong' } };
  });
}

/** Checks a code against the token's employee; on success the token is spent and a session opened. */
export async function verifySecondFactor(
  db: Db,
  token: string,
  code: string,
  now: Date,
  config: Config,
): Promise<SecondFactorOutcome> {
  const tokenHash = sha256(token);
  const usable = await findUsableToken(db, tokenHash, now);
  if (!usable) return failed(RAW_ERRORS.sessionNotFound);
  const judged = await judgeCodeAttempt(db, usable.passId, code.trim(), now, config.secrets);
  if (!judged || judged.kind === 'notEnrolled') return failed(RAW_ERRORS.sessionNotFound);

  switch (judged.kind) {
    case 'locked':
      // The sign-in ends here: the token is spent and the page says until when.
      await consumeToken(db, tokenHash, now);
      return failed(
        RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.secondFactorLocked(clockTime(judged.until, config.timeZone))),
      );
    case 'reused':
      return { kind: 'wrongCode', message: SIGN_IN_TEXTS.secondFactorReused };
    case 'wrong':
      return { kind: 'wrongCode', message: SIGN_IN_TEXTS.secondFactorWrong };
  }
  // Only one request can spend the token, however many arrive with the right code.
  if (!(await consumeToken(db, tokenHash, now))) return failed(RAW_ERRORS.sessionNotFound);
  const employee = await findEmployee(db, usable.passId);
  if (!employee) return failed(RAW_ERRORS.sessionNotFound);
  const result = await completeSignIn(db, employee, now, config, usable);
  return { kind: 'signedIn', response: successEnvelope('mta_login', result).Response };
}
