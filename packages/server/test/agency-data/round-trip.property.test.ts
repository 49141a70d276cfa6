import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '@crewline/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportAgency, importAgency } from '../../src/modules/agency-data';
import { FILE_KINDS } from '../../src/modules/agency-data/kinds';
import { readCsv } from '../../src/modules/agency-data/read-csv';
import { createTestDatabase } from '../helper';

type Cells = Record<string, string | number>;

/** Text as an agency writes it: commas, quotes and accents included (edge spaces are trimmed, so none). */
const text = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,"'éü-]{0,10}[A-Za-z]$/);
const csv = (rows: string[][]) =>
  rows.map((r) => r.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n');

/** The random choices an agency is made of; `agencyFiles` builds the files from them, every reference kept. */
const choices = fc.record({
  depots: fc.uniqueArray(fc.stringMatching(/^[A-Z]{2,4}$/), { minLength: 1, maxLength: 3 }),
  passIds: fc.uniqueArray(fc.stringMatching(/^0[0-9]{5}$/), { minLength: 2, maxLength: 6 }),
  texts: fc.array(text, { minLength: 16, maxLength: 16 }),
  numbers: fc.array(fc.nat({ max: 100_000 }), { minLength: 32, maxLength: 32 }),
  flags: fc.array(fc.boolean(), { minLength: 32, maxLength: 32 }),
  /** Weeks after 1990-01-07 (a Sunday) the pick's window opens: any year to the 2100s. */
  week: fc.integer({ min: 0, max: 7_000 }),
  rounds: fc.subarray(['WORK', 'VACATION', 'HOLIDAY', 'VR'], { minLength: 1 }),
  runs: fc.integer({ min: 1, max: 4 }),
});

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function agencyFiles(c: typeof choices extends fc.Arbitrary<infer T> ? T : never): Record<string, Cells[]> {
  let i = 0;
  /** The next random text, whole number up to `max`, or yes/no: the choices used in turn. */
  const t = () => c.texts[i++ % c.texts.length] as string;
  const n = (max: number) => (c.numbers[i++ % c.numbers.length] as number) % (max + 1);
  const f = () => c.flags[i++ % c.flags.length] as boolean;
  const pick = `P-${c.week}`;
  const start = addDays('1990-01-07', 7 * c.week);
  const day = (offset: number) => addDays(start, offset);
  const instant = (offset: number, minutes: number) =>
    new Date(Date.parse(`${day(offset)}T00:00:00Z`) + minutes * 60_000).toISOString();
  const group = c.depots[0] as string;
  const runCodes = Array.from({ length: c.runs }, (_, k) => `R${k + 1}`);
  const days = (chosen: boolean[]) => WEEKDAYS.filter((_, k) => chosen[k]).join(';');
  const members = c.passIds.filter((_, k) => k === 0 || f());
  return {
    'depots.csv': c.depots.map((code) => ({ code, name: t(), department: f() ? 'DOB' : 'RTO', borough: t() })),
    'employees.csv': c.passIds.map((pass_id, k) => ({
      pass_id,
      first_name: t(),
      last_name: t(),
      department: 'DOB',
      division: t(),
      subdivision: t(),
      title: t(),
      class: 'FT',
      seniority_number: k + 1,
      seniority_date: day(-n(20_000)),
      depot: c.depots[k % c.depots.length] as string,
      email: k === 0 ? `${pass_id}@example.org` : '',
      office_role: k === 1 ? 'PICK_CLERK' : '',
      office_groups: k === 1 ? group : '',
      left_on: f() ? day(n(300)) : '',
    })),
    'pick-periods.csv': [
      {
        code: pick,
        department: 'DOB',
        type: t(),
        description: t(),
        start_date: day(0),
        end_date: day(27),
        effective_date: day(49),
        expiration_date: day(230),
      },
    ],
    'pick-rounds.csv': c.rounds.map((kind, k) => ({
      pick,
      kind,
      seq: k + 1,
      opens_at: instant(7 * k, 660),
      closes_at: instant(7 * k + 6, 299),
    })),
    'runs.csv': runCodes.map((code, k) => ({
      pick,
      code,
      depot: c.depots[k % c.depots.length] as string,
      route: t(),
      days_off: days(WEEKDAYS.map(() => f())),
      report_minutes: n(2880),
      start_minutes: n(2880),
      end_minutes: n(2880),
      paid_minutes: n(2880),
      relief_point: f() ? t() : '',
      relief_minutes: f() ? n(2880) : '',
      picked_by: k < c.passIds.length && f() ? (c.passIds[k] as string) : '',
    })),
    'pieces.csv': runCodes.flatMap((run) =>
      Array.from({ length: n(2) }, (_, k) => {
        const from = n(2000);
        return {
          pick,
          run,
          seq: k + 1,
          block: t(),
          from_place: t(),
          to_place: t(),
          start_minutes: from,
          end_minutes: from + n(2000),
        };
      }),
    ),
    'populations.csv': [{ pick, depot: group, code: 'FT', name: t(), description: t(), group_name: t() }],
    'population-members.csv': members.map((pass_id) => ({ pick, depot: group, population: 'FT', pass_id })),
    'pick-turns.csv': c.rounds.flatMap((round, k) =>
      members.map((pass_id, m) => ({ pick, round, pass_id, turn_at: instant(7 * k + 1, 600 + 5 * m) })),
    ),
    'packages.csv': [
      ...runCodes.map((run) => {
        const off = WEEKDAYS.map(() => f());
        return {
          pick,
          depot: group,
          code: `${run}-P`,
          population: 'FT',
          kind: f() ? 'REGULAR' : 'PART_TIME',
          capacity: 1,
          run,
          rdo: days(off),
          weekly_paid_minutes: n(10_080),
          routes: t(),
          ...Object.fromEntries(WEEKDAYS.map((d, k) => [d, off[k] ? '' : (runCodes[n(c.runs - 1)] as string)])),
        };
      }),
      {
        pick,
        depot: group,
        code: 'XB',
        population: 'FT',
        kind: 'EXTRA_BOARD',
        capacity: 1 + n(20),
        run: '',
        rdo: 'sun;sat',
        weekly_paid_minutes: n(10_080),
        routes: t(),
        ...Object.fromEntries(WEEKDAYS.map((d) => [d, ''])),
      },
    ],
    'package-overrides.csv': Array.from({ length: n(2) }, (_, k) => ({
      pick,
      depot: group,
      package: 'XB',
      date: day(60 + k),
      run: f() ? 'R1' : '',
      note: t(),
    })),
    'vacation-pools.csv': [{ pick, depot: group, population: 'FT', name: t() }],
    'vacation-weeks.csv': Array.from({ length: 1 + n(3) }, (_, k) => ({
      pick,
      depot: group,
      population: 'FT',
      week_start: day(49 + 7 * k),
      quota: n(1000),
      restricted: f() ? 'yes' : 'no',
    })),
    'holidays.csv': [
      { pick, kind: 'PICK', date: day(70), name: t() },
      { pick, kind: 'ASPA', date: day(80 + n(5)), name: t() },
    ],
    'holiday-requirements.csv': [{ pick, date: day(70), depot: group, must_work: n(100_000) }],
    'entitlements.csv': [
      { department: 'DOB', min_years: 0, weeks: n(52), days: n(365) },
      { department: 'RTO', min_years: 1 + n(79), weeks: n(52), days: n(365) },
    ],
    'leave-balances.csv': c.passIds.map((pass_id) => ({
      pass_id,
      bank: 'VAC',
      year: 1990 + Math.floor(c.week / 53),
      carried_minutes: n(100_000),
      granted_minutes: n(100_000),
      monthly_accrual_minutes: n(100_000),
    })),
    'absences.csv': c.passIds.flatMap((pass_id): Cells[] =>
      f()
        ? [
            {
              pass_id,
              date: day(n(300)),
              kind: 'VACATION',
              pay_code: 'VAC',
              minutes: n(1440),
              quota_code: '',
              description: '',
              location: '',
              start_minutes: '',
              end_minutes: '',
            },
          ]
        : [
            {
              pass_id,
              date: day(n(300)),
              kind: 'TRAINING',
              pay_code: '',
              minutes: n(1440),
              quota_code: '',
              description: t(),
              location: t(),
              start_minutes: n(1440),
              end_minutes: 1440 + n(1440),
            },
          ],
    ),
    'timecards.csv': c.passIds.map((pass_id) => {
      const week = 7 * n(40);
      const worked = `${day(week + n(6))} REG ${n(1440)} ${f() ? 'R1' : '-'} ${n(4320)} ${f() ? n(4320) : '-'}`;
      return {
        pass_id,
        week_start: day(week),
        status: f() ? 'APPROVED' : 'PENDING',
        lines: `${worked};${day(week + 6)} VAC ${n(1440)}`,
      };
    }),
    'vr-bids.csv': c.rounds.includes('VR')
      ? members.map((pass_id) => ({
          pick,
          depot: group,
          pass_id,
          first_week: day(49 + 7 * n(20)),
          run: 'R1',
          weeks: 1 + n(51),
        }))
      : [],
  };
}

async function rowsOfFile(path: string): Promise<string[]> {
  const out: string[] = [];
  for await (const records of readCsv(path)) for (const { cells } of records) out.push(JSON.stringify(cells));
  return out.sort();
}

describe('agency files (property)', () => {
  it('random valid files of every kind import and export back to the same rows', async () => {
    expect(Object.keys(agencyFiles(fc.sample(choices, 1)[0] as never)).sort()).toEqual(
      FILE_KINDS.map((k) => k.file).sort(),
    );
    await fc.assert(
      fc.asyncProperty(choices, async (c) => {
        const tables = Object.fromEntries(
          Object.entries(agencyFiles(c)).map(([file, rows]) => {
            const header = (FILE_KINDS.find((k) => k.file === file)?.columns ?? []).map((col) => col.name);
            return [file, [header, ...rows.map((r) => header.map((h) => String(r[h] ?? '')))]];
          }),
        );
        const dir = mkdtempSync(join(tmpdir(), 'crewline-property-'));
        for (const [name, table] of Object.entries(tables)) writeFileSync(join(dir, name), csv(table));
        const database = await createTestDatabase({ seed: false });
        try {
          const result = await importAgency(database.db, { dir, check: false, now: new Date('1990-01-01T12:00:00Z') });
          expect(result.problems).toEqual([]);
          const out = mkdtempSync(join(tmpdir(), 'crewline-property-out-'));
          await exportAgency(database.db, out);
          for (const [name, table] of Object.entries(tables)) {
            expect({ name, rows: await rowsOfFile(join(out, name)) }).toEqual({
              name,
              rows: table.map((r) => JSON.stringify(r)).sort(),
            });
          }
        } finally {
          await database.close();
        }
      }),
      { numRuns: 5 },
    );
  }, 240_000);
});
