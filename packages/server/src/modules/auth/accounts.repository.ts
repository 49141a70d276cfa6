import { asc, ilike, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees } from '../../db/schema';

/** `%` and `_` taken literally in a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Employees whose pass id or last name begins with the query (the office's search), at most `limit`. */
export function findAccounts(db: Db, query: string, limit: number) {
  const begins = `${literal(query)}%`;
  return db
    .select({
      passId: employees.passId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      department: employees.department,
      depotCode: employees.depotCode,
      hasPassword: employees.passwordHash,
      leftOn: employees.leftOn,
    })
    .from(employees)
    .where(or(like(employees.passId, begins), ilike(employees.lastName, begins)))
    .orderBy(asc(employees.lastName), asc(employees.passId))
    .limit(limit);
}
