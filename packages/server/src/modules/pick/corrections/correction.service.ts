import { PICK_OFFICE_TEXTS as T } from '@crewline/protocol';
import type { Db } from '../../../db/client';
import { forgetEmployeeRecords } from '../../../exec/cached-records';
import { RefusalError } from '../../../exec/errors';
import type { LedgerSigner } from '../../../lib/signing-key';
import { removeAwardAbsences } from '../../leave';
import { recordNotifications } from '../../notifications';
import { jobHolders } from '../audit/audit.repository';
import { type Award, canonicalJson, runRound, type Snapshot, sha256Builder } from '../engine';
import { itemLabel } from '../item-label';
import { correctionOfRequest, roundLastEvent } from '../ledger/ledger.repository';
import { findRound, releaseJobs, roundToTell } from '../pick.repository';
import { forgetRoundProjections } from '../projection/projection.service';
import { supersededBy } from '../superseded-rows';
import { writeRun } from '../turns/run-writer';
import { type LoadedRound, loadRound, participantOf } from '../turns/snapshot';
import { lockRound } from '../turns/snapshot.repository';
import { withKept } from './begun-bids';
import type { CorrectionInput, SetupCorrection } from './corrected-setup';
import { currentRowsOf, dateJobs, insertEndedHoldings, namesOf } from './correction.repository';
import { type EffectiveFrom, endedHolding, holderChanges } from './dated-holdings';
import { fromScratch } from './from-scratch';
import { effectiveFromOf } from './in-force';
import { setupChangeOf } from './missing-package';

/**
 * Corrections (docs/pick.md#corrections): a setup error of a round — a lost list, a wrong
 * seniority place, a missing package — corrected by bidding again from the earliest place whose
 * award changes (of a closed round, through its close again). The turns before it stand; the
 * run's rows supersede what it gives again (the awards table is append-only: superseded-rows.ts
 * and current-award.repository.ts say which rows hold). Once the pick's work is in force the new
 * awards apply from a date: jobs change holder from it (dated-holdings.ts), absences are split at it.
 */

export interface CorrectionRequest {
  roundId: number;
  change: CorrectionInput;
  now: Date;
  /** The agency's date at `now`: a round whose picked work is in force by then is corrected from a date. */
  today: string;
  /** From when the corrected awards apply: required once the picked work is in force, refused before (in-force.ts). */
  effectiveFrom?: string | undefined;
}

export interface AwardChange {
  rank: number;
  passId: string;
  name: string;
  before: string;
  after: string;
}

export interface CorrectionPlan {
  /** The correction as the ledger records it (an added package whole). */
  change: SetupCorrection;
  from: number;
  through: number;
  changes: AwardChange[];
  /** What was previewed: the round as it stood (its latest event) and the correction. */
  digest: string;
  loaded: LoadedRound;
  given: Award[];
  /** A round whose picked work is in force: from when the new awards apply. */
  dated: EffectiveFrom | undefined;
}

/** An employee's rows in words: what they hold, one item after another. */
type Row = { outcome: string; itemId: number | null; choice: number | null };
function inWords(rows: readonly Row[], loaded: LoadedRound): string {
  const given = rows.filter((r) => r.itemId !== null);
  if (given.length > 0) {
    return given
      .map((r) => {
        const parts = loaded.labelOf.get(Number(r.itemId));
        return T.correctionWords.given(parts ? itemLabel(parts) : `#${r.itemId}`, r.choice);
      })
      .join(', ');
  }
  const first = rows[0];
  if (!first) return T.correctionWords.none;
  return first.outcome === 'UNPLACED' ? T.correctionWords.UNPLACED : T.correctionWords.SKIPPED;
}

/** Each employee's rows, keyed by pass id, as the comparison and the words need them. */
function byEmployee(rows: readonly (Row & { passId: string })[]): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const r of rows) out.set(r.passId, [...(out.get(r.passId) ?? []), r]);
  return out;
}

const rowsOfAwards = (given: readonly Award[]) =>
  given.map((a) => ({
    passId: String(a.employeeId),
    outcome: a.outcome,
    itemId: a.itemId === null ? null : Number(a.itemId),
    choice: a.choice,
  }));

/** Each employee's rows of the round run from scratch (from-scratch.ts). */
const rowsFromScratch = (snapshot: Snapshot, through: number, closed: boolean) =>
  byEmployee(rowsOfAwards(runRound(fromScratch(snapshot, through, closed)).awards));

const passIdOf = (c: { restoreList: { passId: string } } | { moveTo: { passId: string } }) =>
  'restoreList' in c ? c.restoreList.passId : c.moveTo.passId;

