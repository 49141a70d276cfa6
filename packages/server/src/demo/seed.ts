import { addDays, zonedInstant } from '@crewline/protocol';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../config';
import {
  dayOffQuotas,
  depots,
  employees,
  medicalAppointments,
  pickPeriods,
  pickRounds,
  publicMonitors,
  seedInfo,
} from '../db/schema';
import type { Db } from '../db/types';
import { ADVISORY_LOCKS } from '../lib/advisory-locks';
import { DEMO_SECRET_KEY, type SecretBox, secretBox } from '../lib/secret-box';
import type { LedgerSigner } from '../lib/signing-key';
import { processDueTurns } from '../modules/pick';
import { dayOffQuotaRows } from './day-off-quotas';
import { DEMO_PASSWORD, DEMO_SIGN_INS, demoTotpSecret } from './demo-sign-ins';
import { type EmployeeRow, MAX_SIZE } from './employees';
import { generateAgency } from './generate';
import { insertOpenPicks } from './insert-open-picks';
import { insertRecords } from './insert-records';
import { insertVrRound } from './insert-vr-round';
import { medicalAppointmentRows } from './medical';
import { officeEmployees } from './office-employees';
import { OFFICE_SIGN_INS } from './office-sign-ins';
import { DEMO_PUBLIC_MONITORS } from './public-monitors';
import { Random } from './random';

export const DEFAULT_SEED = 20_261_121;
/**
 * The demo agency's sizes. `demo`, the default (`npm start`), is the agency of docs/pick.md#demo-agency: its open picks have
 * ~300 bus operators at each of three depots with ~250 packages, and ~200 crews at each of two
 * subway terminals. `small` is the same agency with groups of ~40, seeded in a few seconds: the
 * server tests and journeys run on it (docs/adr/0015-demo-agency-sizes.md). `large` for benches.
 */
export const SIZE_PRESETS = { small: 400, demo: 3_000, large: 50_000 } as const;
export type SizePreset = keyof typeof SIZE_PRESETS;
export const DEFAULT_SIZE = SIZE_PRESETS.demo;

export interface SeedOptions {
  seed?: number;
  /** Employees in all, the six demo sign-ins included; default the demo preset. */
  size?: number;
  /** ISO date the data is relative to. */
  today: string;
  timeZone?: string;
  onProgress?: (done: number, total: number) => void;
  /** Signs the checkpoints of the award runs the seed makes; the demo key by default. */
  signer?: LedgerSigner;
  /** Seals 100002's second-factor secret; the demo key by default. */
  secrets?: SecretBox;
}

export interface SeedSummary {
  seed: number;
  size: number;
  today: string;
  depots: number;
  employees: number;
  pickPeriods: number;
  pickTurns: number;
  jobs: number;
  absences: number;
  timecards: number;
  leaveBanks: number;
}

export type SeedInfo = typeof seedInfo.$inferSelect;

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters. */
const EMPLOYEE_CHUNK = 2_000;
/** The seed's data stands at 06:00 on its day, agency time: before the day's first pick turn. */
const SEED_MINUTES = 6 * 60;

export const seedInstant = (today: string, timeZone: string) => zonedInstant(today, SEED_MINUTES, timeZone);

export function resolveSize(size: string | number | undefined): number {
  if (size === undefined) return DEFAULT_SIZE;
  if (typeof size === 'string' && size in SIZE_PRESETS) return SIZE_PRESETS[size as SizePreset];
  const n = Number(size);
  if (!Number.isInteger(n) || n < DEMO_SIGN_INS.length || n > MAX_SIZE) {
    throw new Error(
      `size must be ${Object.keys(SIZE_PRESETS).join(', ')} or an integer from ${DEMO_SIGN_INS.length} to ${MAX_SIZE}`,
    );
  }
  return n;
}

/**
 * Only the demo sign-ins (six employees, two of the pick office) get a password: argon2id costs ~15 ms a hash, so hashing
 * 50,000 generated employees would take minutes. Theirs stay NULL and cannot sign in.
 * The salt comes from the seed so the same seed gives the very same rows; the password
 * is public anyway.
 */
async function withDemoCredentials(rows: EmployeeRow[], seed: number, secrets: SecretBox): Promise<EmployeeRow[]> {
  const salts = Random.derive(seed, 'salts');
  const byPassId = new Map(DEMO_SIGN_INS.map((d) => [d.passId, { demo: d, salt: salts.bytes(16) }]));
  const officeSalts = Random.derive(seed, 'office-salts');
  const office = new Map(OFFICE_SIGN_INS.map((d) => [d.passId, officeSalts.bytes(16)]));
  return Promise.all(
    rows.map(async (row) => {
      const officeSalt = office.get(row.passId);
      if (officeSalt) {
        // Every office person signs in with a second factor (docs/pick.md#the-pick-office).
        const totpSecret = secrets.seal(demoTotpSecret(seed, row.passId));
        return { ...row, passwordHash: await hash(DEMO_PASSWORD, { salt: officeSalt }), totpSecret };
      }
      const entry = byPassId.get(row.passId);
      if (!entry) return row;
      return {
        ...row,
        passwordHash: await hash(DEMO_PASSWORD, { salt: entry.salt }), // argon2id is the default
        totpSecret: entry.demo.secondFactor ? secrets.seal(demoTotpSecret(seed)) : null,
      };
    }),
  );
}

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

interface Prepared {
  summary: SeedSummary;
  employees: EmployeeRow[];
  /** The pick office: outside the agency's size and its records. */
  office: EmployeeRow[];
  data: ReturnType<typeof generateAgency>;
}

