import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { holidayChoices } from '../../../db/schema';

export type HolidayChoiceRow = typeof holidayChoices.$inferSelect;

export function choicesBetween(db: Db, passId: string, from: string, to: string): Promise<HolidayChoiceRow[]> {
  return db
    .select()
    .from(holidayChoices)
    .where(and(eq(holidayChoices.passId, passId), gte(holidayChoices.date, from), lte(holidayChoices.date, to)));
}

/** Makes or changes the choice for a holiday. */
export async function upsertChoice(db: Db, row: HolidayChoiceRow): Promise<void> {
  await db
    .insert(holidayChoices)
    .values(row)
    .onConflictDoUpdate({
      target: [holidayChoices.passId, holidayChoices.date],
      set: { choice: row.choice, chosenAt: row.chosenAt },
    });
}

/** Whether a choice with this request id was already saved (its event holds the id). */
export async function choiceSaved(db: Db, passId: string, requestId: string): Promise<boolean> {
  const rows = rowsOf<{ found: number }>(
    await db.execute(sql`select 1 as found from my_time_events
      where pass_id = ${passId} and kind = 'HOLIDAY_CHOICE_SAVED' and payload->>'requestId' = ${requestId} limit 1`),
  );
  return rows.length > 0;
}
