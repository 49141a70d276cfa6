import { z } from 'zod';
import { dateField, instantField } from '../date-range';
import { request } from '../envelope';
import type { ServiceDef } from '../service-def';
import { instant, isoDate } from './schema-parts';

/**
 * The pick office (docs/pick.md#the-pick-office): clerks run their depot's or terminal's groups,
 * a supervisor every group and the public bid monitors.
 */

/** How a public monitor shows a person: as the pick sheet posts them ("#112 J. Rivera") or the seniority number only. */
export const PUBLIC_MONITOR_NAME_STYLES = ['NAME', 'SENIORITY'] as const;
export type PublicMonitorNameStyle = (typeof PUBLIC_MONITOR_NAME_STYLES)[number];
/** A public monitor's setting: off, or on with a name style. */
export const PUBLIC_MONITOR_SETTINGS = ['OFF', ...PUBLIC_MONITOR_NAME_STYLES] as const;
export type PublicMonitorSetting = (typeof PUBLIC_MONITOR_SETTINGS)[number];

/** The live monitor and the public board ask again this often. */
export const MONITOR_REFRESH_SECONDS = 15;
/** The latest awards a board shows. */
export const MONITOR_LATEST_AWARDS = 8;

/** The kinds of round, in the order a pick runs them (a round's seq). */
export const PICK_ROUND_KINDS = ['WORK', 'VACATION', 'HOLIDAY', 'VR'] as const;
export type PickRoundKind = (typeof PICK_ROUND_KINDS)[number];

/** A turn lasts at most this long; a preview page holds at most this many turns. */
export const TURN_MINUTES_MAX = 240;
export const SCHEDULE_PAGE_MAX = 200;
/** Turns the calendar's preview shows a page: a group of 2,000 is read a page at a time from the server. */
export const SCHEDULE_PREVIEW_PAGE = 50;
/** The breaks and listed days off a schedule may have. */
export const SCHEDULE_BREAKS_MAX = 4;
export const SCHEDULE_DATES_OFF_MAX = 60;

