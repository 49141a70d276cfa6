import {
  DEVICE_TEXTS,
  fingerprintSupportLogElements,
  PUSH_TOKEN_MAX,
  RAW_ERRORS,
  subscribePushNotificationsElements,
} from '@crewline/protocol';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fingerprintSupport, pushSubscriptions } from '../../src/db/schema';
import { findFingerprintSupport, findPushSubscriptions } from '../../src/modules/devices/devices.repository';
import { TEST_TODAY } from '../helper';
import { callService, signedIn } from '../support/app';
import { demoAppOn } from '../support/demo-app';
import { parseEnvelope } from '../support/envelope';

type Auth = { passId: string; ticket: string };

const NOW = `${TEST_TODAY}T15:00:00.000Z`;
const PHONE = '5f0c8e2a-4b7d-4c11-9a3e-2d6f1b8c7e90';
const TABLET = '9b1e4f6d-2a3c-4e8f-b7d5-0c9a8e6f4d21';
const TOKEN = 'fcm:APA91bHPRgkF3JUikC4ENAHEeMrd41Zxv3hVZjC9KtT8OvPVGJ';
const OTHER_TOKEN = 'fcm:APA91bE0nEwTokenAfterRotation7Qz1';
const WEB_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bE',
  keys: {
    p256dh: 'BPloY2dn4LLir_7HI1Juc8hQFdImK3Py6wMaa7n1cRQht-bQrUNsruaiphNVOwVS5gTW7QC0CAghag9ghs-yR9A',
    auth: 'k8JV6sjdbhAi1n3_LDBLvA',
  },
};

