import { type EndedHolding, endedHolding, holderChanges } from '../corrections/dated-holdings';
import type { ReplayedRun } from './ledger-replay';

/** A job as the ledger says it is held: by whom (nobody: open), from when (null: the pick's effective date), for which package. */
export interface HeldJob {
  holder: string | null;
  packageId: number;
  from: string | null;
}

/**
 * The jobs held after a replayed run, updated in place: a correction lets go of the jobs the rows
 * it superseded held, every award of a work package holds its job. A dated correction
 * (docs/adr/0033-dated-corrections.md) holds each job whose holder it changes from its date and
 * answers the holdings it ended, as its apply wrote them (corrections/dated-holdings.ts).
 */
export function heldJobsAfter(holders: Map<number, HeldJob>, replayed: ReplayedRun): EndedHolding[] {
  const jobOf = (itemId: string | number | null) =>
    itemId === null ? undefined : replayed.loaded.jobOfPackage.get(Number(itemId));
  const released = replayed.superseded.flatMap((old) => {
    const jobId = jobOf(old.itemId);
    return jobId === undefined ? [] : [{ jobId, passId: old.passId, packageId: Number(old.itemId) }];
  });
  const held = replayed.awards.flatMap((a) => {
    const jobId = jobOf(a.itemId);
    return jobId === undefined ? [] : [{ jobId, passId: String(a.employeeId), packageId: Number(a.itemId) }];
  });
  const record = replayed.run.correction;
  const dated =
    record?.effectiveFrom !== undefined && record.workFrom !== undefined
      ? { effectiveFrom: record.effectiveFrom, workFrom: record.workFrom }
      : undefined;
  const ended: EndedHolding[] = [];
  const packageOf = new Map([...released, ...held].map((h) => [h.jobId, h.packageId]));
  if (dated) {
    const before = new Map([...released, ...held].map((h) => [h.jobId, holders.get(h.jobId)?.holder ?? null]));
    for (const change of holderChanges(before, released, held)) {
      const was = holders.get(change.jobId);
      const end = endedHolding(change, was?.from ?? null, dated);
      if (end) ended.push(end);
      const packageId = was?.packageId ?? packageOf.get(change.jobId) ?? 0;
      holders.set(change.jobId, { holder: was?.holder ?? null, packageId, from: dated.effectiveFrom });
    }
  }
  for (const r of released) {
    const was = holders.get(r.jobId);
    if (was?.holder === r.passId) holders.set(r.jobId, { ...was, holder: null, packageId: r.packageId });
  }
  for (const h of held) {
    holders.set(h.jobId, { holder: h.passId, packageId: h.packageId, from: holders.get(h.jobId)?.from ?? null });
  }
  return ended;
}