/** Minutes after midnight as the calendar shows them: "08:00". */
export function clockOfMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export const PICK_OFFICE_TEXTS = {
  groupId: 'Choose a pick group by its number.',
  depotCode: 'Give the depot or terminal code of the group, e.g. FB.',
  setting: `Choose how the public monitor shows names: ${PUBLIC_MONITOR_SETTINGS.join(', ')}.`,
  noSuchGroup: 'No pick open now has this group.',
  notYourGroup: 'This group is not yours: a clerk runs the groups of their own depot or terminal.',
  noSuchDepot: 'No open pick has a group at this depot or terminal.',
  title: 'Pick office',
  groups: 'Groups',
  noGroups: 'No pick is open for your groups.',
  monitor: 'Live monitor',
  publicMonitors: 'Public monitors',
  upNow: 'Up now',
  next: 'Next',
  nobody: 'Nobody: every turn is processed',
  processed: 'Processed',
  skipped: 'Skipped',
  toCome: 'To come',
  toComeWithList: 'To come with a saved list',
  left: 'Left',
  latestAwards: 'Latest awards',
  noAwards: 'No turn processed yet.',
  leftAll: 'Every turn is processed: nothing is left to pick.',
  refreshes: `Refreshes by itself every ${MONITOR_REFRESH_SECONDS} seconds.`,
  loadFailed: 'The monitor could not be loaded.',
  kinds: { WORK: 'Work', VACATION: 'Vacation', HOLIDAY: 'Holidays', VR: 'Vacation relief' } as Readonly<
    Record<string, string>
  >,
  /** What is left, by the round's kind. */
  leftOf: (kind: string, items: number, seats: number, ofItems: number) => {
    if (kind === 'WORK') return `${items} of ${ofItems} packages (${seats} places)`;
    if (kind === 'VACATION') return `${items} of ${ofItems} vacation weeks with slots (${seats} slots)`;
    if (kind === 'HOLIDAY') return `${items} of ${ofItems} holidays (${seats} places)`;
    return `${items} of ${ofItems} bids`;
  },
  settingNames: {
    OFF: 'Off',
    NAME: 'On, names as the pick sheet posts them ("#112 J. Rivera")',
    SENIORITY: 'On, seniority numbers only',
  } as Readonly<Record<PublicMonitorSetting, string>>,
  skippedAward: 'skipped',
  publicTitle: (group: string) => `Bid monitor · ${group}`,
  publicOff: 'There is no public bid monitor here.',
  publicAsOf: (time: string) => `As of ${time}`,
  publicNoRound: 'No round of this pick is open now.',
  // The pick calendar and turn schedule.
  calendar: 'Pick calendar',
  roundId: 'Choose a round by its number.',
  kind: `Choose what the round picks: ${PICK_ROUND_KINDS.join(', ')}.`,
  opensAt: 'Give when the round opens, as a date and time.',
  closesAt: 'Give when the round closes, as a date and time.',
  startDate: 'Give the day of the first turn.',
  minutesPerTurn: `Give the minutes a turn lasts, from 1 to ${TURN_MINUTES_MAX}.`,
  officeHours: 'Give office hours as minutes after midnight: a start before the end, within the day.',
  officeTooShort: 'The office hours are shorter than one turn.',
  breaks: `Give at most ${SCHEDULE_BREAKS_MAX} breaks, each a start before its end, within the day.`,
  weekdaysOff:
    'Give the weekdays without turns as numbers, 0 Sunday to 6 Saturday; at least one weekday must have turns.',
  datesOff: `Give at most ${SCHEDULE_DATES_OFF_MAX} days off, as dates.`,
  page: `Give the page as an offset from 0 and at most ${SCHEDULE_PAGE_MAX} turns.`,
  newStart: 'Give the new start as a date and time.',
  noSuchRound: 'This group has no such round in its pick.',
  closesBeforeOpens: 'The round closes before it opens: give a close after the opening.',
  kindTaken: (kind: string) => `The pick already has a ${kind.toLowerCase()} round.`,
  roundOverlaps: (kind: string) =>
    `The window overlaps the pick's ${kind.toLowerCase()} round: rounds of a pick follow each other.`,
  roundClosed: 'The round is closed.',
  turnProcessed: 'A turn of this round has been processed: its schedule can no longer be set.',
  windowClosesBeforeLastTurn: (last: string) => `The window closes before the last turn (${last}).`,
  firstTurnBeforeOpening: (first: string) => `The first turn (${first}) comes before the round opens.`,
  scheduleOverlaps: (kind: string) =>
    `The turns overlap the group's turns in the ${kind.toLowerCase()} round: a group takes one round at a time.`,
  noTurnTime: 'No day has a turn under these settings: check the office hours, breaks and days off.',
  nobodyToSchedule: 'The group has nobody to give a turn.',
  notInSetup:
    "The round's participants were fixed when its first list was saved, and this group's people have changed since.",
  alreadyPaused: 'The round is paused already.',
  notPaused: 'The round is not paused.',
  newStartPassed: 'The new start has passed: give a time to come.',
  paused: 'Paused',
  pausedSince: (time: string) => `Paused since ${time}: no turn is awarded until it is resumed.`,
  statusNames: { UPCOMING: 'Upcoming', OPEN: 'Open', CLOSED: 'Closed' } as Readonly<Record<string, string>>,
  noRounds: 'This pick has no round yet.',
  createRound: 'Create a round',
  create: 'Create',
  schedule: 'Turn schedule',
  preview: 'Preview',
  save: 'Save the schedule',
  pause: 'Pause',
  resume: 'Resume',
  resumeShift: 'Move the remaining turns and the close by the pause’s length',
  resumeAt: 'Move the remaining turns to start at',
  turnsOfGroup: (turns: number, processed: number) => `${turns} turns in this group, ${processed} processed`,
  firstLast: (first: string, last: string) => `First turn ${first}, last ${last}`,
  noTurns: 'No turns in this group yet.',
  previewOf: (turns: number, days: number) =>
    `${turns} ${turns === 1 ? 'turn' : 'turns'} over ${days} ${days === 1 ? 'day' : 'days'}`,
  saved: (turns: number) => `Saved: ${turns} turns.`,
  resumed: (moved: number) => `Resumed: ${moved} remaining turns moved.`,
  pausedDone: 'Paused: no turn is awarded until it is resumed.',
  created: 'Round created.',
  roundColumn: 'Round',
  statusColumn: 'Status',
  actionsColumn: 'Pause or resume',
  kindField: 'Kind',
  rank: 'Rank',
  name: 'Name',
  seniority: 'Seniority',
  turnAt: 'Turn',
  previousPage: 'Previous turns',
  nextPage: 'Next turns',
  pageOf: (from: number, to: number, of: number) => `Turns ${from}–${to} of ${of}`,
  window: 'Window',
  opens: 'Opens',
  closes: 'Closes',
  turnMinutes: 'Minutes a turn',
  officeFrom: 'Office opens',
  officeTo: 'Office closes',
  breakFrom: 'Break from',
  breakTo: 'Break to',
  daysOffWeek: 'Weekdays without turns',
  daysOffListed: 'Other days off (YYYY-MM-DD, separated by commas)',
  firstDay: 'First day of turns',
  weekdayNames: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as readonly string[],
} as const;