describe('device services', () => {
  const demo = demoAppOn(TEST_TODAY, { start: NOW });
  let maria: Auth;
  let robert: Auth;

  beforeAll(async () => {
    maria = await signedIn(demo.app, '100001');
    robert = await signedIn(demo.app, '200001');
  });
  beforeEach(async () => {
    await demo.database.db.delete(pushSubscriptions);
    await demo.database.db.delete(fingerprintSupport);
  });

  describe('mta_subscribePushNotifications', () => {
    const subscribe = (auth: Auth | undefined, payload: Record<string, unknown>) =>
      callService(demo.app, 'mta_subscribePushNotifications', payload, auth);
    const subscribeOk = async (auth: Auth, payload: Record<string, unknown>) => {
      const body = parseEnvelope(
        'mta_subscribePushNotifications',
        subscribePushNotificationsElements,
        (await subscribe(auth, payload)).json(),
      );
      expect(body.message.Error).toBe('');
      return body.elements;
    };
    const tokens = async (passId: string) =>
      (await findPushSubscriptions(demo.database.db, passId)).map((r) => ({ deviceId: r.deviceId, token: r.token }));

    it('stores the token for the signed-in employee and device', async () => {
      const answer = await subscribeOk(maria, { deviceId: PHONE, platform: 'android', token: TOKEN });
      expect(answer).toEqual({ deviceId: PHONE, updatedAt: NOW });
      expect(await findPushSubscriptions(demo.database.db, '100001')).toEqual([
        {
          passId: '100001',
          deviceId: PHONE,
          platform: 'android',
          token: TOKEN,
          p256dh: null,
          auth: null,
          sessionId: expect.any(Number),
          updatedAt: new Date(NOW),
        },
      ]);
    });

    it("updates the device's record when its token changes, and keeps one record per device", async () => {
      await subscribeOk(maria, { deviceId: PHONE, platform: 'android', token: TOKEN });
      await subscribeOk(maria, { deviceId: TABLET, platform: 'ios', token: 'a'.repeat(64) });
      demo.clock.advance(demo.clock.minutes(3));
      await subscribeOk(maria, { deviceId: PHONE, platform: 'android', token: OTHER_TOKEN });
      const rows = await findPushSubscriptions(demo.database.db, '100001');
      expect(rows.map((r) => [r.deviceId, r.token, r.updatedAt.toISOString()]).sort()).toEqual(
        [
          [PHONE, OTHER_TOKEN, demo.clock.now().toISOString()],
          [TABLET, 'a'.repeat(64), NOW],
        ].sort(),
      );
      demo.clock.advance(-demo.clock.minutes(3));
    });

    it("stores a browser's Web Push subscription: its endpoint as the token, with its keys", async () => {
      await subscribeOk(maria, { deviceId: PHONE, platform: 'web', subscription: WEB_SUBSCRIPTION });
      expect(await findPushSubscriptions(demo.database.db, '100001')).toMatchObject([
        {
          platform: 'web',
          token: WEB_SUBSCRIPTION.endpoint,
          p256dh: WEB_SUBSCRIPTION.keys.p256dh,
          auth: WEB_SUBSCRIPTION.keys.auth,
        },
      ]);
    });

    it('is the same after a retry', async () => {
      await subscribeOk(maria, { deviceId: PHONE, platform: 'android', token: TOKEN });
      await subscribeOk(maria, { deviceId: PHONE, platform: 'android', token: TOKEN });
      expect(await tokens('100001')).toEqual([{ deviceId: PHONE, token: TOKEN }]);
    });

    it('moves the device and its token to the last employee who signed in on it', async () => {
      await subscribeOk(maria, { deviceId: PHONE, platform: 'android', token: TOKEN });
      await subscribeOk(robert, { deviceId: PHONE, platform: 'android', token: TOKEN });
      expect(await tokens('100001')).toEqual([]);
      expect(await tokens('200001')).toEqual([{ deviceId: PHONE, token: TOKEN }]);

      // The demo.app reinstalled (a new device id), the platform kept the token: still one holder.
      await subscribeOk(maria, { deviceId: TABLET, platform: 'android', token: TOKEN });
      expect(await tokens('200001')).toEqual([]);
      expect(await tokens('100001')).toEqual([{ deviceId: TABLET, token: TOKEN }]);

      // The same device signed in by another employee with a rotated token: the old record goes too.
      await subscribeOk(robert, { deviceId: TABLET, platform: 'android', token: OTHER_TOKEN });
      expect(await tokens('100001')).toEqual([]);
      expect(await tokens('200001')).toEqual([{ deviceId: TABLET, token: OTHER_TOKEN }]);
    });

    it("leaves another employee's other devices alone", async () => {
      await subscribeOk(robert, { deviceId: TABLET, platform: 'ios', token: OTHER_TOKEN });
      await subscribeOk(maria, { deviceId: PHONE, platform: 'android', token: TOKEN });
      expect(await tokens('200001')).toEqual([{ deviceId: TABLET, token: OTHER_TOKEN }]);
    });

    it('keeps one holder of a token when two employees send it at the same moment', async () => {
      const answers = await Promise.all([
        subscribe(maria, { deviceId: PHONE, platform: 'android', token: TOKEN }),
        subscribe(robert, { deviceId: TABLET, platform: 'android', token: TOKEN }),
      ]);
      expect(answers.map((r) => r.json().success)).toEqual([true, true]);
      const holders = [...(await tokens('100001')), ...(await tokens('200001'))];
      expect(holders).toHaveLength(1);
    });

    it('takes the employee from the session, never from the payload', async () => {
      await subscribeOk(maria, { deviceId: PHONE, platform: 'web', token: TOKEN, passId: '200001' });
      expect(await tokens('200001')).toEqual([]);
      expect(await tokens('100001')).toHaveLength(1);
    });

    it.each([
      ['a short device id', { deviceId: 'abc' }, 'deviceId: The device id must be 8 to 100 letters, digits'],
      ['a device id with spaces', { deviceId: 'my phone 12345' }, 'deviceId: The device id must be 8 to 100'],
      ['a device id too long', { deviceId: 'd'.repeat(101) }, 'deviceId: The device id must be 8 to 100'],
      [
        'an unknown platform',
        { platform: 'windows' },
        'platform: The platform must be one of ios, android, desktop, web.',
      ],
      ['a blank token', { token: '   ' }, 'token: The push token is empty.'],
      [
        'a token too long',
        { token: 't'.repeat(PUSH_TOKEN_MAX + 1) },
        `token: The push token must be at most ${PUSH_TOKEN_MAX} characters.`,
      ],
      ['a token that is not text', { token: 42 }, 'token: must be text'],
      ['no token', { token: undefined }, DEVICE_TEXTS.tokenOrSubscription],
      [
        'a token and a subscription',
        { subscription: WEB_SUBSCRIPTION, platform: 'web' },
        DEVICE_TEXTS.tokenOrSubscription,
      ],
      [
        'a subscription from an app',
        { token: undefined, subscription: WEB_SUBSCRIPTION },
        DEVICE_TEXTS.subscriptionIsWeb,
      ],
      [
        'a subscription to a plain-http push service',
        {
          token: undefined,
          platform: 'web',
          subscription: { ...WEB_SUBSCRIPTION, endpoint: 'http://fcm.googleapis.com/x' },
        },
        DEVICE_TEXTS.endpoint,
      ],
    ])('refuses %s in plain words and stores nothing', async (_name, change, problem) => {
      const res = await subscribe(maria, { deviceId: PHONE, platform: 'android', token: TOKEN, ...change });
      const body = parseEnvelope('mta_subscribePushNotifications', subscribePushNotificationsElements, res.json());
      expect(body.success).toBe(false);
      expect(body.message.Error).toBe(RAW_ERRORS.popupOutput);
      expect(body.message.PopupMessages).toEqual([expect.stringContaining(problem)]);
      expect(await tokens('100001')).toEqual([]);
    });

    it('is open to every employee, SIRTOA included, and closed without a ticket', async () => {
      const sirtoa = await signedIn(demo.app, '300001');
      await subscribeOk(sirtoa, { deviceId: PHONE, platform: 'ios', token: TOKEN });
      expect(await tokens('300001')).toHaveLength(1);
      const none = await subscribe(undefined, { deviceId: TABLET, platform: 'ios', token: OTHER_TOKEN });
      expect(none.statusCode).toBe(401);
      const forged = await subscribe(
        { passId: '100001', ticket: 'not-a-ticket' },
        { deviceId: TABLET, platform: 'ios', token: OTHER_TOKEN },
      );
      expect(forged.statusCode).toBe(401);
      expect(await tokens('100001')).toEqual([]);
    });
  });

  describe('mta_fingerprintSupportLog', () => {
    const report = { deviceId: PHONE, platform: 'ios', available: true, biometryType: 'face', enrolled: true };
    const log = (auth: Auth | undefined, payload: Record<string, unknown>) =>
      callService(demo.app, 'mta_fingerprintSupportLog', payload, auth);
    const logOk = async (auth: Auth, payload: Record<string, unknown>) => {
      const body = parseEnvelope(
        'mta_fingerprintSupportLog',
        fingerprintSupportLogElements,
        (await log(auth, payload)).json(),
      );
      expect(body.message.Error).toBe('');
      return body.elements;
    };

    it('stores the report for the signed-in employee and device', async () => {
      expect(await logOk(robert, report)).toEqual({ deviceId: PHONE, updatedAt: NOW });
      expect(await findFingerprintSupport(demo.database.db, '200001')).toEqual([
        {
          passId: '200001',
          deviceId: PHONE,
          platform: 'ios',
          available: true,
          biometryType: 'face',
          enrolled: true,
          reportedAt: new Date(NOW),
        },
      ]);
    });

    it('keeps the latest report per employee and device, and each employee their own', async () => {
      await logOk(robert, report);
      await logOk(robert, { ...report, deviceId: TABLET, platform: 'android', biometryType: 'fingerprint' });
      demo.clock.advance(demo.clock.minutes(1));
      await logOk(robert, { ...report, enrolled: false });
      await logOk(maria, { ...report, available: false, biometryType: 'none', enrolled: false });
      demo.clock.advance(-demo.clock.minutes(1));

      const roberts = await findFingerprintSupport(demo.database.db, '200001');
      expect(roberts.map((r) => [r.deviceId, r.biometryType, r.enrolled]).sort()).toEqual(
        [
          [PHONE, 'face', false],
          [TABLET, 'fingerprint', true],
        ].sort(),
      );
      expect((await findFingerprintSupport(demo.database.db, '100001')).map((r) => r.biometryType)).toEqual(['none']);
    });

    it('takes the employee from the session, never from the payload', async () => {
      await logOk(maria, { ...report, passId: '200001' });
      expect(await findFingerprintSupport(demo.database.db, '200001')).toEqual([]);
      expect(await findFingerprintSupport(demo.database.db, '100001')).toHaveLength(1);
    });

    it.each([
      [
        'an unknown biometry type',
        { biometryType: 'retina' },
        'biometryType: The biometry type must be one of fingerprint, face, iris, none.',
      ],
      ['available as text', { available: 'yes' }, 'available: must be true or false'],
      ['no enrolled', { enrolled: undefined }, 'enrolled: is required'],
      ['an unknown platform', { platform: 'symbian' }, 'platform: The platform must be one of'],
      ['a bad device id', { deviceId: '../../etc' }, 'deviceId: The device id must be 8 to 100'],
    ])('refuses %s in plain words and stores nothing', async (_name, change, problem) => {
      const body = parseEnvelope(
        'mta_fingerprintSupportLog',
        fingerprintSupportLogElements,
        (await log(robert, { ...report, ...change })).json(),
      );
      expect(body.success).toBe(false);
      expect(body.message.PopupMessages).toEqual([expect.stringContaining(problem)]);
      expect(await findFingerprintSupport(demo.database.db, '200001')).toEqual([]);
    });

    it('is open to every employee and closed without a ticket', async () => {
      const sirtoa = await signedIn(demo.app, '300001');
      await logOk(sirtoa, report);
      expect((await log(undefined, report)).statusCode).toBe(401);
      expect(await findFingerprintSupport(demo.database.db, '300001')).toHaveLength(1);
    });
  });
});
