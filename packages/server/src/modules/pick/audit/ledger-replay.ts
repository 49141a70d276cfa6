import { withKept } from '../corrections/begun-bids';
import type { CorrectionRecord, LedgerCorrection } from '../corrections/corrected-setup';
import { type Award, applyLatePick, canonicalJson, digestSnapshot, ENGINE_VERSION, runRound } from '../engine';
import type { ListEvent, TurnMove } from '../ledger/ledger.repository';
import type { StoredEvent } from '../ledger/ledger-chain';
import { type AwardedRow, supersededBy } from '../superseded-rows';
import type { RoundSetup } from '../turns/round-setup';
import type { RunKind } from '../turns/run-writer';
import { type LoadedRound, roundFromLedger } from '../turns/snapshot';

/**
 * A pick replayed from its ledger alone (docs/pick-ledger.md#5-a-runs-snapshot): each round's setup and list events
 * as they come, and at each run event the snapshot the run read — built by the very function
 * the run used — the engine over it, and the awards it gives, which become the holdings of the
 * round's next run. Pure: events in, runs out.
 */

/** What a run event records (docs/pick-ledger.md "RUN"). */
export interface RunPayload {
  awardRun: number;
  kind: RunKind;
  engineVersion: string;
  inputThrough: number;
  policy: LoadedRound['snapshot']['policy'];
  snapshotDigest: string;
  awardsRoot: string;
  awards: number;
  request?: { items: number[]; requestId: string };
  /** A CORRECTION run: what it corrects, why, and the places it bids again. */
  correction?: CorrectionRecord;
}

export interface ReplayedRun {
  event: StoredEvent;
  run: RunPayload;
  loaded: LoadedRound;
  awards: Award[];
  /** A correction's run: the earlier rows it superseded (superseded-rows.ts). */
  superseded: AwardedRow[];
}

/** Where a run event and its replay part: the event's number, what differs, and both values. */
export interface ReplayProblem {
  event: number;
  round: number | null;
  run?: number;
  what: 'NO_SETUP' | 'TWO_SETUPS' | 'ENGINE_VERSION' | 'POLICY' | 'SNAPSHOT' | 'LATE_PICK' | 'AWARD_COUNT' | 'UNKNOWN';
  ledger: unknown;
  replayed: unknown;
}

interface RoundState {
  setup: RoundSetup;
  lists: ListEvent[];
  awarded: AwardedRow[];
  /** Turn times the office set since the setup (SCHEDULE_SET, RESUMED). */
  moves: TurnMove[];
  /** The corrections recorded so far (each a CORRECTION run's event). */
  corrections: LedgerCorrection[];
}

export class LedgerReplay {
  readonly #rounds = new Map<number, RoundState>();

  /** The round's setup and what has been replayed of it so far. */
  round(roundId: number): RoundState | undefined {
    return this.#rounds.get(roundId);
  }

