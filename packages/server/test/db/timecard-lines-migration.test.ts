import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/migrations';
import type { TimecardLine } from '../../src/db/schema';
import * as schema from '../../src/db/schema';
import { listTimecards } from '../../src/modules/timecard/timecard.repository';

/** The migrations up to and including `tag` (e.g. 0005_records_changed), in a folder of their own. */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'crewline-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const folders: string[] = [];
afterAll(() => {
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

describe('migration 0006: timecard lines from JSON objects to typed columns', () => {
  it('keeps every line of every stored timecard, in order, leave lines without job or times', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client, schema });
    const before = migrationsUpTo('0005_records_changed');
    folders.push(before);
    await migrate(db, { migrationsFolder: before });

    await db.execute(sql`insert into depots (code, name, dept, borough) values ('FB', 'Flatbush', 'DOB', 'Brooklyn')`);
    await db.execute(sql`
      insert into employees (pass_id, first_name, last_name, department, division, subdivision, title, title_class,
        seniority_number, seniority_date, depot_code)
      values ('100001', 'Maria', 'Lopez', 'DOB', 'Bus', 'Brooklyn', 'Bus Operator', 'BO', 1, '2010-01-04', 'FB')`);
    const week: TimecardLine[] = [
      { date: '2026-11-08', payCode: 'REG', minutes: 480, job: 'FB-0412', start: 750, end: 1230 },
      { date: '2026-11-08', payCode: 'OT', minutes: 45, job: 'FB-0412', start: 1230, end: 1275 },
      { date: '2026-11-10', payCode: 'VAC', minutes: 480 },
      { date: '2026-11-14', payCode: 'NDIF', minutes: 360, job: 'A-117', start: 1200, end: 1800 },
    ];
    const empty: TimecardLine[] = [];
    for (const [weekStart, lines] of [
      ['2026-11-08', week],
      ['2026-11-01', empty],
    ] as const) {
      await db.execute(
        sql`insert into timecards (pass_id, week_start, status, lines) values ('100001', ${weekStart}, 'APPROVED', ${JSON.stringify(lines)}::jsonb)`,
      );
    }

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    expect(await listTimecards(db, '100001', 10)).toEqual([
      { weekStart: '2026-11-08', status: 'APPROVED', lines: week },
      { weekStart: '2026-11-01', status: 'APPROVED', lines: [] },
    ]);
    await client.close();
  });
});
