// The office corrections journey's case, found on the first e2e server's database before it
// starts (prepare-databases.mjs): in an open DOB work round, outside Flatbush (whose turns the
// phone-in journey changes), the most senior employee skipped before a junior of their
// population was given a package: restoring that package as their lost list changes awards.
// The senior is given the demo password, so the journey signs in as them to read why.
// Usage: DATA_DIR=<dir> tsx correction-case.ts <out.json>
import { writeFileSync } from 'node:fs';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { openCliDatabase } from '../../../server/src/db/cli-database';
import {
  awards,
  employees,
  pickGroups,
  pickPeriods,
  pickRounds,
  populationMembers,
  populations,
} from '../../../server/src/db/schema';
import { DEMO_PASSWORD } from '../../../server/src/demo/demo-sign-ins';
import { hashPassword } from '../../../server/src/modules/auth';
import { isCurrentAward } from '../../../server/src/modules/pick';

const out = process.argv[2];
if (!out) throw new Error('usage: correction-case.ts <out.json>');
const { database } = await openCliDatabase();
try {
  const rows = await database.db
    .select({
      roundId: awards.pickRoundId,
      passId: awards.passId,
      outcome: awards.outcome,
      itemId: awards.itemId,
      population: populationMembers.populationId,
      rank: sql<number>`(${awards.explanation}->>'rank')::int`,
      workFrom: pickPeriods.effectiveDate,
    })
    .from(awards)
    .innerJoin(pickRounds, eq(pickRounds.id, awards.pickRoundId))
    .innerJoin(pickPeriods, eq(pickPeriods.id, pickRounds.pickPeriodId))
    .innerJoin(populationMembers, eq(populationMembers.passId, awards.passId))
    .innerJoin(populations, eq(populations.id, populationMembers.populationId))
    .innerJoin(pickGroups, eq(pickGroups.id, populations.pickGroupId))
    .where(
      and(
        eq(pickRounds.kind, 'WORK'),
        eq(pickPeriods.department, 'DOB'),
        isNull(pickRounds.closedAt),
        ne(pickGroups.depotCode, 'FB'),
        isCurrentAward,
      ),
    );
  const pairs = rows
    .filter((r) => r.outcome === 'SKIPPED')
    .flatMap((s) =>
      rows
        .filter((j) => j.roundId === s.roundId && j.itemId !== null && j.population === s.population && j.rank > s.rank)
        .map((j) => ({ s, j })),
    )
    .sort((a, b) => a.s.rank - b.s.rank || a.j.rank - b.j.rank);
  const first = pairs[0];
  if (!first) throw new Error('the demo work round has no skipped senior before an award in their population');
  await database.db
    .update(employees)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD), passwordExpiresOn: null })
    .where(eq(employees.passId, first.s.passId));
  writeFileSync(
    out,
    JSON.stringify({
      roundId: first.s.roundId,
      passId: first.s.passId,
      rank: first.s.rank,
      itemId: first.j.itemId,
      workFrom: first.s.workFrom,
    }),
  );
} finally {
  await database.close();
}