/** A person as a public monitor shows them: "#112 J. Rivera", or "#112" with the seniority style. */
export function monitorName(
  style: PublicMonitorNameStyle,
  p: { seniorityNumber: number; firstName: string; lastName: string },
): string {
  if (style === 'SENIORITY') return `#${p.seniorityNumber}`;
  return `#${p.seniorityNumber} ${p.firstName.slice(0, 1)}. ${p.lastName}`;
}

const groupId = z
  .number({ error: PICK_OFFICE_TEXTS.groupId })
  .int({ error: PICK_OFFICE_TEXTS.groupId })
  .positive({ error: PICK_OFFICE_TEXTS.groupId })
  .max(2_147_483_647, { error: PICK_OFFICE_TEXTS.groupId })
  .describe('The pick group (its id in mta_officeGroups).');

const count = (what: string) => z.number().int().describe(what);

const groupElements = z.object({
  GROUP_ID: z.number().int().describe('The pick group.'),
  DEPOT_CODE: z.string().describe('Its depot or terminal.'),
  GROUP_NAME: z.string().describe('Its name.'),
  PICK_CODE: z.string().describe("The pick's code."),
  PICK_DESCRIPTION: z.string().describe('The pick in words.'),
  DEPARTMENT: z.string().describe('DOB or RTO.'),
  PUBLIC_MONITOR: z
    .enum(PUBLIC_MONITOR_SETTINGS)
    .describe('The public bid monitor of its depot: off or how names show.'),
});

const person = z.object({
  PASS_ID: z.string().describe('Pass id.'),
  NAME: z.string().describe('First and last name.'),
  SENIORITY_NUMBER: z.number().int().describe('Seniority number.'),
  RANK: z.number().int().describe('Place in the round (1 first).'),
});

const turn = person.extend({ TURN_AT: instant('The turn') });

const roundId = z
  .number({ error: PICK_OFFICE_TEXTS.roundId })
  .int({ error: PICK_OFFICE_TEXTS.roundId })
  .positive({ error: PICK_OFFICE_TEXTS.roundId })
  .max(2_147_483_647, { error: PICK_OFFICE_TEXTS.roundId })
  .describe('The round (its id in mta_officeCalendar).');

const dayMinutes = (error: string, what: string) =>
  z
    .number({ error })
    .int({ error })
    .min(0, { error })
    .max(1440, { error })
    .describe(`${what}, minutes after midnight.`);

