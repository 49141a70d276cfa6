import {
  addDays,
  DAY_NAMES,
  daysOffLabel,
  formatDuration,
  formatMinutes,
  isoToDisplayDate,
  LEDGER_TEXTS,
  PACKAGE_KINDS,
  type PackageKind,
  PICK_BOARD_TEXTS,
  type Run,
  type ServiceElements,
  START_BANDS,
  weekdayOf,
} from '@crewline/protocol';
import type { Db } from '../../../db/client';
import { RefusalError } from '../../../exec/errors';
import type { InputOf, SignedInContext } from '../../../exec/handlers';
import { localIsoDate } from '../../../lib/local-time';
import type { ItemProjection, Projection } from '../../pick';
import { currentPickRounds, keptRound, latestCheckpoint, type MyRoundRow, projectionFor } from '../../pick';
import { type PostedPackage, populationOffer, postedPackage } from '../board-cache';
import { listedPackages, packagePage } from '../package-list';
import { daysOffOf, packageSummary, withHolders } from '../package-summary';
import {
  groupHolidays,
  groupMemberCount,
  groupPools,
  type MyPopulationRow,
  myPopulations,
  overridesOn,
  packageOverridesOf,
  packageRuns,
  packagesOfRun,
  pickHolidays,
  poolOf,
  populationCounts,
  populationWeeks,
  type RunDbRow,
  runPieces,
} from '../pick-board.repository';
import { scheduleReportPdf } from '../schedule-report.pdf';

/** The pick the board shows, its rounds with the employee's turn, and the populations they pick in. */
interface Board {
  pick: { pickPeriodId: number; description: string; effectiveDate: string; expirationDate: string };
  rounds: MyRoundRow[];
  mine: MyPopulationRow[];
}

/** How long a process answers from an employee's board as read: their pick and memberships change only between picks. */
const BOARD_KEPT_MS = 30_000;
const boards = new WeakMap<Db, Map<string, { readAt: number; board: Promise<Board | undefined> }>>();

/** The signed-in employee's board (never the payload's say); undefined when they are in no pick in progress. */
function boardOf(ctx: SignedInContext): Promise<Board | undefined> {
  let kept = boards.get(ctx.db);
  if (!kept) {
    kept = new Map();
    boards.set(ctx.db, kept);
  }
  const now = ctx.now.getTime();
  const entry = kept.get(ctx.session.passId);
  if (entry && now - entry.readAt < BOARD_KEPT_MS && now >= entry.readAt) return entry.board;
  const board = readBoard(ctx);
  board.catch(() => kept?.delete(ctx.session.passId));
  kept.set(ctx.session.passId, { readAt: now, board });
  return board;
}

async function readBoard({ db, session }: SignedInContext): Promise<Board | undefined> {
  const rounds = await currentPickRounds(db, session.passId, session.employee.department);
  const [head] = rounds;
  if (!head) return undefined;
  const { pickPeriodId, description, effectiveDate, expirationDate } = head;
  const mine = await myPopulations(db, pickPeriodId, session.passId);
  return { pick: { pickPeriodId, description, effectiveDate, expirationDate }, rounds, mine };
}

/** One refusal for an unknown id and another's: nothing is revealed. */
async function myGroup(ctx: SignedInContext, groupId: number) {
  const board = await boardOf(ctx);
  const row = board?.mine.find((m) => m.groupId === groupId);
  if (!board || !row) throw new RefusalError(PICK_BOARD_TEXTS.notYourGroup);
  return { board, group: row };
}

/** The population when the employee picks in it; one refusal for an unknown id and another's. */
export async function myPopulation(ctx: SignedInContext, populationId: number) {
  const board = await boardOf(ctx);
  const row = board?.mine.find((m) => m.populationId === populationId);
  if (!board || !row) throw new RefusalError(PICK_BOARD_TEXTS.notYourPopulation);
  return { board, population: row };
}

async function myPackage(ctx: SignedInContext, packageId: number) {
  const board = await boardOf(ctx);
  const posted = await postedPackage(ctx.db, packageId);
  if (!board || !posted || !board.mine.some((m) => m.populationId === posted.pkg.populationId))
    throw new RefusalError(PICK_BOARD_TEXTS.notYourPackage);
  return { board, pkg: posted.pkg, posted };
}

