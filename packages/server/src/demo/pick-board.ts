import { addDays, weekdayOf } from '@crewline/protocol';
import { dayOf, isoOfDay } from '../lib/day-numbers';
import { ALL_DEPOTS } from './depots';
import type { EmployeeRow } from './employees';
import { type JobHolder, type JobRow, postedJob } from './jobs';
import type { Random } from './random';

/**
 * What a pick offers, as plain rows keyed by code (ids are given at insert): its groups, their
 * populations and members, each population's packages with their runs and pieces, and its
 * vacation pool. docs/pick.md#demo-agency.
 */

export type PackageKind = 'REGULAR' | 'EXTRA_BOARD' | 'PART_TIME';

export interface PieceDraft {
  block: string;
  fromPlace: string;
  toPlace: string;
  startMinutes: number;
  endMinutes: number;
}

export interface PackageDraft {
  /** As posted; unique in the pick (it is also its run's code). */
  code: string;
  kind: PackageKind;
  capacity: number;
  /** The run it holds, worked on every day but its RDOs; null for the extra board. */
  job: JobRow | null;
  rdoMask: number;
  weeklyPaidMinutes: number;
  routes: string;
  pieces: PieceDraft[];
  /** Dates the run does not operate (holiday schedule). */
  noServiceOn: string[];
}

export interface WeekDraft {
  weekStart: string;
  quota: number;
  restricted: boolean;
}

export interface PopulationDraft {
  code: string;
  name: string;
  description: string;
  /** Pass ids in seniority order. */
  members: string[];
  packages: PackageDraft[];
  weeks: WeekDraft[];
}

export interface GroupDraft {
  depotCode: string;
  name: string;
  populations: PopulationDraft[];
}

export interface PopulationSpec {
  code: string;
  name: string;
  description: string;
  members: readonly EmployeeRow[];
  /** Regular (or part-time) packages at least; more when the members need them. */
  minPackages: number;
  kind: 'REGULAR' | 'PART_TIME';
  /** Extra-board positions beside the packages; 0 for none. */
  extraBoard: number;
}

const WEEKS_PER_POOL = 52;
const SUMMER_MONTHS = new Set([6, 7, 8]);

const depotName = (code: string) => ALL_DEPOTS.find((d) => d.code === code)?.name ?? code;

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m > 0; m >>= 1) n += m & 1;
  return n;
}

/** A run's vehicle blocks: out and back on one block, or two either side of a relief or a split. */
function piecesOf(rng: Random, job: JobRow, index: number): PieceDraft[] {
  const depot = depotName(job.depotCode);
  const block = (n: number) => `${job.route.split('/')[0]}-${String(((index * 7 + n * 3) % 97) + 1).padStart(2, '0')}`;
  const split = job.endMinutes - job.startMinutes - job.paidMinutes >= 60;
  const terminal = `${job.route.split('/')[0]} terminal`;
  if (job.reliefPoint && job.reliefMinutes) {
    return [
      {
        block: block(1),
        fromPlace: depot,
        toPlace: job.reliefPoint,
        startMinutes: job.startMinutes,
        endMinutes: job.reliefMinutes,
      },
      {
        block: block(2),
        fromPlace: job.reliefPoint,
        toPlace: depot,
        startMinutes: job.reliefMinutes,
        endMinutes: job.endMinutes,
      },
    ];
  }
  if (split) {
    const firstEnd = job.startMinutes + 5 * rng.int(36, 54);
    const secondStart = job.endMinutes - (job.paidMinutes - (firstEnd - job.startMinutes));
    return [
      { block: block(1), fromPlace: depot, toPlace: terminal, startMinutes: job.startMinutes, endMinutes: firstEnd },
      {
        block: block(2),
        fromPlace: terminal,
        toPlace: depot,
        startMinutes: Math.max(firstEnd, secondStart),
        endMinutes: job.endMinutes,
      },
    ];
  }
  return [
    { block: block(1), fromPlace: depot, toPlace: depot, startMinutes: job.startMinutes, endMinutes: job.endMinutes },
  ];
}

