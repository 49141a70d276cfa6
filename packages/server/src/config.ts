import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AS_OF_FORMAT,
  type AsOf,
  clockOf,
  DATE_RANGE_PROBLEM,
  DEFAULT_PASSWORD_RESET_LINK,
  DEFAULT_WELCOME_TEXT,
  DEMO_GATEWAY_API_KEY,
  DESKTOP_VERSION,
  environmentSchema,
  isoDateIn,
  isWithinDateRange,
  parseAsOf,
  SECOND_FACTOR_POLICIES,
  SERVICE_TIMEOUT_MS,
  SHELL_ORIGINS,
} from '@crewline/protocol';
import { z } from 'zod';
import { DEFAULT_DATA_DIR } from './db/data-dir';
import { parseMaintenanceWindows } from './exec/maintenance';
import { isProxyAddress, normalizeHost } from './lib/allowed-hosts';
import { readNativePushCredentials } from './lib/native-push-credentials';
import { parseOrigin } from './lib/parse-origin';
import { DEFAULT_PUSH_SERVICE_HOSTS, type PushHostRule, parsePushHost } from './lib/push-hosts';
import { DEMO_SECRET_KEY, secretBox, secretKeyBytes } from './lib/secret-box';
import { DEMO_LEDGER_SIGNING_KEY, publicKeyOf, signerOf } from './lib/signing-key';

/** The agency's zone when TIME_ZONE is not set: the server's, and the demo agency's seed. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = z.preprocess(blankToUndefined, z.string().optional());
const int = (fallback: number, min = 0) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).default(fallback));
const origin = z.string().transform((s, ctx) => {
  const parsed = parseOrigin(s);
  if (parsed === undefined) {
    ctx.addIssue({ code: 'custom', message: `not an origin (scheme://host[:port]): ${s}` });
    return z.NEVER;
  }
  return parsed;
});

/** A comma-separated list whose every item `parse` accepts (undefined: refused, named in the message). */
const list = (name: string, parse: (item: string) => string | undefined) =>
  z.preprocess(blankToUndefined, z.string().optional()).transform((s, ctx) => {
    const items = (s ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    const parsed: string[] = [];
    for (const item of items) {
      const value = parse(item);
      if (value === undefined) ctx.addIssue({ code: 'custom', message: `${name}: not accepted: ${item}` });
      else parsed.push(value);
    }
    return [...new Set(parsed)];
  });

/**
 * Where the app's shells run (docs/architecture.md#platforms): the desktop shell's own scheme,
 * Capacitor on iOS, and Capacitor on Android (its https scheme; https://localhost is trusted
 * for that shell only). The server's own origin is always allowed besides these.
 */
export const DEFAULT_APP_ORIGINS: readonly string[] = SHELL_ORIGINS;

/** The latest app release, offered as the update on every platform unless configured. */
export const DEFAULT_LATEST_VERSION = DESKTOP_VERSION;
export const DEFAULT_ANDROID_URL = 'https://store.crewline.example/android/crewline';
export const DEFAULT_IOS_URL = 'https://store.crewline.example/ios/crewline';

const dottedVersion = (name: string, fallback: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)*$/, `${name} must be dotted numbers, e.g. 2.0.0`)
      .default(fallback),
  );