const roundOf = (board: Board, kind: string) => board.rounds.find((r) => r.kind === kind);

/** The projection of the employee in the round, when it has one (before their turn). */
async function myProjection(ctx: SignedInContext, round: MyRoundRow | undefined) {
  if (!round) return undefined;
  return projectionFor(ctx.db, round.roundId, ctx.session.passId, ctx.now);
}

const itemsOf = (projection: Projection | undefined) =>
  new Map<number, ItemProjection>(projection?.items.map((i) => [Number(i.itemId), i]));

/** How many places each item holds in the round's final awards so far. */
async function heldPlaces(db: Db, round: MyRoundRow | undefined): Promise<Map<number, number>> {
  const held = new Map<number, number>();
  const kept = round ? await keptRound(db, round.roundId) : undefined;
  for (const h of kept?.snapshot.holdings ?? []) held.set(Number(h.itemId), (held.get(Number(h.itemId)) ?? 0) + 1);
  return held;
}

function runOf(row: RunDbRow, pieces: readonly { startMinutes: number; endMinutes: number }[]): Run {
  const platform = pieces.length
    ? pieces.reduce((sum, p) => sum + (p.endMinutes - p.startMinutes), 0)
    : row.endMinutes - row.startMinutes;
  return {
    jobId: row.jobId,
    code: row.code,
    route: row.route,
    reportMinutes: row.reportMinutes,
    startMinutes: row.startMinutes,
    endMinutes: row.endMinutes,
    reliefPoint: row.reliefPoint,
    reliefMinutes: row.reliefMinutes,
    paidMinutes: row.paidMinutes,
    platformMinutes: platform,
    spreadMinutes: row.endMinutes - row.reportMinutes,
  };
}

/** mta_pickGroups: the groups the employee picks in, the first one selected. */
export async function pickGroups(ctx: SignedInContext): Promise<ServiceElements<'mta_pickGroups'>> {
  const board = await boardOf(ctx);
  if (!board) return { pick: null, groups: [] };
  const groups = new Map<number, ServiceElements<'mta_pickGroups'>['groups'][number]>();
  for (const m of board.mine) {
    const g = groups.get(m.groupId);
    if (g) g.populations++;
    else
      groups.set(m.groupId, {
        groupId: m.groupId,
        depotCode: m.depotCode,
        name: m.groupName,
        populations: 1,
        selected: groups.size === 0,
      });
  }
  return { pick: board.pick, groups: [...groups.values()] };
}

/** mta_populations: the employee's populations in one of their groups. */
export async function populations(
  ctx: SignedInContext,
  { groupId }: InputOf<'mta_populations'>,
): Promise<ServiceElements<'mta_populations'>> {
  const { board } = await myGroup(ctx, groupId);
  const mine = board.mine.filter((m) => m.groupId === groupId);
  const counts = await populationCounts(
    ctx.db,
    mine.map((m) => m.populationId),
  );
  return {
    populations: mine.map((m, i) => ({
      populationId: m.populationId,
      code: m.code,
      name: m.name,
      description: m.description,
      packages: counts.get(m.populationId)?.packages ?? 0,
      members: counts.get(m.populationId)?.members ?? 0,
      selected: i === 0,
    })),
  };
}

/** mta_assignmentPackages: a page of the population's packages matching the search, closed ones with who took them, open ones with where they stand. */
export async function assignmentPackages(
  ctx: SignedInContext,
  { populationId, search, offset, limit }: InputOf<'mta_assignmentPackages'>,
): Promise<ServiceElements<'mta_assignmentPackages'>> {
  const { board } = await myPopulation(ctx, populationId);
  const work = roundOf(board, 'WORK');
  const all = await listedPackages(ctx.db, work && (await keptRound(ctx.db, work.roundId)), populationId);
  const projection = await myProjection(ctx, work);
  return {
    roundId: work?.roundId ?? null,
    turnAt: work?.turnAt.toISOString() ?? null,
    asOf: ctx.now.toISOString(),
    ...packagePage(all, projection, { search, offset, limit }),
  };
}

