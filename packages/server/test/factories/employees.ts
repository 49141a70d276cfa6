import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { depots, employees } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { ALL_DEPOTS } from '../../src/demo/depots';

export type EmployeeRecord = typeof employees.$inferSelect;

export type EmployeeOverrides = Partial<Omit<EmployeeRecord, 'passwordHash'>> & {
  /** Plain password to hash (argon2id); null for an employee without one. */
  password?: string | null;
};

export const FACTORY_PASSWORD = 'factory-pass-1';

/** Seven digits: never one of the seeded six-digit pass ids. */
let nextPassId = 7_000_000 + (process.pid % 1000) * 1000;

/**
 * Inserts one employee for a special case (expired password, locked, enrolled in the second
 * factor, …). Defaults: a DOB bus operator at the most junior seniority of its department.
 */
export async function createEmployee(
  db: Db,
  overrides: EmployeeOverrides = {},
): Promise<EmployeeRecord & { password: string | null }> {
  const { password = FACTORY_PASSWORD, ...fields } = overrides;
  const department = fields.department ?? 'DOB';
  const depot = ALL_DEPOTS.find((d) => d.code === fields.depotCode) ?? ALL_DEPOTS.find((d) => d.dept === department);
  if (!depot) throw new Error(`no depot for ${department}`);
  await db.insert(depots).values(depot).onConflictDoNothing();

  let seniorityNumber = fields.seniorityNumber;
  if (seniorityNumber === undefined) {
    const [row] = await db
      .select({ max: sql<number>`coalesce(max(${employees.seniorityNumber}), 0)::int` })
      .from(employees)
      .where(eq(employees.department, department));
    seniorityNumber = (row?.max ?? 0) + 1;
  }

  const [inserted] = await db
    .insert(employees)
    .values({
      passId: String(nextPassId++),
      firstName: 'Test',
      lastName: 'Employee',
      division: department,
      subdivision: department === 'DOB' ? 'BUS OPERATIONS' : 'SUBWAY',
      title: department === 'DOB' ? 'Bus Operator' : 'Train Operator',
      titleClass: 'FT',
      seniorityDate: '2015-06-01',
      ...fields,
      department,
      depotCode: depot.code,
      seniorityNumber,
      passwordHash: password === null ? null : await hash(password),
    })
    .returning();
  if (!inserted) throw new Error('employee insert returned nothing');
  return { ...inserted, password };
}
