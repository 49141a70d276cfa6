import { addDays } from '@crewline/protocol';

/**
 * A correction once the picked work is in force (docs/adr/0033-dated-corrections.md): the jobs
 * whose holder it changes are held by the new holder (or open) from its effective date, and the
 * holder they had keeps what they held before it as an ended holding. Pure: the apply and the
 * ledger's replay (audit/verify.ts) both derive the holdings with it.
 */

/** From when a correction's awards apply, and the pick's effective date (a holding with no date of its own runs from it). */
export interface EffectiveFrom {
  effectiveFrom: string;
  workFrom: string;
}

export interface HolderChange {
  jobId: number;
  before: string | null;
  after: string | null;
}

/** A job's holding the correction ends: its holder from `from` through `until`. */
export interface EndedHolding {
  jobId: number;
  passId: string;
  from: string;
  until: string;
}

type Held = { jobId: number; passId: string };

/**
 * The jobs whose holder changes when the jobs `released` (superseded awards) are let go and those
 * `held` (the correction's awards) are held; a job given back to the one who held it changes nothing.
 */
export function holderChanges(
  before: ReadonlyMap<number, string | null>,
  released: readonly Held[],
  held: readonly Held[],
): HolderChange[] {
  const after = new Map<number, string | null>();
  for (const r of released) if ((before.get(r.jobId) ?? null) === r.passId) after.set(r.jobId, null);
  for (const h of held) after.set(h.jobId, h.passId);
  return [...after]
    .filter(([jobId, holder]) => (before.get(jobId) ?? null) !== holder)
    .map(([jobId, holder]) => ({ jobId, before: before.get(jobId) ?? null, after: holder }))
    .sort((a, b) => a.jobId - b.jobId);
}

/** What the job's holder before the change held up to the day before the date; none when they held nothing before it. */
export function endedHolding(
  change: HolderChange,
  heldFrom: string | null,
  dated: EffectiveFrom,
): EndedHolding | undefined {
  const from = heldFrom ?? dated.workFrom;
  if (change.before === null || from >= dated.effectiveFrom) return undefined;
  return { jobId: change.jobId, passId: change.before, from, until: addDays(dated.effectiveFrom, -1) };
}