/** The package's week, Sunday first, each working day with its run in full. */
function weekOf({ runs, pieces }: PostedPackage) {
  return DAY_NAMES.map((day, weekday) => {
    const row = runs.find((r) => r.weekday === weekday);
    return {
      day,
      run: row
        ? runOf(
            row,
            pieces.filter((p) => p.jobId === row.jobId),
          )
        : null,
    };
  });
}

/** mta_packageAssignments: a package's week, the run of each day in full. */
export async function packageAssignments(
  ctx: SignedInContext,
  { packageId }: InputOf<'mta_packageAssignments'>,
): Promise<ServiceElements<'mta_packageAssignments'>> {
  const { board, pkg, posted } = await myPackage(ctx, packageId);
  const work = roundOf(board, 'WORK');
  const all = await listedPackages(ctx.db, work && (await keptRound(ctx.db, work.roundId)), pkg.populationId);
  const listed = all.find((p) => p.packageId === pkg.packageId);
  return { package: listed ?? withHolders(packageSummary(pkg, posted.runs), []), days: weekOf(posted) };
}

/** mta_calendarActivities: the pieces of a run of a package offered to the employee. */
export async function calendarActivities(
  ctx: SignedInContext,
  { jobId }: InputOf<'mta_calendarActivities'>,
): Promise<ServiceElements<'mta_calendarActivities'>> {
  const board = await boardOf(ctx);
  const holders = await packagesOfRun(ctx.db, jobId);
  const offered = holders.find((h) => board?.mine.some((m) => m.populationId === h.populationId));
  if (!offered) throw new RefusalError(PICK_BOARD_TEXTS.notYourRun);
  const [row] = (await packageRuns(ctx.db, [offered.packageId])).filter((r) => r.jobId === jobId);
  if (!row) throw new RefusalError(PICK_BOARD_TEXTS.notYourRun);
  const pieces = await runPieces(ctx.db, [jobId]);
  return {
    run: runOf(row, pieces),
    pieces: pieces.map((p) => ({
      seq: p.seq,
      block: p.block,
      fromPlace: p.fromPlace,
      toPlace: p.toPlace,
      startMinutes: p.startMinutes,
      endMinutes: p.endMinutes,
    })),
  };
}

/** mta_assignmentsCalendar: the package over the pick period, day by day. */
export async function assignmentsCalendar(
  ctx: SignedInContext,
  { packageId }: InputOf<'mta_assignmentsCalendar'>,
): Promise<ServiceElements<'mta_assignmentsCalendar'>> {
  const { board, pkg, posted } = await myPackage(ctx, packageId);
  const { runs } = posted;
  const overrides = new Map((await packageOverridesOf(ctx.db, pkg.packageId)).map((o) => [o.date, o]));
  const named = new Map<string, string>();
  for (const kind of ['ASPA', 'PICK'] as const)
    for (const h of await pickHolidays(ctx.db, board.pick.pickPeriodId, kind)) named.set(h.date, h.name);
  const { effectiveDate: from, expirationDate: to } = board.pick;
  const days: ServiceElements<'mta_assignmentsCalendar'>['days'] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const override = overrides.get(date);
    const weekly = runs.find((r) => r.weekday === weekdayOf(date))?.code ?? null;
    days.push({
      date,
      runCode: override ? override.runCode : weekly,
      holiday: named.get(date) ?? null,
      note: override?.note ?? null,
    });
  }
  return { from, to, days };
}

/** The sets of days off as labels, the one starting on Monday first (a week as operators count it). */
function rdoLabels(masks: readonly number[]): string[] {
  const mondayFirst = (label: string) => (DAY_NAMES.indexOf(label.slice(0, 3) as (typeof DAY_NAMES)[number]) + 6) % 7;
  const labels = [...new Set(masks.map((mask) => daysOffLabel(daysOffOf(mask))))].filter((l) => l !== '');
  return labels.sort((a, b) => mondayFirst(a) - mondayFirst(b) || a.localeCompare(b));
}

