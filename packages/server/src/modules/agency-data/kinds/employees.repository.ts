import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { BulkColumn } from '../../../db/bulk-insert';
import { copyRows } from '../../../db/copy-rows';
import { employees, sessions } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { after } from '../keyset.repository';

/** employees.csv's statements (kinds/employees.ts). */

/** An employee as the file sets it: a password and second factor are never imported. */
export type StoredEmployee = Omit<typeof employees.$inferInsert, 'passwordHash' | 'totpSecret'>;

const COLUMNS: BulkColumn<StoredEmployee>[] = [
  { name: 'pass_id', type: 'text', value: (r) => r.passId },
  { name: 'first_name', type: 'text', value: (r) => r.firstName },
  { name: 'last_name', type: 'text', value: (r) => r.lastName },
  { name: 'department', type: 'text', value: (r) => r.department },
  { name: 'division', type: 'text', value: (r) => r.division },
  { name: 'subdivision', type: 'text', value: (r) => r.subdivision },
  { name: 'title', type: 'text', value: (r) => r.title },
  { name: 'title_class', type: 'text', value: (r) => r.titleClass },
  { name: 'seniority_number', type: 'integer', value: (r) => r.seniorityNumber },
  { name: 'seniority_date', type: 'date', value: (r) => r.seniorityDate },
  { name: 'depot_code', type: 'text', value: (r) => r.depotCode },
  { name: 'email', type: 'text', value: (r) => r.email },
  { name: 'office_role', type: 'text', value: (r) => r.officeRole },
  { name: 'office_groups', type: 'text[]', value: (r) => r.officeGroups },
  { name: 'left_on', type: 'date', value: (r) => r.leftOn },
];

export function employeesPage(db: Db, last: { passId: string } | undefined, limit: number) {
  return db
    .select()
    .from(employees)
    .where(after([employees.passId], last && [last.passId]))
    .orderBy(asc(employees.passId))
    .limit(limit);
}

export async function insertEmployees(db: Db, rows: readonly StoredEmployee[]): Promise<void> {
  await copyRows(db, 'employees', COLUMNS, rows);
}

export async function updateEmployee(db: Db, { passId, ...rest }: StoredEmployee): Promise<void> {
  await db.update(employees).set(rest).where(eq(employees.passId, passId));
}

/** Leavers: their sessions end and their password and second factor are cleared. */
export async function signOutLeavers(db: Db, leavers: readonly string[], now: Date): Promise<void> {
  // Sessions first: clearing the password ends them too (a trigger), but at the database's clock.
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(inArray(sessions.passId, [...leavers]), isNull(sessions.endedAt)));
  await db
    .update(employees)
    .set({ passwordHash: null, totpSecret: null })
    .where(inArray(employees.passId, [...leavers]));
}