/** Refused in words when the correction cannot be made on the round as it stands. */
function check(loaded: LoadedRound, change: SetupCorrection): number {
  const through = loaded.snapshot.policy.processedThroughRank;
  if (through === 0) throw new RefusalError(T.correctionNoTurn);
  if ('addPackage' in change) return through;
  const me = participantOf(loaded, passIdOf(change));
  if (!me) throw new RefusalError(T.correctionNotInRound);
  if (me.rank > through) throw new RefusalError(T.correctionTurnToCome);
  if ('moveTo' in change && change.moveTo.rank > through) throw new RefusalError(T.correctionPlaceRange(through));
  if ('restoreList' in change) {
    const ids = new Set(loaded.snapshot.items.map((i) => Number(i.id)));
    const stranger = change.restoreList.items.find((id) => !ids.has(id));
    if (stranger !== undefined) throw new RefusalError(T.correctionItemNotInRound(stranger));
  }
  return through;
}

/**
 * What the correction would do, nothing written: the earliest place whose award changes (the
 * round rerun from its first turn as recorded and as corrected), then the run that bids again
 * from there over the awards that stand, and every award that changes against what is held now.
 */
export async function planCorrection(db: Db, request: CorrectionRequest): Promise<CorrectionPlan> {
  const round = await findRound(db, request.roundId);
  if (!round) throw new RefusalError(T.correctionNoSuchRound);
  const dated = await effectiveFromOf(db, round, request.today, request.effectiveFrom);
  const closed = round.closedAt !== null;
  const current = await loadRound(db, request.roundId, request.now);
  if (!current) throw new RefusalError(T.correctionNoSuchRound);
  const change = await setupChangeOf(db, current, request.change);
  const through = check(current, change);
  const recorded = rowsFromScratch(current.snapshot, through, closed);
  // The round as every later run reads it once the correction is recorded: the same setup functions.
  const corrected = await loadRound(db, request.roundId, request.now, { correction: change });
  if (!corrected) throw new RefusalError(T.correctionNoSuchRound);
  const correctedRows = rowsFromScratch(corrected.snapshot, through, closed);
  const same = (passId: string) =>
    canonicalJson(recorded.get(passId) ?? []) === canonicalJson(correctedRows.get(passId) ?? []);
  const first = [...corrected.snapshot.participants]
    .sort((a, b) => a.rank - b.rank)
    .find((p) => p.rank <= through && !same(String(p.employeeId)));
  // A package no processed list named changes no award: it joins the round for the turns to come.
  const adding = 'addPackage' in change;
  if (!first && !adding) throw new RefusalError(T.correctionNothingChanges);
  const from = first?.rank ?? through + 1;
  const loaded = await loadRound(db, request.roundId, request.now, {
    close: closed,
    rebid: { from, through, ...(dated ? { effectiveFrom: dated.effectiveFrom } : {}) },
    correction: change,
  });
  if (!loaded) throw new RefusalError(T.correctionNoSuchRound);
  // Of a vacation relief round from a date, the bids begun before it go back to their holders (begun-bids.ts).
  const given = withKept(runRound(loaded.snapshot).awards, loaded.kept);
  // Those it gives rows to: every place bid again, and of a closed round the seniors the close gives rows to.
  const passIds = [...new Set(given.map((a) => String(a.employeeId)))];
  const rebid = passIds.map((passId) => participantOf(loaded, passId)).filter((p) => p !== undefined);
  const held = (await currentRowsOf(db, request.roundId, passIds)).map((r) => ({ ...r, choice: r.choiceRank }));
  const gone = new Set(supersededBy(held, given));
  const before = byEmployee(held);
  const after = byEmployee([...held.filter((r) => !gone.has(r)), ...rowsOfAwards(given)]);
  const names = await namesOf(db, passIds);
  const changes: AwardChange[] = [];
  for (const p of rebid.sort((a, b) => a.rank - b.rank)) {
    const passId = String(p.employeeId);
    const was = inWords(before.get(passId) ?? [], loaded);
    const now = inWords(after.get(passId) ?? [], loaded);
    if (was !== now) changes.push({ rank: p.rank, passId, name: names.get(passId) ?? passId, before: was, after: now });
  }
  if (changes.length === 0 && !adding) throw new RefusalError(T.correctionNothingChanges);
  const lastEvent = await roundLastEvent(db, request.roundId);
  const hash = sha256Builder();
  // The date is part of what was approved: a preview from one date does not apply from another.
  hash.update(
    canonicalJson({ change, lastEvent, round: request.roundId, ...(dated ? { from: dated.effectiveFrom } : {}) }),
  );
  const digest = hash.digest();
  return { change, from, through, changes, digest, loaded, given, dated };
}