function packageOf(
  rng: Random,
  holder: JobHolder,
  kind: PackageDraft['kind'],
  code: string,
  index: number,
  holidays: readonly string[],
): PackageDraft {
  let job = postedJob(rng, holder, () => code);
  if (kind === 'PART_TIME') {
    const paid = 5 * rng.int(48, 66);
    job = {
      ...job,
      paidMinutes: paid,
      endMinutes: job.startMinutes + paid + 15,
      reliefPoint: null,
      reliefMinutes: null,
    };
  }
  const workdays = 7 - bitCount(job.daysOff);
  const noServiceOn = holidays.filter((d) => (job.daysOff & (1 << weekdayOf(d))) === 0 && rng.chance(0.3));
  return {
    code,
    kind,
    capacity: 1,
    job,
    rdoMask: job.daysOff,
    weeklyPaidMinutes: workdays * job.paidMinutes,
    routes: job.route,
    pieces: piecesOf(rng, job, index),
    noServiceOn,
  };
}

function extraBoard(code: string, capacity: number, routes: string): PackageDraft {
  // Extra-board operators cover open work five days a week; their RDOs are assigned weekly.
  return {
    code,
    kind: 'EXTRA_BOARD',
    capacity,
    job: null,
    rdoMask: 1 | 64,
    weeklyPaidMinutes: 5 * 480,
    routes,
    pieces: [],
    noServiceOn: [],
  };
}

/** The 52 weeks of a pool from `firstWeek`, quota ~10 % of the members (12 % in summer); the holiday weeks restricted. */
function poolWeeks(
  firstWeek: string,
  members: number,
  restrictedWeeks: ReadonlySet<string>,
  owed?: number,
): WeekDraft[] {
  const weeks = Array.from({ length: WEEKS_PER_POOL }, (_, i) => addDays(firstWeek, 7 * i));
  const open = weeks.filter((w) => !restrictedWeeks.has(w));
  const summer = (w: string) => SUMMER_MONTHS.has(Number(w.slice(5, 7)));
  const quotaOf = new Map<string, number>();
  if (owed === undefined) {
    for (const w of open) quotaOf.set(w, Math.max(1, Math.round(members * (summer(w) ? 0.12 : 0.1))));
  } else {
    // Tight: exactly the weeks owed, so the last turns have no choice left (forcing).
    const base = Math.floor(owed / open.length);
    let extra = owed - base * open.length;
    for (const w of [...open].sort((a, b) => Number(summer(b)) - Number(summer(a)) || a.localeCompare(b))) {
      quotaOf.set(w, base + (extra > 0 ? 1 : 0));
      extra--;
    }
  }
  return weeks.map((w) => ({
    weekStart: w,
    quota: restrictedWeeks.has(w) ? 0 : (quotaOf.get(w) ?? 0),
    restricted: restrictedWeeks.has(w),
  }));
}

export interface PopulationContext {
  rng: Random;
  depotCode: string;
  /** First Sunday of the vacation weeks. */
  firstWeek: string;
  restrictedWeeks: ReadonlySet<string>;
  /** Holidays in force while the pick's work is: runs may not operate on some. */
  holidays: readonly string[];
  /** Weeks owed per member, for a tight pool; undefined for the usual quota. */
  owedWeeks?: (member: EmployeeRow) => number;
}

export function populationOf(spec: PopulationSpec, ctx: PopulationContext): PopulationDraft {
  const holder: JobHolder = {
    department: spec.members[0]?.department ?? 'DOB',
    title: spec.members[0]?.title ?? 'Bus Operator',
    depotCode: ctx.depotCode,
  };
  const count = Math.max(spec.minPackages, spec.members.length - spec.extraBoard);
  const prefix = `${ctx.depotCode}-${spec.code}`;
  const packages: PackageDraft[] = [];
  for (let i = 0; i < count; i++) {
    const code = `${prefix}${String(101 + i).padStart(3, '0')}`;
    packages.push(packageOf(ctx.rng, holder, spec.kind, code, i, ctx.holidays));
  }
  if (spec.extraBoard > 0) packages.push(extraBoard(`${prefix}XB`, spec.extraBoard, 'All routes of the depot'));
  const owed = ctx.owedWeeks ? spec.members.reduce((sum, m) => sum + (ctx.owedWeeks?.(m) ?? 0), 0) : undefined;
  return {
    code: spec.code,
    name: spec.name,
    description: spec.description,
    members: spec.members.map((m) => m.passId),
    packages,
    weeks: poolWeeks(ctx.firstWeek, spec.members.length, ctx.restrictedWeeks, owed),
  };
}

/** The Sundays of the weeks holding these dates. */
export function weeksOf(dates: readonly string[]): Set<string> {
  return new Set(dates.map((d) => isoOfDay(dayOf(d) - weekdayOf(d))));
}

export const groupName = (depotCode: string) => depotName(depotCode);
