import { RAW_ERRORS, SECOND_FACTOR_PATH, SIGN_IN_TEXTS, TOTP_DIGITS } from '@crewline/protocol';
import { verify } from 'otplib';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { successEnvelope } from '../../exec/envelope';
import { randomSecret, sha256 } from '../../lib/secrets';
import { findEmployee } from './auth.repository';
import { completeSignIn } from './complete-sign-in';
import { consumeToken, findUsableToken, insertToken, recordWrongCode } from './second-factor.repository';

export const TOKEN_TTL_MS = 5 * 60_000;
export const MAX_WRONG_CODES = 5;
const TOTP_PERIOD_S = 30;

/** A one-time token for the second-factor page, returned as the page's absolute URL. */
export async function issueSecondFactorUrl(db: Db, passId: string, now: Date, origin: string): Promise<string> {
  const token = randomSecret(32);
  await insertToken(db, { tokenHash: sha256(token), passId, now, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS) });
  return `${origin}${SECOND_FACTOR_PATH}?token=${encodeURIComponent(token)}`;
}

export type SecondFactorOutcome =
  | { kind: 'signedIn'; response: Record<string, unknown> }
  | { kind: 'wrongCode'; message: string }
  | { kind: 'failed'; error: string };

const failed = (error: string): SecondFactorOutcome => ({ kind: 'failed', error });

export async function isTokenUsable(db: Db, token: string, now: Date): Promise<boolean> {
  return (await findUsableToken(db, sha256(token), now)) !== undefined;
}

async function codeMatches(secret: string, code: string, now: Date): Promise<boolean> {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return false;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    // One step either side, for clocks a little apart.
    epochTolerance: TOTP_PERIOD_S,
  });
  return result.valid;
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
  const employee = await findEmployee(db, usable.passId);
  if (!employee?.totpSecret) return failed(RAW_ERRORS.sessionNotFound);

  if (!(await codeMatches(employee.totpSecret, code.trim(), now))) {
    const counted = await recordWrongCode(db, tokenHash, now, MAX_WRONG_CODES);
    if (!counted) return failed(RAW_ERRORS.sessionNotFound);
    if (counted.usedAt !== null) return failed(SIGN_IN_TEXTS.secondFactorTooMany);
    return { kind: 'wrongCode', message: SIGN_IN_TEXTS.secondFactorWrong };
  }
  // Only one request can spend the token, however many arrive with the right code.
  if (!(await consumeToken(db, tokenHash, now))) return failed(RAW_ERRORS.sessionNotFound);
  const result = await completeSignIn(db, employee, now, config);
  return { kind: 'signedIn', response: successEnvelope('mta_login', result).Response };
}
