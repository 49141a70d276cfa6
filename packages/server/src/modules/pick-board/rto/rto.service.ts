import {
  DAY_TYPES,
  type DayType,
  daysOffLabel,
  dayTypeOf,
  RTO_BOARD_TEXTS,
  type ServiceElements,
} from '@crewline/protocol';
import { RefusalError } from '../../../exec/errors';
import type { InputOf, SignedInContext } from '../../../exec/handlers';
import { type PopulationOffer, populationOffer, postedPackage } from '../board-cache';
import { assignmentsCalendar, myPopulation } from '../dob/dob.service';
import { daysOffOf } from '../package-summary';

/** The RTO board's own services; the rest of it is the DOB board's, under RTO names. */

type ProgramLine = NonNullable<ServiceElements<'mta_rtoWorkProgram'>['line']>;
type Job = ProgramLine['dayTypes'][number]['jobs'][number];
/** Every line of the population's program, in order. */
type WorkProgram = { lines: ProgramLine[] };

/** The crew jobs of the offer's packages, by line, then day type, by start: worked out once per offer. */
const programs = new WeakMap<PopulationOffer, WorkProgram>();

function programOf({ rows, runs }: PopulationOffer): WorkProgram {
  const codeOf = new Map(rows.map((p) => [p.packageId, p.code]));
  const lines = new Map<string, Map<DayType, Map<number, Job>>>();
  for (const [packageId, week] of runs) {
    for (const run of week) {
      const byDayType = lines.get(run.route) ?? new Map<DayType, Map<number, Job>>();
      lines.set(run.route, byDayType);
      const dayType = dayTypeOf(run.weekday);
      const jobs = byDayType.get(dayType) ?? new Map<number, Job>();
      byDayType.set(dayType, jobs);
      const job = jobs.get(run.jobId) ?? {
        jobId: run.jobId,
        code: run.code,
        reportMinutes: run.reportMinutes,
        startMinutes: run.startMinutes,
        endMinutes: run.endMinutes,
        paidMinutes: run.paidMinutes,
        packages: [],
      };
      const code = codeOf.get(packageId) ?? String(packageId);
      if (!job.packages.includes(code)) job.packages.push(code);
      jobs.set(run.jobId, job);
    }
  }
  return {
    lines: [...lines.entries()]
      .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
      .map(([line, byDayType]) => ({
        line,
        dayTypes: DAY_TYPES.flatMap((dayType) => {
          const jobs = byDayType.get(dayType);
          if (!jobs) return [];
          return [
            {
              dayType,
              jobs: [...jobs.values()]
                .map((j) => ({ ...j, packages: j.packages.sort() }))
                .sort((a, b) => a.startMinutes - b.startMinutes || a.code.localeCompare(b.code)),
            },
          ];
        }),
      })),
  };
}

/** mta_rtoWorkProgram: the population's lines, and one line's crew jobs by day type, by start. */
export async function workProgram(
  ctx: SignedInContext,
  { populationId, line }: InputOf<'mta_rtoWorkProgram'>,
): Promise<ServiceElements<'mta_rtoWorkProgram'>> {
  await myPopulation(ctx, populationId);
  const offer = await populationOffer(ctx.db, populationId);
  let program = programs.get(offer);
  if (!program) {
    program = programOf(offer);
    programs.set(offer, program);
  }
  const chosen = line === undefined ? program.lines[0] : program.lines.find((l) => l.line === line);
  if (line !== undefined && !chosen) throw new RefusalError(RTO_BOARD_TEXTS.unknownLine(line));
  return { lines: program.lines.map((l) => l.line), line: chosen ?? null };
}

/** mta_rtoPackageRdos: a package's regular days off and every day off over the pick period. */
export async function packageRdos(
  ctx: SignedInContext,
  { meta, packageId }: InputOf<'mta_rtoPackageRdos'>,
): Promise<ServiceElements<'mta_rtoPackageRdos'>> {
  // The calendar refuses a package not offered to the employee, with the board's words.
  const calendar = await assignmentsCalendar(ctx, { meta, packageId });
  const posted = await postedPackage(ctx.db, packageId);
  const daysOff = daysOffOf(posted?.pkg.rdoMask ?? 0);
  return {
    code: posted?.pkg.code ?? '',
    daysOff,
    rdoPair: daysOffLabel(daysOff),
    dates: calendar.days.filter((d) => d.runCode === null).map((d) => d.date),
  };
}
