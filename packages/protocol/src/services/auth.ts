import { z } from 'zod';
import { FALLBACK_LOGIN_VERSION, LOGIN_PLATFORM, TOTP_DIGITS } from '../constants';
import { metaSchema, request } from '../envelope';
import { OFFICE_ROLES } from '../roles';
import type { ServiceDef } from '../service-def';
import { DEVICE_PLATFORMS } from './devices';

/** docs/product.md#validation: blank or whitespace text counts as absent. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .transform((s) => s.trim());

export const loginRequest = z.looseObject({
  meta: metaSchema,
  LOGIN_BLOCK_TI_PASS_0: text(32)
    .pipe(z.string().regex(/^\d{1,12}$/, 'Pass id must be digits only (up to 12).'))
    .describe('Pass id.'),
  LOGIN_BLOCK_TI_SOCSEC_0: z.string().min(1, 'Password is required.').max(256).describe('Password.'),
  LOGIN_BLOCK_LISTDB_0: z
    .union([z.number().int(), z.string().max(8)])
    .describe('Index of the environment chosen at start-up.'),
  Version: z.string().max(32).default(FALLBACK_LOGIN_VERSION).describe('App version.'),
  Platform: z.string().max(32).default(LOGIN_PLATFORM).describe("Always 'ionic'."),
  DEVICE_PLATFORM: z
    .enum(DEVICE_PLATFORMS, { error: `The device platform must be one of ${DEVICE_PLATFORMS.join(', ')}.` })
    .optional()
    .describe(
      'Where the app runs: ios, android, desktop or web. Shown with the session in mta_sessions; absent from apps that do not send it.',
    ),
});

export const profileElementsShape = {
  HEADER_PASS_0: z.string().describe('Pass id.'),
  HEADER_NAME_0: z.string().describe('Full name.'),
  HEADER_DEPARTMENT_0: z.string().describe('Department code, e.g. DOB or RTO.'),
  HEADER_TITLE_CLASS_0: z.string().describe('Title class, e.g. HR.'),
  HEADER_TITLE_0: z.string().describe('Job title.'),
  HEADER_SENIORITY_NUMBER_0: z.string().describe('Seniority number (1 is the most senior).'),
  HEADER_PWD_EXPIRATION_DATE_0: z.string().describe('Password expiry as DD-MMM-YYYY; empty when none.'),
  division: z.string().describe('Division; the app derives dept from it (DOB or RTO).'),
  subdivision: z.string().describe('Subdivision, e.g. SIRTOA.'),
  PICK_DATES_DATE_TIME: z
    .string()
    .describe('Date and time of the upcoming pick turn (DD-MMM-YYYY hh:mm); empty when none.'),
  PICK_DATES_TYPE: z.string().describe('Type of the upcoming pick; empty when none.'),
  PICK_DATES_DESCRIPTION: z.string().describe('Description of the upcoming pick; empty when none.'),
  PICK_DATES_START: z.string().describe('Pick start date, DD-MMM-YYYY; empty when none.'),
  PICK_DATES_END: z.string().describe('Pick end date, DD-MMM-YYYY; empty when none.'),
  PICK_DATES_EFFECTIVE: z.string().describe('Date the picked work takes effect, DD-MMM-YYYY; empty when none.'),
  PICK_DATES_EXPIRATION: z.string().describe('Date the picked work expires, DD-MMM-YYYY; empty when none.'),
  has_upcoming_medical: z.enum(['Y', 'N']).describe("'Y' when a medical appointment is scheduled."),
  AGENCY_TIME_ZONE: z
    .string()
    .max(64)
    .optional()
    .describe(
      "The agency's time zone (IANA name, e.g. America/New_York): the app shows every time and date in it, as PICK_DATES_DATE_TIME is. Absent from gateways that do not send it; the app then uses the device's.",
    ),
  OFFICE_ROLE: z
    .enum(['', ...OFFICE_ROLES])
    .optional()
    .describe(
      'The pick office role (PICK_CLERK or PICK_SUPERVISOR); empty for everyone else. The app opens the office (/office) for an office person. Absent from gateways that do not send it.',
    ),
  OFFICE_GROUPS: z
    .string()
    .optional()
    .describe("A PICK_CLERK's depots and terminals, whose pick groups they run, separated by ';'; empty otherwise."),
  PASSWORD_BY_DIRECTORY: z
    .enum(['Y', 'N'])
    .optional()
    .describe(
      "'Y' when the agency's directory checks and keeps passwords (AUTH_DIRECTORY=ldap): Crewline neither changes nor expires them, HEADER_PWD_EXPIRATION_DATE_0 is empty and mta_changePassword refuses, so the app offers neither a change of password nor an expiry note. Absent from gateways that do not send it: read as 'N'.",
    ),
  AP_TICKET: z.string().describe('The session ticket; empty until the second factor is passed.'),
} as const;

export const loginElements = z.object({
  DUO_AUTH_URL: z.string().describe('Second-factor page to open; empty when none is needed.'),
  ...profileElementsShape,
});

export type LoginElements = z.infer<typeof loginElements>;

export const loginTicketRequest = request({});
export const loginTicketElements = z.object(profileElementsShape);

export const logoutRequest = request({});
export const logoutElements = z.object({ loggedOut: z.literal(true) });

/** Texts of the signed-in devices (About → Signed-in devices), read by the employee as they stand. */
export const SESSIONS_TEXTS = {
  title: 'Signed-in devices',
  explanation:
    'Where you are signed in to Crewline now. Sign out of any device you do not recognise, or that is no longer yours.',
  thisDevice: 'This device',
  signOut: 'Sign out',
  signOutOthers: 'Sign out everywhere else',
  confirmSignOutOthersTitle: 'Sign out everywhere else?',
  confirmSignOutOthers: 'Every other device where you are signed in is signed out. This one stays signed in.',
  signedOut: (device: string) => `${device} is signed out.`,
  signedOutOthers: (count: number) =>
    count === 0
      ? 'No other device was signed in.'
      : `${count} other ${count === 1 ? 'device is' : 'devices are'} signed out.`,
  onlyThisDevice: 'You are signed in on this device only.',
  calendarLinkStays:
    'Your calendar link is not a device: signing out elsewhere leaves it working, so calendars keep updating. Turn it off under About → Calendar feed.',
  passwordChange: 'A new password signs out every device and turns off your calendar link.',
  currentSession: 'This is the device you are using: sign out of it from the menu.',
  sessionRef: 'Choose a device by the session reference mta_sessions gives it.',
  unknownDevice: 'Unknown device',
  platforms: { ios: 'iPhone or iPad app', android: 'Android app', desktop: 'Desktop app', web: 'Web browser' },
  platformNotReported: 'Platform not reported',
  signedInAt: 'Signed in',
  lastUsedAt: 'Last used',
  loadFailed: 'Your signed-in devices could not be loaded.',
} as const;

