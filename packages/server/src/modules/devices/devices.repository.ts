import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fingerprintSupport, pushSubscriptions, sessions } from '../../db/schema';
import { ADVISORY_LOCKS } from '../../lib/advisory-locks';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferInsert;
export type FingerprintSupportRow = typeof fingerprintSupport.$inferInsert;

/** Holds one push token until the transaction ends: subscriptions of one token are stored one at a time. */
export async function lockPushToken(tx: Db, token: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.pushToken}, hashtext(${token}))`);
}

/**
 * Removes the records that would keep this device's pushes going to someone else: another
 * employee's record of the same device, and any other record holding the same token.
 */
export async function releaseDeviceAndToken(tx: Db, row: Pick<PushSubscriptionRow, 'passId' | 'deviceId' | 'token'>) {
  const notThisRecord = or(ne(pushSubscriptions.passId, row.passId), ne(pushSubscriptions.deviceId, row.deviceId));
  await tx
    .delete(pushSubscriptions)
    .where(
      and(notThisRecord, or(eq(pushSubscriptions.token, row.token), eq(pushSubscriptions.deviceId, row.deviceId))),
    );
}

export async function upsertPushSubscription(tx: Db, row: PushSubscriptionRow): Promise<void> {
  await tx
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: [pushSubscriptions.passId, pushSubscriptions.deviceId],
      set: {
        platform: row.platform,
        token: row.token,
        p256dh: row.p256dh ?? null,
        auth: row.auth ?? null,
        sessionId: row.sessionId ?? null,
        updatedAt: row.updatedAt,
      },
    });
}

export async function upsertFingerprintSupport(db: Db, row: FingerprintSupportRow): Promise<void> {
  await db
    .insert(fingerprintSupport)
    .values(row)
    .onConflictDoUpdate({
      target: [fingerprintSupport.passId, fingerprintSupport.deviceId],
      set: {
        platform: row.platform,
        available: row.available,
        biometryType: row.biometryType,
        enrolled: row.enrolled,
        reportedAt: row.reportedAt,
      },
    });
}

/** An employee's push subscriptions (support tools and tests). */
export function findPushSubscriptions(db: Db, passId: string) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.passId, passId));
}

/** An employee's biometric reports (support tools and tests). */
export function findFingerprintSupport(db: Db, passId: string) {
  return db.select().from(fingerprintSupport).where(eq(fingerprintSupport.passId, passId));
}

/** Ends the push subscriptions a session made (signing out). */
export async function endPushOfSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

/** A browser's subscription, as web-push sends to it. */
export interface WebPushTarget {
  passId: string;
  deviceId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Removes the employees' push subscriptions whose session ended (signing out here or from
 * another device, a password change; one merely idle does not end them).
 */
async function dropEndedSubscriptions(db: Db, passIds: readonly string[]): Promise<void> {
  const ended = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, pushSubscriptions.sessionId), isNotNull(sessions.endedAt)));
  await db.delete(pushSubscriptions).where(and(inArray(pushSubscriptions.passId, [...passIds]), sql`exists ${ended}`));
}

/**
 * The employees' Web Push subscriptions whose session is not ended; those of ended sessions
 * are removed on the way.
 */
export async function liveWebPushTargets(db: Db, passIds: readonly string[]): Promise<WebPushTarget[]> {
  if (passIds.length === 0) return [];
  await dropEndedSubscriptions(db, passIds);
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        inArray(pushSubscriptions.passId, [...passIds]),
        eq(pushSubscriptions.platform, 'web'),
        isNotNull(pushSubscriptions.p256dh),
        isNotNull(pushSubscriptions.auth),
      ),
    );
  return rows.map((r) => ({
    passId: r.passId,
    deviceId: r.deviceId,
    endpoint: r.token,
    p256dh: r.p256dh ?? '',
    auth: r.auth ?? '',
  }));
}

/** One device's Web Push subscription now (it may have changed or ended since the notification). */
export async function webPushTarget(db: Db, passId: string, deviceId: string): Promise<WebPushTarget | undefined> {
  const [row] = await liveWebPushTargets(db, [passId]).then((all) => all.filter((t) => t.deviceId === deviceId));
  return row;
}

/** A native app's push token: FCM's on Android, APNs' on iOS. */
export interface NativePushTarget {
  passId: string;
  deviceId: string;
  platform: NativePushPlatform;
  token: string;
}

export type NativePushPlatform = 'android' | 'ios';

/**
 * The employees' native push tokens of these platforms whose session is not ended; those of
 * ended sessions are removed on the way.
 */
export async function liveNativePushTargets(
  db: Db,
  passIds: readonly string[],
  platforms: readonly NativePushPlatform[],
): Promise<NativePushTarget[]> {
  if (passIds.length === 0 || platforms.length === 0) return [];
  await dropEndedSubscriptions(db, passIds);
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(and(inArray(pushSubscriptions.passId, [...passIds]), inArray(pushSubscriptions.platform, [...platforms])));
  return rows.map((r) => ({
    passId: r.passId,
    deviceId: r.deviceId,
    platform: r.platform as NativePushPlatform,
    token: r.token,
  }));
}

/** One device's native push token now (it may have changed or ended since the notification). */
export async function nativePushTarget(
  db: Db,
  passId: string,
  deviceId: string,
  platforms: readonly NativePushPlatform[],
): Promise<NativePushTarget | undefined> {
  const all = await liveNativePushTargets(db, [passId], platforms);
  return all.find((t) => t.deviceId === deviceId);
}

/**
 * The push service said the subscription or token is gone (Web Push 404/410, FCM UNREGISTERED,
 * APNs Unregistered or BadDeviceToken): it is removed, unless it changed meanwhile.
 */
export async function removeGoneSubscription(
  db: Db,
  gone: { passId: string; deviceId: string; token: string },
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.passId, gone.passId),
        eq(pushSubscriptions.deviceId, gone.deviceId),
        eq(pushSubscriptions.token, gone.token),
      ),
    );
}
