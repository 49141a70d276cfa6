import { z } from 'zod';
import { TOTP_DIGITS } from '../constants';
import { request } from '../envelope';
import type { ServiceDef } from '../service-def';
import { loginElements, loginRequest, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TEXTS } from './auth';

/** Hours an enrolment code stays valid from when the office makes it (docs/product.md#enrolment). */
export const ENROL_CODE_HOURS = 72;
/** The letters an enrolment code is made of: no 0/O, 1/I/L or U, so it reads aloud and types back without doubt. */
export const ENROL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
export const ENROL_CODE_LENGTH = 12;

/** Whether enrolment asks for a second factor (SECOND_FACTOR). */
export const SECOND_FACTOR_POLICIES = ['required', 'optional', 'off'] as const;
export type SecondFactorPolicy = (typeof SECOND_FACTOR_POLICIES)[number];

/** Texts of Set up your account, and the refusals of enrolment, read by the employee as they stand. */
export const ENROL_TEXTS = {
  link: 'Set up your account',
  backToSignIn: 'Back to sign in',
  title: 'Set up your account',
  intro: 'Enter your pass ID and the enrolment code the office gave you. The code works once, for 72 hours.',
  passId: 'Pass ID',
  code: 'Enrolment code',
  continue: 'Continue',
  codeFormat: `The enrolment code is ${ENROL_CODE_LENGTH} letters and digits, as the office gave it.`,
  invalidCode:
    'The pass id or enrolment code is not correct, or the code has expired or was already used. Check them, or ask the office for a new code.',
  locked: (until: string) =>
    `Too many wrong attempts. Enrolment and sign-in are locked for your pass id until ${until}.`,
  alreadyDone: 'Your account is already set up with this code. Sign in with your new password.',
  passwordStep: 'Choose your password',
  passwordFor: (passId: string) => `The password you will sign in with as ${passId}.`,
  secondFactorStep: 'Set up your authenticator app',
  scan: 'Scan this QR code with your authenticator app (for example Google Authenticator or Microsoft Authenticator).',
  qrAlt: (key: string) => `QR code for your authenticator app. Can't scan it? Enter the key ${key}.`,
  cantScan: "Can't scan? Enter this key in your authenticator app:",
  firstCode: 'The 6-digit code your app shows now',
  totpFormat: `The code from your authenticator app is ${TOTP_DIGITS} digits.`,
  totpWrong:
    'That code is not correct. Check that the time on your phone is right and enter the code your app shows now.',
  totpRequired: 'Your agency requires an authenticator app: enter the code it shows to finish.',
  optionalSecondFactor:
    'An authenticator app keeps your account safe even if someone learns your password. You may skip it.',
  skipSecondFactor: 'Skip, sign in with my password only',
  finish: 'Finish and sign in',
} as const;

const passId = loginRequest.shape.LOGIN_BLOCK_TI_PASS_0;

const code = z
  .string()
  .max(64, ENROL_TEXTS.codeFormat)
  // Spaces, dashes and lower case as people type or copy it.
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[${ENROL_CODE_ALPHABET}]{${ENROL_CODE_LENGTH}}$`), ENROL_TEXTS.codeFormat))
  .describe('The enrolment code the office gave; spaces, dashes and case do not matter.');

export const enrolStartRequest = request({ passId, code });
export const enrolStartElements = z.object({
  secondFactor: z
    .enum(SECOND_FACTOR_POLICIES)
    .describe('Whether the agency requires an authenticator app (required), offers it (optional) or not (off).'),
  totpKey: z
    .string()
    .describe('The new TOTP secret in base32, to type into an authenticator app; empty when secondFactor is off.'),
  otpauthUri: z.string().describe('The otpauth:// URI the QR code holds; empty when secondFactor is off.'),
});

export const enrolFinishRequest = request({
  passId,
  code,
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TEXTS.tooShort)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TEXTS.tooLong)
    .describe('The password to set; the server also refuses one that holds the pass id or is a common password.'),
  totpCode: z
    .string()
    .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), ENROL_TEXTS.totpFormat)
    .optional()
    .describe('The first code of the authenticator app set up from mta_enrolStart; absent to skip an optional one.'),
  DEVICE_PLATFORM: loginRequest.shape.DEVICE_PLATFORM,
});

/** Enrolment: an employee sets up their own account with the office's one-time code. */
export const ENROL_SERVICES = {
  mta_enrolStart: {
    role: 'public',
    summary:
      'Checks a pass id and enrolment code; answers whether a second factor is needed and, if so, the TOTP secret to set up (the same one until the enrolment finishes).',
    request: enrolStartRequest,
    elements: enrolStartElements,
    unlogged: true,
  },
  mta_enrolFinish: {
    role: 'public',
    summary:
      "Sets the employee's password (and second factor) with the enrolment code, spends the code and signs in: answers as mta_login does.",
    request: enrolFinishRequest,
    elements: loginElements,
    unlogged: true,
  },
} as const satisfies Record<string, ServiceDef>;
