import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, notificationPreferences } from '../../db/schema';

export type PreferencesRow = typeof notificationPreferences.$inferSelect;

/** The employees' saved choices (those who saved none are not in the answer). */
export async function preferencesOf(db: Db, passIds: readonly string[]): Promise<PreferencesRow[]> {
  if (passIds.length === 0) return [];
  return db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.passId, [...passIds]));
}

/** Stores an employee's choices whole (a second save of the same changes nothing but the time). */
export async function savePreferences(db: Db, row: PreferencesRow): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values(row)
    .onConflictDoUpdate({
      target: notificationPreferences.passId,
      set: { off: row.off, quietStart: row.quietStart, quietEnd: row.quietEnd, updatedAt: row.updatedAt },
    });
}

/** The e-mail addresses the agency's file gives (null: none). */
export async function emailsOf(db: Db, passIds: readonly string[]): Promise<Map<string, string | null>> {
  if (passIds.length === 0) return new Map();
  const rows = await db
    .select({ passId: employees.passId, email: employees.email })
    .from(employees)
    .where(inArray(employees.passId, [...passIds]));
  return new Map(rows.map((r) => [r.passId, r.email]));
}

export async function emailOf(db: Db, passId: string): Promise<string | null> {
  const [row] = await db.select({ email: employees.email }).from(employees).where(eq(employees.passId, passId));
  return row?.email ?? null;
}
