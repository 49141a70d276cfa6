import type { Db } from '../../../db/client';
import { forgetEmployeeRecords } from '../../../exec/cached-records';
import { localIsoDate } from '../../../lib/local-time';
import { lockEmployee } from '../my-time-locks.repository';
import { openSpellOf, openSpells } from './sick-notify.repository';
import { chargeOpenSpell } from './sick-notify.service';

/**
 * Charges every open sick spell's work days up to today, so someone out sick who does not open
 * the app is sick on the scheduled assignments, the calendar feed and the leave balances each
 * day all the same. Each employee in a transaction of their own, locked as a notification does.
 * Answers whose days were looked at.
 */
export async function chargeOpenSpells(db: Db, now: Date, timeZone: string): Promise<string[]> {
  const today = localIsoDate(now, timeZone);
  const done: string[] = [];
  for (const { spell, department } of await openSpells(db)) {
    await db.transaction(async (tx) => {
      await lockEmployee(tx, spell.passId);
      // Notified in since the list was read: nothing more to charge.
      const still = await openSpellOf(tx, spell.passId);
      if (still?.id !== spell.id) return;
      await chargeOpenSpell(tx, { passId: spell.passId, department }, still, today, timeZone);
    });
    forgetEmployeeRecords(db, spell.passId);
    done.push(spell.passId);
  }
  return done;
}
