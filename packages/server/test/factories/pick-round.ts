import {
  packages,
  pickGroups,
  pickRounds,
  pickTurns,
  populationMembers,
  populations,
  vacationPools,
  vacationWeeks,
} from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { hoursAfterOpening, ROUND_OPENS } from '../support/round-clock';
import { createEmployee, type EmployeeRecord } from './employees';
import { createPickPeriod } from './picked-jobs';

export interface PickRoundFixture {
  roundId: number;
  pickPeriodId: number;
  opensAt: Date;
  closesAt: Date;
  /** Members of population A, most senior first; each has a turn in the round. */
  members: EmployeeRecord[];
  /** Items open to population A (packages for WORK, weeks for VACATION). */
  itemsA: number[];
  /** Items of population B of the same group: not open to A's members. */
  itemsB: number[];
  /** VACATION only: a restricted week of population A. */
  restrictedA?: number;
}

/**
 * A round of a DOB pick open from `opensAt` to `closesAt` (by default ROUND_OPENS to 100 h after): one group at the employees' depot
 * with two populations; `memberCount` employees in population A, each with a turn an hour apart.
 */
export async function createPickRound(
  db: Db,
  options: {
    kind: 'WORK' | 'VACATION';
    opensAt?: Date;
    closesAt?: Date;
    memberCount: number;
    itemsPerPopulation: number;
  },
): Promise<PickRoundFixture> {
  const opts = { opensAt: ROUND_OPENS, closesAt: hoursAfterOpening(100), ...options };
  const members: EmployeeRecord[] = [];
  for (let i = 0; i < opts.memberCount; i++) members.push(await createEmployee(db, { password: null }));
  const depotCode = members[0]?.depotCode ?? 'FB';
  const period = await createPickPeriod(db, { effectiveDate: '2027-01-03' });
  const [round] = await db
    .insert(pickRounds)
    .values({ pickPeriodId: period.id, kind: opts.kind, seq: 1, opensAt: opts.opensAt, closesAt: opts.closesAt })
    .returning();
  const [group] = await db
    .insert(pickGroups)
    .values({ pickPeriodId: period.id, depotCode, name: 'Factory group' })
    .returning();
  if (!round || !group) throw new Error('pick round insert returned nothing');
  const popIds: number[] = [];
  for (const code of ['A', 'B']) {
    const [pop] = await db
      .insert(populations)
      .values({ pickGroupId: group.id, code, name: `Population ${code}`, description: 'Full-time bus operators' })
      .returning({ id: populations.id });
    if (!pop) throw new Error('population insert returned nothing');
    popIds.push(pop.id);
  }
  const [popA, popB] = popIds as [number, number];
  await db.insert(populationMembers).values(members.map((m) => ({ populationId: popA, passId: m.passId })));
  await db.insert(pickTurns).values(
    members.map((m, i) => ({
      pickPeriodId: period.id,
      pickRoundId: round.id,
      passId: m.passId,
      turnAt: new Date(opts.closesAt.getTime() - (opts.memberCount - i) * 3_600_000),
    })),
  );

  const items = async (populationId: number, prefix: string): Promise<number[]> => {
    const n = opts.itemsPerPopulation;
    if (opts.kind === 'WORK') {
      const rows = await db
        .insert(packages)
        .values(
          Array.from({ length: n }, (_, i) => ({
            populationId,
            code: `${prefix}${100 + i}`,
            kind: 'REGULAR',
            capacity: 1,
            rdoMask: 1 | 64,
            weeklyPaidMinutes: 5 * 495,
            routes: 'B41',
          })),
        )
        .returning({ id: packages.id });
      return rows.map((r) => r.id);
    }
    const [pool] = await db
      .insert(vacationPools)
      .values({ pickGroupId: group.id, populationId, name: `Pool ${prefix}` })
      .returning({ id: vacationPools.id });
    if (!pool) throw new Error('pool insert returned nothing');
    const rows = await db
      .insert(vacationWeeks)
      .values(
        Array.from({ length: n }, (_, i) => ({
          poolId: pool.id,
          weekStart: new Date(Date.UTC(2027, 0, 3 + 7 * i)).toISOString().slice(0, 10),
          quota: 2,
          restricted: i === n - 1,
        })),
      )
      .returning({ id: vacationWeeks.id });
    return rows.map((r) => r.id);
  };
  const allA = await items(popA, 'A');
  const itemsB = await items(popB, 'B');
  const fixture = {
    roundId: round.id,
    pickPeriodId: period.id,
    opensAt: opts.opensAt,
    closesAt: opts.closesAt,
    members,
    itemsB,
  };
  if (opts.kind === 'VACATION') return { ...fixture, itemsA: allA.slice(0, -1), restrictedA: allA.at(-1) };
  return { ...fixture, itemsA: allA };
}
