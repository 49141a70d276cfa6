import {
  clockOfMinutes,
  isoDateIn,
  officeRunsGroup,
  PICK_OFFICE_TEXTS,
  type ScheduleSettingsInput,
  type ServiceElements,
  wallClockIn,
} from '@crewline/protocol';
import { RefusalError } from '../../exec/errors';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import {
  calendarRound,
  createRound,
  type OnTurnsMoved,
  type PlannedTurn,
  pauseRound,
  pickCalendar,
  resumeRound,
  saveSchedule,
  schedulePeople,
  scheduleProblems,
} from '../pick';
import { openGroupsWithMonitors } from './office-groups';
import { NoTurnTimeError, type ScheduledTurn, scheduleTurns } from './turn-schedule';

/**
 * The pick calendar of the office (docs/pick.md#the-pick-office): a group's pick and rounds,
 * a new round, a group's turn schedule previewed and saved, a round paused and resumed. A clerk
 * only for the groups of their depot or terminal; a round's window and pause, which hold for
 * every group of the pick, only a supervisor (the registry's roles).
 */

/** An instant as the office reads it in the agency's time: "2027-01-04 08:00". */
export function agencyTime(at: Date, timeZone: string): string {
  const wall = wallClockIn(at, timeZone);
  return `${isoDateIn(at, timeZone)} ${clockOfMinutes(wall.hour * 60 + wall.minute)}`;
}

/** The group the caller runs, of an open pick; refused otherwise. */
async function runGroup(ctx: SignedInContext, groupId: number) {
  const found = (await openGroupsWithMonitors(ctx.db)).find((g) => g.group.groupId === groupId);
  if (!found) throw new RefusalError(PICK_OFFICE_TEXTS.noSuchGroup);
  if (!officeRunsGroup(ctx.session.subject, found.group.depotCode))
    throw new RefusalError(PICK_OFFICE_TEXTS.notYourGroup);
  return found;
}

/** A round of the group's pick; refused for another pick's. */
async function roundOfGroup(ctx: SignedInContext, roundId: number, pickPeriodId: number) {
  const round = await calendarRound(ctx.db, roundId);
  if (!round || round.pickPeriodId !== pickPeriodId) throw new RefusalError(PICK_OFFICE_TEXTS.noSuchRound);
  return round;
}

const iso = (d: Date | null) => (d ? d.toISOString() : '');

export async function officeCalendar(
  ctx: SignedInContext,
  input: InputOf<'mta_officeCalendar'>,
): Promise<ServiceElements<'mta_officeCalendar'>> {
  const found = await runGroup(ctx, input.groupId);
  const calendar = await pickCalendar(ctx.db, found.group.pickPeriodId, found.group.groupId, ctx.now);
  if (!calendar) throw new RefusalError(PICK_OFFICE_TEXTS.noSuchGroup);
  const { pick } = calendar;
  return {
    group: found.elements,
    pick: {
      PICK_ID: pick.id,
      START_DATE: pick.startDate,
      END_DATE: pick.endDate,
      EFFECTIVE_DATE: pick.effectiveDate,
      EXPIRATION_DATE: pick.expirationDate,
    },
    rounds: calendar.rounds.map((r) => ({
      ROUND_ID: r.round.id,
      KIND: r.round.kind as ServiceElements<'mta_officeCalendar'>['rounds'][number]['KIND'],
      SEQ: r.round.seq,
      STATUS: r.status,
      OPENS_AT: r.round.opensAt.toISOString(),
      CLOSES_AT: r.round.closesAt.toISOString(),
      PAUSED_AT: iso(r.round.pausedAt),
      PAUSED_BY: r.round.pausedBy ?? '',
      TURNS: r.turns,
      PROCESSED: r.processed,
      FIRST_TURN_AT: iso(r.first),
      LAST_TURN_AT: iso(r.last),
      ROUND_PROCESSED: r.roundProcessed,
    })),
    FREE_KINDS: calendar.freeKinds,
  };
}

export async function officeCreateRound(
  ctx: SignedInContext,
  input: InputOf<'mta_officeCreateRound'>,
): Promise<ServiceElements<'mta_officeCreateRound'>> {
  const found = await runGroup(ctx, input.groupId);
  const round = await createRound(ctx.db, {
    pickPeriodId: found.group.pickPeriodId,
    kind: input.kind,
    opensAt: new Date(input.opensAt),
    closesAt: new Date(input.closesAt),
    actor: ctx.session.passId,
    now: ctx.now,
  });
  return { ROUND_ID: round.id, SEQ: round.seq };
}

interface PlannedSchedule {
  turns: (ScheduledTurn & { firstName: string; lastName: string })[];
  planned: PlannedTurn[];
}

