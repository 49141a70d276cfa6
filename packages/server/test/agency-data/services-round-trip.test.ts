import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, type ServiceName } from '@crewline/protocol';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../src/config';
import { employees } from '../../src/db/schema';
import { sampleAgency } from '../../src/demo/agency-sample';
import { SIZE_PRESETS, seedInstant } from '../../src/demo/seed';
import { importAgency } from '../../src/modules/agency-data';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { signedIn, testApp } from '../support/app';
import { testClock } from '../support/clock';
import { type Auth, serviceCalls } from '../support/service-calls';

/** Who is asked: a bus operator and a subway train operator of the demo (docs/pick.md#demo-agency). */
const ASKED = ['100001', '200001'] as const;
/** 10:00 in New York on TEST_TODAY, as the pick board tests ask. */
const NOW = `${TEST_TODAY}T15:00:00.000Z`;

/**
 * What the pick itself made (turns, saved lists, awards) is the product's own and no agency file
 * carries it: those fields are left out of the comparison, as are ids (each database numbers its rows).
 */
const THE_PICKS_OWN = new Set(['turnAt', 'projection', 'seatsLeft', 'takenBy', 'selected', 'asOf', 'legend', 'open']);
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !/(^id|Id|Ids)$/.test(k) && !THE_PICKS_OWN.has(k))
      .map(([k, v]) => [k, comparable(v)]),
  );
}

/** The same questions of one app: the records screens and the pick boards, each id taken from the app's own answers. */
async function answers(app: FastifyInstance): Promise<Record<string, unknown>> {
  const { ok } = serviceCalls(() => app);
  const out: Record<string, unknown> = {};
  const ask = async <S extends ServiceName>(label: string, service: S, auth: Auth, payload = {}) => {
    const elements = await ok(service, auth, payload);
    out[`${auth.passId} ${label}`] = comparable(elements);
    return elements;
  };
  for (const passId of ASKED) {
    const auth = await signedIn(app, passId);
    const weeks = await ask('timecard weeks', 'mta_timecardWeeks', auth);
    for (const w of weeks.weeks.slice(0, 4))
      await ask(`timecard ${w.weekStart}`, 'mta_timecard', auth, { weekStart: w.weekStart });
    await ask('scheduled assignments', 'mta_scheduledAssignments', auth, {
      from: addDays(TEST_TODAY, -30),
      to: addDays(TEST_TODAY, 30),
    });
    await ask('leave balances', 'mta_leaveBalances', auth);
    const rto = passId.startsWith('2');
    const name = (s: string) => (rto ? `mta_rto${s}` : `mta_${s[0]?.toLowerCase()}${s.slice(1)}`) as ServiceName;
    const groups = (await ask('pick groups', name('PickGroups'), auth)) as { groups: { groupId: number }[] };
    for (const [g, { groupId }] of groups.groups.entries()) {
      const pops = (await ask(`populations ${g}`, name('Populations'), auth, { groupId })) as {
        populations: { populationId: number }[];
      };
      await ask(`vacation pools ${g}`, name('VacationPools'), auth, { groupId });
      await ask(`holidays ${g}`, name('Holidays'), auth, { groupId });
      await ask(`ASPA days ${g}`, name('AspaHolidays'), auth, { groupId });
      for (const [i, { populationId }] of pops.populations.entries()) {
        const board = (await ask(`packages ${g}.${i}`, name('AssignmentPackages'), auth, {
          populationId,
          limit: 500,
        })) as {
          packages: { packageId: number }[];
        };
        await ask(`vacation weeks ${g}.${i}`, name('Vacations'), auth, { populationId });
        for (const [p, { packageId }] of board.packages.slice(0, 5).entries()) {
          const week = (await ask(`package week ${g}.${i}.${p}`, name('PackageAssignments'), auth, { packageId })) as {
            days: { run: { jobId: number } | null }[];
          };
          await ask(`calendar ${g}.${i}.${p}`, name('AssignmentsCalendar'), auth, { packageId });
          const run = week.days.find((d) => d.run !== null)?.run;
          if (!rto && run) await ask(`activities ${g}.${i}.${p}`, 'mta_calendarActivities', auth, { jobId: run.jobId });
        }
        if (rto) await ask(`work program ${g}.${i}`, 'mta_rtoWorkProgram', auth, { populationId });
      }
    }
  }
  return out;
}

describe('the demo sample imported into an empty database answers as the seeded agency does', () => {
  let seeded: TestDatabase;
  let imported: TestDatabase;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    seeded = await createTestDatabase();
    imported = await createTestDatabase({ seed: false });
    const dir = mkdtempSync(join(tmpdir(), 'crewline-round-trip-'));
    await sampleAgency(dir, { size: SIZE_PRESETS.small, today: TEST_TODAY });
    const result = await importAgency(imported.db, {
      dir,
      check: false,
      now: seedInstant(TEST_TODAY, DEFAULT_TIME_ZONE),
    });
    expect(result.problems).toEqual([]);
    // Passwords are set by enrolment, never a file: the asked employees' are given as the seed gave them.
    const credentials = await seeded.db
      .select({ passId: employees.passId, passwordHash: employees.passwordHash })
      .from(employees)
      .where(inArray(employees.passId, [...ASKED]));
    for (const c of credentials)
      await imported.db.update(employees).set({ passwordHash: c.passwordHash }).where(eq(employees.passId, c.passId));
    for (const db of [seeded.db, imported.db]) apps.push(await testApp({ db, now: testClock(NOW).now }));
  }, 240_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await seeded?.close();
    await imported?.close();
  });

  it('the records screens and the pick boards: timecards, assignments, leave, packages, vacation weeks, holidays, work program', async () => {
    const fromSeed = await answers(apps[0] as FastifyInstance);
    const fromImport = await answers(apps[1] as FastifyInstance);
    expect(Object.keys(fromSeed).length).toBeGreaterThan(20);
    expect(fromImport).toEqual(fromSeed);
  }, 240_000);
});