/** The longest device description kept with a session. */
export const SESSION_DEVICE_MAX = 100;
/** A session's reference in mta_sessions: 16 hex digits, that name it without opening it. */
export const SESSION_REF_PATTERN = /^[0-9a-f]{16}$/;

const sessionRef = z
  .string()
  .regex(SESSION_REF_PATTERN, { error: SESSIONS_TEXTS.sessionRef })
  .describe("The session's reference, from mta_sessions.");

export const signedInSessionSchema = z.object({
  session: z.string().describe('Its reference: what mta_sessionEnd takes. Never the ticket.'),
  device: z
    .string()
    .describe('The device and browser or app, as the server read it from the sign-in, e.g. "Chrome on Windows".'),
  platform: z
    .enum(DEVICE_PLATFORMS)
    .nullable()
    .describe('ios, android, desktop or web, as the app said at sign-in; null when it did not.'),
  signedInAt: z.iso.datetime({ offset: true }).describe('When the sign-in was (ISO 8601).'),
  lastUsedAt: z.iso
    .datetime({ offset: true })
    .describe('When it was last used, to the minute (a screen reading itself again unattended does not count).'),
  current: z.boolean().describe('True for the session of this call: the device asking.'),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

const sessionsList = z
  .array(signedInSessionSchema)
  .describe("The employee's sessions still signed in: this device first, then the most recently used.");

export const sessionsRequest = request({});
export const sessionsElements = z.object({ sessions: sessionsList });
export const sessionEndRequest = request({ session: sessionRef });
export const sessionEndElements = z.object({
  ended: z.boolean().describe('True when it was signed out now; false when it was not signed in any more.'),
  sessions: sessionsList,
});
export const sessionsEndOthersRequest = request({});
export const sessionsEndOthersElements = z.object({
  ended: z.number().int().min(0).describe('How many other sessions were signed out.'),
  sessions: sessionsList,
});

/** The shortest and longest password an employee may set (docs/product.md#change-password). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Texts of Change password, and the refusals of a new password, read by the employee as they stand. */
export const PASSWORD_TEXTS = {
  title: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  repeatPassword: 'New password again',
  rules: `At least ${PASSWORD_MIN_LENGTH} characters, not your pass id, and not a password that many people use.`,
  change: 'Change password',
  changing: 'Changing your password…',
  changed: (expiresOn: string) =>
    `Your password is changed. It expires on ${expiresOn}. Every other device where you were signed in is signed out.`,
  currentRequired: 'Enter your current password.',
  currentWrong: 'Your current password is not correct.',
  tooShort: `The new password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `The new password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  containsPassId: 'The new password must not contain your pass id.',
  common: 'That password is one many people use, so it is easily guessed. Choose another.',
  unchanged: 'The new password must differ from your current one.',
  mismatch: 'The two new passwords are not the same.',
  byDirectory:
    'Your password is your agency network password, which Crewline does not keep: change it where you change that one.',
} as const;

/**
 * The rules of a new password that need no list, in one place for the server and the app
 * (docs/product.md#change-password): what it breaks, in the employee's words, or undefined.
 * Characters are counted, not UTF-16 units. The server adds the commonest-passwords list
 * (modules/auth/password-rules.ts), too large to ship in the app: the app's check is a
 * courtesy, the server's the decision.
 */
export function passwordRuleProblem(passId: string, password: string): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TEXTS.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TEXTS.tooLong;
  if (passId !== '' && password.includes(passId)) return PASSWORD_TEXTS.containsPassId;
  return undefined;
}

export const changePasswordRequest = request({
  currentPassword: z
    .string()
    .min(1, PASSWORD_TEXTS.currentRequired)
    .max(256)
    .describe('The password the employee signs in with now.'),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TEXTS.tooShort)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TEXTS.tooLong)
    .describe('The new password; the server also refuses one that holds the pass id or is a common password.'),
});
export const changePasswordElements = z.object({
  passwordExpiresOn: z.iso.date().describe('The new password expiry (YYYY-MM-DD): PASSWORD_DAYS from today.'),
  HEADER_PWD_EXPIRATION_DATE_0: z.string().describe('The same expiry as the profile gives it, DD-MMM-YYYY.'),
  signedOutOthers: z.number().int().min(0).describe('How many other sessions the change signed out.'),
});

