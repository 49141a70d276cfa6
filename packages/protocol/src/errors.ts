import { LOCKOUT_FAILURES, LOCKOUT_MINUTES, LOCKOUT_WINDOW_MINUTES } from './constants';

/**
 * The user's words (docs/product.md#error-messages), letter for letter. Only this table holds them; the app
 * shows them, the server never sends them (it sends raw errors, below).
 */
export const MESSAGES = {
  platformDev: "Platform is Ionic-Dev - environments won't be fetched",
  initFailedTitle: 'Failed to init environment',
  outOfDate: 'Your app is out of date, you must update to newer version to continue.',
  envFetchStatus0: 'Please check your internet connection, try again later or update the app (status: 0).',
  envFetchStatus: (status: number) => `Please try again later or update the app (status: ${status}).`,
  noSuchEnvironment: (type: string) => `No such environment: ${type}`,
  duoFailed: 'Duo authentication failed, please retry',
  invalidAdminPassword: 'Invalid UTS Admin password! Please try again later or contact support.',
  maintenance: 'Maintenance in progress, please try again later.',
  databaseUnavailable: 'Remote database unavailable, please try again later.',
  databaseRestricted: 'Remote database restricted, please try again later.',
  remoteSystemError: 'Remote system error, please try again later.',
  sessionExpired: 'Your session has Expired. You must login again to continue using the app.',
  remoteUnavailable: 'Remote system unavailable, please try again later',
  serviceNotFound: 'Service not found! Please try again later or contact support.',
  sessionInUse: 'Session not found or already in use, please retry.',
  noConnection: 'No connection to UTS, please try again later.',
  scheduledMaintenance: 'Scheduled maintenance in progress, please try again later.',
  noInternet: 'No internet connection, please check if you are connected.',
  timeoutRequest: 'Timeout reached (request), please check your internet connection and retry.',
  timeoutService: 'Timeout reached (service), please check your internet connection and retry.',
  timeoutResponse: 'Timeout reached (response), please check your internet connection and retry.',
  notificationDismissed: 'Notification dismissed',
  dontShowAgain: "Don't show again",
} as const;

/**
 * Sign-in outcomes that are the employee's own doing. They travel as raw errors of the
 * "non-empty output value" kind, so the app shows the quoted text as it stands.
 */
export const SIGN_IN_TEXTS = {
  invalidCredentials: 'The pass id or password is not correct. Please check them and try again.',
  locked: (until: string) =>
    `Too many failed sign-in attempts (${LOCKOUT_FAILURES} in ${LOCKOUT_WINDOW_MINUTES} minutes). Your account is locked for ${LOCKOUT_MINUTES} minutes, until ${until}.`,
  passwordExpired: (link: string) => `Your password has expired. Please set a new one at ${link} and sign in again.`,
  throttled: 'Too many sign-in attempts from this device. Please wait a minute and try again.',
  directoryUnavailable: "The agency's sign-in directory is not answering. Please try again in a few minutes.",
  secondFactorWrong: 'That code is not correct. Check the code in your authenticator app and try again.',
  secondFactorLocked: (until: string) =>
    `Too many wrong codes (${LOCKOUT_FAILURES} in ${LOCKOUT_WINDOW_MINUTES} minutes). Your account is locked for ${LOCKOUT_MINUTES} minutes, until ${until}.`,
  secondFactorReused: 'That code has already been used. Wait for the next code in your authenticator app.',
  secondFactorThrottled: 'Too many codes sent from this device. Please wait a minute and try again.',
} as const;

/**
 * The raw errors the server emits, one per real condition
 * (docs/architecture.md#errors-have-real-causes). The app maps them through `userMessageFor`.
 */
export const RAW_ERRORS = {
  dbCredentials: 'UTS-01017: database refused the service credentials',
  dbAccountLocked: 'UTS-28000: the database account is locked',
  dbListenerDown: 'UTS-12541: database listener refused the connection',
  dbUnavailable: 'UTS-01034: database not available',
  dbNotConnected: 'UTS-03114: not connected to the database',
  dbStarting: 'UTS-01033: database initialization or shutdown in progress',
  dbRestricted: 'UTS-01035: database restricted or read-only',
  connectionWait: 'UTS-12170: connection wait time exceeded',
  scheduledDowntime: 'UTS-00950: scheduled downtime window',
  serviceNotFound: 'Service not found',
  sessionNotFound: 'Session not found or already in use',
  authRequired: 'Authentication required',
  authInvalid: 'Authentication missing or invalid',
  nullService: 'Null service',
  serviceTimeout: 'Timeout reached (service)',
  /** A signed-in employee whose department, subdivision or class may not use the service. */
  roleRefused: 'This service is not available for your department or title.',
  /** An unexpected fault inside a handler: goes in StatusBarMessages with a reference. */
  formError: (reference: string) => `FRM-40735: internal error, reference ${reference}`,
  /** Input refused by validation: the details are in PopupMessages. */
  popupOutput: 'Error in PopupMessages output',
  /** A business refusal whose text the employee should read as it stands. */
  nonEmptyOutput: (text: string) => `Non-empty output value '${text}'`,
} as const;

