import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportAgency, importAgency } from '../../src/modules/agency-data';
import { readCsv } from '../../src/modules/agency-data/read-csv';
import { createTestDatabase } from '../helper';

type Table = string[][];

/** Text as an agency writes it: commas, quotes and accents included (edge spaces are trimmed, so none). */
const text = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,"'éü-]{0,10}[A-Za-z]$/);
const day = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const csv = (rows: Table) =>
  rows.map((r) => r.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n');

const agency = fc.uniqueArray(fc.stringMatching(/^[A-Z]{2,4}$/), { minLength: 1, maxLength: 3 }).chain((depots) =>
  fc.record({
    depots: fc.tuple(...depots.map((code) => fc.tuple(fc.constant(code), text, fc.constantFrom('DOB', 'RTO'), text))),
    employees: fc.uniqueArray(
      fc.tuple(
        fc.stringMatching(/^0[0-9]{5}$/),
        text,
        text,
        fc.constantFrom(...depots),
        day,
        fc.option(day, { nil: '' }),
      ),
      { selector: (e) => e[0], minLength: 1, maxLength: 8 },
    ),
    minutes: fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 8, maxLength: 8 }),
  }),
);

async function rowsOfFile(path: string): Promise<string[]> {
  const out: string[] = [];
  for await (const { cells } of readCsv(path)) out.push(JSON.stringify(cells));
  return out.sort();
}

describe('agency files (property)', () => {
  it('random valid files import and export back to the same rows', async () => {
    await fc.assert(
      fc.asyncProperty(agency, async ({ depots, employees, minutes }) => {
        const files: Record<string, Table> = {
          'depots.csv': [['code', 'name', 'department', 'borough'], ...depots],
          'employees.csv': [
            [
              'pass_id',
              'first_name',
              'last_name',
              'department',
              'division',
              'subdivision',
              'title',
              'class',
              'seniority_number',
              'seniority_date',
              'depot',
              'email',
              'office_role',
              'office_groups',
              'left_on',
            ],
            ...employees.map(([passId, first, last, depot, since, left], i) => [
              passId,
              first,
              last,
              'DOB',
              'Division',
              'Sub',
              'Bus Operator',
              'FT',
              String(i + 1),
              since,
              depot,
              '',
              '',
              '',
              left,
            ]),
          ],
          'leave-balances.csv': [
            ['pass_id', 'bank', 'year', 'carried_minutes', 'granted_minutes', 'monthly_accrual_minutes'],
            ...employees.map(([passId], i) => [passId, 'VAC', '2026', String(minutes[i]), '4800', '0']),
          ],
        };
        const dir = mkdtempSync(join(tmpdir(), 'crewline-property-'));
        for (const [name, table] of Object.entries(files)) writeFileSync(join(dir, name), csv(table));
        const database = await createTestDatabase({ seed: false });
        try {
          const result = await importAgency(database.db, { dir, check: false, now: new Date('2026-12-01T12:00:00Z') });
          expect(result.problems).toEqual([]);
          const out = mkdtempSync(join(tmpdir(), 'crewline-property-out-'));
          await exportAgency(database.db, out);
          for (const [name, table] of Object.entries(files)) {
            expect(await rowsOfFile(join(out, name))).toEqual(table.map((r) => JSON.stringify(r)).sort());
          }
        } finally {
          await database.close();
        }
      }),
      { numRuns: 6 },
    );
  }, 240_000);
});