const httpUrl = (name: string, fallback: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` })
      .trim()
      .default(fallback),
  );

/** An environment of the gateway list; host and port may be left out to use this server's own. */
const environmentConfigSchema = environmentSchema.partial().extend({ type: z.string().min(1) });
export type EnvironmentConfig = z.infer<typeof environmentConfigSchema>;

const environmentsFromJson = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((s, ctx): EnvironmentConfig[] => {
      if (s === undefined) return [{ type: 'production' }];
      try {
        return z.array(environmentConfigSchema).min(1).parse(JSON.parse(s));
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: `ENVIRONMENTS must be a JSON array of environments: ${String(err)}` });
        return z.NEVER;
      }
    }),
);

/** `demo` (the default): the demo agency seeded, its sign-ins printed; `production`: docs/deploying.md#production-mode. */
export const MODES = ['demo', 'production'] as const;
export type Mode = (typeof MODES)[number];

const secretKey = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .refine((key) => key === undefined || secretKeyBytes(key) !== undefined, {
        message: 'must be the base64 of 32 random bytes (openssl rand -base64 32)',
      }),
  );

/**
 * The demo's Web Push (VAPID) key pair: public, like the other demo keys, and refused in
 * production (docs/deploying.md#notifications-by-push-and-e-mail).
 */
export const DEMO_VAPID_PUBLIC_KEY =
  'BPloY2dn4LLir_7HI1Juc8hQFdImK3Py6wMaa7n1cRQht-bQrUNsruaiphNVOwVS5gTW7QC0CAghag9ghs-yR9A';
export const DEMO_VAPID_PRIVATE_KEY = '_E2SgELgFSVzFeLIOBQvpecuu2luyrHJ66hYNOekP1U';
export const DEMO_VAPID_SUBJECT = 'mailto:support@crewline.example';

const base64urlBytes = (text: string) => (/^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url').length : 0);

/** Who checks an employee's password: Crewline (`local`) or the agency's directory (`ldap`). */
export const AUTH_DIRECTORIES = ['local', 'ldap'] as const;
/** What LDAP_BIND_DN holds where the pass id goes. */
export const BIND_DN_PASS_ID_TOKEN = '{passId}';

/** The directory that checks passwords when AUTH_DIRECTORY=ldap. */
export interface LdapDirectorySettings {
  url: string;
  /** LDAP_BIND_DN, with BIND_DN_PASS_ID_TOKEN. */
  bindDn: string;
  /** The CA's PEM, read at start; with an ldap:// URL the connection is upgraded with StartTLS. */
  ca: string | undefined;
  timeoutMs: number;
}

const envSchema = z.object({
  CREWLINE_MODE: z.preprocess(blankToUndefined, z.enum(MODES).default('demo')),
  PORT: int(8080, 0),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: optionalText,
  /** The tables' owner, who runs the migrations; unset: DATABASE_URL's role does (docs/deploying.md#database-roles). */
  MIGRATION_DATABASE_URL: optionalText,
  DB_POOL_MAX: int(20, 1),
  DB_POOL_WAIT_MS: int(5_000, 1),
  DB_STATEMENT_TIMEOUT_MS: int(SERVICE_TIMEOUT_MS - 10_000, 1),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default(DEFAULT_DATA_DIR)),
  GATEWAY_API_KEY: z.preprocess(blankToUndefined, z.string().min(8).default(DEMO_GATEWAY_API_KEY)),
  MIN_APP_VERSION: dottedVersion('MIN_APP_VERSION', '2.0.0'),
  ANDROID_VERSION: dottedVersion('ANDROID_VERSION', DEFAULT_LATEST_VERSION),
  ANDROID_URL: httpUrl('ANDROID_URL', DEFAULT_ANDROID_URL),
  IOS_VERSION: dottedVersion('IOS_VERSION', DEFAULT_LATEST_VERSION),
  IOS_URL: httpUrl('IOS_URL', DEFAULT_IOS_URL),
  TIME_ZONE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isTimeZone, `TIME_ZONE must be an IANA time zone, e.g. ${DEFAULT_TIME_ZONE}`)
      .default(DEFAULT_TIME_ZONE),
  ),
  PUBLIC_URL: z.preprocess(blankToUndefined, origin.optional()),
  TRUST_PROXY: list('TRUST_PROXY', (x) => (isProxyAddress(x) ? x : undefined)),
  ALLOWED_HOSTS: list('ALLOWED_HOSTS', (x) => normalizeHost(x)),
  APP_ORIGINS: z.preprocess(blankToUndefined, z.string().optional()).transform((s, ctx) => {
    if (s === undefined) return DEFAULT_APP_ORIGINS;
    const origins = s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)
      .map((x) => {
        const parsed = origin.safeParse(x);
        if (!parsed.success) ctx.addIssue({ code: 'custom', message: `APP_ORIGINS: not an origin: ${x}` });
        return parsed.success ? parsed.data : x;
      });
    return [...new Set(origins)];
  }),
  SESSION_IDLE_MINUTES: int(30, 1),
  SESSION_IDLE_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).optional()),
  SESSION_ABSOLUTE_HOURS: int(12, 1),
  /** How long one process trusts a session and profile it has just read (0: always read). */
  SESSION_CACHE_MS: int(2_000, 0),
  /** Records answers one process keeps, dropped when the database notifies a change (0: off; ADR 10). */
  RECORDS_CACHE_ENTRIES: int(20_000, 0),
  /** Seconds between runs of the pick turn processor in this process (0: off, another process does it). */
  PICK_TURNS_SECONDS: int(60, 0),
  /** Seconds between runs of My Time's upkeep (open sick spells charged up to today) in this process (0: off). */
  UPKEEP_SECONDS: int(300, 0),
  /** The Ed25519 key ledger checkpoints are signed with; the demo default is public (docs/pick-ledger.md). */
  LEDGER_SIGNING_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default(DEMO_LEDGER_SIGNING_KEY)
      .refine((key) => acceptedKey(() => signerOf(key)), {
        message: 'LEDGER_SIGNING_KEY must be an Ed25519 private key: the base64 of its 32-byte seed, or a PEM',
      }),
  ),
  /** The public key `npm run pick -- verify` and check-receipt hold checkpoints to; default: the signing key's. */
  LEDGER_PUBLIC_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .refine((key) => key === undefined || acceptedKey(() => publicKeyOf(key)), {
        message: 'LEDGER_PUBLIC_KEY must be an Ed25519 public key: the base64 of its 32 bytes, or a PEM',
      }),
  ),
  /** Seals second-factor secrets (AES-256-GCM); the demo default is public (lib/secret-box.ts). */
  SECRET_KEY: secretKey(),
  /** The key before the last rotation: still opens what it sealed until `npm run secrets -- rotate`. */
  SECRET_KEY_PREVIOUS: secretKey(),
  /** Days a password set by its employee lasts. */
  PASSWORD_DAYS: int(90, 1),
  /** Whether enrolment sets up an authenticator app: required, optional (the demo's way: some have one) or off. */
  SECOND_FACTOR: z.preprocess(
    blankToUndefined,
    z
      .enum(SECOND_FACTOR_POLICIES, { error: `SECOND_FACTOR must be one of ${SECOND_FACTOR_POLICIES.join(', ')}` })
      .default('optional'),
  ),
  /** Who checks passwords: Crewline's own hashes (local, the default) or the agency's LDAP directory (docs/deploying.md#directory-sign-in). */
  AUTH_DIRECTORY: z.preprocess(
    blankToUndefined,
    z
      .enum(AUTH_DIRECTORIES, { error: `AUTH_DIRECTORY must be one of ${AUTH_DIRECTORIES.join(', ')}` })
      .default('local'),
  ),
  LDAP_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^ldaps?$/, error: 'LDAP_URL must be an ldap:// or ldaps:// URL' })
      .trim()
      .optional(),
  ),
  /** The DN an employee binds as, `{passId}` standing for their pass id (escaped, RFC 4514). */
  LDAP_BIND_DN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((t) => t.includes(BIND_DN_PASS_ID_TOKEN), `LDAP_BIND_DN must hold ${BIND_DN_PASS_ID_TOKEN}`)
      .optional(),
  ),
  /** The PEM file of the CA that signed the directory's certificate: ldaps://, or StartTLS on ldap://. */
  LDAP_CA_FILE: optionalText,
  /** Milliseconds the directory has to connect and answer one bind. */
  LDAP_TIMEOUT_MS: int(5_000, 1),
  /** Web Push's VAPID key pair (npx web-push generate-vapid-keys) and contact; the demo pair when unset. */
  VAPID_PUBLIC_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((k) => base64urlBytes(k) === 65, 'VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes in base64url')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((k) => base64urlBytes(k) === 32, 'VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in base64url')
      .optional(),
  ),
  VAPID_SUBJECT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(
        /^(mailto:|https:\/\/)\S+$/,
        'VAPID_SUBJECT must be a mailto: or https:// address the push services may contact',
      )
      .optional(),
  ),
  /** The push services subscriptions may name (host, host:port or *.domain, comma-separated). */
  PUSH_SERVICE_HOSTS: z.preprocess(blankToUndefined, z.string().optional()).transform((s, ctx) => {
    const entries = (s ?? DEFAULT_PUSH_SERVICE_HOSTS.join(','))
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    const rules: PushHostRule[] = [];
    for (const entry of entries) {
      const rule = parsePushHost(entry);
      if (rule === undefined) ctx.addIssue({ code: 'custom', message: `not accepted: ${entry}` });
      else rules.push(rule);
    }
    return rules;
  }),
  /** The mail server notifications go out through (smtp:// or smtps://, user and password in it); unset: no e-mail. */
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  ),
  /** The From of notification e-mails. */
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().default('Crewline <no-reply@crewline.example>')),
  /** The agency's name, as e-mails sign off. */
  AGENCY_NAME: z.preprocess(blankToUndefined, z.string().default('Crewline Demo Transit')),
  /** A Firebase service account's JSON key file: FCM HTTP v1 to Android devices; unset: none. */
  FCM_SERVICE_ACCOUNT_FILE: optionalText,
  /** APNs token-based auth: the .p8 key file, its key id, the team id and the app's bundle id; unset: none. */
  APNS_KEY_FILE: optionalText,
  APNS_KEY_ID: optionalText,
  APNS_TEAM_ID: optionalText,
  APNS_BUNDLE_ID: optionalText,
  /** true (default): api.push.apple.com, for store and TestFlight builds; false: the sandbox, for development builds. */
  APNS_PRODUCTION: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { error: 'APNS_PRODUCTION must be true or false' })
      .default('true')
      .transform((v) => v === 'true'),
  ),
  /** Seconds between this process's delivery runs (push and e-mail; 0: off, another process delivers). */
  NOTIFY_SECONDS: int(5, 0),
  /** Attempts at one delivery before it is given up. */
  NOTIFY_MAX_ATTEMPTS: int(8, 1),
  LOGIN_RATE_LIMIT: int(30, 1),
  APP_LOG_HOURLY_LIMIT: int(20, 1),
  /** Days app logs, sessions over, used second-factor tokens and unknown pass ids' counters are kept. */
  RETENTION_DAYS: int(90, 1),
  /** Seconds between this process's checks whether the database's daily retention run is due (0: never in this process). */
  RETENTION_CHECK_SECONDS: int(3600, 0),
  MAINTENANCE_WINDOWS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((s, ctx) => {
        try {
          return parseMaintenanceWindows(s ?? '');
        } catch (err) {
          ctx.addIssue({ code: 'custom', message: (err as Error).message });
          return z.NEVER;
        }
      }),
  ),
  MAX_IN_FLIGHT: int(512, 1),
  SERVICE_BUDGET_MS: int(SERVICE_TIMEOUT_MS - 5_000, 1),
  BODY_LIMIT: int(64 * 1024, 1024),
  PASSWORD_RESET_LINK: z.preprocess(blankToUndefined, z.url().default(DEFAULT_PASSWORD_RESET_LINK)),
  WELCOME_TITLE: z.preprocess(blankToUndefined, z.string().default('')),
  WELCOME_MESSAGE: z.preprocess(blankToUndefined, z.string().default(DEFAULT_WELCOME_TEXT)),
  WELCOME_MESSAGE_DESKTOP: z.preprocess(blankToUndefined, z.string().default(DEFAULT_WELCOME_TEXT)),
  SUPPORT_EMAIL: z.preprocess(blankToUndefined, z.string().default('support@crewline.example')),
  ENVIRONMENTS: environmentsFromJson,
  APP_DIST: z.preprocess(blankToUndefined, z.string().default(resolve(REPO_ROOT, 'packages/app/dist'))),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('info')),
  /** The instant the server, the seed and the tools run as of (trials and tests); unset: the real time. */
  AS_OF: optionalText,
});

export type EnvVars = z.input<typeof envSchema>;

function acceptedKey(parse: () => unknown): boolean {
  try {
    parse();
    return true;
  } catch {
    return false;
  }
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** A setting the server cannot start with: its message says which and why, and is all an operator needs. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const invalid = (problems: string[]) => new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

type Parsed = z.output<typeof envSchema>;

/**
 * What production refuses (docs/deploying.md#production-mode), one line a setting: the demo's
 * public secrets, the embedded database, a plain-http address and the demo clock.
 */
function productionProblems(e: Parsed): string[] {
  const problems: string[] = [];
  if (e.GATEWAY_API_KEY === DEMO_GATEWAY_API_KEY)
    problems.push('GATEWAY_API_KEY: must be set, and not to the demo key, in production');
  if (e.PUBLIC_URL === undefined) problems.push('PUBLIC_URL: must be set in production (https://…)');
  else if (!e.PUBLIC_URL.startsWith('https://'))
    problems.push(`PUBLIC_URL: must be https in production (TLS at the proxy): ${e.PUBLIC_URL}`);
  if (e.DATABASE_URL === undefined)
    problems.push('DATABASE_URL: must be set in production (PostgreSQL; the embedded database is for the demo)');
  if (e.SECRET_KEY === undefined) problems.push('SECRET_KEY: must be set in production (openssl rand -base64 32)');
  else if (e.SECRET_KEY === DEMO_SECRET_KEY) problems.push('SECRET_KEY: must not be the demo key in production');
  if (e.LEDGER_SIGNING_KEY === DEMO_LEDGER_SIGNING_KEY)
    problems.push('LEDGER_SIGNING_KEY: must be set, and not to the demo key, in production');
  if (e.AS_OF !== undefined)
    problems.push('AS_OF: must not be set in production (the clock setting is for demos and tests)');
  if (e.VAPID_PUBLIC_KEY === undefined || e.VAPID_PUBLIC_KEY === DEMO_VAPID_PUBLIC_KEY)
    problems.push(
      'VAPID_PUBLIC_KEY: must be set, and not to the demo key, in production (npx web-push generate-vapid-keys)',
    );
  if (e.VAPID_PRIVATE_KEY === undefined || e.VAPID_PRIVATE_KEY === DEMO_VAPID_PRIVATE_KEY)
    problems.push('VAPID_PRIVATE_KEY: must be set, and not to the demo key, in production');
  if (e.VAPID_SUBJECT === undefined)
    problems.push("VAPID_SUBJECT: must be set in production (mailto: the agency's support address)");
  return problems;
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw invalid(parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`));
  const e = parsed.data;
  if (e.CREWLINE_MODE === 'production') {
    const problems = productionProblems(e);
    if (problems.length > 0) throw invalid(problems);
  }
  const asOf = readAsOf(e.AS_OF, e.TIME_ZONE);
  const directory = readDirectory(e);
  const native = readNativePushCredentials(e);
  if (native.problems.length > 0) throw invalid(native.problems);
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined))
    throw invalid(['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (one key pair) or neither (the demo pair)']);
  return {
    mode: e.CREWLINE_MODE,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    dataDir: e.DATA_DIR,
    dbPoolMax: e.DB_POOL_MAX,
    dbPoolWaitMs: e.DB_POOL_WAIT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    gatewayApiKey: e.GATEWAY_API_KEY,
    minAppVersion: e.MIN_APP_VERSION,
    timeZone: e.TIME_ZONE,
    publicUrl: e.PUBLIC_URL,
    /** Proxies whose X-Forwarded-* headers are believed (addresses, CIDRs or proxy-addr's names); none by default. */
    trustProxy: e.TRUST_PROXY,
    /** Without PUBLIC_URL, the Host headers accepted (host:port); empty: the addresses the server listens on. */
    allowedHosts: e.ALLOWED_HOSTS,
    /** The shells' origins (besides the server's own): CORS, and who may frame the second-factor page. */
    appOrigins: e.APP_ORIGINS,
    /** Newest app release per platform: the app offers it as an update (docs/product.md#update-availability). */
    latestApp: {
      androidVersion: e.ANDROID_VERSION,
      androidUrl: e.ANDROID_URL,
      iosVersion: e.IOS_VERSION,
      iosUrl: e.IOS_URL,
    },
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS ?? e.SESSION_IDLE_MINUTES * 60,
    sessionAbsoluteSeconds: e.SESSION_ABSOLUTE_HOURS * 3600,
    sessionCacheMs: e.SESSION_CACHE_MS,
    recordsCacheEntries: e.RECORDS_CACHE_ENTRIES,
    pickTurnsIntervalMs: e.PICK_TURNS_SECONDS * 1000,
    upkeepIntervalMs: e.UPKEEP_SECONDS * 1000,
    /** Signs ledger checkpoints (checked at start: a bad key stops the server). */
    ledgerSigningKey: e.LEDGER_SIGNING_KEY,
    /** What checkpoints are checked against by the audit commands; undefined: the signing key's own. */
    ledgerPublicKey: e.LEDGER_PUBLIC_KEY,
    /** Seals second-factor secrets; the demo key when SECRET_KEY is unset (demo mode only). */
    secretKey: e.SECRET_KEY ?? DEMO_SECRET_KEY,
    secretKeyPrevious: e.SECRET_KEY_PREVIOUS,
    /** Seals and opens second-factor secrets with those keys (lib/secret-box.ts). */
    secrets: secretBox(e.SECRET_KEY ?? DEMO_SECRET_KEY, e.SECRET_KEY_PREVIOUS),
    passwordDays: e.PASSWORD_DAYS,
    secondFactor: e.SECOND_FACTOR,
    /** Set when the agency's directory checks passwords (AUTH_DIRECTORY=ldap): Crewline then sets and expires none. */
    directory,
    /** Delivery of notifications beyond the app (docs/deploying.md#notifications-by-push-and-e-mail). */
    notify: {
      intervalMs: e.NOTIFY_SECONDS * 1000,
      maxAttempts: e.NOTIFY_MAX_ATTEMPTS,
      vapid: {
        publicKey: e.VAPID_PUBLIC_KEY ?? DEMO_VAPID_PUBLIC_KEY,
        privateKey: e.VAPID_PRIVATE_KEY ?? DEMO_VAPID_PRIVATE_KEY,
        subject: e.VAPID_SUBJECT ?? DEMO_VAPID_SUBJECT,
      },
      pushHosts: e.PUSH_SERVICE_HOSTS,
      /** Native push: set only when the agency's credentials are (docs/deploying.md#native-push). */
      fcm: native.fcm,
      apns: native.apns,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      agencyName: e.AGENCY_NAME,
    },
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    /** Batches one employee may send to mta_appLog per hour, all their sessions together. */
    appLogHourlyLimit: e.APP_LOG_HOURLY_LIMIT,
    retentionDays: e.RETENTION_DAYS,
    retentionCheckIntervalMs: e.RETENTION_CHECK_SECONDS * 1000,
    maintenanceWindows: e.MAINTENANCE_WINDOWS,
    maxInFlight: e.MAX_IN_FLIGHT,
    serviceBudgetMs: e.SERVICE_BUDGET_MS,
    bodyLimit: e.BODY_LIMIT,
    passwordResetLink: e.PASSWORD_RESET_LINK,
    welcome: { title: e.WELCOME_TITLE, mobile: e.WELCOME_MESSAGE, desktop: e.WELCOME_MESSAGE_DESKTOP },
    supportEmail: e.SUPPORT_EMAIL,
    environments: e.ENVIRONMENTS,
    appDist: e.APP_DIST,
    logLevel: e.LOG_LEVEL,
    /** Set only when AS_OF is: the clock it gives (docs/adr/0019-the-clock-as-of-an-instant.md). */
    asOf,
    /** What every part of the server reads the time from. */
    clock: clockOf(asOf),
  };
}

