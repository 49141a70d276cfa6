import { LEAVE_DAY_MINUTES } from '@crewline/protocol';
import { absences, leaveBanks, payCodes, quotas, timecards } from '../../src/db/schema';
import { toLineColumns } from '../../src/db/timecard-lines';
import type { Db } from '../../src/db/types';
import { PAY_CODES, QUOTAS } from '../../src/lib/pay-codes';

/** The agency's pay codes and quotas (constant data; already there in a seeded database). */
export async function ensureLeaveCodes(db: Db): Promise<void> {
  await db
    .insert(payCodes)
    .values([...PAY_CODES])
    .onConflictDoNothing();
  await db
    .insert(quotas)
    .values([...QUOTAS])
    .onConflictDoNothing();
}

type Kind = 'VACATION' | 'HOLIDAY' | 'SICK' | 'PERSONAL' | 'COMP' | 'FMLA' | 'TRAINING';

/** How the agency charges each kind of absence: its pay code and quota. */
const CHARGES: Record<Kind, { payCode: string; quotaCode: string | null }> = {
  VACATION: { payCode: 'VAC', quotaCode: null },
  HOLIDAY: { payCode: 'HOL', quotaCode: null },
  SICK: { payCode: 'SICK', quotaCode: 'SICK' },
  PERSONAL: { payCode: 'PERS', quotaCode: 'PERS' },
  COMP: { payCode: 'COMP', quotaCode: null },
  FMLA: { payCode: 'FMLA', quotaCode: 'FMLA' },
  TRAINING: { payCode: 'TRN', quotaCode: null },
};

export interface AbsenceDraft {
  date: string;
  kind: Kind;
  minutes?: number;
}

/** Absences charged the way the agency charges their kind; a leave day is 480 minutes unless given. */
export async function addAbsences(db: Db, passId: string, drafts: readonly AbsenceDraft[]): Promise<void> {
  if (drafts.length === 0) return;
  await db.insert(absences).values(
    drafts.map((d) => ({
      passId,
      date: d.date,
      kind: d.kind,
      ...CHARGES[d.kind],
      minutes: d.minutes ?? LEAVE_DAY_MINUTES,
    })),
  );
}

export interface BankDraft {
  bank: string;
  year: number;
  carriedMinutes: number;
  grantedMinutes: number;
  monthlyAccrualMinutes: number;
}

export async function addLeaveBanks(db: Db, passId: string, banks: readonly BankDraft[]): Promise<void> {
  await db.insert(leaveBanks).values(banks.map((b) => ({ passId, ...b })));
}

/** Empty approved timecards for the pay weeks starting on `weekStarts` (Sundays). */
export async function addTimecardWeeks(db: Db, passId: string, weekStarts: readonly string[]): Promise<void> {
  await db
    .insert(timecards)
    .values(
      weekStarts.map((weekStart) => ({ passId, weekStart, status: 'APPROVED', ...toLineColumns(weekStart, []) })),
    );
}
