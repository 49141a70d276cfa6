import { addDays, pickSheetName, type ServiceElements, VR_TEXTS, type VrBid, type VrRound } from '@crewline/protocol';
import type { Db } from '../../db/client';
import { RefusalError } from '../../exec/errors';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { isDayOff } from '../../lib/days-off';
import { KeptReads } from '../../lib/kept-reads';
import { cachePerOwner } from '../../lib/ttl-cache';
import { keptRound, type LoadedRound, labelIn, participantOf, roundStatus } from '../pick';
import { holdersIn } from '../pick-board';
import {
  awardOf,
  currentList,
  myAwardRows,
  pickProjection,
  receiptsOf,
  savedList,
  savePreferences,
} from '../pick-preferences';
import { myVrRounds, roundBids, type VrBidRow, type VrRoundRow } from './vacation-relief.repository';

/**
 * Vacation relief (RTO class HR): the relief round's bids, and the employee's ranked bids as a
 * list of that round — saved, projected and awarded by the pick's own services and engine.
 */

/** A round's bids as posted (fixed once the round is set up), read once per process. */
const postedBids = new KeptReads<Db, number, VrBidRow[]>();
const bidsOf = (db: Db, roundId: number) => postedBids.get(db, roundId, () => roundBids(db, roundId));

/**
 * Each employee's relief rounds, kept a minute per process: rounds are posted days before they
 * open, and whether one is over is read from its closing time, so a minute-old answer is
 * always right about the round to show; it spares a query on every call of every relief screen.
 */
const ROUNDS_KEPT_MS = 60_000;
const keptRounds = cachePerOwner<Db, string, VrRoundRow[]>();

/** The relief round the employee bids in: the newest not yet past its closing time, else the newest. */
async function myRound(db: Db, passId: string, now: Date): Promise<VrRoundRow | undefined> {
  const rounds = await keptRounds(db, ROUNDS_KEPT_MS).getOrLoad(passId, now.getTime(), () => myVrRounds(db, passId));
  return rounds.find((r) => r.closedAt === null && now < r.closesAt) ?? rounds[0];
}

async function requireRound(db: Db, passId: string, now: Date): Promise<VrRoundRow> {
  const round = await myRound(db, passId, now);
  if (!round) throw new RefusalError(VR_TEXTS.noRound);
  return round;
}

const weeksOf = (b: Pick<VrBidRow, 'firstWeek' | 'weeks'>) =>
  Array.from({ length: b.weeks }, (_, i) => addDays(b.firstWeek, 7 * i));

/** Each group's bids as answered, per round as kept: the same for every employee of the group until the round changes. */
const answered = new WeakMap<LoadedRound, Map<number, Promise<VrBid[]>>>();

/** The bids of the employee's group in the round, each with who holds it. */
async function myBids(db: Db, round: VrRoundRow, kept: LoadedRound | undefined, passId: string): Promise<VrBid[]> {
  const group = kept && participantOf(kept, passId)?.group;
  if (!kept || group === undefined) return [];
  let byGroup = answered.get(kept);
  if (!byGroup) {
    byGroup = new Map();
    answered.set(kept, byGroup);
  }
  let bids = byGroup.get(Number(group));
  if (!bids) {
    bids = groupBids(db, round, kept, Number(group));
    const map = byGroup;
    bids.catch(() => map.delete(Number(group)));
    byGroup.set(Number(group), bids);
  }
  return bids;
}

async function groupBids(db: Db, round: VrRoundRow, kept: LoadedRound, group: number): Promise<VrBid[]> {
  const rows = (await bidsOf(db, round.roundId)).filter((b) => b.groupId === group);
  const holders = await holdersIn(db, kept, new Set(rows.map((b) => b.bidId)));
  return rows.map((b) => {
    const holder = holders.get(b.bidId)?.[0];
    return {
      bidId: b.bidId,
      label: labelIn(kept, b.bidId),
      firstWeek: b.firstWeek,
      weeks: b.weeks,
      lastDay: addDays(b.firstWeek, 7 * b.weeks - 1),
      covering: `${b.coveredFirstName.slice(0, 1)}. ${b.coveredLastName}, ${b.coveredTitle}`,
      job: {
        code: b.code,
        line: b.line,
        workDays: [0, 1, 2, 3, 4, 5, 6].filter((d) => !isDayOff(b.daysOff, d)),
        reportMinutes: b.reportMinutes,
        startMinutes: b.startMinutes,
        endMinutes: b.endMinutes,
        paidMinutes: b.paidMinutes,
      },
      status: holder ? 'TAKEN' : 'OPEN',
      takenBy: holder ? pickSheetName(holder.rank, holder.firstName, holder.lastName) : null,
    };
  });
}

function vrRound(
  row: VrRoundRow,
  kept: LoadedRound | undefined,
  passId: string,
  processed: boolean,
  now: Date,
): VrRound {
  const status = roundStatus(row, now);
  return {
    roundId: row.roundId,
    description: row.description,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    status,
    rank: (kept && participantOf(kept, passId)?.rank) ?? 1,
    participants: kept?.snapshot.participants.length ?? 0,
    turnAt: row.turnAt.toISOString(),
    turnStatus: processed ? 'PROCESSED' : 'WAITING',
    canEdit: status === 'OPEN' && !processed && now < row.turnAt,
  };
}

