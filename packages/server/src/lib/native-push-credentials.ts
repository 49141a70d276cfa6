import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The agency's credentials for native push (docs/deploying.md#native-push), read once at start:
 * FCM HTTP v1 from a Firebase service account's JSON file, APNs from a token-signing key (.p8)
 * with its key id, team id and the app's bundle id. Either may be left out; a device of a
 * platform without them gets the in-app list only. Each problem is one line naming its setting.
 */

/** Where Google's service accounts are exchanged for access tokens: the only one accepted. */
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

export interface FcmCredentials {
  projectId: string;
  clientEmail: string;
  /** The service account's RSA key (RS256). */
  privateKey: KeyObject;
}

export interface ApnsCredentials {
  /** The .p8 token-signing key (P-256, ES256). */
  key: KeyObject;
  keyId: string;
  teamId: string;
  bundleId: string;
  /** api.push.apple.com (store and TestFlight builds) or api.sandbox.push.apple.com (development builds). */
  production: boolean;
}

export interface NativePushEnv {
  FCM_SERVICE_ACCOUNT_FILE?: string;
  APNS_KEY_FILE?: string;
  APNS_KEY_ID?: string;
  APNS_TEAM_ID?: string;
  APNS_BUNDLE_ID?: string;
  APNS_PRODUCTION: boolean;
}

const serviceAccountSchema = z.object({
  type: z.literal('service_account', { error: 'not a service account’s key (type must be service_account)' }),
  project_id: z.string().regex(/^[a-z][a-z0-9-]{4,29}$/, 'project_id is not a Firebase project id'),
  client_email: z.email('client_email is not an address'),
  private_key: z.string().min(1, 'private_key is missing'),
  token_uri: z.literal(GOOGLE_TOKEN_URL, { error: `token_uri must be ${GOOGLE_TOKEN_URL}` }).optional(),
});

const privateKeyOf = (pem: string): KeyObject | undefined => {
  try {
    return createPrivateKey(pem);
  } catch {
    return undefined;
  }
};

function readText(name: string, file: string, problems: string[]): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    problems.push(`${name}: cannot be read: ${(err as Error).message}`);
    return undefined;
  }
}

function readFcm(file: string, problems: string[]): FcmCredentials | undefined {
  const name = 'FCM_SERVICE_ACCOUNT_FILE';
  const text = readText(name, file, problems);
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    problems.push(`${name}: not JSON: ${file}`);
    return undefined;
  }
  const parsed = serviceAccountSchema.safeParse(json);
  if (!parsed.success) {
    problems.push(`${name}: ${parsed.error.issues.map((i) => i.message).join('; ')}: ${file}`);
    return undefined;
  }
  const privateKey = privateKeyOf(parsed.data.private_key);
  if (privateKey?.asymmetricKeyType !== 'rsa') {
    problems.push(`${name}: private_key is not an RSA private key in PEM: ${file}`);
    return undefined;
  }
  return { projectId: parsed.data.project_id, clientEmail: parsed.data.client_email, privateKey };
}

const APPLE_ID = /^[A-Z0-9]{10}$/;
const BUNDLE_ID = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

function readApns(e: NativePushEnv, problems: string[]): ApnsCredentials | undefined {
  const named = [e.APNS_KEY_FILE, e.APNS_KEY_ID, e.APNS_TEAM_ID, e.APNS_BUNDLE_ID];
  if (named.every((v) => v === undefined)) return undefined;
  const before = problems.length;
  if (e.APNS_KEY_FILE === undefined)
    problems.push('APNS_KEY_FILE: must be set with the other APNS_ settings (the .p8 key)');
  if (e.APNS_KEY_ID === undefined || !APPLE_ID.test(e.APNS_KEY_ID))
    problems.push('APNS_KEY_ID: must be the key’s 10-character id (Apple Developer, Keys)');
  if (e.APNS_TEAM_ID === undefined || !APPLE_ID.test(e.APNS_TEAM_ID))
    problems.push('APNS_TEAM_ID: must be the 10-character team id (Apple Developer, Membership)');
  if (e.APNS_BUNDLE_ID === undefined || !BUNDLE_ID.test(e.APNS_BUNDLE_ID))
    problems.push('APNS_BUNDLE_ID: must be the iOS app’s bundle id, e.g. com.agency.crewline');
  const text = e.APNS_KEY_FILE === undefined ? undefined : readText('APNS_KEY_FILE', e.APNS_KEY_FILE, problems);
  const key = text === undefined ? undefined : privateKeyOf(text);
  if (text !== undefined && (key?.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1'))
    problems.push(`APNS_KEY_FILE: not an APNs token-signing key (.p8, P-256 in PEM): ${e.APNS_KEY_FILE}`);
  if (problems.length > before || key === undefined) return undefined;
  return {
    key,
    keyId: e.APNS_KEY_ID ?? '',
    teamId: e.APNS_TEAM_ID ?? '',
    bundleId: e.APNS_BUNDLE_ID ?? '',
    production: e.APNS_PRODUCTION,
  };
}

/** The credentials the settings give, and a line for each problem with them. */
export function readNativePushCredentials(e: NativePushEnv): {
  fcm: FcmCredentials | undefined;
  apns: ApnsCredentials | undefined;
  problems: string[];
} {
  const problems: string[] = [];
  const fcm = e.FCM_SERVICE_ACCOUNT_FILE === undefined ? undefined : readFcm(e.FCM_SERVICE_ACCOUNT_FILE, problems);
  const apns = readApns(e, problems);
  return { fcm, apns, problems };
}
