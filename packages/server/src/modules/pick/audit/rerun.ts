import type { Db } from '../../../db/client';
import type { CorrectionInput } from '../corrections/corrected-setup';
import { fromScratch } from '../corrections/from-scratch';
import { setupChangeOf } from '../corrections/missing-package';
import { type Award, runRound } from '../engine';
import { loadRound } from '../turns/snapshot';
import { awardRunsOfRound } from './audit.repository';

export interface AwardChange {
  passId: string;
  /** Place in the corrected order. */
  rank: number;
  before: string;
  after: string;
}

export interface RerunResult {
  /** Turns rerun: every turn processed so far (and the close, if it ran). */
  turns: number;
  /** The first place in the order whose award changes; null when none does. */
  earliestChange: number | null;
  changes: AwardChange[];
}

/** What an employee holds after the run, in one line: "AWARDED 214 (choice 3)", "SKIPPED", … */
function summaries(awards: readonly Award[]): Map<string, string> {
  const out = new Map<string, string[]>();
  for (const a of awards) {
    const line = a.itemId === null ? a.outcome : `${a.outcome} ${a.itemId}${a.choice ? ` (choice ${a.choice})` : ''}`;
    out.set(String(a.employeeId), [...(out.get(String(a.employeeId)) ?? []), line]);
  }
  return new Map([...out].map(([k, v]) => [k, v.join(', ')]));
}

/**
 * Reruns every processed turn of the round from the start, as recorded and as corrected (the
 * round read as its runs read it once the correction is recorded), and tells whose award
 * changes. Nothing is written: the result is what a correction would do. A package that cannot
 * be added is refused in words, as the office's preview refuses it.
 */
export async function rerunRound(db: Db, roundId: number, input: CorrectionInput): Promise<RerunResult | undefined> {
  const runs = await awardRunsOfRound(db, roundId);
  const last = runs.at(-1);
  if (!last) return undefined;
  const closed = runs.some((r) => r.kind === 'CLOSE');
  const loaded = await loadRound(db, roundId, last.ranAt, { close: closed });
  if (!loaded) return undefined;
  const correction = await setupChangeOf(db, loaded, input);
  const correctedRound = await loadRound(db, roundId, last.ranAt, { close: closed, correction });
  if (!correctedRound) return undefined;
  const processedThroughRank = loaded.snapshot.policy.processedThroughRank;
  const recorded = summaries(runRound(fromScratch(loaded.snapshot, processedThroughRank, closed)).awards);
  const corrected = summaries(runRound(fromScratch(correctedRound.snapshot, processedThroughRank, closed)).awards);
  const changes: AwardChange[] = [];
  for (const p of [...correctedRound.snapshot.participants].sort((a, b) => a.rank - b.rank)) {
    const id = String(p.employeeId);
    const before = recorded.get(id) ?? 'not yet processed';
    const after = corrected.get(id) ?? 'not yet processed';
    if (before !== after) changes.push({ passId: id, rank: p.rank, before, after });
  }
  return {
    turns: closed ? loaded.snapshot.participants.length : processedThroughRank,
    earliestChange: changes[0]?.rank ?? null,
    changes,
  };
}