/** mta_searchListsOfValues: what the board's search can filter the population's packages by. */
export async function searchListsOfValues(
  ctx: SignedInContext,
  { populationId }: InputOf<'mta_searchListsOfValues'>,
): Promise<ServiceElements<'mta_searchListsOfValues'>> {
  await myPopulation(ctx, populationId);
  // The population's packages and runs as the board keeps them (fixed once the pick is posted).
  const { rows, summaries: byId } = await populationOffer(ctx.db, populationId);
  const summaries = [...byId.values()];
  const routes = new Set(summaries.flatMap((s) => s.routes.split('/')));
  const rdoMasks = [...new Set(rows.map((r) => r.rdoMask))].sort((a, b) => a - b);
  const bands = new Set(summaries.flatMap((s) => (s.startBand ? [s.startBand] : [])));
  const kinds = new Set(summaries.map((s) => s.kind));
  const hours = summaries.map((s) => s.weeklyPaidMinutes);
  return {
    routes: [...routes].sort(),
    rdoPairs: rdoLabels(rdoMasks),
    startBands: START_BANDS.filter((b) => bands.has(b)),
    kinds: PACKAGE_KINDS.filter((k) => kinds.has(k)),
    weeklyHours: { min: hours.length ? Math.min(...hours) : 0, max: hours.length ? Math.max(...hours) : 0 },
  };
}

/** The population's weeks with places now and projected at the employee's turn (the board and the preferences read them). */
async function weeksOf(
  ctx: SignedInContext,
  board: Board,
  populationId: number,
): Promise<ServiceElements<'mta_vacations'>> {
  const round = roundOf(board, 'VACATION');
  const weeks = await populationWeeks(ctx.db, populationId);
  const held = await heldPlaces(ctx.db, round);
  const projection = await myProjection(ctx, round);
  const items = itemsOf(projection);
  const kept = round ? await keptRound(ctx.db, round.roundId) : undefined;
  const me = kept?.snapshot.participants.find((p) => p.employeeId === ctx.session.passId);
  return {
    roundId: round?.roundId ?? null,
    weeksOwed: me?.entitlement ?? 0,
    asOf: ctx.now.toISOString(),
    weeks: weeks.map((w, i) => ({
      ...w,
      slotsNow: Math.max(0, w.quota - (held.get(w.itemId) ?? 0)),
      slotsAtTurn: projection ? (items.get(w.itemId)?.slotsAtTurn ?? 0) : null,
      selected: i === 0,
    })),
  };
}

/** mta_vacations: the population's weeks, places now and projected at the employee's turn. */
export async function vacations(
  ctx: SignedInContext,
  { populationId }: InputOf<'mta_vacations'>,
): Promise<ServiceElements<'mta_vacations'>> {
  const { board } = await myPopulation(ctx, populationId);
  return weeksOf(ctx, board, populationId);
}

/** mta_holidays: the group's pick holidays, how many must work, how many places off are left. */
export async function holidays(
  ctx: SignedInContext,
  { groupId }: InputOf<'mta_holidays'>,
): Promise<ServiceElements<'mta_holidays'>> {
  const { board } = await myGroup(ctx, groupId);
  const round = roundOf(board, 'HOLIDAY');
  const held = await heldPlaces(ctx.db, round);
  const members = await groupMemberCount(ctx.db, groupId);
  const rows = await groupHolidays(ctx.db, groupId);
  return {
    holidays: rows.map((h) => {
      const offTaken = held.get(h.itemId) ?? 0;
      return { ...h, members, offTaken, offLeft: Math.max(0, members - h.mustWork - offTaken) };
    }),
  };
}

/** mta_aspaHolidays: the ASPA days of the pick period. */
export async function aspaHolidays(
  ctx: SignedInContext,
  { groupId }: InputOf<'mta_aspaHolidays'>,
): Promise<ServiceElements<'mta_aspaHolidays'>> {
  const { board } = await myGroup(ctx, groupId);
  return { holidays: await pickHolidays(ctx.db, board.pick.pickPeriodId, 'ASPA') };
}