/** The second-factor page's message to the app (docs/product.md#second-factor). */
export const secondFactorMessageSchema = z.union([
  z.object({ serviceResponse: z.object({ Response: z.record(z.string(), z.unknown()) }) }),
  z.object({ error: z.string() }),
]);
export type SecondFactorMessage = z.infer<typeof secondFactorMessageSchema>;

/** Sign-in, the fresh profile of a ticket, and sign-out. */
export const AUTH_SERVICES = {
  mta_login: {
    role: 'public',
    summary: 'Sign in with pass id and password; answers with the profile and ticket, or a second-factor URL.',
    request: loginRequest,
    elements: loginElements,
  },
  mta_loginTicket: {
    role: 'employee',
    summary: 'The fresh profile for the ticket in the Authorization header.',
    request: loginTicketRequest,
    elements: loginTicketElements,
  },
  mta_logout: {
    role: 'employee',
    summary: 'Ends the session of the ticket in the Authorization header.',
    request: logoutRequest,
    elements: logoutElements,
  },
  mta_sessions: {
    role: 'employee',
    summary:
      "The employee's sessions still signed in, on every device: device, platform, when signed in and last used.",
    request: sessionsRequest,
    elements: sessionsElements,
  },
  mta_sessionEnd: {
    role: 'employee',
    summary:
      "Signs one of the employee's other sessions out (by its reference from mta_sessions), at once in every server process.",
    request: sessionEndRequest,
    elements: sessionEndElements,
  },
  mta_sessionsEndOthers: {
    role: 'employee',
    summary: "Signs out every session of the employee but this call's own.",
    request: sessionsEndOthersRequest,
    elements: sessionsEndOthersElements,
  },
  mta_changePassword: {
    role: 'employee',
    summary:
      "Changes the employee's password, the current one given: sets the new expiry and signs out every other session.",
    request: changePasswordRequest,
    elements: changePasswordElements,
    unlogged: true,
  },
} as const satisfies Record<string, ServiceDef>;

