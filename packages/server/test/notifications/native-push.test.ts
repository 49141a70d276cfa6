import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NOTIFICATION_TEXTS } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { notificationDeliveries, notifications, pushSubscriptions } from '../../src/db/schema';
import {
  apnsSender,
  type DeliveryChannels,
  deliverNotifications,
  fcmSender,
  type NewNotification,
  recordNotifications,
} from '../../src/modules/notifications';
import { createEmployee, FACTORY_PASSWORD } from '../factories/employees';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { login, testApp } from '../support/app';
import { testClock } from '../support/clock';
import { startNativePushService, type TestNativePushService } from '../support/native-push-service';
import { type Auth, serviceCalls } from '../support/service-calls';

const NOW = `${TEST_TODAY}T15:00:00.000Z`;
const TZ = 'America/New_York';
const ANDROID = { deviceId: 'android-0001-aaaa', token: 'fcm-token-of-the-phone:APA91b-stand-in' };
const IPHONE = { deviceId: 'iphone-0001-aaaa', token: 'a1b2c3d4e5f6a7b8'.repeat(4) };

/** The agency's credentials as files, the way an operator gives them (FCM_SERVICE_ACCOUNT_FILE, APNS_KEY_FILE). */
function credentialFiles() {
  const dir = mkdtempSync(join(tmpdir(), 'crewline-native-'));
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const apple = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const account = {
    type: 'service_account',
    project_id: 'crewline-test',
    private_key_id: 'k1',
    private_key: google.privateKey.export({ type: 'pkcs8', format: 'pem' }),
    client_email: 'push@crewline-test.iam.gserviceaccount.com',
    token_uri: 'https://oauth2.googleapis.com/token',
  };
  const env = {
    FCM_SERVICE_ACCOUNT_FILE: join(dir, 'service-account.json'),
    APNS_KEY_FILE: join(dir, 'AuthKey_ABCDE12345.p8'),
    APNS_KEY_ID: 'ABCDE12345',
    APNS_TEAM_ID: 'TEAM123456',
    APNS_BUNDLE_ID: 'com.agency.crewline',
  };
  writeFileSync(env.FCM_SERVICE_ACCOUNT_FILE, JSON.stringify(account));
  writeFileSync(env.APNS_KEY_FILE, apple.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  return {
    env,
    account,
    googlePublic: google.publicKey,
    applePublic: apple.publicKey,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('accepted');
};

describe('native push credentials (config)', () => {
  const files = credentialFiles();
  afterAll(() => files.remove());

  it('reads the service account and the APNs key, and sets neither when unset', () => {
    const { notify } = loadConfig(files.env);
    expect(notify.fcm).toMatchObject({ projectId: 'crewline-test', clientEmail: files.account.client_email });
    expect(notify.apns).toMatchObject({ keyId: 'ABCDE12345', teamId: 'TEAM123456', production: true });
    expect(loadConfig({ ...files.env, APNS_PRODUCTION: 'false' }).notify.apns?.production).toBe(false);
    expect(loadConfig({}).notify).toMatchObject({ fcm: undefined, apns: undefined });
  });

  it('refuses APNs settings in part, a key of the wrong kind, and a token endpoint not Google’s', () => {
    expect(refusal({ APNS_KEY_FILE: files.env.APNS_KEY_FILE, APNS_KEY_ID: 'short' })).toMatch(
      /APNS_KEY_ID: must be.*\n.*APNS_TEAM_ID: must be.*\n.*APNS_BUNDLE_ID: must be/,
    );
    expect(refusal({ ...files.env, APNS_KEY_FILE: files.env.FCM_SERVICE_ACCOUNT_FILE })).toContain(
      'APNS_KEY_FILE: not an APNs token-signing key',
    );
    expect(refusal({ APNS_PRODUCTION: 'yes' })).toContain('APNS_PRODUCTION must be true or false');
    const dir = mkdtempSync(join(tmpdir(), 'crewline-native-'));
    try {
      const elsewhere = join(dir, 'sa.json');
      writeFileSync(elsewhere, JSON.stringify({ ...files.account, token_uri: 'https://tokens.evil.example/token' }));
      expect(refusal({ FCM_SERVICE_ACCOUNT_FILE: elsewhere })).toContain(
        'FCM_SERVICE_ACCOUNT_FILE: token_uri must be https://oauth2.googleapis.com/token',
      );
      expect(refusal({ FCM_SERVICE_ACCOUNT_FILE: join(dir, 'missing.json') })).toContain(
        'FCM_SERVICE_ACCOUNT_FILE: cannot be read',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('notifications: native push by FCM HTTP v1 and APNs', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let service: TestNativePushService;
  let files: ReturnType<typeof credentialFiles>;
  const clock = testClock(NOW);
  const { ok } = serviceCalls(() => app);
  let channels: DeliveryChannels;
  let employee: Auth;

  const deliver = (with_ = channels) =>
    deliverNotifications({ db: database.db, now: clock.now, timeZone: TZ, channels: with_, maxAttempts: 4 });
  const tell = (rows: NewNotification[]) => database.db.transaction((tx) => recordNotifications(tx, clock.now(), rows));
  const award = (): NewNotification => ({
    passId: employee.passId,
    kind: 'PICK_AWARDED',
    data: { round: 'WORK', pick: 'Fall 2026 pick', items: ['Package FB-FT123'], lines: ['Your 1st choice.'] },
  });
  const sick = (): NewNotification => ({ passId: employee.passId, kind: 'SICK_OUT', data: { at: NOW } });
  const deliveries = () => database.db.select().from(notificationDeliveries).orderBy(notificationDeliveries.id);
  const subscribe = (platform: 'android' | 'ios', device: { deviceId: string; token: string }) =>
    ok('mta_subscribePushNotifications', employee, { ...device, platform });
  const verify = (jwt: string, key: KeyObject, options: Parameters<typeof jwtVerify>[2]) =>
    jwtVerify(jwt, key, { currentDate: clock.now(), ...options });

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    service = await startNativePushService();
    files = credentialFiles();
    app = await testApp({ db: database.db, now: clock.now });
    const { notify } = loadConfig(files.env);
    if (!notify.fcm || !notify.apns) throw new Error('credentials');
    channels = {
      fcm: fcmSender({
        credentials: notify.fcm,
        now: clock.now,
        endpoints: { token: `${service.origin}/token`, fcm: service.origin },
      }),
      apns: apnsSender({ credentials: notify.apns, now: clock.now, origin: service.origin }),
    };
  });
  beforeEach(async () => {
    await database.db.delete(notificationDeliveries);
    await database.db.delete(notifications);
    await database.db.delete(pushSubscriptions);
    service.requests.length = 0;
    const made = await createEmployee(database.db, { email: null });
    const res = await login(app, made.passId, FACTORY_PASSWORD);
    employee = { passId: made.passId, ticket: res.json().Response.Elements.AP_TICKET as string };
  });
  afterAll(async () => {
    await app.close();
    await service.close();
    files.remove();
    await database.close();
  });

  it('FCM: a signed service-account JWT for the access token, then the message once, without private detail', async () => {
    await subscribe('android', ANDROID);
    await tell([award()]);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(await deliver()).toMatchObject({ sent: 0 });

    const [tokenRequest] = service.of('token');
    const form = new URLSearchParams(tokenRequest?.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const assertion = form.get('assertion') ?? '';
    expect(decodeProtectedHeader(assertion)).toMatchObject({ alg: 'RS256' });
    const { payload: claims } = await verify(assertion, files.googlePublic, {
      issuer: files.account.client_email,
      audience: `${service.origin}/token`,
    });
    expect(claims.scope).toBe('https://www.googleapis.com/auth/firebase.messaging');

    const sends = service.of('fcm');
    expect(sends).toHaveLength(1);
    const [send] = sends;
    const [d] = await deliveries();
    expect(send?.path).toBe('/v1/projects/crewline-test/messages:send');
    expect(send?.headers.authorization).toBe('Bearer ya29.stand-in-1');
    expect(JSON.parse(send?.body ?? '')).toEqual({
      message: {
        token: ANDROID.token,
        notification: { title: NOTIFICATION_TEXTS.lockScreen.PICK_AWARDED, body: NOTIFICATION_TEXTS.lockScreenBody },
        data: { id: String(d?.notificationId), opens: 'pickPreferences' },
        android: { collapse_key: `n${d?.id}`, ttl: '86400s' },
      },
    });
    expect(send?.body).not.toContain('FB-FT123');
    expect(d).toMatchObject({ channel: 'push', target: ANDROID.deviceId, status: 'sent', attempts: 1 });

    // The access token serves every push while it lasts; past it, another is fetched.
    await tell([sick()]);
    await deliver();
    expect(service.of('token')).toHaveLength(1);
    clock.advance(3600_000);
    await tell([sick()]);
    await deliver();
    clock.advance(-3600_000);
    expect(service.requests.slice(-3).map((r) => r.route)).toEqual(['fcm', 'token', 'fcm']);
    expect(service.of('fcm').map((r) => r.headers.authorization)).toEqual([
      'Bearer ya29.stand-in-1',
      'Bearer ya29.stand-in-1',
      'Bearer ya29.stand-in-2',
    ]);
  });

  it('FCM: tries again after a 503, a 429 and a 401 (with a new access token), the same collapse key; removes an UNREGISTERED token', async () => {
    await subscribe('android', ANDROID);
    await tell([sick()]);
    service.answer('fcm', { status: 503 }, { status: 429 }, { status: 401 });
    expect(await deliver()).toMatchObject({ retried: 1 });
    expect((await deliveries())[0]).toMatchObject({ status: 'pending', lastError: 'FCM answered 503' });
    clock.advance(30_000);
    expect(await deliver()).toMatchObject({ retried: 1 });
    clock.advance(60_000);
    expect(await deliver()).toMatchObject({ retried: 1 });
    clock.advance(120_000);
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [d] = await deliveries();
    const sends = service.of('fcm');
    expect(sends.map((r) => JSON.parse(r.body).message.android.collapse_key)).toEqual(Array(4).fill(`n${d?.id}`));
    expect(sends[3]?.headers.authorization).not.toBe(sends[2]?.headers.authorization);
    expect(service.requests.slice(-3).map((r) => r.route)).toEqual(['fcm', 'token', 'fcm']);

    service.answer('fcm', {
      status: 404,
      body: {
        error: {
          code: 404,
          status: 'NOT_FOUND',
          details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
        },
      },
    });
    await tell([sick()]);
    expect(await deliver()).toMatchObject({ dropped: 1 });
    expect((await deliveries())[1]).toMatchObject({ status: 'dropped', lastError: 'FCM answered 404 UNREGISTERED' });
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);
    await tell([sick()]);
    await deliver();
    expect(service.of('fcm')).toHaveLength(5);
  });

  it('APNs: HTTP/2 to /3/device/<token> with the team’s ES256 token and the alert headers, once', async () => {
    await subscribe('ios', IPHONE);
    await tell([award()]);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(await deliver()).toMatchObject({ sent: 0 });
    const sends = service.of('apns');
    expect(sends).toHaveLength(1);
    const [send] = sends;
    const [d] = await deliveries();
    expect(send?.httpVersion).toBe('2.0');
    expect(send?.path).toBe(`/3/device/${IPHONE.token}`);
    expect(send?.headers).toMatchObject({
      'apns-topic': 'com.agency.crewline',
      'apns-push-type': 'alert',
      'apns-priority': '10',
      'apns-collapse-id': `n${d?.id}`,
      'apns-expiration': String(clock.now().getTime() / 1000 + 86_400),
    });
    const jwt = String(send?.headers.authorization).replace(/^bearer /, '');
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: 'ABCDE12345' });
    const { payload: claims } = await verify(jwt, files.applePublic, { issuer: 'TEAM123456' });
    expect(claims.iat).toBe(clock.now().getTime() / 1000);
    expect(JSON.parse(send?.body ?? '')).toEqual({
      aps: {
        alert: { title: NOTIFICATION_TEXTS.lockScreen.PICK_AWARDED, body: NOTIFICATION_TEXTS.lockScreenBody },
      },
      id: String(d?.notificationId),
      opens: 'pickPreferences',
    });
    expect(send?.body).not.toContain('FB-FT123');
  });

  it('APNs: tries again after a 500, a 503 and an expired provider token (made anew), the same collapse id; removes on 410 and BadDeviceToken', async () => {
    await subscribe('ios', IPHONE);
    await tell([sick()]);
    service.answer(
      'apns',
      { status: 500, body: { reason: 'InternalServerError' } },
      { status: 503 },
      { status: 403, body: { reason: 'ExpiredProviderToken' } },
    );
    await deliver();
    expect((await deliveries())[0]).toMatchObject({ lastError: 'APNs answered 500 InternalServerError' });
    clock.advance(30_000);
    await deliver();
    clock.advance(60_000);
    expect(await deliver()).toMatchObject({ retried: 1 });
    clock.advance(120_000);
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [d] = await deliveries();
    const sends = service.of('apns');
    expect(sends.map((r) => r.headers['apns-collapse-id'])).toEqual(Array(4).fill(`n${d?.id}`));
    expect(sends[2]?.headers.authorization).toBe(sends[0]?.headers.authorization);
    expect(sends[3]?.headers.authorization).not.toBe(sends[2]?.headers.authorization);

    service.answer('apns', { status: 410, body: { reason: 'Unregistered', timestamp: 1_700_000_000_000 } });
    await tell([sick()]);
    expect(await deliver()).toMatchObject({ dropped: 1 });
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);

    await subscribe('ios', IPHONE);
    service.answer('apns', { status: 400, body: { reason: 'BadDeviceToken' } });
    await tell([sick()]);
    expect(await deliver()).toMatchObject({ dropped: 1 });
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);
    await tell([sick()]);
    await deliver();
    expect(service.of('apns')).toHaveLength(6);
  });

  it('a service not reached is tried again, and says which', async () => {
    const { notify } = loadConfig(files.env);
    if (!notify.fcm || !notify.apns) throw new Error('credentials');
    // A port nothing listens on now: the connection is refused at once.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = `https://127.0.0.1:${port}`;
    const message = { id: 1, title: 'Title', body: 'Body', opens: null };
    const fcm = fcmSender({
      credentials: notify.fcm,
      now: clock.now,
      endpoints: { token: `${nowhere}/token`, fcm: nowhere },
    });
    const apns = apnsSender({ credentials: notify.apns, now: clock.now, origin: nowhere });
    expect(await fcm(ANDROID.token, message, 'n1')).toEqual({
      ok: false,
      gone: false,
      final: false,
      error: "Google's token endpoint not reached (ECONNREFUSED)",
    });
    expect(await apns(IPHONE.token, message, 'n1')).toEqual({
      ok: false,
      gone: false,
      final: false,
      error: 'APNs not reached (ECONNREFUSED)',
    });
  });

  it('without the agency’s credentials, native devices get the in-app list only', async () => {
    await subscribe('android', ANDROID);
    await subscribe('ios', { ...IPHONE, deviceId: 'iphone-0002-bbbb' });
    await tell([award()]);
    expect(await deliver({})).toEqual({ sent: 0, retried: 0, failed: 0, dropped: 0 });
    expect(await deliveries()).toEqual([]);
    expect(service.requests).toEqual([]);
    const list = await ok('mta_notifications', employee);
    expect(list.notifications.map((n) => n.kind)).toEqual(['PICK_AWARDED']);
  });
});
