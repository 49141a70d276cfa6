import type { PackageDraft, PopulationDraft } from './pick-board';
import type { RoundDraft } from './pick-rounds';
import { Random } from './random';

/** A ranked list saved for a work round, by package code. */
export interface ListDraft {
  passId: string;
  savedAt: Date;
  items: string[];
}

const HOUR_MS = 3_600_000;
const SAT_SUN = 1 | 64;

/** What operators want most: weekends off, an early start, no split. */
function appeal(p: PackageDraft): number {
  if (!p.job) return -10;
  let score = p.rdoMask === SAT_SUN ? 3 : p.rdoMask & SAT_SUN ? 1 : 0;
  if (p.job.startMinutes >= 300 && p.job.startMinutes <= 600) score += 2;
  if (p.job.endMinutes - p.job.startMinutes - p.job.paidMinutes < 60) score += 1;
  return score;
}

export interface ListsInput {
  seed: number;
  population: PopulationDraft;
  round: RoundDraft;
  /** When the seed's data stands: turns before it are processed. */
  now: Date;
  /** Whose board must show every status: their list is made to. */
  anchorPassId: string;
}

/**
 * The lists saved for one population's work round (docs/pick.md#demo-agency): most seniors whose
 * turn is past had one, many whose turn is to come have one, most juniors too. Each list starts
 * with a package nobody more senior put first, so the awards are easy to follow. The anchor's
 * list holds one package a processed senior took, one a senior is projected to take, then
 * packages still open, at risk from the seniors without a list, and last the extra board, safe.
 */
export function workLists(input: ListsInput): ListDraft[] {
  const { population, round, now } = input;
  const rng = Random.derive(input.seed, `lists:${round.opensAt.toISOString()}:${population.packages[0]?.code ?? ''}`);
  const turnOf = new Map(round.turns.map((t) => [t.passId, t.turnAt]));
  const ranked = population.packages
    .filter((p) => p.job !== null)
    .map((p) => ({ p, score: appeal(p) + rng.next() }))
    .sort((a, b) => b.score - a.score)
    .map((x) => x.p.code);
  const anchorIndex = population.members.indexOf(input.anchorPassId);
  const firstChoices = new Set<string>();
  const lists: ListDraft[] = [];
  const listed = new Map<string, boolean>();

  population.members.forEach((passId, index) => {
    if (passId === input.anchorPassId) return;
    const turn = turnOf.get(passId);
    if (!turn) return;
    const processed = turn <= now;
    const senior = anchorIndex >= 0 && index < anchorIndex;
    listed.set(passId, rng.chance(processed ? 0.85 : senior ? 0.7 : 0.75));
  });
  if (anchorIndex > 0) {
    // The anchor's seniors still to pick: the two whose turns come last before the anchor's, one
    // with a list and one without, so the board shows both kinds of senior until the anchor's day.
    const waiting = population.members.slice(0, anchorIndex).filter((id) => (turnOf.get(id) ?? now) > now);
    if (waiting.length >= 2) {
      listed.set(waiting.at(-2) as string, true);
      listed.set(waiting.at(-1) as string, false);
    }
  }

  const firstOf = new Map<string, string>();
  for (const passId of population.members) {
    if (!listed.get(passId)) continue;
    const open = ranked.filter((code) => !firstChoices.has(code));
    const first = open[Math.min(open.length - 1, rng.int(0, 4))];
    if (first === undefined) continue;
    firstChoices.add(first);
    firstOf.set(passId, first);
    const pool = ranked.slice(0, Math.max(10, Math.ceil(ranked.length * 0.6))).filter((c) => c !== first);
    const rest = new Set<string>();
    const wanted = Math.min(pool.length, rng.int(4, 14));
    while (rest.size < wanted) rest.add(rng.pick(pool));
    const items = [first, ...[...rest].sort((a, b) => ranked.indexOf(a) - ranked.indexOf(b))];
    lists.push({ passId, savedAt: savedBefore(rng, turnOf.get(passId) as Date, now), items });
  }

  if (anchorIndex >= 0) {
    const seniors = population.members.slice(0, anchorIndex);
    const takenBy = seniors.find((id) => firstOf.has(id) && (turnOf.get(id) as Date) <= now);
    // The latest senior with a list still to pick: projected to take it until just before the anchor's turn.
    const projectedFor = seniors.findLast((id) => firstOf.has(id) && (turnOf.get(id) as Date) > now);
    const open = ranked.filter((code) => !firstChoices.has(code)).slice(0, 6);
    // Last, the extra board: more positions than the seniors without a list can fill, so safe.
    const board = population.packages.find((p) => p.kind === 'EXTRA_BOARD')?.code;
    const items = [takenBy, projectedFor]
      .flatMap((id) => (id ? [firstOf.get(id) as string] : []))
      .concat(open, board ? [board] : []);
    const anchorTurn = turnOf.get(input.anchorPassId);
    if (anchorTurn) lists.push({ passId: input.anchorPassId, savedAt: savedBefore(rng, anchorTurn, now), items });
  }
  return lists;
}

/** Some hours to a few days before the turn (or now, if that comes first). */
function savedBefore(rng: Random, turnAt: Date, now: Date): Date {
  const latest = Math.min(turnAt.getTime(), now.getTime());
  return new Date(latest - rng.int(1, 96) * HOUR_MS);
}
