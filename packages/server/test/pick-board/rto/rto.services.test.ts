import {
  DAY_NAMES,
  daysOffLabel,
  dayTypeOf,
  PICK_BOARD_TEXTS,
  RAW_ERRORS,
  RTO_BOARD_TEXTS,
  RTO_PICK_BOARD_SERVICES,
  type ServiceElements,
  weekdayOf,
} from '@crewline/protocol';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { packages, pickGroups, populations } from '../../../src/db/schema';
import { TEST_TODAY } from '../../helper';
import { signedIn } from '../../support/app';
import { demoAppOn } from '../../support/demo-app';
import { type Auth, serviceCalls } from '../../support/service-calls';

type RtoService = keyof typeof RTO_PICK_BOARD_SERVICES;

/** 10:00 in New York on TEST_TODAY: the RTO pick is open, 200001's turn is still to come. */
const NOW = `${TEST_TODAY}T15:00:00.000Z`;

describe('RTO pick board services on the demo pick', () => {
  const demo = demoAppOn(TEST_TODAY, { start: NOW });
  const { call, ok } = serviceCalls(() => demo.app);
  let robert: Auth;
  let group: ServiceElements<'mta_rtoPickGroups'>['groups'][number];
  let population: ServiceElements<'mta_rtoPopulations'>['populations'][number];
  let board: ServiceElements<'mta_rtoAssignmentPackages'>;

  beforeAll(async () => {
    robert = await signedIn(demo.app, '200001');
    const groups = await ok('mta_rtoPickGroups', robert);
    group = groups.groups[0] as typeof group;
    const pops = await ok('mta_rtoPopulations', robert, { groupId: group.groupId });
    population = pops.populations[0] as typeof population;
    board = await ok('mta_rtoAssignmentPackages', robert, { populationId: population.populationId, limit: 500 });
  });

  it("shows 200001 their terminal's open subway pick, their population and its packages", async () => {
    const { pick, groups } = await ok('mta_rtoPickGroups', robert);
    expect(pick?.description).toMatch(/Subway General Pick$/);
    expect(groups).toEqual([
      { groupId: group.groupId, depotCode: 'CIY', name: expect.any(String), populations: 1, selected: true },
    ]);
    expect(population).toMatchObject({ code: 'TO', selected: true });
    expect(board.all).toBe(population.packages);
    expect(board.packages).toHaveLength(population.packages);
    expect(board.roundId).not.toBeNull();
    expect(board.turnAt && new Date(board.turnAt).getTime()).toBeGreaterThan(new Date(NOW).getTime());
    // The board's other services answer for 200001 as they do for a bus operator.
    const first = board.packages[0] as (typeof board.packages)[number];
    const week = await ok('mta_rtoPackageAssignments', robert, { packageId: first.packageId });
    expect(week.package.code).toBe(first.code);
    const calendar = await ok('mta_rtoAssignmentsCalendar', robert, { packageId: first.packageId });
    expect(calendar.from).toBe(pick?.effectiveDate);
    const lov = await ok('mta_rtoSearchListsOfValues', robert, { populationId: population.populationId });
    expect(lov.routes.length).toBeGreaterThan(0);
    const weeks = await ok('mta_rtoVacations', robert, { populationId: population.populationId });
    expect(weeks.weeks).toHaveLength(52);
    const holidays = await ok('mta_rtoHolidays', robert, { groupId: group.groupId });
    expect(holidays.holidays.length).toBeGreaterThan(0);
    await ok('mta_rtoAspaHolidays', robert, { groupId: group.groupId });
    const pools = await ok('mta_rtoVacationPools', robert, { groupId: group.groupId });
    expect(pools.pools.length).toBeGreaterThan(0);
    const holiday = holidays.holidays[0]?.date as string;
    const onHoliday = await ok('mta_rtoHolidayAssignments', robert, {
      populationId: population.populationId,
      date: holiday,
    });
    expect(onHoliday.packages.length).toBe(population.packages);
    const report = await ok('mta_rtoPopulationAttachment', robert, { populationId: population.populationId });
    expect(report.contentType).toBe('application/pdf');
  });

  it("gives the terminal's work program: every job of the population's packages once, by line and day type", async () => {
    const populationId = population.populationId;
    const first = await ok('mta_rtoWorkProgram', robert, { populationId });
    const { lines: names } = first;
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    // Without a line, the first; each line by its name.
    expect(first.line?.line).toBe(names[0]);
    const program = { lines: [] as NonNullable<typeof first.line>[] };
    for (const name of names) {
      const { lines, line } = await ok('mta_rtoWorkProgram', robert, { populationId, line: name });
      expect(lines).toEqual(names);
      expect(line?.line).toBe(name);
      if (line) program.lines.push(line);
    }
    expect(program.lines[0]).toEqual(first.line);
    const refusal = await call('mta_rtoWorkProgram', robert, { populationId, line: 'Z line' });
    expect(refusal.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(RTO_BOARD_TEXTS.unknownLine('Z line')));
    const codes = new Set(board.packages.map((p) => p.code));
    let jobs = 0;
    for (const line of program.lines) {
      expect(line.dayTypes.map((d) => d.dayType)).toEqual(
        (['WEEKDAY', 'SATURDAY', 'SUNDAY'] as const).filter((t) => line.dayTypes.some((d) => d.dayType === t)),
      );
      for (const { jobs: list } of line.dayTypes) {
        expect(list.map((j) => j.startMinutes)).toEqual([...list.map((j) => j.startMinutes)].sort((a, b) => a - b));
        for (const j of list) {
          expect(j.packages.length).toBeGreaterThan(0);
          for (const code of j.packages) expect(codes).toContain(code);
          expect(j.endMinutes).toBeGreaterThan(j.startMinutes);
          jobs++;
        }
      }
    }
    // A package's week, as its assignments give it, is in the program under its line and day type.
    const pkg = board.packages.find((p) => p.kind === 'REGULAR') as (typeof board.packages)[number];
    const week = await ok('mta_rtoPackageAssignments', robert, { packageId: pkg.packageId });
    for (const [weekday, { run }] of week.days.entries()) {
      if (!run) continue;
      const line = program.lines.find((l) => l.line === run.route);
      const day = line?.dayTypes.find((d) => d.dayType === dayTypeOf(weekday));
      expect(day?.jobs.find((j) => j.jobId === run.jobId)?.packages).toContain(pkg.code);
    }
    expect(jobs).toBeGreaterThan(0);
  });

  it("gives a package's days off: the regular pair and every day off of the pick period", async () => {
    const pkg = board.packages.find((p) => p.kind === 'REGULAR') as (typeof board.packages)[number];
    const rdos = await ok('mta_rtoPackageRdos', robert, { packageId: pkg.packageId });
    expect(rdos.code).toBe(pkg.code);
    expect(rdos.daysOff).toEqual(DAY_NAMES.filter((d) => pkg.daysOff.includes(d)));
    expect(rdos.rdoPair).toBe(daysOffLabel(pkg.daysOff));
    const calendar = await ok('mta_rtoAssignmentsCalendar', robert, { packageId: pkg.packageId });
    expect(rdos.dates).toEqual(calendar.days.filter((d) => d.runCode === null).map((d) => d.date));
    // A day off is a regular one, or one a dated change gives (a holiday schedule).
    for (const date of rdos.dates) {
      const day = calendar.days.find((d) => d.date === date);
      const regular = pkg.daysOff.includes(DAY_NAMES[weekdayOf(date)] as (typeof DAY_NAMES)[number]);
      expect(regular || day?.note !== null).toBe(true);
    }
  });

  it('refuses bus operators and SIRTOA staff every RTO board service, and another group’s data to 200001', async () => {
    const payload = { groupId: group.groupId, populationId: population.populationId, packageId: 1, date: '2027-07-04' };
    for (const passId of ['100001', '300001']) {
      const auth = await signedIn(demo.app, passId);
      for (const service of Object.keys(RTO_PICK_BOARD_SERVICES) as RtoService[]) {
        const body = await call(service, auth, payload);
        expect(body.success).toBe(false);
        expect(body.message.Error).toBe(RAW_ERRORS.roleRefused);
      }
    }
    // The other terminal's (207) population and package are unknown to 200001.
    const [other] = await demo.database.db
      .select({ populationId: populations.id, packageId: packages.id })
      .from(packages)
      .innerJoin(populations, eq(populations.id, packages.populationId))
      .innerJoin(pickGroups, eq(pickGroups.id, populations.pickGroupId))
      .where(and(eq(pickGroups.depotCode, '207'), eq(populations.code, 'TO')))
      .limit(1);
    const refusal = (text: string) => RAW_ERRORS.nonEmptyOutput(text);
    for (const service of ['mta_rtoWorkProgram', 'mta_rtoAssignmentPackages'] as const) {
      const body = await call(service, robert, { populationId: other?.populationId });
      expect(body.message.Error).toBe(refusal(PICK_BOARD_TEXTS.notYourPopulation));
    }
    const body = await call('mta_rtoPackageRdos', robert, { packageId: other?.packageId });
    expect(body.message.Error).toBe(refusal(PICK_BOARD_TEXTS.notYourPackage));
  });
});
