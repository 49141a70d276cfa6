import { boolean, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from './employees';

/**
 * A device's push token; a token belongs to the last employee who signed in on it. A web
 * subscription's token is its endpoint (the push service's URL), with its keys (RFC 8291).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    deviceId: text('device_id').notNull(),
    platform: text('platform').notNull(),
    token: text('token').notNull(),
    /** Web Push: the browser's public key (P-256, base64url) and auth secret; null for native tokens. */
    p256dh: text('p256dh'),
    auth: text('auth'),
    /** The session that subscribed: when it ends (signing out), so does the subscription. */
    sessionId: integer('session_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.passId, t.deviceId] }), uniqueIndex('push_subscriptions_token').on(t.token)],
);

/** What a device reported about its biometric sign-in support (mta_fingerprintSupportLog). */
export const fingerprintSupport = pgTable(
  'fingerprint_support',
  {
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId),
    deviceId: text('device_id').notNull(),
    platform: text('platform').notNull(),
    available: boolean('available').notNull(),
    /** fingerprint, face, iris or none. */
    biometryType: text('biometry_type').notNull(),
    enrolled: boolean('enrolled').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.passId, t.deviceId] })],
);