/** mta_populationAttachment: the population's schedule report, a PDF of its packages and their runs. */
export async function populationAttachment(
  ctx: SignedInContext,
  { populationId }: InputOf<'mta_populationAttachment'>,
): Promise<ServiceElements<'mta_populationAttachment'>> {
  const { board, population } = await myPopulation(ctx, populationId);
  // The population's packages and runs as the board keeps them (fixed once the pick is posted).
  const { rows, runs } = await populationOffer(ctx.db, populationId);
  const checkpoint = await latestCheckpoint(ctx.db);
  const pdf = await scheduleReportPdf({
    title: `${population.depotName}: ${population.name}`,
    subtitle: `${board.pick.description} · work in force ${isoToDisplayDate(board.pick.effectiveDate)} to ${isoToDisplayDate(board.pick.expirationDate)} · ${rows.length} packages`,
    printedOn: isoToDisplayDate(localIsoDate(ctx.now, ctx.config.timeZone)),
    createdAt: ctx.now,
    checkpointLine: checkpoint ? LEDGER_TEXTS.printedCheckpoint(checkpoint) : LEDGER_TEXTS.noCheckpointYet,
    packages: rows.map((pkg) => {
      const week = runs.get(pkg.packageId) ?? [];
      return {
        code: pkg.code,
        kindLabel: PICK_BOARD_TEXTS.kinds[pkg.kind as PackageKind],
        daysOff: daysOffLabel(daysOffOf(pkg.rdoMask)) || 'None',
        weeklyHours: formatDuration(pkg.weeklyPaidMinutes),
        days: DAY_NAMES.map((_, weekday) => {
          const run = week.find((r) => r.weekday === weekday);
          return run ? `${run.code} ${formatMinutes(run.startMinutes)}–${formatMinutes(run.endMinutes)}` : 'OFF';
        }),
      };
    }),
  });
  return {
    fileName: `${population.depotCode}-${population.code}-schedule-report.pdf`,
    contentType: 'application/pdf',
    base64: pdf.toString('base64'),
  };
}

/** mta_vacationPools: the group's pools of the employee's populations. */
export async function vacationPools(
  ctx: SignedInContext,
  { groupId }: InputOf<'mta_vacationPools'>,
): Promise<ServiceElements<'mta_vacationPools'>> {
  const { board } = await myGroup(ctx, groupId);
  const mine = new Set(board.mine.filter((m) => m.groupId === groupId).map((m) => m.populationId));
  const pools = (await groupPools(ctx.db, groupId)).filter((p) => mine.has(p.populationId));
  return {
    pools: pools.map((p, i) => ({
      ...p,
      weeks: Number(p.weeks),
      places: Number(p.places),
      restrictedWeeks: Number(p.restrictedWeeks),
      selected: i === 0,
    })),
  };
}

/** mta_vacationsByLocations: the weeks of every location (pool) the employee picks in. */
export async function vacationsByLocations(ctx: SignedInContext): Promise<ServiceElements<'mta_vacationsByLocations'>> {
  const board = await boardOf(ctx);
  const locations: ServiceElements<'mta_vacationsByLocations'>['locations'] = [];
  for (const m of board?.mine ?? []) {
    const pool = await poolOf(ctx.db, m.populationId);
    if (!pool) continue;
    if (!board) break;
    const { weeks } = await weeksOf(ctx, board, m.populationId);
    locations.push({
      depotCode: m.depotCode,
      depotName: m.depotName,
      pool: pool.name,
      populationId: m.populationId,
      weeks,
    });
  }
  return { locations };
}

/** mta_holidayAssignments: what each package of the population works on one of the pick's holidays. */
export async function holidayAssignments(
  ctx: SignedInContext,
  { populationId, date }: InputOf<'mta_holidayAssignments'>,
): Promise<ServiceElements<'mta_holidayAssignments'>> {
  const { board } = await myPopulation(ctx, populationId);
  const all = [
    ...(await pickHolidays(ctx.db, board.pick.pickPeriodId, 'PICK')),
    ...(await pickHolidays(ctx.db, board.pick.pickPeriodId, 'ASPA')),
  ];
  const holiday = all.find((h) => h.date === date);
  if (!holiday) throw new RefusalError(PICK_BOARD_TEXTS.notAHoliday);
  // The population's packages and runs as the board keeps them (fixed once the pick is posted).
  const { rows, runs } = await populationOffer(ctx.db, populationId);
  const changed = new Map((await overridesOn(ctx.db, populationId, date)).map((o) => [o.packageId, o]));
  return {
    date,
    name: holiday.name,
    packages: rows.map((p) => {
      const change = changed.get(p.packageId);
      const weekly = (runs.get(p.packageId) ?? []).find((r) => r.weekday === weekdayOf(date))?.code ?? null;
      return {
        packageId: p.packageId,
        code: p.code,
        runCode: change ? change.runCode : weekly,
        note: change?.note ?? null,
      };
    }),
  };
}
