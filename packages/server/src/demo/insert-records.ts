import { type BulkColumn, bulkInsert } from '../db/bulk-insert';
import { payCodes, quotas } from '../db/schema';
import { type TimecardLineColumns, toLineColumns } from '../db/timecard-lines';
import type { Db } from '../db/types';
import { PAY_CODES, QUOTAS } from '../lib/pay-codes';
import { JOB_COLUMNS } from '../modules/pick';
import type { AbsenceRow } from './absences';
import type { EmployeeRow } from './employees';
import { JobNumbers, type JobRow } from './jobs';
import type { Picks } from './picks';
import { type EmployeeRecords, type LeaveBankRow, recordsFor } from './records';
import type { TimecardRow } from './timecards';

/** Employees whose records are generated and inserted together: bounded memory at any size. */
const CHUNK = 1_000;

type JobInsert = JobRow & { pickPeriodId: number };

/** Up to three leave years of banks a person: as parameters, a chunk's would pass PostgreSQL's limit of 65,535. */
const LEAVE_BANK_COLUMNS: BulkColumn<LeaveBankRow>[] = [
  { name: 'pass_id', type: 'text', value: (r) => r.passId },
  { name: 'bank', type: 'text', value: (r) => r.bank },
  { name: 'year', type: 'smallint', value: (r) => r.year },
  { name: 'carried_minutes', type: 'integer', value: (r) => r.carriedMinutes },
  { name: 'granted_minutes', type: 'integer', value: (r) => r.grantedMinutes },
  { name: 'monthly_accrual_minutes', type: 'integer', value: (r) => r.monthlyAccrualMinutes },
];

export const ABSENCE_COLUMNS: BulkColumn<AbsenceRow>[] = [
  { name: 'pass_id', type: 'text', value: (r) => r.passId },
  { name: 'date', type: 'date', value: (r) => r.date },
  { name: 'kind', type: 'text', value: (r) => r.kind },
  { name: 'pay_code', type: 'text', value: (r) => r.payCode ?? null },
  { name: 'minutes', type: 'integer', value: (r) => r.minutes },
  { name: 'quota_code', type: 'text', value: (r) => r.quotaCode ?? null },
  { name: 'description', type: 'text', value: (r) => r.description ?? null },
  { name: 'location', type: 'text', value: (r) => r.location ?? null },
  { name: 'start_minutes', type: 'integer', value: (r) => r.startMinutes ?? null },
  { name: 'end_minutes', type: 'integer', value: (r) => r.endMinutes ?? null },
];

type StoredTimecard = Omit<TimecardRow, 'lines'> & TimecardLineColumns;

const TIMECARD_COLUMNS: BulkColumn<StoredTimecard>[] = [
  { name: 'pass_id', type: 'text', value: (r) => r.passId },
  { name: 'week_start', type: 'date', value: (r) => r.weekStart },
  { name: 'status', type: 'text', value: (r) => r.status },
  { name: 'line_days', type: 'smallint[]', value: (r) => r.lineDays },
  { name: 'line_pay_codes', type: 'text[]', value: (r) => r.linePayCodes },
  { name: 'line_minutes', type: 'smallint[]', value: (r) => r.lineMinutes },
  { name: 'line_jobs', type: 'text[]', value: (r) => r.lineJobs },
  { name: 'line_starts', type: 'smallint[]', value: (r) => r.lineStarts },
  { name: 'line_ends', type: 'smallint[]', value: (r) => r.lineEnds },
];

export interface RecordCounts {
  jobs: number;
  absences: number;
  timecards: number;
  leaveBanks: number;
}

export interface InsertRecords {
  seed: number;
  today: string;
  employees: readonly EmployeeRow[];
  picks: Picks;
  /** Database ids of `picks.periods`, in order. */
  periodIds: readonly number[];
  progress: (employeesDone: number) => void;
}

/** Pay codes, quotas, and every employee's jobs, absences, timecards and leave banks. */
export async function insertRecords(tx: Db, input: InsertRecords): Promise<RecordCounts> {
  // Migrations may hold some already (0018: the holiday pay code); the seed's list is the whole set.
  await tx
    .insert(payCodes)
    .values([...PAY_CODES])
    .onConflictDoNothing();
  await tx.insert(quotas).values([...QUOTAS]);
  const ctx = {
    seed: input.seed,
    today: input.today,
    periods: input.picks.periods,
    picked: input.picks.picked,
    numbers: new JobNumbers(),
  };
  const counts: RecordCounts = { jobs: 0, absences: 0, timecards: 0, leaveBanks: 0 };
  for (let i = 0; i < input.employees.length; i += CHUNK) {
    const chunk = input.employees.slice(i, i + CHUNK).map((e) => recordsFor(e, ctx));
    const jobs: JobInsert[] = chunk.flatMap((r: EmployeeRecords) =>
      r.jobs.map(({ period, job }) => ({ ...job, pickPeriodId: input.periodIds[period] as number })),
    );
    const absences = chunk.flatMap((r) => r.absences);
    const timecards = chunk.flatMap((r) => r.timecards);
    const banks: LeaveBankRow[] = chunk.flatMap((r) => r.banks);
    await bulkInsert(tx, 'jobs', JOB_COLUMNS, jobs);
    await bulkInsert(tx, 'absences', ABSENCE_COLUMNS, absences);
    await bulkInsert(
      tx,
      'timecards',
      TIMECARD_COLUMNS,
      timecards.map(({ lines, ...row }) => ({ ...row, ...toLineColumns(row.weekStart, lines) })),
    );
    await bulkInsert(tx, 'leave_banks', LEAVE_BANK_COLUMNS, banks);
    counts.jobs += jobs.length;
    counts.absences += absences.length;
    counts.timecards += timecards.length;
    counts.leaveBanks += banks.length;
    input.progress(chunk.length);
  }
  return counts;
}
