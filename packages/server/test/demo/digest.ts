import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import {
  absences,
  depots,
  employees,
  jobs,
  leaveBanks,
  payCodes,
  pickPeriods,
  pickTurns,
  quotas,
  seedInfo,
  timecards,
} from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { DEMO_SECRET_KEY, secretBox } from '../../src/lib/secret-box';

const demoBox = secretBox(DEMO_SECRET_KEY);

/**
 * A hash of every row the seeder writes, read back through drizzle so both drivers agree on types.
 * Second-factor secrets are hashed opened: each is sealed under a fresh nonce, so the same secret
 * is stored as different text every time, by design.
 */
export async function agencyDigest(db: Db): Promise<string> {
  const people = await db.select().from(employees).orderBy(asc(employees.passId));
  const tables = [
    await db.select().from(depots).orderBy(asc(depots.code)),
    people.map((e) => ({ ...e, totpSecret: e.totpSecret === null ? null : demoBox.open(e.totpSecret) })),
    await db.select().from(pickPeriods).orderBy(asc(pickPeriods.id)),
    await db.select().from(pickTurns).orderBy(asc(pickTurns.pickPeriodId), asc(pickTurns.passId)),
    await db.select().from(seedInfo),
    await db.select().from(payCodes).orderBy(asc(payCodes.code)),
    await db.select().from(quotas).orderBy(asc(quotas.code)),
    await db.select().from(jobs).orderBy(asc(jobs.id)),
    await db.select().from(absences).orderBy(asc(absences.passId), asc(absences.date)),
    await db.select().from(timecards).orderBy(asc(timecards.passId), asc(timecards.weekStart)),
    await db.select().from(leaveBanks).orderBy(asc(leaveBanks.passId), asc(leaveBanks.bank)),
  ];
  return createHash('sha256').update(JSON.stringify(tables)).digest('hex');
}
