import type { Db } from '../../../db/client';
import type { RoundKind } from '../engine';
import { keptRound, labelIn, projectionOf } from '../projection/projection.service';
import { latestAwardsTo, skippedOf, turnHolders } from './group-board.repository';

/** Someone on a board: their turn's place and their seniority facts. */
export interface BoardPerson {
  passId: string;
  rank: number;
  firstName: string;
  lastName: string;
  seniorityNumber: number;
}

export interface BoardTurn extends BoardPerson {
  turnAt: Date;
}

export interface BoardAward extends BoardPerson {
  outcome: string;
  /** The item in words; empty when the turn was skipped. */
  item: string;
  awardedAt: Date;
}

/** What is left in the group: items with a seat open now, and their seats; null when no turn is to come. */
export interface BoardLeft {
  items: number;
  seats: number;
  ofItems: number;
}

/** A round of one group as the office and the public monitor show it (docs/pick.md#the-pick-office). */
export interface GroupBoard {
  roundId: number;
  kind: RoundKind;
  turns: number;
  processed: number;
  skipped: number;
  toCome: number;
  toComeWithList: number;
  upNow: BoardTurn | null;
  next: BoardTurn | null;
  left: BoardLeft | null;
  latestAwards: BoardAward[];
}

/**
 * The group's standing in the round, from the very round the employees' projections read
 * (projection.service.ts keeps it): a turn is processed up to the round's last award, a list
 * counts as the projection counts it, and what is left is the projection of the one up now.
 */
export async function groupBoard(
  db: Db,
  roundId: number,
  groupId: number,
  now: Date,
  latest: number,
): Promise<GroupBoard | undefined> {
  const round = await keptRound(db, roundId);
  if (!round) return undefined;
  const { participants, policy, kind } = round.snapshot;
  const inGroup = participants.filter((p) => p.group === groupId).sort((a, b) => a.rank - b.rank);
  const passIds = inGroup.map((p) => String(p.employeeId));
  const toCome = inGroup.filter((p) => p.rank > policy.processedThroughRank);
  const [upNow, next] = toCome;
  const [skipped, holders, awarded] = await Promise.all([
    skippedOf(db, roundId, passIds),
    turnHolders(
      db,
      roundId,
      [upNow, next].filter((p) => p !== undefined).map((p) => String(p.employeeId)),
    ),
    latestAwardsTo(db, roundId, passIds, latest),
  ]);
  const rankOf = new Map(inGroup.map((p) => [String(p.employeeId), p.rank]));
  const turnOf = (p: (typeof inGroup)[number] | undefined): BoardTurn | null => {
    const h = p && holders.find((x) => x.passId === String(p.employeeId));
    return h && p ? { ...h, rank: p.rank } : null;
  };
  return {
    roundId,
    kind,
    turns: inGroup.length,
    processed: inGroup.length - toCome.length,
    skipped: skipped.length,
    toCome: toCome.length,
    toComeWithList: toCome.filter((p) => p.list !== null).length,
    upNow: turnOf(upNow),
    next: turnOf(next),
    left: upNow ? await leftAt(db, roundId, String(upNow.employeeId), now) : null,
    latestAwards: awarded.map((a) => ({
      passId: a.passId,
      rank: rankOf.get(a.passId) ?? 0,
      firstName: a.firstName,
      lastName: a.lastName,
      seniorityNumber: a.seniorityNumber,
      outcome: a.outcome,
      item: a.itemId === null ? '' : labelIn(round, a.itemId),
      awardedAt: a.awardedAt,
    })),
  };
}

/** The group's items as the projection of the one up now finds them: seats open now. */
async function leftAt(db: Db, roundId: number, passId: string, now: Date): Promise<BoardLeft | null> {
  const answer = await projectionOf(db, roundId, passId, now);
  if (answer.status !== 'PROJECTED') return null;
  const { items } = answer.projection;
  const open = items.filter((i) => i.slotsNow > 0);
  return { items: open.length, seats: open.reduce((n, i) => n + i.slotsNow, 0), ofItems: items.length };
}