/** The group's people laid out by the settings (refused when no day can hold a turn). */
async function plan(ctx: SignedInContext, groupId: number, settings: ScheduleSettingsInput): Promise<PlannedSchedule> {
  const people = await schedulePeople(ctx.db, groupId);
  const names = new Map(people.map((p) => [p.passId, p]));
  let turns: ScheduledTurn[];
  try {
    turns = scheduleTurns(people, settings, ctx.config.timeZone);
  } catch (e) {
    if (e instanceof NoTurnTimeError) throw new RefusalError(PICK_OFFICE_TEXTS.noTurnTime);
    throw e;
  }
  return {
    turns: turns.map((t) => ({
      ...t,
      firstName: names.get(t.passId)?.firstName ?? '',
      lastName: names.get(t.passId)?.lastName ?? '',
    })),
    planned: turns.map((t) => ({ passId: t.passId, at: t.at })),
  };
}

function summary(turns: readonly ScheduledTurn[]) {
  return {
    TURNS: turns.length,
    FIRST_TURN_AT: turns[0]?.at.toISOString() ?? '',
    LAST_TURN_AT: turns.at(-1)?.at.toISOString() ?? '',
    DAYS: new Set(turns.map((t) => t.day)).size,
  };
}

/** The schedule the settings give, a page of it, and why a save would be refused; nothing is written. */
export async function officeSchedulePreview(
  ctx: SignedInContext,
  input: InputOf<'mta_officeSchedulePreview'>,
): Promise<ServiceElements<'mta_officeSchedulePreview'>> {
  const found = await runGroup(ctx, input.groupId);
  const round = await roundOfGroup(ctx, input.roundId, found.group.pickPeriodId);
  const { turns, planned } = await plan(ctx, input.groupId, input.settings);
  const format = (at: Date) => agencyTime(at, ctx.config.timeZone);
  const problems = await scheduleProblems(ctx.db, round, input.groupId, planned, ctx.now, format);
  return {
    ...summary(turns),
    PROBLEMS: problems,
    turns: turns.slice(input.offset, input.offset + input.limit).map((t, i) => ({
      PASS_ID: t.passId,
      NAME: `${t.firstName} ${t.lastName}`,
      SENIORITY_NUMBER: t.seniorityNumber,
      RANK: input.offset + i + 1,
      TURN_AT: t.at.toISOString(),
    })),
  };
}

export async function officeScheduleSave(
  ctx: SignedInContext,
  input: InputOf<'mta_officeScheduleSave'>,
): Promise<ServiceElements<'mta_officeScheduleSave'>> {
  const found = await runGroup(ctx, input.groupId);
  await roundOfGroup(ctx, input.roundId, found.group.pickPeriodId);
  const { turns, planned } = await plan(ctx, input.groupId, input.settings);
  const saved = await saveSchedule(ctx.db, {
    roundId: input.roundId,
    groupId: input.groupId,
    turns: planned,
    settings: { ...input.settings, timeZone: ctx.config.timeZone },
    actor: ctx.session.passId,
    now: ctx.now,
    format: (at) => agencyTime(at, ctx.config.timeZone),
  });
  return { ...summary(turns), EVENT: saved.event };
}

/** A round of an open pick (a supervisor's: they run every group). */
async function openRound(ctx: SignedInContext, roundId: number) {
  const round = await calendarRound(ctx.db, roundId);
  const open = new Set((await openGroupsWithMonitors(ctx.db)).map((g) => g.group.pickPeriodId));
  if (!round || !open.has(round.pickPeriodId)) throw new RefusalError(PICK_OFFICE_TEXTS.noSuchRound);
  return round;
}

export async function officePause(
  ctx: SignedInContext,
  input: InputOf<'mta_officePause'>,
): Promise<ServiceElements<'mta_officePause'>> {
  await openRound(ctx, input.roundId);
  const paused = await pauseRound(ctx.db, { roundId: input.roundId, actor: ctx.session.passId, now: ctx.now });
  return { ROUND_ID: input.roundId, PAUSED_AT: paused.pausedAt.toISOString(), EVENT: paused.event };
}

/** Resumes a paused round (the moved turns' employees are told in its transaction); `onTurnsMoved` also sees them. */
export function officeResumeWith(onTurnsMoved?: OnTurnsMoved) {
  return async (
    ctx: SignedInContext,
    input: InputOf<'mta_officeResume'>,
  ): Promise<ServiceElements<'mta_officeResume'>> => {
    const round = await openRound(ctx, input.roundId);
    const resumed = await resumeRound(ctx.db, {
      roundId: round.id,
      actor: ctx.session.passId,
      now: ctx.now,
      ...(input.newStart ? { newStart: new Date(input.newStart) } : {}),
      format: (at) => agencyTime(at, ctx.config.timeZone),
      ...(onTurnsMoved ? { onTurnsMoved } : {}),
    });
    return {
      ROUND_ID: round.id,
      CLOSES_AT: resumed.closesAt.toISOString(),
      MOVED: resumed.moved.length,
      SHIFT_MINUTES: Math.round(resumed.shiftMs / 60_000),
      EVENT: resumed.event,
    };
  };
}

export const officeResume = officeResumeWith();