/** mta_vrWeeks: the employee's relief round and each week with bids, how many still open. */
export async function vrWeeks({ db, session, now }: SignedInContext): Promise<ServiceElements<'mta_vrWeeks'>> {
  const row = await myRound(db, session.passId, now);
  if (!row) return { round: null, weeks: [] };
  const kept = await keptRound(db, row.roundId);
  const me = kept && participantOf(kept, session.passId);
  // Processed when the round as kept has run past the employee's place (as the projection reads it).
  const processed = me !== undefined && me.rank <= (kept?.snapshot.policy.processedThroughRank ?? 0);
  return {
    round: vrRound(row, kept, session.passId, processed, now),
    weeks: weeksOfBids(await myBids(db, row, kept, session.passId)),
  };
}

type Weeks = ServiceElements<'mta_vrWeeks'>['weeks'];
const weekCounts = new WeakMap<readonly VrBid[], Weeks>();

/** Each week the bids cover, with how many cover it and how many are open: counted once per answer. */
function weeksOfBids(bids: readonly VrBid[]): Weeks {
  const known = weekCounts.get(bids);
  if (known) return known;
  const byWeek = new Map<string, { bids: number; open: number }>();
  for (const bid of bids) {
    for (const week of weeksOf(bid)) {
      const counts = byWeek.get(week) ?? { bids: 0, open: 0 };
      counts.bids++;
      if (bid.status === 'OPEN') counts.open++;
      byWeek.set(week, counts);
    }
  }
  const weeks = [...byWeek.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([weekStart, c]) => ({ weekStart, ...c }));
  weekCounts.set(bids, weeks);
  return weeks;
}

/** Each week's bids, per answer: the open-bids screen asks for one week at a time. */
const byWeekOf = new WeakMap<readonly VrBid[], Map<string, VrBid[]>>();

function bidsOfWeek(bids: readonly VrBid[], weekStart: string): VrBid[] {
  let weeks = byWeekOf.get(bids);
  if (!weeks) {
    weeks = new Map();
    byWeekOf.set(bids, weeks);
  }
  let ofWeek = weeks.get(weekStart);
  if (!ofWeek) {
    ofWeek = bids.filter((b) => weeksOf(b).includes(weekStart));
    // Only weeks with bids are kept: any date may be asked for, and each would stay otherwise.
    if (ofWeek.length > 0) weeks.set(weekStart, ofWeek);
  }
  return ofWeek;
}

/** mta_vrOpenBids: the bids of the employee's round that cover the week. */
export async function vrOpenBids(
  { db, session, now }: SignedInContext,
  { weekStart }: InputOf<'mta_vrOpenBids'>,
): Promise<ServiceElements<'mta_vrOpenBids'>> {
  const row = await myRound(db, session.passId, now);
  if (!row) return { bids: [] };
  return { bids: bidsOfWeek(await myBids(db, row, await keptRound(db, row.roundId), session.passId), weekStart) };
}

/** mta_vrCurrentPreferences: my ranked bids, their projection before my turn, my award after it. */
export async function vrCurrentPreferences(
  context: SignedInContext,
  { meta }: InputOf<'mta_vrCurrentPreferences'>,
): Promise<ServiceElements<'mta_vrCurrentPreferences'>> {
  const { db, session, now } = context;
  const row = await myRound(db, session.passId, now);
  if (!row) return { roundId: null, list: null, bids: [], projection: null, award: null };
  const kept = await keptRound(db, row.roundId);
  const label = (id: number) => labelIn(kept, id);
  const list = await currentList(db, row.roundId, session.passId);
  const awardRows = await myAwardRows(db, row.roundId, session.passId);
  const bidOf = new Map((await myBids(db, row, kept, session.passId)).map((b) => [b.bidId, b]));
  const hasList = list !== null && list.itemIds.length > 0;
  return {
    roundId: row.roundId,
    list: list && (await savedList(db, list, label)),
    bids: (list?.itemIds ?? []).flatMap((id) => bidOf.get(id) ?? []),
    projection:
      hasList && awardRows.length === 0 ? await pickProjection(context, { meta, roundId: row.roundId }) : null,
    award: awardOf('VR', session.passId, awardRows, label, await receiptsOf(db, awardRows)),
  };
}

/** mta_vrSetPreferences: the ranked bids as the next version of my list in the relief round. */
export async function vrSetPreferences(
  context: SignedInContext,
  { meta, requestId, items }: InputOf<'mta_vrSetPreferences'>,
): Promise<ServiceElements<'mta_vrSetPreferences'>> {
  const row = await requireRound(context.db, context.session.passId, context.now);
  return savePreferences(context, { meta, roundId: row.roundId, requestId, items });
}

/** mta_vrPickedJobs: the relief work the employee was awarded in every relief round, by first week. */
export async function vrPickedJobs({ db, session }: SignedInContext): Promise<ServiceElements<'mta_vrPickedJobs'>> {
  const jobs: ServiceElements<'mta_vrPickedJobs'>['jobs'] = [];
  for (const row of await myVrRounds(db, session.passId)) {
    const given = (await myAwardRows(db, row.roundId, session.passId)).filter((r) => r.itemId !== null);
    if (given.length === 0) continue;
    const bidOf = new Map(
      (await myBids(db, row, await keptRound(db, row.roundId), session.passId)).map((b) => [b.bidId, b]),
    );
    for (const award of given) {
      const bid = bidOf.get(award.itemId as number);
      if (bid) jobs.push({ pick: row.description, choice: award.choiceRank, bid });
    }
  }
  return { jobs: jobs.sort((a, b) => a.bid.firstWeek.localeCompare(b.bid.firstWeek)) };
}