/** How a group's turns are laid out (docs/pick.md#the-pick-office); the same for a preview and a save. */
export const scheduleSettings = z
  .object({
    startDate: dateField(PICK_OFFICE_TEXTS.startDate).describe('The day of the first turn, YYYY-MM-DD.'),
    minutesPerTurn: z
      .number({ error: PICK_OFFICE_TEXTS.minutesPerTurn })
      .int({ error: PICK_OFFICE_TEXTS.minutesPerTurn })
      .min(1, { error: PICK_OFFICE_TEXTS.minutesPerTurn })
      .max(TURN_MINUTES_MAX, { error: PICK_OFFICE_TEXTS.minutesPerTurn })
      .describe('Minutes a turn lasts.'),
    officeStart: dayMinutes(PICK_OFFICE_TEXTS.officeHours, 'When the office opens'),
    officeEnd: dayMinutes(PICK_OFFICE_TEXTS.officeHours, 'When the office closes'),
    breaks: z
      .array(
        z.object({
          start: dayMinutes(PICK_OFFICE_TEXTS.breaks, 'The break starts'),
          end: dayMinutes(PICK_OFFICE_TEXTS.breaks, 'The break ends'),
        }),
        { error: PICK_OFFICE_TEXTS.breaks },
      )
      .max(SCHEDULE_BREAKS_MAX, { error: PICK_OFFICE_TEXTS.breaks })
      .refine((bs) => bs.every((b) => b.start < b.end), { error: PICK_OFFICE_TEXTS.breaks })
      .describe('Breaks without turns, e.g. lunch 720–750.'),
    weekdaysOff: z
      .array(z.number({ error: PICK_OFFICE_TEXTS.weekdaysOff }).int().min(0).max(6), {
        error: PICK_OFFICE_TEXTS.weekdaysOff,
      })
      .max(6, { error: PICK_OFFICE_TEXTS.weekdaysOff })
      .refine((ds) => new Set(ds).size === ds.length && new Set(ds).size < 7, { error: PICK_OFFICE_TEXTS.weekdaysOff })
      .describe('Weekdays without turns, 0 Sunday … 6 Saturday.'),
    datesOff: z
      .array(dateField(PICK_OFFICE_TEXTS.datesOff), { error: PICK_OFFICE_TEXTS.datesOff })
      .max(SCHEDULE_DATES_OFF_MAX, { error: PICK_OFFICE_TEXTS.datesOff })
      .describe('Other days without turns (holidays), YYYY-MM-DD.'),
  })
  .refine((s) => s.officeStart < s.officeEnd, { error: PICK_OFFICE_TEXTS.officeHours, path: ['officeEnd'] })
  .refine((s) => s.officeEnd - s.officeStart >= s.minutesPerTurn, {
    error: PICK_OFFICE_TEXTS.officeTooShort,
    path: ['minutesPerTurn'],
  })
  .describe('The schedule: first day, minutes a turn, office hours, breaks, days off (agency local time).');
export type ScheduleSettingsInput = z.infer<typeof scheduleSettings>;

export const officeGroupsRequest = request({});
export const officeGroupsElements = z.object({
  groups: z
    .array(groupElements)
    .describe('The groups of open picks the caller runs: a clerk their own, a supervisor all.'),
});

export const officeMonitorRequest = request({ groupId });
export const officeMonitorElements = z.object({
  group: groupElements,
  rounds: z
    .array(
      z.object({
        ROUND_ID: z.number().int().describe('The round.'),
        KIND: z.enum(['WORK', 'VACATION', 'HOLIDAY', 'VR']).describe('What it picks.'),
        STATUS: z.enum(['UPCOMING', 'OPEN', 'CLOSED']).describe("Against the server's now."),
        OPENS_AT: instant('When it opens'),
        CLOSES_AT: instant('When it closes'),
        TURNS: count('Turns of the group in the round.'),
        PROCESSED: count('Turns processed (awards and skips).'),
        SKIPPED: count('Of those, skipped.'),
        TO_COME: count('Turns to come.'),
        TO_COME_WITH_LIST: count('Of those, with a saved list, as the projections count them.'),
        UP_NOW: turn.nullable().describe('The first turn to come; null when none is.'),
        NEXT: turn.nullable().describe('The turn after it.'),
        LEFT: z
          .object({
            ITEMS: count('Items with a place open now.'),
            SEATS: count('Places open now.'),
            OF_ITEMS: count('Items of the group in all.'),
          })
          .nullable()
          .describe('What is left, as the projection of the one up now sees it; null when no turn is to come.'),
        LATEST_AWARDS: z
          .array(
            person.extend({
              OUTCOME: z.string().describe('AWARDED, SKIPPED, FORCED or EXTRA_BOARD.'),
              ITEM: z.string().describe('What was awarded, in words; empty when skipped.'),
              AWARDED_AT: instant('When the turn was processed'),
            }),
          )
          .describe(`The latest ${MONITOR_LATEST_AWARDS} turns processed, the latest first.`),
      }),
    )
    .describe("The pick's rounds in order."),
});

