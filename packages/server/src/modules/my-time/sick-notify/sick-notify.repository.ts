import { and, asc, desc, eq, gt, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { absences, employees, sickSpells } from '../../../db/schema';

export type SickSpellRow = typeof sickSpells.$inferSelect;

/** The spell a notification (out or in) with this request id opened or closed. */
export async function spellByRequestId(db: Db, requestId: string): Promise<SickSpellRow | undefined> {
  const [row] = await db
    .select()
    .from(sickSpells)
    .where(or(eq(sickSpells.outRequestId, requestId), eq(sickSpells.inRequestId, requestId)));
  return row;
}

export async function openSpellOf(db: Db, passId: string): Promise<SickSpellRow | undefined> {
  const [row] = await db
    .select()
    .from(sickSpells)
    .where(and(eq(sickSpells.passId, passId), isNull(sickSpells.inAt)));
  return row;
}

/** The employee's spells out sick from `since` on, newest first. */
export function spellsSince(db: Db, passId: string, since: Date): Promise<SickSpellRow[]> {
  return db
    .select()
    .from(sickSpells)
    .where(and(eq(sickSpells.passId, passId), or(gte(sickSpells.outAt, since), isNull(sickSpells.inAt))))
    .orderBy(desc(sickSpells.outAt), desc(sickSpells.id));
}

/** The days charged to each of the spells, by date. */
export function daysOfSpells(db: Db, spellIds: readonly number[]): Promise<{ spellId: number | null; date: string }[]> {
  if (spellIds.length === 0) return Promise.resolve([]);
  return db
    .select({ spellId: absences.sickSpellId, date: absences.date })
    .from(absences)
    .where(inArray(absences.sickSpellId, [...spellIds]))
    .orderBy(asc(absences.date));
}

export async function insertSpell(db: Db, row: typeof sickSpells.$inferInsert): Promise<SickSpellRow> {
  const [inserted] = await db.insert(sickSpells).values(row).returning();
  if (!inserted) throw new Error('sick spell insert returned no row');
  return inserted;
}

export async function closeSpell(
  db: Db,
  id: number,
  change: { inRequestId: string; inAt: Date; inRecordedAt: Date },
): Promise<void> {
  await db.update(sickSpells).set(change).where(eq(sickSpells.id, id));
}

/** A spell's days after `date` are worked after all (the employee came back before them). */
export async function deleteSpellDaysAfter(db: Db, spellId: number, date: string): Promise<void> {
  await db.delete(absences).where(and(eq(absences.sickSpellId, spellId), gt(absences.date, date)));
}

export async function insertSickDays(db: Db, rows: (typeof absences.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(absences).values(rows);
}

/** Every open spell, with its employee's department (whose job in force decides the work days). */
export function openSpells(db: Db) {
  return db
    .select({ spell: sickSpells, department: employees.department })
    .from(sickSpells)
    .innerJoin(employees, eq(employees.passId, sickSpells.passId))
    .where(isNull(sickSpells.inAt));
}
