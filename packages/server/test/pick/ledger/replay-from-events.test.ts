// Replay from the ledger alone against the engine run the plain way: random rounds written as the
// ledger writes them (a setup, list versions saved, replaced and deleted before and after the
// turns, runs as the turns fall due, maybe a close) replay to the very snapshots and awards the
// engine gives over the round itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProblem, LedgerReplay, type RunPayload } from '../../../src/modules/pick/audit/ledger-replay';
import {
  type Award,
  digestSnapshot,
  ENGINE_VERSION,
  type Holding,
  type Id,
  type Participant,
  runRound,
  type Snapshot,
} from '../../../src/modules/pick/engine';
import { chain, EMPTY_LEDGER, type PickEventDraft } from '../../../src/modules/pick/ledger/ledger-chain';
import { SETUP_FORMAT, type SetupItem } from '../../../src/modules/pick/turns/round-setup';
import { buildSnapshot, KINDS } from '../engine/arbitraries';

const RUNS = Number(process.env.REPLAY_RUNS ?? 10_000);
const T0 = Date.UTC(2026, 10, 21, 12);
const minutes = (n: number) => new Date(T0 + n * 60_000);
const turnAt = (rank: number) => minutes(rank * 10);

/** A list version as saved: who, what, when. */
interface Version {
  passId: Id;
  items: Id[];
  at: Date;
}

/** What a setup records, written from the round itself. */
function setupOf(round: Snapshot) {
  return {
    format: SETUP_FORMAT,
    round: {
      id: 1,
      pickPeriodId: 1,
      kind: round.kind,
      opensAt: minutes(-600).toISOString(),
      closesAt: minutes(99_999).toISOString(),
    },
    participants: [...round.participants]
      .sort((a, b) => a.rank - b.rank)
      .map((p) => ({
        passId: p.employeeId,
        rank: p.rank,
        turnAt: turnAt(p.rank).toISOString(),
        department: 'DOB',
        group: p.group,
        populations: p.populations,
        entitlement: p.entitlement ?? null,
      })),
    items: round.items.map((i) => {
      if (round.kind === 'WORK') return { ...i, code: `P${String(i.id)}`, jobId: null };
      if (round.kind === 'HOLIDAY') return { ...i, name: `Holiday ${String(i.id)}` };
      if (round.kind === 'VR') return { ...i, job: `J${String(i.id)}` };
      return i;
    }) as unknown as SetupItem[],
  };
}

/** The round the plain way at a run: each participant's latest list the run could read, the holdings so far. */
function referenceSnapshot(
  round: Snapshot,
  known: readonly Version[],
  awarded: readonly Award[],
  now: Date,
  close: boolean,
): Snapshot {
  const participants = round.participants.map((p): Participant => {
    const mine = known.filter((v) => v.passId === p.employeeId && v.at <= turnAt(p.rank) && v.at <= now);
    const list = mine.at(-1)?.items ?? null;
    return { ...p, list: list && list.length > 0 ? list : null };
  });
  const holdings: Holding[] = awarded.flatMap((a) =>
    a.itemId !== null && a.seat !== null ? [{ employeeId: a.employeeId, itemId: a.itemId, seat: a.seat }] : [],
  );
  const rankOf = new Map(round.participants.map((p) => [p.employeeId, p.rank]));
  const processedThroughRank = Math.max(0, ...awarded.map((a) => rankOf.get(a.employeeId) ?? 0));
  const due = Math.max(0, ...round.participants.filter((p) => turnAt(p.rank) <= now).map((p) => p.rank));
  return {
    ...round,
    participants,
    holdings,
    policy: close
      ? { processedThroughRank, throughRank: null, close: true }
      : { processedThroughRank, throughRank: Math.max(processedThroughRank, due), close: false },
  } as Snapshot;
}