export const officePublicMonitorRequest = request({
  depotCode: z
    .string({ error: PICK_OFFICE_TEXTS.depotCode })
    .trim()
    .min(1, { error: PICK_OFFICE_TEXTS.depotCode })
    .max(8, { error: PICK_OFFICE_TEXTS.depotCode })
    .describe('The depot or terminal whose board this is.'),
  setting: z.enum(PUBLIC_MONITOR_SETTINGS, { error: PICK_OFFICE_TEXTS.setting }).describe('OFF, NAME or SENIORITY.'),
});
export const officePublicMonitorElements = z.object({
  DEPOT_CODE: z.string().describe('The depot or terminal.'),
  PUBLIC_MONITOR: z.enum(PUBLIC_MONITOR_SETTINGS).describe('The setting now.'),
  URL: z.string().describe('Where the board is, when on; empty when off.'),
});

const pausedFields = {
  PAUSED_AT: z.string().describe('When the office paused it (ISO 8601); empty while not paused.'),
  PAUSED_BY: z.string().describe('Who paused it (pass id); empty while not paused.'),
};

export const officeCalendarRequest = request({ groupId });
export const officeCalendarElements = z.object({
  group: groupElements,
  pick: z.object({
    PICK_ID: z.number().int().describe('The pick period.'),
    START_DATE: isoDate('The first day of its window'),
    END_DATE: isoDate('The last day of its window'),
    EFFECTIVE_DATE: isoDate('The first day the picked work is in force'),
    EXPIRATION_DATE: isoDate('The last day it is in force'),
  }),
  rounds: z
    .array(
      z.object({
        ROUND_ID: z.number().int().describe('The round.'),
        KIND: z.enum(PICK_ROUND_KINDS).describe('What it picks.'),
        SEQ: z.number().int().describe('Its place in the pick, 1 first.'),
        STATUS: z.enum(['UPCOMING', 'OPEN', 'CLOSED']).describe("Against the server's now, as employees see it."),
        OPENS_AT: instant('When it opens'),
        CLOSES_AT: instant('When it closes'),
        ...pausedFields,
        TURNS: count("Turns of the group's people in the round."),
        PROCESSED: count('Of those, processed.'),
        FIRST_TURN_AT: z.string().describe("The group's first turn (ISO 8601); empty when it has none."),
        LAST_TURN_AT: z.string().describe("The group's last turn (ISO 8601); empty when it has none."),
        ROUND_PROCESSED: count('Turns of the whole round processed (a schedule can be set only while none is).'),
      }),
    )
    .describe("The pick's rounds in order."),
  FREE_KINDS: z.array(z.enum(PICK_ROUND_KINDS)).describe('The kinds of round the pick has not got yet.'),
});

export const officeCreateRoundRequest = request({
  groupId,
  kind: z.enum(PICK_ROUND_KINDS, { error: PICK_OFFICE_TEXTS.kind }).describe('What the round picks.'),
  opensAt: instantField(PICK_OFFICE_TEXTS.opensAt).describe('When it opens (ISO 8601 with a zone).'),
  closesAt: instantField(PICK_OFFICE_TEXTS.closesAt).describe('When it closes (ISO 8601 with a zone).'),
});
export const officeCreateRoundElements = z.object({
  ROUND_ID: z.number().int().describe('The round made (or the one an identical earlier call made).'),
  SEQ: z.number().int().describe('Its place in the pick.'),
});

const scheduleTurn = person.extend({ TURN_AT: instant('The turn') });
const scheduleSummary = {
  TURNS: count('Turns in the schedule.'),
  FIRST_TURN_AT: z.string().describe('The first turn (ISO 8601); empty when none.'),
  LAST_TURN_AT: z.string().describe('The last turn (ISO 8601); empty when none.'),
  DAYS: count('Days with turns.'),
};

export const officeSchedulePreviewRequest = request({
  roundId,
  groupId,
  settings: scheduleSettings,
  offset: z
    .number({ error: PICK_OFFICE_TEXTS.page })
    .int({ error: PICK_OFFICE_TEXTS.page })
    .min(0, { error: PICK_OFFICE_TEXTS.page })
    .max(1_000_000, { error: PICK_OFFICE_TEXTS.page })
    .describe('The first turn of the page, 0 first.'),
  limit: z
    .number({ error: PICK_OFFICE_TEXTS.page })
    .int({ error: PICK_OFFICE_TEXTS.page })
    .min(1, { error: PICK_OFFICE_TEXTS.page })
    .max(SCHEDULE_PAGE_MAX, { error: PICK_OFFICE_TEXTS.page })
    .describe('Turns on the page.'),
});
export const officeSchedulePreviewElements = z.object({
  ...scheduleSummary,
  PROBLEMS: z
    .array(z.string())
    .describe('Why saving this schedule would be refused, in words; empty when it may be saved.'),
  turns: z.array(scheduleTurn).describe('The page of turns, in seniority order.'),
});

