import { isoDateIn, type ServiceElements, sundayOnOrBefore } from '@crewline/protocol';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { keptRound, labelIn, roundStatus, roundsWithMyTurn } from '../pick';
import { groupHolidays, myPopulations } from '../pick-board';
import { awardOf, myAwardRows } from '../pick-preferences';
import { myVacationAwards, myVacationDays } from './pick-results.repository';

/** mta_pickedHolidays: the holidays of the newest pick with a holiday round the employee has a turn in. */
export async function pickedHolidays({
  db,
  session,
  now,
}: SignedInContext): Promise<ServiceElements<'mta_pickedHolidays'>> {
  const rounds = await roundsWithMyTurn(db, session.passId, session.employee.department);
  const round = rounds.find((r) => r.kind === 'HOLIDAY');
  if (!round) return { pick: null, holidays: [] };
  const [mine] = await myPopulations(db, round.pickPeriodId, session.passId);
  const holidays = mine ? await groupHolidays(db, mine.groupId) : [];
  const rows = await myAwardRows(db, round.roundId, session.passId);
  const kept = await keptRound(db, round.roundId);
  const award = awardOf('HOLIDAY', session.passId, rows, (id) => labelIn(kept, id));
  const off = new Map(rows.filter((r) => r.itemId !== null).map((r) => [r.itemId as number, r.choiceRank]));
  return {
    pick: {
      description: round.description,
      roundStatus: roundStatus(round, now),
      opensAt: round.opensAt.toISOString(),
      turnAt: round.turnAt.toISOString(),
      awardedAt: award?.awardedAt ?? null,
      explanation: award?.explanation ?? null,
    },
    holidays: holidays.map((h) => ({
      date: h.date,
      name: h.name,
      status: off.has(h.itemId) ? 'OFF' : rows.length > 0 ? 'WORK' : 'PENDING',
      choice: off.get(h.itemId) ?? null,
    })),
  };
}

/** Vacation days by the Sunday of their week. */
function byWeek(days: readonly { date: string }[]): Map<string, string[]> {
  const weeks = new Map<string, string[]>();
  for (const { date } of days) {
    const sunday = sundayOnOrBefore(date);
    weeks.set(sunday, [...(weeks.get(sunday) ?? []), date]);
  }
  return weeks;
}

/** mta_scheduledVacationWeeks: the years the employee has vacation weeks in, newest first. */
export async function scheduledVacationWeeks({
  db,
  session,
  now,
  config,
}: SignedInContext): Promise<ServiceElements<'mta_scheduledVacationWeeks'>> {
  const years = new Map<number, Set<string>>();
  for (const { date } of await myVacationDays(db, session.passId)) {
    const year = Number(date.slice(0, 4));
    years.set(year, (years.get(year) ?? new Set()).add(sundayOnOrBefore(date)));
  }
  const thisYear = Number(isoDateIn(now, config.timeZone).slice(0, 4));
  const sorted = [...years.keys()].sort((a, b) => b - a);
  const selected = years.has(thisYear) ? thisYear : sorted[0];
  return {
    years: sorted.map((year) => ({ year, weeks: years.get(year)?.size ?? 0, selected: year === selected })),
  };
}

/** mta_scheduledVacationWeekDetails: a year's weeks of vacation, with the award behind each. */
export async function scheduledVacationWeekDetails(
  { db, session }: SignedInContext,
  { year }: InputOf<'mta_scheduledVacationWeekDetails'>,
): Promise<ServiceElements<'mta_scheduledVacationWeekDetails'>> {
  const weeks = byWeek(await myVacationDays(db, session.passId, year));
  const awarded = new Map((await myVacationAwards(db, session.passId)).map((a) => [a.weekStart, a]));
  const out: ServiceElements<'mta_scheduledVacationWeekDetails'>['weeks'] = [];
  for (const [weekStart, days] of weeks) {
    const a = awarded.get(weekStart);
    let picked = null;
    if (a) {
      const kept = await keptRound(db, a.roundId);
      const award = awardOf('VACATION', session.passId, [a], (id) => labelIn(kept, id));
      picked = {
        pick: a.pick,
        outcome: a.outcome as NonNullable<typeof award>['outcome'],
        choice: a.choiceRank,
        awardedAt: a.awardedAt.toISOString(),
        explanation: award?.explanation ?? '',
      };
    }
    out.push({ weekStart, days, picked });
  }
  return { year, weeks: out };
}
