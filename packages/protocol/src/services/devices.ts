import { z } from 'zod';
import { request } from '../envelope';
import type { ServiceDef } from '../service-def';

/** Where the app runs when it reports a device. */
export const DEVICE_PLATFORMS = ['ios', 'android', 'desktop', 'web'] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];

/** The kind of biometric sign-in a device offers. */
export const BIOMETRY_TYPES = ['fingerprint', 'face', 'iris', 'none'] as const;
export type BiometryType = (typeof BIOMETRY_TYPES)[number];

export const DEVICE_ID_MIN = 8;
export const DEVICE_ID_MAX = 100;
/** APNs tokens are 64 hex digits and FCM tokens about 160 characters; room to spare for others. */
export const PUSH_TOKEN_MAX = 4_096;

const deviceId = z
  .string()
  .regex(
    new RegExp(`^[A-Za-z0-9._:-]{${DEVICE_ID_MIN},${DEVICE_ID_MAX}}$`),
    `The device id must be ${DEVICE_ID_MIN} to ${DEVICE_ID_MAX} letters, digits, dots, dashes, colons or underscores.`,
  )
  .describe('The id the app chose at random for this installation and keeps: one employee has one record per device.');

const platform = z
  .enum(DEVICE_PLATFORMS, { error: `The platform must be one of ${DEVICE_PLATFORMS.join(', ')}.` })
  .describe('ios, android, desktop or web.');

const devicePlatformNote = z.object({
  deviceId: z.string().describe('The device id sent.'),
  updatedAt: z.iso.datetime({ offset: true }).describe('When the server stored it (ISO 8601).'),
});

/** The words of the device services' refusals. */
export const DEVICE_TEXTS = {
  tokenOrSubscription: 'Send the device’s push token (token) or, from a browser, its subscription (subscription).',
  subscriptionIsWeb: 'A browser’s subscription (subscription) is sent with platform web.',
  endpoint: 'The subscription’s endpoint must be the push service’s https:// address.',
  key: (name: string) => `The subscription’s key ${name} must be base64url text.`,
  pushHostRefused: (host: string) =>
    `This server sends notifications only to the push services the agency allows, and ${host} is not one of them.`,
  webPushOff: 'This server does not send browser notifications: its Web Push keys are not set.',
} as const;

const base64url = (name: string, max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, DEVICE_TEXTS.key(name))
    .max(max, DEVICE_TEXTS.key(name));

/** A browser's push subscription as PushSubscription.toJSON() gives it (W3C Push API). */
export const webPushSubscriptionSchema = z
  .object({
    endpoint: z
      .url({ protocol: /^https$/, error: DEVICE_TEXTS.endpoint })
      .max(PUSH_TOKEN_MAX, DEVICE_TEXTS.endpoint)
      .describe('The push service’s address for this browser (https).'),
    keys: z.object({
      p256dh: base64url('p256dh', 200).describe('The browser’s P-256 public key, base64url (RFC 8291).'),
      auth: base64url('auth', 100).describe('The 16-byte authentication secret, base64url (RFC 8291).'),
    }),
  })
  .describe('The browser’s PushSubscription as JSON (endpoint and keys); only with platform web.');
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

export const subscribePushNotificationsRequest = request({
  deviceId,
  platform,
  token: z
    .string()
    .trim()
    .min(1, 'The push token is empty.')
    .max(PUSH_TOKEN_MAX, `The push token must be at most ${PUSH_TOKEN_MAX} characters.`)
    .optional()
    .describe("The device's push token from the platform's push service (APNs or FCM)."),
  subscription: webPushSubscriptionSchema.optional(),
})
  .refine((v) => (v.token === undefined) !== (v.subscription === undefined), {
    path: ['token'],
    error: DEVICE_TEXTS.tokenOrSubscription,
  })
  .refine((v) => v.subscription === undefined || v.platform === 'web', {
    path: ['platform'],
    error: DEVICE_TEXTS.subscriptionIsWeb,
  });

export const subscribePushNotificationsElements = devicePlatformNote;

export const fingerprintSupportLogRequest = request({
  deviceId,
  platform,
  available: z.boolean().describe('The device has biometric hardware the app can use.'),
  biometryType: z
    .enum(BIOMETRY_TYPES, { error: `The biometry type must be one of ${BIOMETRY_TYPES.join(', ')}.` })
    .describe('fingerprint, face, iris or none (the main kind when the device has several).'),
  enrolled: z.boolean().describe('The owner has enrolled a fingerprint, face or iris on the device.'),
});

export const fingerprintSupportLogElements = devicePlatformNote;

/** The device's push subscription and biometric support log. */
export const DEVICE_SERVICES = {
  mta_subscribePushNotifications: {
    role: 'employee',
    summary:
      "Stores this device's push token, or a browser's Web Push subscription, for the signed-in employee (one per " +
      'employee and device). A token belongs to the last employee who signed in on the device: any other record ' +
      'holding it is removed. A subscription whose push service is not on the agency’s allow-list is refused; ' +
      'signing out ends the subscription.',
    request: subscribePushNotificationsRequest,
    elements: subscribePushNotificationsElements,
  },
  mta_fingerprintSupportLog: {
    role: 'employee',
    summary:
      'Records what this device reported about biometric sign-in for the signed-in employee (one per employee and device, the latest report kept).',
    request: fingerprintSupportLogRequest,
    elements: fingerprintSupportLogElements,
  },
} as const satisfies Record<string, ServiceDef>;
