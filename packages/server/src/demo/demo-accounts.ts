import { and, inArray, isNotNull } from 'drizzle-orm';
import { employees } from '../db/schema';
import type { Db } from '../db/types';
import { checkPassword } from '../modules/auth';
import { ALL_DEMO_SIGN_INS, DEMO_PASSWORD } from './demo-sign-ins';

/**
 * The demo agency's sign-ins that still open with the demo password: production refuses to start
 * on a database holding any (docs/deploying.md#production-mode). Only the demo sign-ins (the pick office's too) are ever
 * given that password by the seed, so only their pass ids are checked.
 */
export async function demoAccountsWithDemoPassword(db: Db): Promise<string[]> {
  const rows = await db
    .select({ passId: employees.passId, passwordHash: employees.passwordHash })
    .from(employees)
    .where(
      and(
        inArray(
          employees.passId,
          ALL_DEMO_SIGN_INS.map((d) => d.passId),
        ),
        isNotNull(employees.passwordHash),
      ),
    );
  const open: string[] = [];
  for (const row of rows) if (await checkPassword(row.passwordHash, DEMO_PASSWORD)) open.push(row.passId);
  return open.sort();
}