export interface CorrectionToApply extends CorrectionRequest {
  reason: string;
  requestId: string;
  /** The digest of the preview the supervisor approved. */
  digest: string;
  /** The supervisor who approved it: the event's passId. */
  by: string;
  signer: LedgerSigner;
}

export interface AppliedCorrection {
  runId: number;
  event: number;
  from: number;
  changed: number;
}

/**
 * Applies a previewed correction in one transaction, under the round's turns lock: the run
 * that bids again (its one RUN event, of kind CORRECTION, names the supervisor and records the
 * correction and the reason), the superseded awards' picked jobs and absences let go before the
 * new ones are held, and each employee whose award changes told why. A retry with the same
 * request id answers the first; a preview the round has moved on from is refused.
 */
export async function applyCorrection(db: Db, request: CorrectionToApply): Promise<AppliedCorrection> {
  let committed: () => void = () => undefined;
  let told: string[] = [];
  const result = await db.transaction(async (tx): Promise<AppliedCorrection> => {
    await lockRound(tx, request.roundId);
    const earlier = await correctionOfRequest(tx, request.roundId, request.requestId);
    if (earlier) return earlier;
    const plan = await planCorrection(tx, request);
    if (plan.digest !== request.digest) throw new RefusalError(T.correctionStale);
    const { loaded, given } = plan;
    const rebid = [...new Set(given.map((a) => String(a.employeeId)))];
    const superseded = supersededBy(await currentRowsOf(tx, request.roundId, rebid), given);
    const held = superseded.flatMap((r) => {
      const jobId = r.itemId === null ? undefined : loaded.jobOfPackage.get(r.itemId);
      return jobId === undefined ? [] : [{ jobId, passId: r.passId }];
    });
    const ended = plan.dated ? await endHoldings(tx, loaded, held, given, plan.dated) : { changed: [], ended: [] };
    await releaseJobs(
      tx,
      loaded.pickPeriodId,
      held.map((h) => h.jobId),
      held.map((h) => h.passId),
    );
    if (plan.dated) await dateJobs(tx, ended.changed, plan.dated.effectiveFrom);
    // A dated correction: the days before its date were the superseded awards' and stay so.
    await removeAwardAbsences(
      tx,
      superseded.map((r) => r.id),
      plan.dated?.effectiveFrom,
    );
    const record = {
      change: plan.change,
      reason: request.reason,
      from: plan.from,
      through: plan.through,
      requestId: request.requestId,
      changed: plan.changes.length,
      ...(plan.dated ? plan.dated : {}),
    };
    const written = await writeRun(tx, {
      owner: db,
      signer: request.signer,
      loaded,
      now: request.now,
      kind: 'CORRECTION',
      given,
      correction: { by: request.by, record },
    });
    committed = written.committed;
    await insertEndedHoldings(tx, loaded.pickPeriodId, written.runId, ended.ended);
    const round = await roundToTell(tx, request.roundId);
    await recordNotifications(
      tx,
      request.now,
      plan.changes.map((c) => ({
        passId: c.passId,
        kind: 'PICK_CORRECTED' as const,
        data: {
          round: round.kind,
          pick: round.pick,
          before: c.before,
          after: c.after,
          reason: request.reason,
          ...(plan.dated ? { from: plan.dated.effectiveFrom } : {}),
        },
      })),
    );
    told = rebid;
    return { runId: written.runId, event: written.event, from: plan.from, changed: plan.changes.length };
  });
  committed();
  forgetRoundProjections(db, request.roundId);
  for (const passId of told) forgetEmployeeRecords(db, passId);
  return result;
}

/**
 * A dated correction's jobs: those whose holder it changes (each then held, or open, from the
 * date), and what their holders before held up to the day before it (dated-holdings.ts).
 */
async function endHoldings(
  tx: Db,
  loaded: LoadedRound,
  released: readonly { jobId: number; passId: string }[],
  given: readonly Award[],
  dated: EffectiveFrom,
) {
  const held = given.flatMap((a) => {
    const jobId = a.itemId === null ? undefined : loaded.jobOfPackage.get(Number(a.itemId));
    return jobId === undefined ? [] : [{ jobId, passId: String(a.employeeId) }];
  });
  const rows = await jobHolders(tx, [...new Set([...released, ...held].map((h) => h.jobId))]);
  const changes = holderChanges(new Map(rows.map((r) => [r.id, r.pickedBy])), released, held);
  const heldFrom = new Map(rows.map((r) => [r.id, r.heldFrom]));
  return {
    changed: changes.map((c) => c.jobId),
    ended: changes.flatMap((c) => endedHolding(c, heldFrom.get(c.jobId) ?? null, dated) ?? []),
  };
}
