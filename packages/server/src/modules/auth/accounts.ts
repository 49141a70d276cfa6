import type { Db } from '../../db/client';
import { findAccounts } from './accounts.repository';

/** An account as the office's search shows it (docs/product.md#enrolment). */
export interface AccountFound {
  passId: string;
  firstName: string;
  lastName: string;
  department: string;
  depotCode: string;
  hasPassword: boolean;
  leftOn: string | null;
}

/** Employees whose pass id or last name begins with `query`, with whether they have a password; at most `limit`. */
export async function findEmployeeAccounts(db: Db, query: string, limit: number): Promise<AccountFound[]> {
  return (await findAccounts(db, query, limit)).map((r) => ({
    passId: r.passId,
    firstName: r.firstName,
    lastName: r.lastName,
    department: r.department,
    depotCode: r.depotCode ?? '',
    hasPassword: r.hasPassword !== null,
    leftOn: r.leftOn,
  }));
}
