import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { packages, pickPeriods, pickRounds } from '../../src/db/schema';
import { exportAgency, importAgency } from '../../src/modules/agency-data';

export interface ImportedPackage {
  id: number;
  code: string;
  populationId: number;
}

const field = (value: string) => new RegExp(`(?<=^|,)${value.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}(?=,|$)`, 'g');

/**
 * Packages the round's setup left out, as the agency's IT adds them to a pick under way: the
 * agency's files exported, then packages.csv and runs.csv imported again with `count` packages
 * more (each a copy, under a new code and run, of the first package with a run of the round's
 * pick at `depot`).
 */
export async function importMissingPackages(
  db: Db,
  roundId: number,
  depot: string,
  count: number,
  now: Date,
): Promise<ImportedPackage[]> {
  const [pick] = await db
    .select({ code: pickPeriods.code })
    .from(pickRounds)
    .innerJoin(pickPeriods, eq(pickPeriods.id, pickRounds.pickPeriodId))
    .where(eq(pickRounds.id, roundId));
  if (!pick) throw new Error(`no round ${roundId}`);
  const out = mkdtempSync(join(tmpdir(), 'crewline-missing-'));
  await exportAgency(db, out);
  const read = (file: string) =>
    readFileSync(join(out, file), 'utf8')
      .split(/\r?\n/)
      .filter((l) => l !== '');
  const packageLines = read('packages.csv');
  const runLines = read('runs.csv');
  const like = packageLines.find((l) => l.startsWith(`${pick.code},${depot},`) && l.split(',')[6] !== '');
  if (!like) throw new Error(`no package with a run at ${depot} in ${pick.code}`);
  const [, , code, , , , run] = like.split(',') as string[];
  const runLine = runLines.find((l) => l.startsWith(`${pick.code},${run},`));
  if (!code || !run || !runLine) throw new Error(`no run ${run} in ${pick.code}`);
  const codes: string[] = [];
  for (let i = 1; i <= count; i++) {
    const newRun = `${run}-M${i}`;
    codes.push(`${code}-M${i}`);
    packageLines.push(like.replace(field(code), `${code}-M${i}`).replace(field(run), newRun));
    runLines.push(runLine.replace(field(run), newRun).replace(/,[^,]*$/, ','));
  }
  const dir = mkdtempSync(join(tmpdir(), 'crewline-missing-in-'));
  writeFileSync(join(dir, 'packages.csv'), `${packageLines.join('\n')}\n`);
  writeFileSync(join(dir, 'runs.csv'), `${runLines.join('\n')}\n`);
  const result = await importAgency(db, { dir, check: false, now });
  if (result.problems.length > 0) throw new Error(result.problems.join('\n'));
  return db
    .select({ id: packages.id, code: packages.code, populationId: packages.populationId })
    .from(packages)
    .where(inArray(packages.code, codes))
    .orderBy(packages.id);
}

/** The problems of an import of the agency's packages.csv again without the package `code`. */
export async function importWithout(db: Db, code: string, now: Date): Promise<string[]> {
  const out = mkdtempSync(join(tmpdir(), 'crewline-without-'));
  await exportAgency(db, out);
  const lines = readFileSync(join(out, 'packages.csv'), 'utf8').split('\n');
  const dir = mkdtempSync(join(tmpdir(), 'crewline-without-in-'));
  writeFileSync(join(dir, 'packages.csv'), lines.filter((l) => !field(code).test(l)).join('\n'));
  return (await importAgency(db, { dir, check: false, now })).problems;
}