  /** Takes the next event of the ledger: a run event answers its replay, or where it parts. */
  add(event: StoredEvent): ReplayedRun | ReplayProblem | undefined {
    const problem = (what: ReplayProblem['what'], ledger: unknown, replayed: unknown, run?: number): ReplayProblem => ({
      event: event.seq,
      round: event.roundId,
      ...(run === undefined ? {} : { run }),
      what,
      ledger,
      replayed,
    });
    const state = event.roundId === null ? undefined : this.#rounds.get(event.roundId);
    switch (event.kind) {
      case 'SETUP':
        if (event.roundId === null) return problem('NO_SETUP', 'a setup of no round', null);
        if (state) return problem('TWO_SETUPS', 'a second setup', null);
        this.#rounds.set(event.roundId, {
          setup: event.payload as unknown as RoundSetup,
          lists: [],
          awarded: [],
          moves: [],
          corrections: [],
        });
        return undefined;
      case 'SAVE':
      case 'DELETE': {
        if (!state) return problem('NO_SETUP', 'a list before the round was set up', null);
        const items = (event.payload.items as number[] | undefined) ?? [];
        state.lists.push({ seq: event.seq, passId: event.passId as string, at: event.at, items });
        return undefined;
      }
      case 'SCHEDULE_SET':
      case 'RESUMED': {
        // Before the round's setup a schedule is in the tables the setup is read from.
        const turns = (event.payload.turns as { passId: string; turnAt: string }[] | undefined) ?? [];
        state?.moves.push(...turns.map((t) => ({ seq: event.seq, passId: t.passId, turnAt: t.turnAt })));
        return undefined;
      }
      case 'ROUND_CREATED':
      case 'PAUSED':
        // A new round's window and a pause: the runs record what was due when they ran.
        return undefined;
      case 'RUN':
        if (!state) return problem('NO_SETUP', 'a run before the round was set up', null);
        return this.#run(event, state, problem);
      default:
        return problem('UNKNOWN', event.kind, null);
    }
  }

  #run(
    event: StoredEvent,
    state: RoundState,
    problem: (what: ReplayProblem['what'], ledger: unknown, replayed: unknown, run?: number) => ReplayProblem,
  ): ReplayedRun | ReplayProblem {
    const run = event.payload as unknown as RunPayload;
    const bad = (what: ReplayProblem['what'], ledger: unknown, replayed: unknown) =>
      problem(what, ledger, replayed, run.awardRun);
    if (run.engineVersion !== ENGINE_VERSION) return bad('ENGINE_VERSION', run.engineVersion, ENGINE_VERSION);
    const lists = state.lists.filter((l) => l.seq <= run.inputThrough);
    const correction = run.kind === 'CORRECTION' ? run.correction : undefined;
    if (correction) state.corrections.push({ seq: event.seq, change: correction.change });
    const loaded = roundFromLedger(state.setup, lists, state.awarded, event.at, {
      // A correction of a closed round runs the close again (its policy says so).
      close: run.kind === 'CLOSE' || (correction !== undefined && run.policy.close),
      inputThrough: run.inputThrough,
      moves: state.moves.filter((m) => m.seq <= run.inputThrough),
      corrections: state.corrections,
      ...(correction ? { rebid: rebidOf(correction) } : {}),
    });
    if (canonicalJson(loaded.snapshot.policy) !== canonicalJson(run.policy)) {
      return bad('POLICY', run.policy, loaded.snapshot.policy);
    }
    const digest = digestSnapshot(loaded.snapshot);
    if (digest !== run.snapshotDigest) return bad('SNAPSHOT', run.snapshotDigest, digest);
    const awards =
      run.kind === 'LATE_PICK'
        ? latePick(loaded, event.passId, run.request?.items ?? [])
        : withKept(runRound(loaded.snapshot).awards, loaded.kept);
    if (run.kind === 'LATE_PICK' && awards.length === 0)
      return bad('LATE_PICK', run.request, 'nothing it asked for was open');
    if (awards.length !== run.awards) return bad('AWARD_COUNT', run.awards, awards.length);
    // A correction's rows supersede earlier rows of the employees it gives rows to (superseded-rows.ts).
    const superseded = correction ? supersededBy(state.awarded, awards) : [];
    if (superseded.length > 0) {
      const gone = new Set(superseded);
      state.awarded = state.awarded.filter((a) => !gone.has(a));
    }
    for (const a of awards) {
      // Ids as the engine gave them (the database's are numbers).
      state.awarded.push({
        passId: a.employeeId as string,
        itemId: a.itemId as number | null,
        seat: a.seat,
        outcome: a.outcome,
        choice: a.choice,
      });
    }
    return { event, run, loaded, awards, superseded };
  }
}

/** The places a correction bid again, and its date (a vacation relief round keeps the bids begun before it). */
const rebidOf = (c: CorrectionRecord) => ({
  from: c.from,
  through: c.through,
  ...(c.effectiveFrom === undefined ? {} : { effectiveFrom: c.effectiveFrom }),
});

/** A late pick replayed: the first item asked for that the round, as it stood, gives. */
function latePick(loaded: LoadedRound, passId: string | null, items: readonly number[]): Award[] {
  if (passId === null) return [];
  for (const itemId of items) {
    const pick = applyLatePick(loaded.snapshot, passId, itemId);
    if (pick.accepted) return [pick.award];
  }
  return [];
}

export const isProblem = (x: ReplayedRun | ReplayProblem | undefined): x is ReplayProblem =>
  x !== undefined && 'what' in x;
