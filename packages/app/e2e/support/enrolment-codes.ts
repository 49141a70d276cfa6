// The enrolment journey's codes, made on the first e2e server's database before it starts
// (prepare-databases.mjs), with the server's own operation, as `npm run agency -- enrol` makes
// them: one employee without a password for each project's run, so the runs never meet. And the
// office accounts journey's employee (RESET_ACCOUNT_KEY): the next one, given the demo password as if
// enrolled, so no journey's sign-in is the one the supervisor resets.
// Usage: DATA_DIR=<dir> tsx enrolment-codes.ts <out.json>
import { writeFileSync } from 'node:fs';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { openCliDatabase } from '../../../server/src/db/cli-database';
import { employees } from '../../../server/src/db/schema';
import { DEMO_PASSWORD } from '../../../server/src/demo/demo-sign-ins';
import { cliConfig } from '../../../server/src/lib/cli-args';
import { hashPassword, makeEnrolmentCode } from '../../../server/src/modules/auth';
import { RESET_ACCOUNT_KEY } from './enrolment-codes-key';

export const ENROL_PROJECTS = ['phone', 'desktop'] as const;

const out = process.argv[2];
if (!out) throw new Error('usage: enrolment-codes.ts <out.json>');
const config = cliConfig();
const { database } = await openCliDatabase();
try {
  const rows = await database.db
    .select({ passId: employees.passId })
    .from(employees)
    .where(and(isNull(employees.passwordHash), isNull(employees.leftOn)))
    .orderBy(asc(employees.passId))
    .limit(ENROL_PROJECTS.length + 1);
  const codes: Record<string, { passId: string; code?: string }> = {};
  for (const [i, project] of ENROL_PROJECTS.entries()) {
    const passId = rows[i]?.passId;
    if (!passId) throw new Error('the demo agency has too few employees without a password');
    const { code } = await makeEnrolmentCode(database.db, { passId, now: config.clock(), timeZone: config.timeZone });
    codes[project] = { passId, code };
  }
  const reset = rows[ENROL_PROJECTS.length]?.passId;
  if (!reset) throw new Error('the demo agency has too few employees without a password');
  await database.db
    .update(employees)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(employees.passId, reset));
  codes[RESET_ACCOUNT_KEY] = { passId: reset };
  writeFileSync(out, JSON.stringify(codes));
} finally {
  await database.close();
}
