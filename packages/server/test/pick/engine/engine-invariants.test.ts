import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Award,
  awardsJson,
  awardsJsonPieces,
  canonicalJson,
  canonicalSnapshot,
  digestAwards,
  digestSnapshot,
  ENGINE_VERSION,
  type Id,
  type Item,
  type Participant,
  project,
  runRound,
  type Snapshot,
  sha256Builder,
  snapshotJsonPieces,
} from '../../../src/modules/pick/engine';
import { anySnapshot, snapshotOf } from './arbitraries';
import { capacityOf, entitlementOf } from './reference';

const RUNS = Number(process.env.ENGINE_RUNS ?? 2_000);
const sameId = (a: Id, b: Id) => a === b;

/** Every seat held after the run: the holdings it was given and the items it awarded. */
function heldAfter(snapshot: Snapshot, awards: readonly Award[]) {
  return [
    ...snapshot.holdings.map((h) => ({ employeeId: h.employeeId, itemId: h.itemId, seat: h.seat })),
    ...awards
      .filter((a) => a.itemId !== null)
      .map((a) => ({ employeeId: a.employeeId, itemId: a.itemId as Id, seat: a.seat as number })),
  ];
}

/** A snapshot to run from its first turn: no holdings, every turn, no close. */
const fromStart = (s: Snapshot): Snapshot =>
  ({ ...s, holdings: [], policy: { processedThroughRank: 0, throughRank: null, close: false } }) as Snapshot;

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let x = seed || 1;
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('the engine keeps its rules on random rounds of every kind', () => {
  it('never puts an item over its capacity, nor two holders on one seat', () => {
    fc.assert(
      fc.property(anySnapshot, (snapshot) => {
        const held = heldAfter(snapshot, runRound(snapshot).awards);
        for (const item of snapshot.items) {
          const seats = held.filter((h) => sameId(h.itemId, item.id)).map((h) => h.seat);
          expect(seats.length).toBeLessThanOrEqual(capacityOf(snapshot, item));
          expect(new Set(seats).size).toBe(seats.length);
          for (const seat of seats) expect(seat).toBeLessThan(capacityOf(snapshot, item));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('never gives anyone more than they may take', () => {
    fc.assert(
      fc.property(anySnapshot, (snapshot) => {
        const held = heldAfter(snapshot, runRound(snapshot).awards);
        for (const p of snapshot.participants) {
          const mine = held.filter((h) => sameId(h.employeeId, p.employeeId)).length;
          expect(mine).toBeLessThanOrEqual(Math.max(entitlementOf(snapshot, p), 0));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('is deterministic: the same round in any order, or read back from JSON, gives the same awards', () => {
    fc.assert(
      fc.property(anySnapshot, fc.integer({ min: 1, max: 1_000_000 }), (snapshot, seed) => {
        const result = runRound(snapshot);
        const reordered = {
          ...snapshot,
          participants: shuffled(snapshot.participants, seed),
          items: shuffled(snapshot.items as Item[], seed + 1),
          holdings: shuffled(snapshot.holdings, seed + 2),
        } as Snapshot;
        expect(runRound(reordered)).toEqual(result);
        const replayed = runRound(JSON.parse(JSON.stringify(snapshot)) as Snapshot);
        expect(digestAwards(replayed.awards)).toBe(digestAwards(result.awards));
        expect(canonicalJson(replayed)).toBe(canonicalJson(result));
      }),
      { numRuns: RUNS },
    );
  });

  it('is envy-free by seniority: every choice above the one given was held by someone more senior, or could not be had', () => {
    fc.assert(
      fc.property(snapshotOf('WORK'), (s) => {
        const snapshot = fromStart(s);
        const { awards } = runRound(snapshot);
        const held = heldAfter(snapshot, awards);
        const rankOf = new Map(snapshot.participants.map((p) => [p.employeeId, p.rank]));
        for (const a of awards) {
          for (const r of a.refused) {
            if (r.reason !== 'TAKEN' && r.reason !== 'QUOTA_FULL') continue;
            const holders = held.filter((h) => sameId(h.itemId, r.itemId));
            const item = snapshot.items.find((i) => sameId(i.id, r.itemId)) as Item;
            // Full, and only with seniors: nobody junior holds what this employee ranked higher.
            expect(holders.length).toBe(capacityOf(snapshot, item));
            for (const h of holders) expect(rankOf.get(h.employeeId) as number).toBeLessThan(a.rank);
          }
          // Every choice above the one given is accounted for.
          const above = a.choice === null ? a.refused.length : a.choice - 1;
          const given = a.choice;
          if (a.outcome === 'AWARDED' && given !== null) {
            expect(a.refused.filter((r) => r.choice < given).length).toBe(above);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});

/** The units given to an employee by the turns (not the close): choice and item, in order. */
const givenAtTurn = (awards: readonly Award[], employeeId: Id) =>
  awards
    .filter((a) => sameId(a.employeeId, employeeId) && a.outcome === 'AWARDED')
    .map((a) => ({ choice: a.choice, itemId: a.itemId }));

describe('the projection', () => {
  it('is the award the employee gets when every list stays as it is', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          snapshotOf('WORK', { policy: false }),
          snapshotOf('VACATION', { policy: false }),
          snapshotOf('HOLIDAY', { policy: false }),
        ),
        fc.nat(),
        (snapshot, pickOne) => {
          const me = snapshot.participants[pickOne % snapshot.participants.length] as Participant;
          const projection = project(snapshot, me.employeeId);
          const { awards } = runRound(snapshot);
          expect(projection.projected).toEqual(givenAtTurn(awards, me.employeeId));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('keeps its floor whatever the seniors without a list pick', () => {
    // Rounds where the list is too short to promise anything say nothing: count those that do.
    let promised = 0;
    fc.assert(
      fc.property(
        snapshotOf('WORK', { policy: false }),
        fc.nat(),
        fc.integer({ min: 1, max: 1_000_000 }),
        (snapshot, pickOne, seed) => {
          const me = snapshot.participants[pickOne % snapshot.participants.length] as Participant;
          const { guaranteedChoice } = project(snapshot, me.employeeId);
          if (guaranteedChoice === null) return;
          promised++;
          // Seniors without a list pick at random, and those whose list runs out pick on at random.
          const participants = snapshot.participants.map((p, n) => {
            if (p.rank >= me.rank || p.group !== me.group) return p;
            const rest = shuffled(
              snapshot.items.filter((i) => !(p.list ?? []).some((id) => sameId(id, i.id))).map((i) => i.id),
              seed + 7 * n,
            );
            return { ...p, list: [...(p.list ?? []), ...rest] };
          });
          const { awards } = runRound({ ...snapshot, participants } as Snapshot);
          const mine = awards.find((a) => sameId(a.employeeId, me.employeeId) && a.outcome === 'AWARDED');
          expect(mine?.choice).toBeDefined();
          expect(mine?.choice as number).toBeLessThanOrEqual(guaranteedChoice);
        },
      ),
      { numRuns: RUNS },
    );
    expect(promised).toBeGreaterThan(RUNS / 10);
  });
});

describe('vacation forcing, cases with known answers', () => {
  const base = {
    engineVersion: ENGINE_VERSION,
    kind: 'VACATION' as const,
    holdings: [],
    policy: { processedThroughRank: 0, throughRank: null, close: false },
  };

  it("does not let a senior's first choice strand a junior who can only take that week", () => {
    // W1 is open to both; W2 only to population P, which the junior is not in. Two slots, two owed.
    const snapshot = {
      ...base,
      items: [
        { id: 'W1', group: 'g', week: '2027-01-03', quota: 1, restricted: false },
        { id: 'W2', group: 'g', population: 'P', week: '2027-01-10', quota: 1, restricted: false },
      ],
      participants: [
        { employeeId: 'senior', rank: 1, group: 'g', populations: ['P'], list: ['W1', 'W2'], entitlement: 1 },
        { employeeId: 'junior', rank: 2, group: 'g', populations: [], list: ['W1'], entitlement: 1 },
      ],
    } as Snapshot;
    const { awards } = runRound(snapshot);
    expect(awards).toEqual([
      {
        employeeId: 'senior',
        rank: 1,
        outcome: 'AWARDED',
        itemId: 'W2',
        seat: 0,
        choice: 2,
        remaining: 0,
        refused: [{ choice: 1, itemId: 'W1', reason: 'RESERVED' }],
      },
      {
        employeeId: 'junior',
        rank: 2,
        outcome: 'AWARDED',
        itemId: 'W1',
        seat: 0,
        choice: 1,
        remaining: 0,
        refused: [],
      },
    ]);
  });

  it('lets the senior have their first choice when a slot is to spare', () => {
    const snapshot = {
      ...base,
      items: [
        { id: 'W1', group: 'g', week: '2027-01-03', quota: 2, restricted: false },
        { id: 'W2', group: 'g', population: 'P', week: '2027-01-10', quota: 1, restricted: false },
      ],
      participants: [
        { employeeId: 'senior', rank: 1, group: 'g', populations: ['P'], list: ['W1', 'W2'], entitlement: 1 },
        { employeeId: 'junior', rank: 2, group: 'g', populations: [], list: ['W1'], entitlement: 1 },
      ],
    } as Snapshot;
    const { awards } = runRound(snapshot);
    expect(awards.map((a) => [a.employeeId, a.itemId, a.choice])).toEqual([
      ['senior', 'W1', 1],
      ['junior', 'W1', 1],
    ]);
  });

  it('forces the weeks still owed at the close, seniors first, never a restricted week', () => {
    const snapshot = {
      ...base,
      policy: { processedThroughRank: 0, throughRank: null, close: true },
      items: [
        { id: 'X', group: 'g', week: '2027-01-03', quota: 5, restricted: true },
        { id: 'W1', group: 'g', week: '2027-01-10', quota: 1, restricted: false },
        { id: 'W2', group: 'g', week: '2027-01-17', quota: 1, restricted: false },
      ],
      participants: [
        { employeeId: 'a', rank: 1, group: 'g', populations: [], list: null, entitlement: 1 },
        { employeeId: 'b', rank: 2, group: 'g', populations: [], list: null, entitlement: 1 },
      ],
    } as Snapshot;
    const given = runRound(snapshot).awards.filter((a) => a.outcome === 'FORCED');
    expect(given.map((a) => [a.employeeId, a.itemId])).toEqual([
      ['a', 'W1'],
      ['b', 'W2'],
    ]);
  });
});

describe('the awards digest', () => {
  it('hashes exactly the canonical JSON of the awards, written out by hand', () => {
    fc.assert(
      fc.property(anySnapshot, (snapshot) => {
        const { awards } = runRound(snapshot);
        expect(awardsJson(awards)).toBe(canonicalJson(awards));
      }),
      { numRuns: RUNS },
    );
  });

  it('is the same hashed a piece at a time, whatever the size of the pieces', () => {
    fc.assert(
      fc.property(anySnapshot, fc.integer({ min: 1, max: 5 }), (snapshot, size) => {
        const { awards } = runRound(snapshot);
        expect([...awardsJsonPieces(awards, size)].join('')).toBe(awardsJson(awards));
        const hash = sha256Builder();
        for (const piece of awardsJsonPieces(awards, size)) hash.update(piece);
        expect(hash.digest()).toBe(digestAwards(awards));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the snapshot digest', () => {
  it('hashes exactly the canonical JSON of the canonical snapshot, a piece at a time, whatever the size of the pieces', () => {
    fc.assert(
      fc.property(anySnapshot, fc.integer({ min: 1, max: 5 }), (snapshot, size) => {
        const whole = canonicalJson(canonicalSnapshot(snapshot));
        expect([...snapshotJsonPieces(snapshot, size)].join('')).toBe(whole);
        const hash = sha256Builder();
        hash.update(whole);
        expect(digestSnapshot(snapshot)).toBe(hash.digest());
      }),
      { numRuns: RUNS },
    );
  });
});