export const officeScheduleSaveRequest = request({ roundId, groupId, settings: scheduleSettings });
export const officeScheduleSaveElements = z.object({
  ...scheduleSummary,
  EVENT: z
    .number()
    .int()
    .describe('The ledger event that records it (SCHEDULE_SET); 0 when the schedule was already so.'),
});

export const officePauseRequest = request({ roundId });
export const officePauseElements = z.object({
  ROUND_ID: z.number().int().describe('The round.'),
  PAUSED_AT: instant('When it was paused'),
  EVENT: z.number().int().describe('The ledger event that records it (PAUSED).'),
});

export const officeResumeRequest = request({
  roundId,
  newStart: instantField(PICK_OFFICE_TEXTS.newStart)
    .optional()
    .describe('Where the first remaining turn moves to; without it every remaining turn moves by the pause’s length.'),
});
export const officeResumeElements = z.object({
  ROUND_ID: z.number().int().describe('The round.'),
  CLOSES_AT: instant('When it closes now'),
  MOVED: count('Remaining turns moved.'),
  SHIFT_MINUTES: z.number().describe('By how much they moved, in minutes (may be negative with a new start).'),
  EVENT: z.number().int().describe('The ledger event that records it (RESUMED).'),
});

export const PICK_OFFICE_SERVICES = {
  mta_officeGroups: {
    role: 'PICK_CLERK',
    summary:
      'The groups of the open picks the office person runs (a clerk their depot’s or terminal’s, a supervisor all).',
    request: officeGroupsRequest,
    elements: officeGroupsElements,
  },
  mta_officeMonitor: {
    role: 'PICK_CLERK',
    summary:
      'The live monitor of a group: who is up now and next, turns processed, skipped and to come, what is left; a clerk only for their groups.',
    request: officeMonitorRequest,
    elements: officeMonitorElements,
  },
  mta_officePublicMonitor: {
    role: 'PICK_SUPERVISOR',
    summary: "Turns a depot's public bid monitor (/monitor/<code>) off, or on with how names show.",
    request: officePublicMonitorRequest,
    elements: officePublicMonitorElements,
  },
  mta_officeCalendar: {
    role: 'PICK_CLERK',
    summary:
      "The pick calendar of a group: its pick's rounds with their status, window, pause and the group's turns; a clerk only for their groups.",
    request: officeCalendarRequest,
    elements: officeCalendarElements,
  },
  mta_officeCreateRound: {
    role: 'PICK_SUPERVISOR',
    summary:
      "Creates a round of a group's pick with its window, refused when it overlaps another round, closes before it opens or repeats a kind.",
    request: officeCreateRoundRequest,
    elements: officeCreateRoundElements,
  },
  mta_officeSchedulePreview: {
    role: 'PICK_CLERK',
    summary:
      "A group's turn schedule in a round as the settings give it, a page at a time, with why a save would be refused; writes nothing.",
    request: officeSchedulePreviewRequest,
    elements: officeSchedulePreviewElements,
  },
  mta_officeScheduleSave: {
    role: 'PICK_CLERK',
    summary:
      "Saves a group's turn schedule in a round, in the ledger with its actor; refused once a turn is processed, past the window or over another round's turns.",
    request: officeScheduleSaveRequest,
    elements: officeScheduleSaveElements,
  },
  mta_officePause: {
    role: 'PICK_SUPERVISOR',
    summary: 'Pauses a round: no due turn is awarded (nor the close run) until it is resumed.',
    request: officePauseRequest,
    elements: officePauseElements,
  },
  mta_officeResume: {
    role: 'PICK_SUPERVISOR',
    summary:
      "Resumes a paused round, moving its remaining turns and its close by the pause's length or to a new start.",
    request: officeResumeRequest,
    elements: officeResumeElements,
  },
} as const satisfies Record<string, ServiceDef>;
