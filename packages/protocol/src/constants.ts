/** Business constants and limits (docs/product.md#constants), and the wire constants (docs/architecture.md#wire-protocol). */
export const APP_NAME = 'Crewline';

export const ENV_FETCH_TIMEOUT_MS = 30_000;
export const SERVICE_TIMEOUT_MS = 60_000;
export const MOCK_TIMEOUT_MS = 8_000;
export const MOCK_EXTRA_WAIT_MS = 0;
export const BACK_EXIT_WINDOW_MS = 2_000;
export const TOAST_BACK_MS = 2_000;
export const TOAST_DISMISS_MS = 2_500;
export const LOADING_DISMISS_DELAY_MS = 100;
export const PASSWORD_EXPIRY_WARNING_DAYS = 15;
export const LOG_CAPACITY = 50;
export const DESKTOP_VERSION = '2.5.1';
export const DESKTOP_VERSION_SUFFIX = '-Desktop';
/** Scheme and host the desktop shell serves the app from (its origin is app://crewline). */
export const DESKTOP_APP_SCHEME = 'app';
export const DESKTOP_APP_HOST = 'crewline';
/** The origins the shells load the app from: desktop, iOS, Android (https and http). */
export const SHELL_ORIGINS = [
  `${DESKTOP_APP_SCHEME}://${DESKTOP_APP_HOST}`,
  'capacitor://localhost',
  'https://localhost',
  'http://localhost',
] as const;
export const FALLBACK_LOGIN_VERSION = '9.9.9';
export const LOGIN_PLATFORM = 'ionic';
export const WELCOME_MESSAGE_DEFAULT_COLOR = 'rgba(255, 221, 87, 0.35)';
export const STORAGE_WELCOME_MESSAGE = 'welcome_message';
export const STORAGE_TRANSACTION_ID = 'transactionId';
export const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const DATE_DISPLAY_FORMAT = 'dd-Mon-yy';
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';

/** The built-in password-reset link and default welcome text (docs/product.md#constants). */
export const DEFAULT_PASSWORD_RESET_LINK = 'https://selfservice.crewline.example/password-reset';
export const SUPPORT_PHONE = '(212) 555-0142';
export const DEFAULT_WELCOME_TEXT = `Passwords must be changed every 90 days. If you need help, call the help desk at ${SUPPORT_PHONE}.`;

/** Wire decisions (docs/architecture.md#wire-protocol). */
export const GATEWAY_PATH = (region: 'east' | 'west') => `/gateway/${region}`;
export const GATEWAY_ENVIRONMENTS = 'mta_getEnvironments';
export const API_KEY_HEADER = 'x-api-key';
export const NO_CHALLENGE_HEADER = 'X-No-Challenge';
/**
 * Sent ('1') on a call the app makes while nobody has touched it for UNATTENDED_AFTER_MS (a
 * screen reading again what it shows, every minute): the server does not count it as the
 * employee's activity, so a session left open on a screen still ends after its idle time.
 */
export const UNATTENDED_HEADER = 'X-Unattended';
export const UNATTENDED_AFTER_MS = 60_000;
export const EXEC_BASE_PATH = '/ServiceManager/Macro/ExecMacro/';
export const MOCK_BASE_PATH = 'assets/mocks/';
export const DEMO_GATEWAY_API_KEY = 'crewline-demo-key';
export const DEPRECATED_ENV_TYPE = 'deprecated';
export const MOCK_ENV_TYPE = 'mock';

/** Sign-in protection. */
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MINUTES = 15;
export const LOCKOUT_MINUTES = 15;
export const TOTP_DIGITS = 6;

/** The largest id a PostgreSQL integer column holds: a larger one names nothing. */
export const ID_MAX = 2_147_483_647;

/** Rows of the board's package list per call unless the app asks for another number (a phone screen shows ~8). */
export const PACKAGE_PAGE_SIZE = 20;
/** At most this many rows per call: more than a depot offers, so one call can still read them all. */
export const PACKAGE_PAGE_MAX = 500;
/** The longest part of a package code the board's search looks for. */
export const PACKAGE_CODE_SEARCH_MAX = 20;
/** Minutes in a week: the most a package's weekly paid time can be. */
export const WEEK_MINUTES = 7 * 24 * 60;
