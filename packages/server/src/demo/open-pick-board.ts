import { agencyHolidays, aspaDays } from '../lib/agency-holidays';
import { dayOf, isoOfDay } from '../lib/day-numbers';
import { BUS_OPERATOR, type Department } from './agency';
import type { EmployeeRow } from './employees';
import { vacationWeeksFor } from './entitlements';
import { type GroupDraft, groupName, type PopulationSpec, populationOf, weeksOf } from './pick-board';
import type { OpenPick, PickPeriodRow } from './picks';
import { Random } from './random';

export interface HolidayDraft {
  date: string;
  name: string;
  kind: 'PICK' | 'ASPA';
}

export interface RequirementDraft {
  date: string;
  depotCode: string;
  mustWork: number;
}

/** What an open pick offers: its groups with their populations, packages and pools, and its holidays. */
export interface OpenPickBoard {
  groups: GroupDraft[];
  holidays: HolidayDraft[];
  requirements: RequirementDraft[];
}

/** The depot whose full-time pool is tight enough for the vacation round to reach forcing. */
const TIGHT_POOL_DEPOT = 'ENY';
/** Holidays on which half the group may be off; on the others about 40 %. */
const BIG_HOLIDAYS = new Set(["New Year's Day", 'Thanksgiving Day', 'Christmas Day']);

const yearsOn = (member: EmployeeRow, iso: string) => (dayOf(iso) - dayOf(member.seniorityDate)) / 365.25;

/** The holidays (and ASPA days) of the year the pick's work starts. */
function holidaysFrom(effective: string): HolidayDraft[] {
  const first = dayOf(effective);
  const last = first + 364;
  const year = Number(effective.slice(0, 4));
  const within = (kind: HolidayDraft['kind'], list: { day: number; name: string }[]) =>
    list.filter((h) => h.day >= first && h.day <= last).map((h) => ({ date: isoOfDay(h.day), name: h.name, kind }));
  return [
    ...within('PICK', [...agencyHolidays(year), ...agencyHolidays(year + 1)]),
    ...within('ASPA', [...aspaDays(year), ...aspaDays(year + 1)]),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
}

function specsFor(department: Department, members: readonly EmployeeRow[]): PopulationSpec[] {
  // An extra board for those the pick leaves without a package, at most a fifth of the members.
  const extra = (n: number) => Math.max(4, Math.ceil(n * 0.2));
  if (department === 'DOB') {
    // A board big enough that a few seniors without a list cannot fill it: the demo's SAFE choice.
    const busBoard = (n: number) => Math.max(8, Math.ceil(n * 0.2));
    const ft = members.filter((m) => m.titleClass === 'FT');
    const pt = members.filter((m) => m.titleClass !== 'FT');
    return [
      {
        code: 'FT',
        name: 'Full-time bus operators',
        description: `${BUS_OPERATOR}, class FT, full time`,
        members: ft,
        minPackages: 250,
        kind: 'REGULAR',
        extraBoard: busBoard(ft.length),
      },
      {
        code: 'PT',
        name: 'Part-time bus operators',
        description: `${BUS_OPERATOR}, class PT, part time`,
        members: pt,
        minPackages: Math.max(20, pt.length),
        kind: 'PART_TIME',
        extraBoard: 0,
      },
    ];
  }
  const of = (title: string) => members.filter((m) => m.title === title);
  return [
    { code: 'TO', title: 'Train Operator' },
    { code: 'CO', title: 'Conductor' },
  ].map(({ code, title }) => ({
    code,
    name: `${title}s`,
    description: `${title}, class FT, full time`,
    members: of(title),
    minPackages: 100,
    kind: 'REGULAR' as const,
    extraBoard: extra(of(title).length),
  }));
}

/** The board of an open pick: one group per depot, its populations' packages and pools, the holidays and their requirements. */
export function openPickBoard(
  seed: number,
  department: Department,
  period: PickPeriodRow,
  pick: OpenPick,
): OpenPickBoard {
  const holidays = holidaysFrom(period.effectiveDate);
  const pickHolidays = holidays.filter((h) => h.kind === 'PICK');
  const restrictedWeeks = weeksOf(
    pickHolidays.filter((h) => h.name === 'Thanksgiving Day' || h.name === 'Christmas Day').map((h) => h.date),
  );
  const inForce = pickHolidays.map((h) => h.date).filter((d) => d <= period.expirationDate);
  const depots = [...new Set(pick.members.map((m) => m.depotCode))].sort();
  const groups: GroupDraft[] = [];
  const requirements: RequirementDraft[] = [];
  for (const depotCode of depots) {
    const rng = Random.derive(seed, `pick-board:${period.effectiveDate}:${depotCode}`);
    const here = pick.members.filter((m) => m.depotCode === depotCode);
    const populations = specsFor(department, here)
      .filter((spec) => spec.members.length > 0)
      .map((spec) =>
        populationOf(spec, {
          rng,
          depotCode,
          firstWeek: period.effectiveDate,
          restrictedWeeks,
          holidays: inForce,
          owedWeeks:
            depotCode === TIGHT_POOL_DEPOT && spec.code === 'FT'
              ? (m) => vacationWeeksFor(department, yearsOn(m, period.startDate))
              : undefined,
        }),
      );
    groups.push({ depotCode, name: groupName(depotCode), populations });
    for (const h of pickHolidays) {
      const share = BIG_HOLIDAYS.has(h.name) ? 0.5 : 0.6;
      requirements.push({ date: h.date, depotCode, mustWork: Math.round(here.length * share) });
    }
  }
  return { groups, holidays, requirements };
}