const scenario = fc.gen().map((g) => {
  const kind = KINDS[g(() => fc.integer({ min: 0, max: KINDS.length - 1 }))] as Snapshot['kind'];
  const raw = buildSnapshot(g, kind, { policy: false });
  // What a setup can say: no time keys held outside the round; holidays and relief bids open to the whole group.
  const round = {
    ...raw,
    participants: raw.participants.map(({ held: _held, ...p }) => p),
    items: raw.items.map((i) => (kind === 'HOLIDAY' || kind === 'VR' ? { ...i, population: null } : i)),
  } as Snapshot;
  const ranks = round.participants.map((p) => p.rank).sort((a, b) => a - b);
  const cut = ranks[g(() => fc.integer({ min: 0, max: ranks.length - 1 }))] as number;
  const last = ranks.at(-1) as number;
  // Runs at: the cut's turn, a later moment, and maybe the close.
  const runTimes = [turnAt(cut), minutes(last * 10 + g(() => fc.integer({ min: -15, max: 5 })))].sort(
    (a, b) => a.getTime() - b.getTime(),
  );
  const close = g(() => fc.boolean());
  const revise = round.participants.map(() => g(() => fc.integer({ min: 0, max: 3 })));
  return { round, runTimes, close, revise };
});

describe('a round replayed from its ledger alone', () => {
  it('builds the very snapshot every run read and gives the very awards it gave', () => {
    fc.assert(
      fc.property(scenario, ({ round, runTimes, close, revise }) => {
        const drafts: PickEventDraft[] = [];
        const versions: { v: Version; index: number }[] = [];
        const save = (v: Version) => {
          drafts.push({
            at: v.at,
            roundId: 1,
            passId: v.passId as string,
            kind: v.items.length === 0 ? 'DELETE' : 'SAVE',
            payload: { version: 1, items: v.items, requestId: null },
          });
          versions.push({ v, index: drafts.length });
        };
        drafts.push({ at: minutes(-600), roundId: 1, passId: null, kind: 'SETUP', payload: setupOf(round) as never });
        // Before any run: a first version of some other list, then the list the round holds.
        round.participants.forEach((p, i) => {
          if ((revise[i] ?? 0) >= 2)
            save({ passId: p.employeeId, items: [...(p.list ?? [])].reverse(), at: minutes(-300) });
          if (p.list !== null) save({ passId: p.employeeId, items: p.list, at: minutes(-200 + i) });
        });
        const runs: { at: Date; close: boolean }[] = runTimes.map((at) => ({ at, close: false }));
        if (close) runs.push({ at: minutes(99_000), close: true });
        const awarded: Award[] = [];
        const expected: { digest: string; awards: Award[] }[] = [];
        for (const [n, run] of runs.entries()) {
          // After the first run, some lists change again: before their turn (they count), or after it (they must not).
          if (n === 1) {
            round.participants.forEach((p, i) => {
              if (revise[i] === 1 || revise[i] === 3) {
                const at =
                  revise[i] === 1
                    ? new Date(turnAt(p.rank).getTime() - 60_000)
                    : new Date(turnAt(p.rank).getTime() + 1);
                if (at > (runs[0]?.at as Date)) save({ passId: p.employeeId, items: [...(p.list ?? [])].slice(1), at });
              }
            });
          }
          const inputThrough = drafts.length;
          const known = versions.filter((x) => x.index <= inputThrough).map((x) => x.v);
          const snapshot = referenceSnapshot(round, known, awarded, run.at, run.close);
          const result = runRound(snapshot);
          awarded.push(...result.awards);
          expected.push({ digest: digestSnapshot(snapshot), awards: result.awards });
          const payload: RunPayload = {
            awardRun: n + 1,
            kind: run.close ? 'CLOSE' : 'TURN',
            engineVersion: ENGINE_VERSION,
            inputThrough,
            policy: snapshot.policy,
            snapshotDigest: digestSnapshot(snapshot),
            awardsRoot: '',
            awards: result.awards.length,
          };
          // Saves that reach the ledger while the run computes, before its event: it did not read them.
          round.participants.forEach((p, i) => {
            if (revise[i] === 3 && turnAt(p.rank) > run.at) {
              save({ passId: p.employeeId, items: [...(p.list ?? [])].reverse().slice(1), at: run.at });
            }
          });
          drafts.push({ at: run.at, roundId: 1, passId: null, kind: 'RUN', payload: payload as never });
        }
        const replay = new LedgerReplay();
        const replayed: { digest: string; awards: Award[] }[] = [];
        for (const [i, event] of chain(EMPTY_LEDGER, drafts).entries()) {
          const out = replay.add({ ...event, id: i + 1 });
          if (isProblem(out)) throw new Error(`replay parted at event ${out.event}: ${out.what}`);
          if (out) replayed.push({ digest: digestSnapshot(out.loaded.snapshot), awards: out.awards });
        }
        expect(replayed).toEqual(expected);
      }),
      // Shrinking a generated round takes long and says little: the first failure is shown as it is.
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);
});
