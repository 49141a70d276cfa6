import type { Db } from '../../src/db/client';
import { employees, leaveBanks } from '../../src/db/schema';
import { openSession } from '../../src/modules/auth/sessions.service';
import { testConfig } from '../support/app';
import type { Auth } from '../support/service-calls';

/**
 * Makes staff of one RTO location for My Time's tests: `n` train operators, most senior first
 * from `firstSeniority`, each with `minutes` in one leave bank of this year, signed in at `now`.
 * Pass ids are '8' and the seniority number: give each test file its own range.
 */
export async function rtoStaff(
  db: Db,
  options: { n: number; firstSeniority: number; depotCode: string; bank: string; minutes: number; now: Date },
): Promise<(Auth & { seniority: number })[]> {
  const { n, firstSeniority, depotCode, bank, minutes, now } = options;
  const rows = Array.from({ length: n }, (_, i) => ({
    passId: `8${String(firstSeniority + i).padStart(6, '0')}`,
    firstName: 'Staff',
    lastName: `No ${i + 1}`,
    department: 'RTO',
    division: 'RTO',
    subdivision: 'SUBWAY',
    title: 'Train Operator',
    titleClass: 'FT',
    seniorityNumber: firstSeniority + i,
    seniorityDate: '2010-01-04',
    depotCode,
  }));
  await db.insert(employees).values(rows);
  await db.insert(leaveBanks).values(
    rows.map((r) => ({
      passId: r.passId,
      bank,
      year: Number(now.toISOString().slice(0, 4)),
      carriedMinutes: 0,
      grantedMinutes: minutes,
      monthlyAccrualMinutes: 0,
    })),
  );
  const config = testConfig();
  return Promise.all(
    rows.map(async (r) => ({
      passId: r.passId,
      ticket: (await openSession(db, r.passId, now, config)).ticket,
      seniority: r.seniorityNumber,
    })),
  );
}
