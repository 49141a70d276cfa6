// The enrolment journey's codes, made on the first e2e server's database before it starts
// (prepare-databases.mjs), with the server's own operation, as `npm run agency -- enrol` makes
// them: one employee without a password for each project's run, so the runs never meet.
// Usage: DATA_DIR=<dir> tsx enrolment-codes.ts <out.json>
import { writeFileSync } from 'node:fs';
import { and, asc, isNull } from 'drizzle-orm';
import { openCliDatabase } from '../../../server/src/db/cli-database';
import { employees } from '../../../server/src/db/schema';
import { cliConfig } from '../../../server/src/lib/cli-args';
import { makeEnrolmentCode } from '../../../server/src/modules/auth';

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
    .limit(ENROL_PROJECTS.length);
  const codes: Record<string, { passId: string; code: string }> = {};
  for (const [i, project] of ENROL_PROJECTS.entries()) {
    const passId = rows[i]?.passId;
    if (!passId) throw new Error('the demo agency has too few employees without a password');
    const { code } = await makeEnrolmentCode(database.db, { passId, now: config.clock(), timeZone: config.timeZone });
    codes[project] = { passId, code };
  }
  writeFileSync(out, JSON.stringify(codes));
} finally {
  await database.close();
}
