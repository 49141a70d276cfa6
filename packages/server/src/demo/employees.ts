import { addDays, weekdayOf } from '@crewline/protocol';
import type { employees } from '../db/schema';
import { BUS_OPERATOR, type Department, DOB_SHARE, JOBS, type Job } from './agency';
import { DEMO_SIGN_INS } from './demo-sign-ins';
import { BUS_DEPOTS, crewDepotWeights, type DepotRow, SIRTOA_TERMINALS, SUBWAY_TERMINALS } from './depots';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { Random } from './random';

export type EmployeeRow = typeof employees.$inferInsert;

const MAX_SERVICE_DAYS = 35 * 365;
const MIN_SERVICE_DAYS = 60;
/** Generated pass ids; the demo sign-ins sit below this range. */
const PASS_ID_MIN = 400_000;
const PASS_ID_MAX = 999_999;

const jobsOf = (department: Department) =>
  JOBS.filter((j) => j.department === department).map((j) => [j, j.weight] as const);
const DOB_JOBS = jobsOf('DOB');
const RTO_JOBS = jobsOf('RTO');

function depotsFor(job: Pick<Job, 'department' | 'subdivision' | 'title'>): [DepotRow, number][] {
  if (job.department === 'DOB') {
    return job.title === BUS_OPERATOR ? crewDepotWeights('DOB', BUS_DEPOTS) : BUS_DEPOTS.map((d) => [d, 1]);
  }
  if (job.subdivision === 'SIRTOA') return SIRTOA_TERMINALS.map((d) => [d, 1]);
  const crew = job.title === 'Train Operator' || job.title === 'Conductor';
  return crew ? crewDepotWeights('RTO', SUBWAY_TERMINALS) : SUBWAY_TERMINALS.map((d) => [d, 1]);
}

const mondayOnOrBefore = (iso: string) => addDays(iso, -((weekdayOf(iso) + 6) % 7));

/** Hires come in classes: every seniority date is a Monday, and a class shares it. */
function seniorityDate(rng: Random, today: string): string {
  // Skewed towards recent hires, as in a real workforce.
  const days = MIN_SERVICE_DAYS + Math.floor((MAX_SERVICE_DAYS - MIN_SERVICE_DAYS) * rng.next() ** 1.6);
  return mondayOnOrBefore(addDays(today, -days));
}

interface Draft {
  row: Omit<EmployeeRow, 'seniorityNumber'>;
  /** Breaks ties within a hire class, like the agency's list number. */
  listNumber: number;
  /** The medical office has an appointment for them (demo/medical.ts makes it). */
  upcomingMedical: boolean;
}

function demoDrafts(rng: Random, today: string): Draft[] {
  return DEMO_SIGN_INS.map((d) => {
    const expiresIn = typeof d.passwordExpiresIn === 'number' ? d.passwordExpiresIn : rng.int(...d.passwordExpiresIn);
    const drawn = seniorityDate(rng, today);
    return {
      listNumber: rng.next(),
      row: {
        passId: d.passId,
        firstName: d.firstName,
        lastName: d.lastName,
        department: d.department,
        division: d.department,
        subdivision: d.subdivision,
        title: d.title,
        titleClass: d.titleClass,
        seniorityDate:
          d.serviceYears === undefined ? drawn : mondayOnOrBefore(addDays(today, -Math.round(d.serviceYears * 365.25))),
        depotCode: d.depotCode,
        passwordExpiresOn: addDays(today, expiresIn),
      },
      upcomingMedical: d.hasUpcomingMedical,
    };
  });
}

function generatedDraft(rng: Random, passId: string, today: string): Draft {
  const department: Department = rng.chance(DOB_SHARE) ? 'DOB' : 'RTO';
  const job = rng.weighted(department === 'DOB' ? DOB_JOBS : RTO_JOBS);
  return {
    listNumber: rng.next(),
    row: {
      passId,
      firstName: rng.pick(FIRST_NAMES),
      lastName: rng.pick(LAST_NAMES),
      department,
      division: department,
      subdivision: job.subdivision,
      title: job.title,
      titleClass: rng.weighted(job.classes),
      seniorityDate: seniorityDate(rng, today),
      depotCode: rng.weighted(depotsFor(job)).code,
      passwordExpiresOn: addDays(today, rng.int(-30, 90)),
    },
    // Drawn after the row's fields, as it always was: the agency stays the same.
    upcomingMedical: rng.chance(0.04),
  };
}

function uniquePassIds(rng: Random, count: number): string[] {
  const ids = new Set<number>();
  while (ids.size < count) ids.add(rng.int(PASS_ID_MIN, PASS_ID_MAX));
  return [...ids].map(String);
}

/** The largest size the pass-id range holds comfortably. */
export const MAX_SIZE = 200_000;

/**
 * `size` employees, the six demo sign-ins among them, ordered by department and seniority.
 * Seniority number 1 is the earliest seniority date in its department.
 */
export function generateEmployees(
  seed: number,
  size: number,
  today: string,
): { employees: EmployeeRow[]; upcomingMedical: string[] } {
  if (!Number.isInteger(size) || size < DEMO_SIGN_INS.length || size > MAX_SIZE) {
    throw new Error(`size must be an integer from ${DEMO_SIGN_INS.length} to ${MAX_SIZE}`);
  }
  const rng = Random.derive(seed, 'employees');
  const drafts = demoDrafts(rng, today);
  for (const passId of uniquePassIds(rng, size - drafts.length)) drafts.push(generatedDraft(rng, passId, today));

  drafts.sort(
    (a, b) =>
      a.row.department.localeCompare(b.row.department) ||
      a.row.seniorityDate.localeCompare(b.row.seniorityDate) ||
      a.listNumber - b.listNumber ||
      a.row.passId.localeCompare(b.row.passId),
  );
  const next: Record<string, number> = {};
  const employees = drafts.map(({ row }) => {
    const seniorityNumber = (next[row.department] ?? 0) + 1;
    next[row.department] = seniorityNumber;
    return { ...row, seniorityNumber };
  });
  return { employees, upcomingMedical: drafts.filter((d) => d.upcomingMedical).map((d) => d.row.passId) };
}
