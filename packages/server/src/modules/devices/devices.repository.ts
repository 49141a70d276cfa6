import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fingerprintSupport, pushSubscriptions } from '../../db/schema';
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
      set: { platform: row.platform, token: row.token, updatedAt: row.updatedAt },
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