export interface RawMessage {
  Error: string;
  PopupMessages: string[];
  StatusBarMessages: string[];
}

export interface UserError {
  message: string;
  /** The app must go back to sign-in. */
  sessionExpired: boolean;
  /** The service refused what was asked (its rules, not a fault): asking again gets the same answer. */
  refused?: boolean;
}

const stripTrailingSemicolons = (s: string) => s.replace(/[;\s]+$/, '');

interface Rule {
  /** The real condition behind it, for the API reference. */
  cause: string;
  test: (m: RawMessage) => boolean;
  message: (m: RawMessage, joinAll: boolean) => string;
  sessionExpired?: boolean;
  /** A refusal by the service's rules (UserError.refused). */
  refusal?: boolean;
}

const has = (pattern: RegExp) => (m: RawMessage) => pattern.test(m.Error);
const fixed = (text: string) => () => text;

const popupText = (m: RawMessage, joinAll: boolean) =>
  joinAll ? [m.Error, m.PopupMessages.join(' '), m.StatusBarMessages.join(' ')].join('|') : m.PopupMessages.join('\n');

/** Ordered: the first rule that matches decides ("non-empty output value" before "empty output value"). */
export const ERROR_RULES: readonly Rule[] = [
  {
    cause: 'Missing, invalid or expired ticket, or a call without a service',
    test: has(/authentication required|authentication missing or invalid|null service/i),
    message: fixed(MESSAGES.sessionExpired),
    sessionExpired: true,
  },
  { cause: 'Database refuses our credentials', test: has(/UTS-01017/), message: fixed(MESSAGES.invalidAdminPassword) },
  {
    cause: 'Database account locked, or its listener down (connection refused)',
    test: has(/UTS-28000|UTS-12541/),
    message: fixed(MESSAGES.maintenance),
  },
  {
    cause: 'Database unavailable, not connected, or starting',
    test: has(/UTS-01034|UTS-03114|UTS-01033/),
    message: fixed(MESSAGES.databaseUnavailable),
  },
  { cause: 'Database read-only or restricted', test: has(/UTS-01035/), message: fixed(MESSAGES.databaseRestricted) },
  { cause: 'Connection pool wait exceeded', test: has(/UTS-12170/), message: fixed(MESSAGES.noConnection) },
  {
    cause: 'Configured maintenance window',
    test: has(/UTS-00950/),
    message: fixed(MESSAGES.scheduledMaintenance),
  },
  { cause: 'Unknown service', test: has(/service not found/i), message: fixed(MESSAGES.serviceNotFound) },
  {
    cause: 'One-time second-factor token unknown, expired or already used',
    test: has(/session not found or already in use/i),
    message: fixed(MESSAGES.sessionInUse),
  },
  {
    cause: 'Handler or statement over its time budget',
    test: has(/timeout reached \(service\)/i),
    message: fixed(MESSAGES.timeoutService),
  },
  {
    cause: 'Unexpected fault inside a handler (status bar carries a form error code)',
    test: (m) => m.StatusBarMessages.some((s) => /FRM-\d+/.test(s)),
    message: fixed(MESSAGES.remoteSystemError),
  },
  {
    cause: 'Business refusal with a text for the employee',
    test: has(/non-empty output value/i),
    refusal: true,
    message: (m) => {
      const after = m.Error.slice(m.Error.toLowerCase().indexOf('non-empty output value') + 22).trim();
      return after.replace(/^['"]+|['"]+$/g, '');
    },
  },
  {
    cause: 'Input refused by validation; the reasons are the popup messages',
    test: has(/empty output value|popupmessages output/i),
    refusal: true,
    message: popupText,
  },
];

/**
 * The user message for a failed service response (docs/product.md#service-messages), or
 * undefined when the response carries no error at all.
 */
export function userMessageFor(m: RawMessage, options: { joinAll?: boolean } = {}): UserError | undefined {
  const failed = m.Error.trim() !== '' || m.StatusBarMessages.length > 0;
  if (!failed) return undefined;
  for (const rule of ERROR_RULES) {
    if (rule.test(m)) {
      return {
        message: stripTrailingSemicolons(rule.message(m, options.joinAll ?? false)),
        sessionExpired: rule.sessionExpired ?? false,
        refused: rule.refusal ?? false,
      };
    }
  }
  return { message: stripTrailingSemicolons(m.Error), sessionExpired: false, refused: false };
}

/** HTTP-level failures (docs/product.md#http-level, docs/product.md#popup). */
export type HttpFailure = { kind: 'status'; status: number } | { kind: 'timeout'; phase: 'request' | 'response' };

export function userMessageForHttp(f: HttpFailure): UserError {
  if (f.kind === 'timeout') {
    return {
      message: f.phase === 'request' ? MESSAGES.timeoutRequest : MESSAGES.timeoutResponse,
      sessionExpired: false,
    };
  }
  if (f.status === 0) return { message: MESSAGES.noInternet, sessionExpired: false };
  if (f.status === 401 || f.status === 403) return { message: MESSAGES.sessionExpired, sessionExpired: true };
  if (f.status === 503) return { message: MESSAGES.remoteUnavailable, sessionExpired: false };
  return { message: MESSAGES.remoteSystemError, sessionExpired: false };
}