/** AUTH_DIRECTORY=ldap's settings, each one it needs named when missing; its CA file read now, once. */
function readDirectory(e: Parsed): LdapDirectorySettings | undefined {
  if (e.AUTH_DIRECTORY !== 'ldap') return undefined;
  const problems: string[] = [];
  if (e.LDAP_URL === undefined) problems.push('LDAP_URL: must be set when AUTH_DIRECTORY=ldap (ldaps://host:636)');
  if (e.LDAP_BIND_DN === undefined)
    problems.push(
      `LDAP_BIND_DN: must be set when AUTH_DIRECTORY=ldap (e.g. uid=${BIND_DN_PASS_ID_TOKEN},ou=people,dc=agency,dc=example)`,
    );
  let ca: string | undefined;
  if (e.LDAP_CA_FILE !== undefined) {
    try {
      ca = readFileSync(e.LDAP_CA_FILE, 'utf8');
      if (!ca.includes('-----BEGIN CERTIFICATE-----'))
        problems.push(`LDAP_CA_FILE: not a PEM certificate: ${e.LDAP_CA_FILE}`);
    } catch (err) {
      problems.push(`LDAP_CA_FILE: cannot be read: ${(err as Error).message}`);
    }
  }
  if (e.CREWLINE_MODE === 'production' && e.LDAP_URL?.startsWith('ldap://') && e.LDAP_CA_FILE === undefined)
    problems.push(
      'LDAP_URL: passwords must not cross the network in clear in production: use ldaps://, or set LDAP_CA_FILE for StartTLS',
    );
  if (problems.length > 0 || e.LDAP_URL === undefined || e.LDAP_BIND_DN === undefined) throw invalid(problems);
  return { url: e.LDAP_URL, bindDn: e.LDAP_BIND_DN, ca, timeoutMs: e.LDAP_TIMEOUT_MS };
}

function readAsOf(text: string | undefined, timeZone: string): AsOf | undefined {
  if (text === undefined) return undefined;
  const asOf = parseAsOf(text, timeZone);
  if (!asOf) throw new ConfigError(`Invalid configuration:\n  AS_OF: must be ${AS_OF_FORMAT}: ${text}`);
  // The agency's day the clock stands at is held to the years every date of the product is.
  if (!isWithinDateRange(isoDateIn(asOf.at, timeZone))) {
    throw new ConfigError(`Invalid configuration:\n  AS_OF: ${DATE_RANGE_PROBLEM}: ${text}`);
  }
  return asOf;
}

export type Config = ReturnType<typeof loadConfig>;
