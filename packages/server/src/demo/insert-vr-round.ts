import { addDays } from '@crewline/protocol';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { bulkInsert } from '../db/bulk-insert';
import { absences, jobs, pickGroups, pickRounds, populations, vrBids } from '../db/schema';
import type { Db } from '../db/types';
import { dayOf, isoOfDay, sundayOf } from '../lib/day-numbers';
import type { EmployeeRow } from './employees';
import { insertLists, MEMBER_COLUMNS, type SeededList, TURN_COLUMNS } from './insert-open-picks';
import { schedulePick } from './pick-rounds';
import { weekdaysFrom } from './pick-schedule';
import type { Picks } from './picks';
import { Random } from './random';
import { scheduleRelievedVacations } from './relieved-vacations';

/** Where the demo's vacation relief is bid: 200002's terminal (docs/pick.md#demo-agency). */
const VR_DEPOT = '207';
const VR_ANCHOR = '200002';
/** Relief is bid for the vacations of the weeks after bidding closes. */
const VR_WEEKS = 12;
const HOUR_MS = 3_600_000;

const isCrew = (e: EmployeeRow) =>
  e.department === 'RTO' &&
  e.subdivision === 'SUBWAY' &&
  e.depotCode === VR_DEPOT &&
  (e.title === 'Train Operator' || e.title === 'Conductor');

interface Bid {
  coveredPassId: string;
  jobId: number;
  firstWeek: string;
  weeks: number;
}

/** Each covered employee's vacation weeks, consecutive ones together: one bid per stretch. */
async function bidsFor(tx: Db, periodId: number, covered: readonly string[], from: string): Promise<Bid[]> {
  if (covered.length === 0) return [];
  const to = addDays(from, 7 * VR_WEEKS - 1);
  const days = await tx
    .select({ passId: absences.passId, date: absences.date })
    .from(absences)
    .where(and(inArray(absences.passId, [...covered]), eq(absences.kind, 'VACATION'), between(absences.date, from, to)))
    .orderBy(asc(absences.passId), asc(absences.date));
  const held = await tx
    .select({ id: jobs.id, passId: jobs.pickedBy })
    .from(jobs)
    .where(and(eq(jobs.pickPeriodId, periodId), inArray(jobs.pickedBy, [...covered])));
  const jobOf = new Map(held.map((j) => [j.passId as string, j.id]));
  const weeksOf = new Map<string, number[]>();
  for (const d of days) {
    const week = sundayOf(dayOf(d.date));
    const weeks = weeksOf.get(d.passId) ?? [];
    if (weeks.at(-1) !== week) weeks.push(week);
    weeksOf.set(d.passId, weeks);
  }
  const bids: Bid[] = [];
  for (const [passId, weeks] of weeksOf) {
    const jobId = jobOf.get(passId);
    if (jobId === undefined) continue;
    let start = 0;
    for (let i = 1; i <= weeks.length; i++) {
      if (i < weeks.length && weeks[i] === (weeks[i - 1] as number) + 7) continue;
      bids.push({ coveredPassId: passId, jobId, firstWeek: isoOfDay(weeks[start] as number), weeks: i - start });
      start = i;
    }
  }
  return bids.sort((a, b) => a.firstWeek.localeCompare(b.firstWeek) || a.coveredPassId.localeCompare(b.coveredPassId));
}

export interface VrRoundInput {
  seed: number;
  today: string;
  timeZone: string;
  employees: readonly EmployeeRow[];
  picks: Picks;
  periodIds: readonly number[];
  now: Date;
}

/**
 * The vacation relief round of RTO's pick in force (docs/pick.md#demo-agency): at 207, the
 * extra-list crews (class HR) bid in seniority order for the work of the full-time crews on
 * vacation in its first weeks, one bid per stretch of consecutive weeks. 200002's turn is two
 * weekdays after `today`; seniors have saved ranked bids. Returns the turns written.
 */
