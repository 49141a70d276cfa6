import {
  CHOICE_STATUSES,
  CHOICE_TEXTS,
  DAY_NAMES,
  daysOffLabel,
  formatMinutes,
  matchesSearch,
  PACKAGE_CODE_SEARCH_MAX,
  PACKAGE_PAGE_MAX,
  PACKAGE_PAGE_SIZE,
  type PackageRow,
  type PackageSearch,
  PICK_BOARD_SERVICES,
  PICK_BOARD_TEXTS,
  RAW_ERRORS,
  type ServiceElements,
  startBandOf,
} from '@crewline/protocol';
import { and, desc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerCheckpoints,
  packageDays,
  packages,
  pickGroups,
  populations,
  vacationWeeks,
} from '../../../src/db/schema';
import { TEST_TODAY } from '../../helper';
import { signedIn } from '../../support/app';
import { demoAppOn } from '../../support/demo-app';
import { pdfText } from '../../support/pdf-text';
import { type Auth, serviceCalls } from '../../support/service-calls';

/** 10:00 in New York on TEST_TODAY: the DOB pick's work round is under way, 100001's turn is still to come. */
const NOW = `${TEST_TODAY}T15:00:00.000Z`;

describe('DOB pick board services on the demo pick', () => {
  const demo = demoAppOn(TEST_TODAY, { start: NOW });
  const { ok, refused } = serviceCalls(() => demo.app);
  let maria: Auth;
  let group: ServiceElements<'mta_pickGroups'>['groups'][number];
  let population: ServiceElements<'mta_populations'>['populations'][number];
  let board: ServiceElements<'mta_assignmentPackages'>;
  /** A JG full-time package: another group's. */
  let jgPackage: number;

  beforeAll(async () => {
    maria = await signedIn(demo.app, '100001');
    const [jg] = await demo.database.db
      .select({ id: packages.id })
      .from(packages)
      .innerJoin(populations, eq(populations.id, packages.populationId))
      .innerJoin(pickGroups, eq(pickGroups.id, populations.pickGroupId))
      .where(and(eq(pickGroups.depotCode, 'JG'), eq(populations.code, 'FT')))
      .limit(1);
    jgPackage = jg?.id as number;
    const groups = await ok('mta_pickGroups', maria);
    group = groups.groups[0] as typeof group;
    const pops = await ok('mta_populations', maria, { groupId: group.groupId });
    population = pops.populations[0] as typeof population;
    board = await ok('mta_assignmentPackages', maria, {
      populationId: population.populationId,
      limit: PACKAGE_PAGE_MAX,
    });
  });

  it('shows 100001 only their own group and population in the open pick, the first selected', async () => {
    const { pick, groups } = await ok('mta_pickGroups', maria);
    expect(pick?.description).toMatch(/Bus Operator General Pick$/);
    expect(groups).toEqual([
      { groupId: group.groupId, depotCode: 'FB', name: 'Flatbush Depot', populations: 1, selected: true },
    ]);
    expect(population).toMatchObject({ code: 'FT', selected: true });
    expect(population.packages).toBeGreaterThanOrEqual(250);
    expect(population.members).toBeGreaterThan(1);
  });

  it('lists every package by code: closed ones with who took them, open ones with where they stand for 100001', async () => {
    expect(board.packages.length).toBe(population.packages);
    const codes = board.packages.map((p) => p.code);
    expect(codes).toEqual([...codes].sort());
    expect(board.packages.filter((p) => p.selected)).toHaveLength(1);
    const closed = board.packages.filter((p) => p.seatsLeft === 0);
    expect(closed.length).toBeGreaterThan(0);
    for (const p of closed) {
      expect(p.takenBy.length).toBe(p.capacity);
      for (const name of p.takenBy) expect(name).toMatch(/^#\d+ [A-Z]\. \S/);
      expect(p.projection).toBeNull();
    }
    const statuses = new Set(board.packages.flatMap((p) => (p.projection ? [p.projection.status] : [])));
    for (const s of ['PROJECTED_TAKEN', 'AT_RISK', 'SAFE'] as const) expect(statuses).toContain(s);
    for (const s of statuses) expect(CHOICE_STATUSES).toContain(s);
    // The board and the list's projection agree on every choice of the list.
    const projection = await ok('mta_pickProjection', maria, { roundId: board.roundId });
    for (const c of projection.choices) {
      const row = board.packages.find((p) => p.packageId === c.itemId);
      if (c.status === 'TAKEN') expect(row?.seatsLeft).toBe(0);
      else expect(row?.projection?.status).toBe(c.status);
    }
    const regular = board.packages.find((p) => p.kind === 'REGULAR' && p.startMinutes !== null);
    expect(regular?.daysOff.length).toBe(2);
    expect(regular?.startBand).toBe(startBandOf(regular?.startMinutes as number));
    expect(board.packages.some((p) => p.kind === 'EXTRA_BOARD' && p.capacity > 1)).toBe(true);
    expect(board.turnAt && new Date(board.turnAt).getTime()).toBeGreaterThan(new Date(NOW).getTime());
  });

  it('answers the list a page at a time, and only the packages matching a search, with the same rows', async () => {
    const pageOf = (payload: Record<string, unknown>) =>
      ok('mta_assignmentPackages', maria, { populationId: population.populationId, ...payload });
    const first = await pageOf({});
    expect(first.packages).toHaveLength(PACKAGE_PAGE_SIZE);
    expect(first).toMatchObject({ offset: 0, all: board.packages.length, total: board.packages.length });
    expect(first.open).toBe(board.packages.filter((p) => p.seatsLeft > 0).length);
    expect(first.packages).toEqual(board.packages.slice(0, PACKAGE_PAGE_SIZE));
    const second = await pageOf({ offset: PACKAGE_PAGE_SIZE, limit: 10 });
    expect(second.packages).toEqual(board.packages.slice(PACKAGE_PAGE_SIZE, PACKAGE_PAGE_SIZE + 10));
    expect(second.packages.some((p) => p.selected)).toBe(false);
    const past = await pageOf({ offset: board.packages.length });
    expect(past).toMatchObject({ packages: [], total: board.packages.length });
    // The legend says once what each open standing on the list means, and only those it shows.
    const shown = new Set(board.packages.map((p) => p.projection?.status));
    expect(first.legend.map((l) => l.status)).toEqual((['AT_RISK', 'SAFE'] as const).filter((s) => shown.has(s)));
    expect(first.legend.find((l) => l.status === 'SAFE')?.reason).toBe(CHOICE_TEXTS.safe);
    expect(first.legend.find((l) => l.status === 'AT_RISK')?.reason).toMatch(
      /^Open now, but seniors without a list could still take it \(\d+ picks? left to them\)\.$/,
    );
    // A row says why only when it is projected taken (by whom); the legend says the rest once.
    for (const p of board.packages)
      if (p.projection) expect(p.projection.reason === null).toBe(p.projection.status !== 'PROJECTED_TAKEN');

    const sample = board.packages.find((p) => p.kind === 'REGULAR' && p.startBand !== null) as PackageRow;
    const searches: PackageSearch[] = [
      { route: sample.routes.split('/')[0] as string },
      { rdoPair: daysOffLabel(sample.daysOff), startBand: sample.startBand ?? undefined },
      { kind: 'EXTRA_BOARD' },
      { minWeeklyMinutes: sample.weeklyPaidMinutes, maxWeeklyMinutes: sample.weeklyPaidMinutes + 60 },
      { route: 'NO-SUCH-ROUTE' },
      { code: sample.code.slice(-3).toLowerCase() },
    ];
    // By part of its code: the one package sought, among a few that share those digits.
    const byCode = await pageOf({ search: { code: ` ${sample.code.toLowerCase()} ` }, limit: PACKAGE_PAGE_MAX });
    expect(byCode.packages.map((p) => p.code)).toEqual([sample.code]);
    for (const search of searches) {
      const expected = board.packages.filter((p) => matchesSearch(p, search));
      const found = await pageOf({ search, limit: PACKAGE_PAGE_MAX });
      expect(found.total).toBe(expected.length);
      expect(found.open).toBe(expected.filter((p) => p.seatsLeft > 0).length);
      expect(found.packages.map((p) => p.packageId)).toEqual(expected.map((p) => p.packageId));
      expect(found.all).toBe(board.packages.length);
    }
    expect((await pageOf({ search: { route: 'NO-SUCH-ROUTE' } })).packages).toEqual([]);
  });

  it("gives a package's week with each run in full, its pieces and its calendar over the pick period", async () => {
    const pkg = board.packages.find((p) => p.kind === 'REGULAR') as (typeof board.packages)[number];
    const week = await ok('mta_packageAssignments', maria, { packageId: pkg.packageId });
    expect(week.package.code).toBe(pkg.code);
    const closed = board.packages.find((p) => p.seatsLeft === 0);
    const closedWeek = await ok('mta_packageAssignments', maria, { packageId: closed?.packageId });
    expect(closedWeek.package.takenBy).toEqual(closed?.takenBy);
    expect(closedWeek.package.seatsLeft).toBe(0);
    expect(week.days.map((d) => d.day)).toEqual([...DAY_NAMES]);
    expect(week.days.filter((d) => d.run === null).map((d) => d.day)).toEqual(pkg.daysOff);
    const run = week.days.find((d) => d.run)?.run;
    if (!run) throw new Error('a regular package with no run');
    expect(run.spreadMinutes).toBe(run.endMinutes - run.reportMinutes);
    const activities = await ok('mta_calendarActivities', maria, { jobId: run.jobId });
    expect(activities.run).toEqual(run);
    expect(activities.pieces.length).toBeGreaterThan(0);
    expect(run.platformMinutes).toBe(activities.pieces.reduce((s, p) => s + p.endMinutes - p.startMinutes, 0));

    const calendar = await ok('mta_assignmentsCalendar', maria, { packageId: pkg.packageId });
    const { pick } = await ok('mta_pickGroups', maria);
    expect(calendar.from).toBe(pick?.effectiveDate);
    expect(calendar.to).toBe(pick?.expirationDate);
    expect(calendar.days[0]?.date).toBe(calendar.from);
    expect(calendar.days.at(-1)?.date).toBe(calendar.to);
    expect(calendar.days.some((d) => d.holiday !== null)).toBe(true);
    for (const d of calendar.days.filter((x) => x.note === null)) {
      const day = DAY_NAMES[new Date(`${d.date}T12:00:00Z`).getUTCDay()];
      expect(d.runCode === null).toBe(pkg.daysOff.includes(day as (typeof DAY_NAMES)[number]));
    }
  });

  it("gives the population's schedule report as a PDF that lists every package with its runs", async () => {
    const report = await ok('mta_populationAttachment', maria, { populationId: population.populationId });
    expect(report.contentType).toBe('application/pdf');
    expect(report.fileName).toBe('FB-FT-schedule-report.pdf');
    const pdf = Buffer.from(report.base64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Flatbush Depot: Full-time bus operators');
    // Printed against the ledger's latest checkpoint, on every page.
    const [checkpoint] = await demo.database.db
      .select()
      .from(ledgerCheckpoints)
      .orderBy(desc(ledgerCheckpoints.size))
      .limit(1);
    expect(text).toContain(`Pick ledger checkpoint: ${checkpoint?.size} events, root ${checkpoint?.root}`);
    for (const p of board.packages) expect(text).toContain(p.code);
    const week = await ok('mta_packageAssignments', maria, { packageId: board.packages[0]?.packageId });
    const run = week.days.find((d) => d.run)?.run;
    expect(text).toContain(`${run?.code} ${formatMinutes(run?.startMinutes ?? 0)}`);
    // Another population's report: refused like its packages.
    const other = await refused('mta_populationAttachment', maria, { populationId: 999_999 });
    expect(other.Error).toBe(RAW_ERRORS.nonEmptyOutput(PICK_BOARD_TEXTS.notYourPopulation));
  });

  it("offers search values drawn from the population's packages", async () => {
    const lov = await ok('mta_searchListsOfValues', maria, { populationId: population.populationId });
    for (const p of board.packages) {
      for (const r of p.routes.split('/')) expect(lov.routes).toContain(r);
      if (p.startBand) expect(lov.startBands).toContain(p.startBand);
      expect(lov.kinds).toContain(p.kind);
      expect(p.weeklyPaidMinutes).toBeGreaterThanOrEqual(lov.weeklyHours.min);
      expect(p.weeklyPaidMinutes).toBeLessThanOrEqual(lov.weeklyHours.max);
      if (p.daysOff.length > 0) expect(lov.rdoPairs).toContain(daysOffLabel(p.daysOff));
    }
  });

  it("shows the population's 52 vacation weeks with places now and at 100001's turn, restricted ones marked", async () => {
    const v = await ok('mta_vacations', maria, { populationId: population.populationId });
    expect(v.roundId).not.toBeNull();
    expect(v.weeks.length).toBe(52);
    expect(v.weeksOwed).toBeGreaterThan(0);
    expect(v.weeks.some((w) => w.restricted)).toBe(true);
    for (const w of v.weeks) {
      expect(w.slotsNow).toBe(w.quota);
      expect(w.slotsAtTurn).not.toBeNull();
      expect(w.slotsAtTurn as number).toBeLessThanOrEqual(w.slotsNow);
      if (w.restricted) expect(w.slotsAtTurn).toBe(0);
    }
    // The vacation round has not opened: no senior has a list yet, so nothing is projected taken.
    expect(v.weeks.every((w) => w.restricted || w.slotsAtTurn === w.slotsNow)).toBe(true);
    const [week] = await demo.database.db
      .select()
      .from(vacationWeeks)
      .where(eq(vacationWeeks.id, v.weeks[0]?.itemId as number));
    expect(week?.weekStart).toBe(v.weeks[0]?.weekStart);
  });

  it("shows the group's holidays with what must be worked and the places off left, and the ASPA days", async () => {
    const { holidays } = await ok('mta_holidays', maria, { groupId: group.groupId });
    expect(holidays.length).toBe(12);
    for (const h of holidays) {
      expect(h.offLeft).toBe(h.members - h.mustWork - h.offTaken);
      expect(h.mustWork).toBeLessThan(h.members);
    }
    const aspa = await ok('mta_aspaHolidays', maria, { groupId: group.groupId });
    expect(aspa.holidays.length).toBeGreaterThan(0);
    const dates = aspa.holidays.map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("gives the group's vacation pools, each location's weeks, and what each package works on a holiday", async () => {
    const { pools } = await ok('mta_vacationPools', maria, { groupId: group.groupId });
    expect(pools).toHaveLength(1);
    expect(pools[0]).toMatchObject({ populationId: population.populationId, weeks: 52, selected: true });
    const v = await ok('mta_vacations', maria, { populationId: population.populationId });
    expect(pools[0]?.places).toBe(v.weeks.reduce((sum, w) => sum + w.quota, 0));
    expect(pools[0]?.restrictedWeeks).toBe(v.weeks.filter((w) => w.restricted).length);
    const { locations } = await ok('mta_vacationsByLocations', maria);
    expect(locations).toEqual([
      {
        depotCode: 'FB',
        depotName: 'Flatbush Depot',
        pool: pools[0]?.name,
        populationId: population.populationId,
        weeks: v.weeks,
      },
    ]);

    const { holidays } = await ok('mta_holidays', maria, { groupId: group.groupId });
    const holiday = holidays[0] as (typeof holidays)[number];
    const day = await ok('mta_holidayAssignments', maria, {
      populationId: population.populationId,
      date: holiday.date,
    });
    expect(day.name).toBe(holiday.name);
    expect(day.packages.map((p) => p.code)).toEqual(board.packages.map((p) => p.code));
    const calendar = await ok('mta_assignmentsCalendar', maria, { packageId: board.packages[0]?.packageId });
    const onCalendar = calendar.days.find((d) => d.date === holiday.date);
    expect(day.packages[0]?.runCode).toBe(onCalendar?.runCode);
    expect(day.packages[0]?.note).toBe(onCalendar?.note);
    const notHoliday = await refused('mta_holidayAssignments', maria, {
      populationId: population.populationId,
      date: '2027-03-03',
    });
    expect(notHoliday.Error).toBe(RAW_ERRORS.nonEmptyOutput(PICK_BOARD_TEXTS.notAHoliday));
    const badDate = await refused('mta_holidayAssignments', maria, {
      populationId: population.populationId,
      date: 'May 31',
    });
    expect(badDate.PopupMessages).toEqual([`date: ${PICK_BOARD_TEXTS.holidayDate}`]);
  });

  it("refuses another group's, population's, package's and run's data with the same words as an unknown id", async () => {
    const [jgGroup] = await demo.database.db
      .select({ id: pickGroups.id, populationId: populations.id })
      .from(pickGroups)
      .innerJoin(populations, eq(populations.pickGroupId, pickGroups.id))
      .where(and(eq(pickGroups.depotCode, 'JG'), ne(pickGroups.id, group.groupId)))
      .limit(1);
    const [jgRun] = await demo.database.db
      .select({ jobId: packageDays.jobId })
      .from(packageDays)
      .where(and(eq(packageDays.packageId, jgPackage)))
      .limit(1);
    const refusal = (text: string) => RAW_ERRORS.nonEmptyOutput(text);
    for (const groupId of [jgGroup?.id, 999_999]) {
      expect((await refused('mta_populations', maria, { groupId })).Error).toBe(refusal(PICK_BOARD_TEXTS.notYourGroup));
      expect((await refused('mta_holidays', maria, { groupId })).Error).toBe(refusal(PICK_BOARD_TEXTS.notYourGroup));
    }
    for (const populationId of [jgGroup?.populationId, 999_999]) {
      for (const service of ['mta_assignmentPackages', 'mta_vacations', 'mta_searchListsOfValues'] as const)
        expect((await refused(service, maria, { populationId })).Error).toBe(
          refusal(PICK_BOARD_TEXTS.notYourPopulation),
        );
    }
    for (const packageId of [jgPackage, 999_999]) {
      expect((await refused('mta_packageAssignments', maria, { packageId })).Error).toBe(
        refusal(PICK_BOARD_TEXTS.notYourPackage),
      );
      expect((await refused('mta_assignmentsCalendar', maria, { packageId })).Error).toBe(
        refusal(PICK_BOARD_TEXTS.notYourPackage),
      );
    }
    for (const jobId of [jgRun?.jobId, 999_999])
      expect((await refused('mta_calendarActivities', maria, { jobId })).Error).toBe(
        refusal(PICK_BOARD_TEXTS.notYourRun),
      );
  });

  it('refuses bad input with the field named, and every service to RTO employees', async () => {
    for (const bad of [0, -1, 1.5, 'x', null]) {
      const message = await refused('mta_assignmentPackages', maria, { populationId: bad });
      expect(message.PopupMessages).toHaveLength(1);
      expect(message.PopupMessages[0]).toMatch(/^populationId: /);
    }
    const populationId = population.populationId;
    for (const [payload, field, text] of [
      [{ limit: 0 }, 'limit', PICK_BOARD_TEXTS.page],
      [{ limit: PACKAGE_PAGE_MAX + 1 }, 'limit', PICK_BOARD_TEXTS.page],
      [{ offset: -1 }, 'offset', PICK_BOARD_TEXTS.page],
      [{ search: { kind: 'NIGHT_OWL' } }, 'search.kind', PICK_BOARD_TEXTS.search],
      [{ search: { minWeeklyMinutes: -5 } }, 'search.minWeeklyMinutes', PICK_BOARD_TEXTS.search],
      [{ search: { route: 'x'.repeat(41) } }, 'search.route', PICK_BOARD_TEXTS.search],
      [{ search: { code: 'x'.repeat(PACKAGE_CODE_SEARCH_MAX + 1) } }, 'search.code', PICK_BOARD_TEXTS.search],
    ] as const)
      expect((await refused('mta_assignmentPackages', maria, { populationId, ...payload })).PopupMessages).toEqual([
        `${field}: ${text}`,
      ]);
    for (const [payload, field] of [
      [{ offset: 'next' }, 'offset'],
      [{ search: 'B41' }, 'search'],
    ] as const) {
      const { PopupMessages } = await refused('mta_assignmentPackages', maria, { populationId, ...payload });
      expect(PopupMessages).toHaveLength(1);
      expect(PopupMessages[0]).toMatch(new RegExp(`^${field}: `));
    }
    expect((await refused('mta_populations', maria, {})).PopupMessages).toEqual(['groupId: is required']);
    expect((await refused('mta_populations', maria, { groupId: 0 })).PopupMessages).toEqual([
      `groupId: ${PICK_BOARD_TEXTS.groupId}`,
    ]);
    const robert = await signedIn(demo.app, '200001');
    for (const service of Object.keys(PICK_BOARD_SERVICES) as (keyof typeof PICK_BOARD_SERVICES)[]) {
      const payload = { groupId: group.groupId, populationId: population.populationId, packageId: jgPackage, jobId: 1 };
      expect((await refused(service, robert, payload)).Error).toBe(RAW_ERRORS.roleRefused);
    }
  });

  it('shows no pick and no groups to a DOB employee who takes part in none', async () => {
    const maintainer = await signedIn(demo.app, '100003');
    expect(await ok('mta_pickGroups', maintainer)).toEqual({ pick: null, groups: [] });
    expect((await refused('mta_populations', maintainer, { groupId: group.groupId })).Error).toBe(
      RAW_ERRORS.nonEmptyOutput(PICK_BOARD_TEXTS.notYourGroup),
    );
  });
});