// Enrolment: an employee without a password sets up their account with the office's one-time code.

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
  byDirectory:
    'Your agency signs you in with your network password: there is no account to set up. Sign in with your pass ID and that password.',
  passwordRequired: 'Choose a password to finish setting up your account.',
  passwordByDirectory:
    'Your agency keeps your password in its directory: setting up your account sets up only your authenticator app. Send no new password.',
  directoryTotpNeeded:
    'Setting up your account here sets up only your authenticator app: enter the code it shows to finish, or go back and sign in with your network password.',
  finishDirectory: 'Finish',
  doneWithDirectory:
    'Your authenticator app is set up. Sign in with your pass ID, your network password and the code your app shows.',
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
  passwordStep: z
    .boolean()
    .optional()
    .describe(
      "false when the agency's directory keeps passwords (AUTH_DIRECTORY=ldap): the enrolment sets up only the second factor, so the app shows no password step and mta_enrolFinish takes no newPassword. Absent otherwise (and from older gateways): read as true.",
    ),
});

export const enrolFinishRequest = request({
  passId,
  code,
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TEXTS.tooShort)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TEXTS.tooLong)
    .optional()
    .describe(
      'The password to set, required unless mta_enrolStart answered passwordStep false (then refused if sent); the server also refuses one that holds the pass id or is a common password.',
    ),
  totpCode: z
    .string()
    .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), ENROL_TEXTS.totpFormat)
    .optional()
    .describe('The first code of the authenticator app set up from mta_enrolStart; absent to skip an optional one.'),
  DEVICE_PLATFORM: loginRequest.shape.DEVICE_PLATFORM,
});

/** The end of an enrolment in directory mode: no session, the employee signs in with the directory's password. */
export const enrolledWithDirectoryElements = z.object({
  SIGN_IN_WITH_DIRECTORY: z
    .literal('Y')
    .describe(
      "The second factor is set and the code spent, but no session is opened (AUTH_DIRECTORY=ldap): the employee signs in with the directory's password and the authenticator app's code.",
    ),
});

export const enrolFinishElements = z.union([loginElements, enrolledWithDirectoryElements]);

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
      "Sets the employee's password (and second factor) with the enrolment code, spends the code and signs in: answers as mta_login does. With AUTH_DIRECTORY=ldap it sets only the second factor, spends the code and opens no session: answers SIGN_IN_WITH_DIRECTORY.",
    request: enrolFinishRequest,
    elements: enrolFinishElements,
    unlogged: true,
  },
} as const satisfies Record<string, ServiceDef>;