export async function insertVrRound(tx: Db, input: VrRoundInput): Promise<number> {
  const index = input.picks.picked.RTO.at(-1);
  const period = index === undefined ? undefined : input.picks.periods[index];
  const periodId = index === undefined ? undefined : input.periodIds[index];
  if (!period || periodId === undefined) throw new Error('no RTO pick in force for vacation relief');
  const crews = input.employees.filter(isCrew);
  const bidders = crews.filter((e) => e.titleClass === 'HR');
  if (bidders.length === 0) return 0;
  const schedule = schedulePick({
    members: bidders,
    anchorPassId: VR_ANCHOR,
    anchorDay: weekdaysFrom(input.today, 2),
    daysBefore: 4,
    kinds: ['VR'],
    timeZone: input.timeZone,
  });
  const draft = schedule.rounds[0];
  if (!draft) throw new Error('no VR round scheduled');
  // Relief is bid for the weeks after bidding closes, within the pick in force.
  const afterClose = sundayOf(dayOf(draft.closesAt.toISOString().slice(0, 10))) + 7;
  const firstWeek = isoOfDay(Math.max(afterClose, sundayOf(dayOf(period.effectiveDate))));
  const fullTime = crews.filter((e) => e.titleClass === 'FT').map((e) => e.passId);
  await scheduleRelievedVacations(tx, { seed: input.seed, periodId, crews: fullTime, firstWeek, weeks: VR_WEEKS });
  const bids = await bidsFor(tx, periodId, fullTime, firstWeek);

  const [group] = await tx
    .insert(pickGroups)
    .values({ pickPeriodId: periodId, depotCode: VR_DEPOT, name: '207th Street Terminal — vacation relief' })
    .returning({ id: pickGroups.id });
  const [population] = await tx
    .insert(populations)
    .values({
      pickGroupId: group?.id as number,
      code: 'XL',
      name: 'Extra list',
      description: 'Train Operators and Conductors, class HR: vacation relief',
    })
    .returning({ id: populations.id });
  if (!group || !population) throw new Error('vacation relief group insert returned no id');
  await bulkInsert(
    tx,
    'population_members',
    MEMBER_COLUMNS,
    bidders.map((e) => ({ populationId: population.id, passId: e.passId })),
  );

  const [round] = await tx
    .insert(pickRounds)
    .values({ pickPeriodId: periodId, kind: 'VR', seq: 2, opensAt: draft.opensAt, closesAt: draft.closesAt })
    .returning({ id: pickRounds.id });
  if (!round) throw new Error('VR round insert returned no id');
  await bulkInsert(
    tx,
    'pick_turns',
    TURN_COLUMNS,
    draft.turns.map((t) => ({ ...t, periodId, roundId: round.id })),
  );
  const bidRows =
    bids.length === 0
      ? []
      : await tx
          .insert(vrBids)
          .values(bids.map((b) => ({ ...b, pickRoundId: round.id, pickGroupId: group.id })))
          .returning({ id: vrBids.id });

  // Seniors' ranked bids: most of those whose turn is past, many still to pick; not 200002.
  const rng = Random.derive(input.seed, 'vr-lists');
  const anchorAt = bidders.findIndex((e) => e.passId === VR_ANCHOR);
  const lists: SeededList[] = [];
  draft.turns.forEach((turn, i) => {
    if (turn.passId === VR_ANCHOR || bidRows.length === 0) return;
    const processed = turn.turnAt <= input.now;
    if (!rng.chance(processed ? 0.8 : anchorAt < 0 || i < anchorAt ? 0.6 : 0.3)) return;
    const items = new Set<number>();
    const wanted = Math.min(bidRows.length, rng.int(2, 5));
    while (items.size < wanted) items.add(rng.pick(bidRows).id);
    const latest = Math.min(turn.turnAt.getTime(), input.now.getTime());
    lists.push({ passId: turn.passId, savedAt: new Date(latest - rng.int(1, 72) * HOUR_MS), itemIds: [...items] });
  });
  await insertLists(tx, round.id, lists);
  return draft.turns.length;
}