/** Everything but the database work: generation and the demo password hashes. */
async function prepare(opts: SeedOptions): Promise<Prepared> {
  const seed = opts.seed ?? DEFAULT_SEED;
  const size = opts.size ?? DEFAULT_SIZE;
  const data = generateAgency({ seed, size, today: opts.today, timeZone: opts.timeZone ?? DEFAULT_TIME_ZONE });
  return {
    data,
    employees: await withDemoCredentials(data.employees, seed, opts.secrets ?? secretBox(DEMO_SECRET_KEY)),
    office: await withDemoCredentials(
      officeEmployees(data.employees, opts.today),
      seed,
      opts.secrets ?? secretBox(DEMO_SECRET_KEY),
    ),
    summary: {
      seed,
      size,
      today: opts.today,
      depots: data.depots.length,
      employees: data.employees.length,
      pickPeriods: data.periods.length,
      // Counted as they are written, with the open picks.
      pickTurns: 0,
      // Counted as they are written: records are generated a chunk of employees at a time.
      jobs: 0,
      absences: 0,
      timecards: 0,
      leaveBanks: 0,
    },
  };
}

/** Progress counts employees, then each employee's records. */
async function insertAgency(tx: Db, { data, employees: employeeRows, office, summary }: Prepared, opts: SeedOptions) {
  const total = 2 * employeeRows.length;
  let done = 0;
  const progress = (n: number) => {
    done += n;
    opts.onProgress?.(done, total);
  };
  await tx.insert(depots).values([...data.depots]);
  for (const chunk of chunks(employeeRows, EMPLOYEE_CHUNK)) {
    await tx.insert(employees).values(chunk);
    progress(chunk.length);
  }
  await tx.insert(employees).values(office);
  const timeZone = opts.timeZone ?? DEFAULT_TIME_ZONE;
  const seededAt = seedInstant(summary.today, timeZone);
  await tx.insert(publicMonitors).values(DEMO_PUBLIC_MONITORS.map((m) => ({ ...m, changedAt: seededAt })));
  const medical = medicalAppointmentRows(summary.seed, summary.today, timeZone, data.upcomingMedical);
  for (const chunk of chunks(medical, EMPLOYEE_CHUNK)) await tx.insert(medicalAppointments).values(chunk);
  for (const chunk of chunks(dayOffQuotaRows(summary.seed, summary.today, data.depots), EMPLOYEE_CHUNK)) {
    await tx.insert(dayOffQuotas).values(chunk);
  }
  const periodIds: number[] = [];
  const openPeriods = new Set([data.open.DOB.period, data.open.RTO.period]);
  // One at a time so ids follow the generator's order.
  for (const [index, p] of data.periods.entries()) {
    const [row] = await tx.insert(pickPeriods).values(p).returning({ id: pickPeriods.id });
    if (!row) throw new Error('pick period insert returned no id');
    periodIds.push(row.id);
    if (openPeriods.has(index)) continue;
    // A pick already made: its work round ran and closed (its work is in the jobs it gave).
    const closesAt = zonedInstant(addDays(p.endDate, 1), 0, timeZone);
    await tx.insert(pickRounds).values({
      pickPeriodId: row.id,
      kind: 'WORK',
      seq: 1,
      opensAt: zonedInstant(p.startDate, 0, timeZone),
      closesAt,
      closedAt: closesAt,
    });
  }
  const counts = await insertRecords(tx, {
    seed: summary.seed,
    today: summary.today,
    employees: employeeRows,
    picks: data,
    periodIds,
    progress,
  });
  Object.assign(summary, counts);
  const now = seedInstant(summary.today, timeZone);
  summary.pickTurns = await insertOpenPicks(tx, { seed: summary.seed, picks: data, periodIds, now });
  summary.pickTurns += await insertVrRound(tx, {
    seed: summary.seed,
    today: summary.today,
    timeZone,
    employees: employeeRows,
    picks: data,
    periodIds,
    now,
  });
  // The turns already due are awarded by the engine, as the server would have as they came.
  await processDueTurns(tx, now, opts.signer);
  await tx.insert(seedInfo).values({ id: 1, seed: summary.seed, size: summary.size, generatedOn: summary.today });
}

/** Inserts the demo agency into an empty database, in one transaction. */
export async function seedDemoAgency(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const prepared = await prepare(opts);
  await db.transaction((tx) => insertAgency(tx, prepared, opts));
  await countForPlanner(db);
  return prepared.summary;
}

/**
 * Has the database count what the seed wrote, as after any bulk load: PGlite never does it by
 * itself, and PostgreSQL only a while later, so the first queries on a large agency would be
 * planned as if its tables were nearly empty.
 */
async function countForPlanner(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

/** True when no employee exists yet: the first run. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [anyone] = await db.select({ passId: employees.passId }).from(employees).limit(1);
  return anyone === undefined;
}

export interface EnsureSeededResult {
  /** True when this call generated the data. */
  created: boolean;
  /** What produced the data; undefined when the database holds employees the seeder did not write. */
  info: SeedInfo | undefined;
}

/**
 * Seeds the demo agency on first run only: when the database has no employees. Processes
 * starting together on one database take turns, so exactly one of them seeds.
 */
export async function ensureSeeded(db: Db, opts: SeedOptions): Promise<EnsureSeededResult> {
  if (!(await isEmpty(db))) return { created: false, info: await readSeedInfo(db) };
  const prepared = await prepare(opts);
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.seed})`);
    if (!(await isEmpty(tx))) return false;
    await insertAgency(tx, prepared, opts);
    return true;
  });
  if (created) await countForPlanner(db);
  return { created, info: await readSeedInfo(db) };
}

export async function readSeedInfo(db: Db): Promise<SeedInfo | undefined> {
  const [row] = await db.select().from(seedInfo).limit(1);
  return row;
}
