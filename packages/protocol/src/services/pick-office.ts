import { z } from 'zod';
import { dateField, instantField } from '../date-range';
import { isoToDisplayDate } from '../dates';
import { request } from '../envelope';
import { PREFERENCE_LIST_MAX } from '../pick-texts';
import type { ServiceDef } from '../service-def';
import { sentenceEnd } from './notifications';
import { awardSchema, ROUND_STATUSES, savedListSchema } from './pick-preferences';
import { idOf, instant, isoDate } from './schema-parts';

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
  publicMonitorOf: (depot: string) => `Public bid monitor of ${depot}`,
  publicMonitorNote:
    'A page for a screen at the depot: what is taken, by whom, and what is left, without sign-in. One per depot: it shows the group of the pick open there.',
  publicMonitorSet: (depot: string, url: string) =>
    url === '' ? `The public bid monitor of ${depot} is off.` : `The public bid monitor of ${depot} is on at ${url}.`,
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
  resumeShift: 'Move the remaining turns and the close (and an opening still to come) by the pause’s length',
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
  // Phone-in lists, skips and bid-around (issue 51 items 3 and 4).
  passId: 'Give the pass id of the employee: digits only.',
  requestId: 'Send a request id: a UUID made once per change and sent again on a retry.',
  baseVersion: 'Send the version of the list you were shown (0 when none was saved).',
  itemId: 'Each choice is an item id, a whole number from mta_officeEmployee.',
  tooMany: `A list holds at most ${PREFERENCE_LIST_MAX} choices. Remove some before saving.`,
  reason: 'Say why the employee is marked absent, in 3 to 200 characters.',
  pickItems: 'Choose at least one item to pick.',
  noSuchEmployee: 'No employee with this pass id has a turn in an open pick.',
  notYourEmployee:
    'This employee is not in your groups: a clerk takes lists for the groups of their own depot or terminal.',
  notInRound: 'This employee has no turn in this round.',
  employeeTurnProcessed: "This employee's turn in this round has been processed: their list can no longer be changed.",
  turnNotProcessed: "This employee's turn has not been processed yet: enter their list instead.",
  phoneIn: 'Phone-in lists',
  findEmployee: 'Find an employee',
  passIdLabel: 'Pass id',
  find: 'Find',
  currentList: 'Current list',
  noList: 'No list saved.',
  enterList: 'Enter the list',
  saveList: 'Save the list',
  addChoice: 'Add',
  removeChoice: (label: string) => `Remove ${label}`,
  moveUp: (label: string) => `Move ${label} up`,
  up: 'Up',
  remove: 'Remove',
  choices: 'Choices, best first',
  offered: 'Offered to this employee',
  markAbsent: 'Mark absent',
  absentReason: 'Reason',
  latePick: 'Record a bid-around pick',
  pickThis: 'Pick',
  listSaved: (version: number) => `Saved as version ${version}.`,
  markedAbsent: 'Marked absent: the turn will be skipped.',
  picked: (item: string) => `Picked: ${item}.`,
  employeeTurnAt: (at: string) => `Turn ${at}`,
  turnStatuses: { TO_COME: 'Turn to come', PROCESSED: 'Turn processed', SKIPPED: 'Skipped' } as Readonly<
    Record<string, string>
  >,
  /** The award line a bid-around pick carries. */
  latePickBy: (by: string) => `Picked after the turn from what was left, entered ${by}.`,
  // Results (docs/pick.md#results): the pick sheet and the awards export.
  results: 'Results',
  noResults: 'No pick of your groups has work in force or to come.',
  resultsLoadFailed: 'The results could not be loaded.',
  resultsNote:
    'The pick sheet lists every turn of the group in seniority order with what it was awarded; the awards export is the file for the scheduling system (docs/data-formats.md).',
  resultsNoSuchRound: 'This round is not a round of the group’s pick.',
  resultFile: `Choose a file: ${['PICK_SHEET_CSV', 'PICK_SHEET_PDF', 'AWARDS_EXPORT'].join(', ')}.`,
  pickSheetCsv: 'Pick sheet (CSV)',
  pickSheetPdf: 'Pick sheet (PDF)',
  awardsExport: 'Awards export',
  awardsIn: (awards: number, turns: number) => `${awards} awards · ${turns} turns`,
  /** The pick sheet's Choice column. */
  sheetChoice: {
    choice: (n: number) => `Choice ${n}`,
    FORCED: 'Forced',
    EXTRA_BOARD: 'Extra board',
    SKIPPED: 'Skipped',
    latePick: 'Picked after a skip',
    toCome: 'To come',
    noAward: 'No award',
  },
  sheetTitle: (group: string, depot: string, kind: string) => `Pick sheet · ${group} (${depot}) · ${kind}`,
  sheetSubtitle: (pick: string, status: string, turns: number, processed: number) =>
    `${pick} · round ${status.toLowerCase()} · ${processed} of ${turns} turns processed`,
  sheetPrinted: (date: string) => `printed ${date}`,
  sheetHeadings: ['Seniority', 'Name', 'Award', 'Choice'] as readonly string[],
  // Accounts (docs/product.md#enrolment): supervisor only.
  accounts: 'Accounts',
  accountsNote:
    'Find an employee, then make an enrolment code (no password yet) or a reset code (a forgotten password or a lost phone: their sessions, password and second factor end at once).',
  accountFindEmployee: 'Pass id or last name',
  findQuery: 'Type a pass id or at least two letters of a last name.',
  noneFound: 'No employee matches.',
  accountsLoadFailed: 'The employees could not be found.',
  hasAccount: 'Has a password',
  noAccount: 'No password yet',
  formerEmployee: (leftOn: string) => `Left on ${leftOn}`,
  makeEnrolCode: 'Make enrolment code',
  makeResetCode: 'Make reset code',
  resetConfirm: (name: string) =>
    `Reset ${name}'s account? Their sessions, password and second factor end now; the new code sets them up again.`,
  codeMade: (name: string) => `Code for ${name}`,
  codeOnce: 'Shown once: give it to the employee now. It is kept only as a hash and cannot be shown again.',
  codeExpires: (when: string) => `Valid until ${when}, for one use.`,
  codeLink: 'Or send this link, which fills in the pass id and code:',
  codeQrAlt: 'QR code of the enrolment link',
  done: 'Done',
  accountNoSuchEmployee: 'No employee has this pass id.',
  employeeLeft: 'This employee has left: a former employee cannot be enrolled.',
  hasPasswordUseReset: 'This employee has a password already: make a reset code instead.',
  resetConfirmed: 'Reset',
  cancel: 'Cancel',
  // Corrections (docs/pick.md#corrections): supervisor only.
  corrections: 'Corrections',
  correctionsNote:
    'A setup error found after turns were processed — a lost list, someone in the wrong seniority place, or a package the agency imported that the round left out — is corrected by bidding again from the earliest place whose award changes; the awards before it stand. A closed round is bid again with its close, which can change a senior’s extra board or forced week. Preview it first: applying records it in the ledger with your name and reason, and tells each employee whose award changes.',
  correctionRound: 'Round',
  correctionNoRounds: 'No round has a processed turn to correct.',
  correctionRoundsFailed: 'The rounds could not be loaded.',
  correctionKind: 'Choose the correction: RESTORE_LIST, MOVE_TO or ADD_PACKAGE.',
  correctionKindLabel: 'Correction',
  correctionKinds: {
    RESTORE_LIST: 'Restore a lost list',
    MOVE_TO: 'Move to the right seniority place',
    ADD_PACKAGE: 'Add a missing package',
  } as Readonly<Record<string, string>>,
  correctionPassId: 'Give the pass id of the employee the correction is about (digits).',
  correctionEmployee: 'Employee (pass id)',
  correctionItems: `Give the lost list as item ids, best first: 1 to ${PREFERENCE_LIST_MAX}.`,
  correctionItemsLabel: 'The lost list: item ids, best first, separated by commas',
  correctionRank: 'Give the right place as a whole number from 1.',
  correctionRankLabel: 'Right place (1 is the most senior)',
  correctionReason: 'Give the reason, 3 to 300 characters: the employees whose award changes read it.',
  correctionReasonLabel: 'Reason (the employees affected read it)',
  correctionDigest: 'Send the digest of the preview you were shown.',
  correctionNoSuchRound: 'No round has this number.',
  correctionNoTurn: 'No turn of this round has been processed yet: there is no award to correct.',
  correctionNotInRound: 'This employee has no turn in this round.',
  correctionTurnToCome:
    "This employee's turn has not been processed yet: enter their list by phone, or move their turn on the calendar, instead.",
  correctionPlaceRange: (processed: number) =>
    `The right place must be one whose turn has been processed: 1 to ${processed}.`,
  correctionItemNotInRound: (itemId: number) => `Item ${itemId} is not in this round.`,
  correctionNothingChanges: 'This correction changes no award: there is nothing to apply.',
  correctionStale:
    'The round has moved on since the preview (a turn, a list or another correction was recorded): preview it again.',
  correctionPreview: 'Preview',
  correctionPreviewFailed: 'The preview could not be made.',
  correctionApply: 'Apply the correction',
  correctionConfirm: (from: number, changes: number) =>
    `Bid again from place ${from}? ${changes} ${changes === 1 ? 'award changes' : 'awards change'}; the turns before place ${from} stand (of a closed round, the close is run again). The ledger records it with your name and reason, and each employee affected is told why.`,
  correctionEarliest: (from: number) => `Earliest changed place: ${from}`,
  correctionChangeCount: (changes: number, through: number) =>
    `${changes} ${changes === 1 ? 'award changes' : 'awards change'} among the ${through} turns processed.`,
  correctionHeadings: ['Place', 'Employee', 'Before', 'After'] as readonly string[],
  correctionPage: (page: number, pages: number) => `Page ${page} of ${pages}`,
  correctionPrevious: 'Previous',
  correctionNext: 'Next',
  correctionApplied: (from: number, changes: number, event: number) =>
    `Applied: bid again from place ${from}; ${changes} ${changes === 1 ? 'award' : 'awards'} changed (ledger event ${event}).`,
  correctionAnother: 'Another correction',
  /** An award row in words, as the preview and the employee's notification show it. */
  correctionWords: {
    given: (item: string, choice: number | null) => (choice === null ? item : `${item} (choice ${choice})`),
    SKIPPED: 'Skipped',
    UNPLACED: 'Nothing left to give',
    none: 'No award',
  },
  /** The line an employee's corrected award carries (its time is the award's). */
  correctedBy: (reason: string) => `Corrected by the pick office, because ${sentenceEnd(reason)}`,
  correctionPackageId:
    "Give the package's id: a package of the round's pick in the agency's data (packages.csv) that the round does not offer.",
  correctionPackageLabel: 'Package id (imported, not yet offered by the round)',
  correctionPackageNotWork: 'Only a work round offers packages: this round is not one.',
  correctionPackageNoSuch: (id: number) =>
    `Package ${id} is not in this pick's data: the agency imports it first (packages.csv).`,
  correctionPackageInRound: (code: string) => `Package ${code} is offered by this round already.`,
  correctionPackageAdded: (code: string) => `Package ${code} joins the round from its first turn.`,
  correctionPackageNoChange: (next: number) =>
    `No award processed so far changes (no list in force at a processed turn named it): it is offered from place ${next} on.`,
  correctionPackageConfirm: (code: string) =>
    `Add package ${code} to the round? No award changes; the turns to come may pick it. The ledger records it with your name and reason.`,
  correctionPackageApplied: (code: string, event: number) =>
    `Applied: package ${code} is part of the round (ledger event ${event}).`,
  // Dated corrections (docs/adr/0033-dated-corrections.md): once the picked work is in force.
  correctionEffectiveFrom: 'Give the date from which the corrected awards apply, YYYY-MM-DD.',
  correctionEffectiveFromLabel: 'The corrected awards apply from',
  correctionEffectiveFromNote: (effective: string, expiration: string) =>
    `The picked work of this pick is in force (${isoToDisplayDate(effective)} to ${isoToDisplayDate(expiration)}): the corrected awards apply from a date you give, from today on; before it the awards as they were stand.`,
  correctionEffectiveFromRelief:
    'Of vacation relief, a bid whose first week starts before the date has begun: it stays with the one who holds it, and only the bids not yet begun are bid again.',
  correctionEffectiveFromNeeded: (effective: string) =>
    `The picked work of this pick is in force since ${isoToDisplayDate(effective)}: give the date from which the corrected awards apply.`,
  correctionEffectiveFromNotInForce: (effective: string) =>
    `The picked work of this pick is not in force before ${isoToDisplayDate(effective)}: the corrected awards apply from then, so give no date.`,
  correctionEffectiveFromPast: (today: string) =>
    `The corrected awards cannot apply from a day already past: give ${isoToDisplayDate(today)} or later.`,
  correctionEffectiveFromAfterPick: (expiration: string) =>
    `The picked work of this pick ends on ${isoToDisplayDate(expiration)}: give a date on or before it.`,
  correctionEffectiveFromBeforeEarlier: (earlier: string) =>
    `An earlier correction of this round applies from ${isoToDisplayDate(earlier)}: give that date or a later one.`,
  correctionEffectiveFromIs: (date: string) => `The corrected awards apply from ${isoToDisplayDate(date)}.`,
  correctedFrom: (date: string) =>
    `The corrected award applies from ${isoToDisplayDate(date)}; before it your award as it was stands.`,
  correctedFromRelief: (date: string) =>
    `The corrected award applies from ${isoToDisplayDate(date)}; relief you began before it stays yours.`,
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

const passId = z
  .string({ error: PICK_OFFICE_TEXTS.passId })
  .trim()
  .regex(/^\d{1,12}$/, { error: PICK_OFFICE_TEXTS.passId })
  .describe('The employee, by pass id.');
const requestId = z
  .uuid({ error: PICK_OFFICE_TEXTS.requestId })
  .describe('Made once per change and sent again on a retry: a retry answers the first result.');
const baseVersion = z
  .number({ error: PICK_OFFICE_TEXTS.baseVersion })
  .int({ error: PICK_OFFICE_TEXTS.baseVersion })
  .min(0, { error: PICK_OFFICE_TEXTS.baseVersion })
  .max(100_000, { error: PICK_OFFICE_TEXTS.baseVersion })
  .describe('The list version the clerk was shown (0: none): refused when a newer one was saved meanwhile.');
const items = z
  .array(idOf(PICK_OFFICE_TEXTS.itemId, 'A package, vacation week or holiday, by its id.'))
  .max(PREFERENCE_LIST_MAX, { error: PICK_OFFICE_TEXTS.tooMany });

export const officeEmployeeRequest = request({ passId });
export const officeEmployeeElements = z.object({
  employee: z.object({
    PASS_ID: z.string().describe('Pass id.'),
    NAME: z.string().describe('First and last name.'),
    DEPOT_CODE: z.string().describe('Depot or terminal of their group.'),
    GROUP_NAME: z.string().describe('Their pick group.'),
    PICK_DESCRIPTION: z.string().describe('The pick in words.'),
  }),
  rounds: z
    .array(
      z.object({
        ROUND_ID: z.number().int().describe('The round.'),
        KIND: z.enum(['WORK', 'VACATION', 'HOLIDAY', 'VR']).describe('What it picks.'),
        STATUS: z.enum(ROUND_STATUSES).describe("Against the server's now."),
        CLOSES_AT: instant('When it closes'),
        RANK: z.number().int().describe('Their place in the round.'),
        TURN_AT: instant('Their turn'),
        TURN_STATUS: z
          .enum(['TO_COME', 'PROCESSED', 'SKIPPED'])
          .describe('TO_COME, PROCESSED, or SKIPPED (may bid around).'),
        CAN_ENTER: z
          .boolean()
          .describe('The round is open and the turn to come: a list may be entered or the employee marked absent.'),
        CAN_LATE_PICK: z.boolean().describe('Skipped while the round is open: a bid-around pick may be recorded.'),
        LIST: savedListSchema.nullable().describe('Their latest list version; null when none was saved.'),
        AWARD: awardSchema.nullable().describe('After the turn: what they got and why.'),
        OFFERED: z
          .array(
            z.object({
              ITEM_ID: z.number().int().describe('The item.'),
              LABEL: z.string().describe('In words.'),
              OPEN: z.boolean().describe('A place is open now.'),
            }),
          )
          .describe('The items of the round open to their group and population, in board order.'),
      }),
    )
    .describe('The rounds of the open pick they have a turn in.'),
});

export const officeSaveListRequest = request({
  passId,
  roundId,
  requestId,
  baseVersion,
  items: items.describe(
    `The whole ranked list, best first, at most ${PREFERENCE_LIST_MAX}, under the employee's own rules; it becomes the next version, recorded as taken by phone. An empty list deletes.`,
  ),
});
export const officeSaveListElements = z.object({ list: savedListSchema.describe('The version saved.') });

export const officeMarkAbsentRequest = request({
  passId,
  roundId,
  requestId,
  baseVersion,
  reason: z
    .string({ error: PICK_OFFICE_TEXTS.reason })
    .trim()
    .min(3, { error: PICK_OFFICE_TEXTS.reason })
    .max(200, { error: PICK_OFFICE_TEXTS.reason })
    .describe('Why, as the employee and the ledger read it.'),
});
export const officeMarkAbsentElements = z.object({
  list: savedListSchema.describe('The empty version that records the absence: the turn is skipped.'),
});

export const officeLatePickRequest = request({
  passId,
  roundId,
  requestId,
  items: items
    .min(1, { error: PICK_OFFICE_TEXTS.pickItems })
    .describe('What they ask for, best first: the first still open is given.'),
});
export const officeLatePickElements = z.object({
  award: awardSchema.describe('What was given, and that the office entered it.'),
});

/** A person as the pick sheet posts them: "J. Rivera" (the seniority number beside it). */
export function postedName(p: { firstName: string; lastName: string }): string {
  return `${p.firstName.slice(0, 1)}. ${p.lastName}`;
}

/** A column of a results file, as docs/data-formats.md documents it (the files and the document read these). */
export interface ResultColumn {
  name: string;
  type: string;
  example: string;
  about: string;
}

/** The pick sheet as CSV (docs/data-formats.md#pick-sheet): one line per turn and award row, in seniority order. */
export const PICK_SHEET_COLUMNS: readonly ResultColumn[] = [
  {
    name: 'rank',
    type: 'integer ≥ 1',
    example: '112',
    about: 'The turn: place in the round, 1 first (seniority order).',
  },
  { name: 'seniority_number', type: 'integer', example: '112', about: 'As the pick sheet posts it ("#112").' },
  { name: 'pass_id', type: 'pass id', example: '012345', about: '' },
  {
    name: 'name',
    type: 'text',
    example: 'J. Rivera',
    about: 'As the pick sheet posts it: first initial and last name.',
  },
  {
    name: 'award',
    type: 'text',
    example: 'Package FB-0412',
    about: 'What the turn holds, in words; empty when skipped or to come.',
  },
  {
    name: 'choice',
    type: 'text',
    example: 'Choice 3',
    about:
      '`Choice N` (the place in the list that won), `Forced`, `Extra board`, `Skipped`, `Picked after a skip`, `No award` or `To come`.',
  },
  {
    name: 'outcome',
    type: 'one of `AWARDED`, `FORCED`, `EXTRA_BOARD`, `SKIPPED`, `NO_AWARD`, `TO_COME`',
    example: 'AWARDED',
    about: 'The same, for a program to read.',
  },
  {
    name: 'awarded_at',
    type: 'instant',
    example: '2026-12-07T14:05:00.000Z',
    about: 'When the turn was processed; empty when to come.',
  },
];

/** The awards export for the scheduling system (docs/data-formats.md#awards-export): one line per item held. */
export const AWARDS_EXPORT_COLUMNS: readonly ResultColumn[] = [
  { name: 'pass_id', type: 'pass id', example: '012345', about: 'Who holds it.' },
  { name: 'round', type: 'integer', example: '41', about: "The pick round's id (pick-rounds.csv by pick and kind)." },
  { name: 'pick', type: 'text', example: 'DOB-2027-01', about: "The pick's code (pick-periods.csv)." },
  {
    name: 'item_code',
    type: 'text',
    example: 'FB-0412',
    about: "The package's code; a vacation week's first day; a holiday's date; a relief bid's job.",
  },
  {
    name: 'kind',
    type: 'one of `PACKAGE`, `VACATION_WEEK`, `HOLIDAY`, `VR_BID`',
    example: 'PACKAGE',
    about: 'What is held.',
  },
  {
    name: 'effective_from',
    type: 'date',
    example: '2027-01-04',
    about:
      "First day it holds: a package the pick's effective date (or the date a correction once the work was in force gave it from), a week its first day, a holiday its day.",
  },
  { name: 'effective_to', type: 'date', example: '2027-06-26', about: 'Last day it holds.' },
  {
    name: 'choice',
    type: 'integer ≥ 1',
    example: '3',
    about: 'The place in the list that won; empty when forced, extra board or a pick after a skip.',
  },
  {
    name: 'reason',
    type: 'one of `CHOICE`, `FORCED`, `EXTRA_BOARD`, `LATE_PICK`',
    example: 'CHOICE',
    about:
      'Why it is held: a choice of the list at the turn, forced or put on the extra board at the close, picked from what was left after a skip.',
  },
];

/** The files of a round's results (docs/pick.md#results). */
export const RESULT_FILES = ['PICK_SHEET_CSV', 'PICK_SHEET_PDF', 'AWARDS_EXPORT'] as const;
export type ResultFile = (typeof RESULT_FILES)[number];

export const officeResultsRequest = request({});
export const officeResultsElements = z.object({
  groups: z
    .array(
      groupElements.omit({ PUBLIC_MONITOR: true }).extend({
        WORK_FROM: z.string().describe("The pick's effective date, YYYY-MM-DD: its picked work is in force from it."),
        WORK_TO: z.string().describe("The pick's expiration date, YYYY-MM-DD."),
        WORK_IN_FORCE: z
          .enum(['Y', 'N'])
          .describe("Whether the pick's work is in force today: its rounds are corrected from a date (effectiveFrom)."),
        rounds: z
          .array(
            z.object({
              ROUND_ID: z.number().int().describe('The round.'),
              KIND: z.enum(['WORK', 'VACATION', 'HOLIDAY', 'VR']).describe('What it picks.'),
              STATUS: z.enum(['UPCOMING', 'OPEN', 'CLOSED']).describe("Against the server's now."),
              TURNS: count('Turns of the group in the round.'),
              AWARDS: count('Award rows of the group in the round (items held; skips not counted).'),
            }),
          )
          .describe("The pick's rounds in order, those the group has turns in."),
      }),
    )
    .describe(
      'The groups the caller runs of every pick whose work is in force or to come, latest pick first: a clerk their own, a supervisor all.',
    ),
});

export const officeResultFileRequest = request({
  groupId,
  roundId,
  file: z.enum(RESULT_FILES, { error: PICK_OFFICE_TEXTS.resultFile }).describe(RESULT_FILES.join(', ')),
});
export const officeResultFileElements = z.object({
  fileName: z.string().describe('e.g. "FB-WORK-pick-sheet.csv".'),
  contentType: z.string().describe('text/csv; charset=utf-8 or application/pdf.'),
  base64: z.string().describe('The file, base64 (formats: docs/data-formats.md#pick-sheet and #awards-export).'),
});

const passIdField = z
  .string({ error: PICK_OFFICE_TEXTS.findQuery })
  .regex(/^\d{1,12}$/, { error: 'Pass id must be digits only (up to 12).' })
  .describe('Pass id.');

export const officeFindEmployeesRequest = request({
  query: z
    .string({ error: PICK_OFFICE_TEXTS.findQuery })
    .trim()
    .min(2, { error: PICK_OFFICE_TEXTS.findQuery })
    .max(40, { error: PICK_OFFICE_TEXTS.findQuery })
    .describe('A pass id (digits: its beginning) or the beginning of a last name.'),
});
export const officeFindEmployeesElements = z.object({
  employees: z
    .array(
      z.object({
        PASS_ID: z.string().describe('Pass id.'),
        NAME: z.string().describe('First and last name.'),
        DEPARTMENT: z.string().describe('DOB or RTO.'),
        DEPOT_CODE: z.string().describe('Depot or terminal, empty when none.'),
        HAS_PASSWORD: z
          .enum(['Y', 'N'])
          .describe('Whether the account has a password (a reset then, else an enrolment).'),
        LEFT_ON: z.string().describe('When they left, YYYY-MM-DD; empty while employed.'),
      }),
    )
    .describe('At most 20, by last name then pass id.'),
});

export const officeEnrolmentCodeRequest = request({
  passId: passIdField,
  reset: z
    .boolean()
    .describe('True for a reset (the account has a password): its sessions, password and second factor end.'),
});
export const officeEnrolmentCodeElements = z.object({
  PASS_ID: z.string().describe('The employee.'),
  NAME: z.string().describe('First and last name.'),
  CODE: z.string().describe('The one-time code, XXXX-XXXX-XXXX; shown once, kept only as a hash.'),
  EXPIRES_AT: instant('When the code stops working'),
  LINK: z.string().describe('The enrolment link: the app screen with pass id and code filled in.'),
  RESET: z.enum(['Y', 'N']).describe('Whether it was a reset.'),
});

export const CORRECTION_KINDS = ['RESTORE_LIST', 'MOVE_TO', 'ADD_PACKAGE'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];
/** Award changes a preview answers a page: a group of 2,000 is read a page at a time. */
export const CORRECTION_PAGE = 100;

const correctionFields = {
  roundId,
  kind: z.enum(CORRECTION_KINDS, { error: PICK_OFFICE_TEXTS.correctionKind }).describe(CORRECTION_KINDS.join(', ')),
  passId: z
    .string({ error: PICK_OFFICE_TEXTS.correctionPassId })
    .trim()
    .regex(/^\d{1,12}$/, { error: PICK_OFFICE_TEXTS.correctionPassId })
    .optional()
    .describe('RESTORE_LIST, MOVE_TO: the employee the correction is about.'),
  items: z
    .array(idOf(PICK_OFFICE_TEXTS.correctionItems, 'An item of the round, by its id.'), {
      error: PICK_OFFICE_TEXTS.correctionItems,
    })
    .max(PREFERENCE_LIST_MAX, { error: PICK_OFFICE_TEXTS.correctionItems })
    .optional()
    .describe('RESTORE_LIST: the list that was lost, best first (at least one item).'),
  rank: z
    .number({ error: PICK_OFFICE_TEXTS.correctionRank })
    .int({ error: PICK_OFFICE_TEXTS.correctionRank })
    .min(1, { error: PICK_OFFICE_TEXTS.correctionRank })
    .max(1_000_000, { error: PICK_OFFICE_TEXTS.correctionRank })
    .optional()
    .describe('MOVE_TO: the right place in the round (1 first), among the turns processed.'),
  packageId: idOf(PICK_OFFICE_TEXTS.correctionPackageId, "ADD_PACKAGE: the package's id in the agency's data.")
    .optional()
    .describe("ADD_PACKAGE: the package's id in the agency's data, of the round's pick and not offered by the round."),
  effectiveFrom: dateField(PICK_OFFICE_TEXTS.correctionEffectiveFrom)
    .optional()
    .describe(
      "From when the corrected awards apply, YYYY-MM-DD: required once the pick's work is in force (today to its expiration, not before an earlier correction's date of the round); refused before.",
    ),
  reason: z
    .string({ error: PICK_OFFICE_TEXTS.correctionReason })
    .trim()
    .min(3, { error: PICK_OFFICE_TEXTS.correctionReason })
    .max(300, { error: PICK_OFFICE_TEXTS.correctionReason })
    .describe('Why, as the ledger and the employees affected read it.'),
};

/** A correction needs what its kind corrects: a restored list its employee and items, a move its employee and place, an added package its id. */
const withItsFields = <
  T extends z.ZodType<{
    kind: CorrectionKind;
    passId?: string | undefined;
    items?: number[] | undefined;
    rank?: number | undefined;
    packageId?: number | undefined;
  }>,
>(
  schema: T,
) =>
  schema
    .refine((c) => c.kind === 'ADD_PACKAGE' || c.passId !== undefined, {
      error: PICK_OFFICE_TEXTS.correctionPassId,
      path: ['passId'],
    })
    .refine((c) => c.kind !== 'ADD_PACKAGE' || c.packageId !== undefined, {
      error: PICK_OFFICE_TEXTS.correctionPackageId,
      path: ['packageId'],
    })
    .refine((c) => c.kind !== 'RESTORE_LIST' || Boolean(c.items?.length), {
      error: PICK_OFFICE_TEXTS.correctionItems,
      path: ['items'],
    })
    .refine((c) => c.kind !== 'MOVE_TO' || c.rank !== undefined, {
      error: PICK_OFFICE_TEXTS.correctionRank,
      path: ['rank'],
    });

const awardChange = z.object({
  RANK: z.number().int().describe('Place in the corrected order.'),
  PASS_ID: z.string().describe('Pass id.'),
  NAME: z.string().describe('First and last name.'),
  BEFORE: z.string().describe('What they hold now, in words.'),
  AFTER: z.string().describe('What the correction gives them, in words.'),
});

export const officeCorrectionPreviewRequest = withItsFields(
  request({
    ...correctionFields,
    page: z
      .number({ error: PICK_OFFICE_TEXTS.page })
      .int({ error: PICK_OFFICE_TEXTS.page })
      .min(1, { error: PICK_OFFICE_TEXTS.page })
      .max(100_000, { error: PICK_OFFICE_TEXTS.page })
      .optional()
      .describe(`Which page of the changes, ${CORRECTION_PAGE} a page (1 when left out).`),
  }),
);
export const officeCorrectionPreviewElements = z.object({
  FROM_RANK: z.number().int().describe('The earliest place whose award changes: the run bids again from it.'),
  THROUGH_RANK: z.number().int().describe('The turns processed: the run bids again through this place.'),
  CHANGE_COUNT: z.number().int().describe('How many awards change in all.'),
  PACKAGE_CODE: z.string().optional().describe('ADD_PACKAGE: the code of the package the round gains, as posted.'),
  EFFECTIVE_FROM: z
    .string()
    .optional()
    .describe('A round whose work is in force: the date from which the corrected awards apply, YYYY-MM-DD.'),
  DIGEST: z.string().describe('What was previewed: mta_officeCorrectionApply is refused once the round has moved on.'),
  changes: z.array(awardChange).describe('The awards that change, by place: this page of them.'),
});

export const officeCorrectionApplyRequest = withItsFields(
  request({
    ...correctionFields,
    requestId,
    digest: z
      .string({ error: PICK_OFFICE_TEXTS.correctionDigest })
      .regex(/^sha256:[0-9a-f]{64}$/, { error: PICK_OFFICE_TEXTS.correctionDigest })
      .describe('The DIGEST of the preview the supervisor approved.'),
  }),
);
export const officeCorrectionApplyElements = z.object({
  RUN_ID: z.number().int().describe('The correction’s award run.'),
  EVENT: z
    .number()
    .int()
    .describe('Its ledger event (a RUN of kind CORRECTION), naming the supervisor and the reason.'),
  FROM_RANK: z.number().int().describe('The place it bid again from.'),
  CHANGE_COUNT: z.number().int().describe('How many awards changed.'),
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
  mta_officeEmployee: {
    role: 'PICK_CLERK',
    summary:
      'An employee of a group the caller runs: each round of the open pick with their turn, current list, award and what is offered to them.',
    request: officeEmployeeRequest,
    elements: officeEmployeeElements,
  },
  mta_officeSaveList: {
    role: 'PICK_CLERK',
    summary:
      "Enters an employee's ranked list given by phone, under the employee's own rules, as a new version recording who entered it; refused after their turn or when a newer version was saved meanwhile.",
    request: officeSaveListRequest,
    elements: officeSaveListElements,
  },
  mta_officeMarkAbsent: {
    role: 'PICK_CLERK',
    summary:
      'Marks an employee absent before their turn, with a reason: an empty version recording who and why, so the turn is skipped; refused after the turn.',
    request: officeMarkAbsentRequest,
    elements: officeMarkAbsentElements,
  },
  mta_officeLatePick: {
    role: 'PICK_CLERK',
    summary:
      'Records a skipped employee’s later pick (bid-around) from what is left while the round is open: the first item asked for still open is given at once, and the award says the office entered it.',
    request: officeLatePickRequest,
    elements: officeLatePickElements,
  },
  mta_officeResults: {
    role: 'PICK_CLERK',
    summary:
      'The rounds × groups whose results the office person may download: a clerk their own groups, a supervisor all.',
    request: officeResultsRequest,
    elements: officeResultsElements,
  },
  mta_officeResultFile: {
    role: 'PICK_CLERK',
    summary:
      "A round's results for a group: the pick sheet (CSV or PDF) or the awards export for the scheduling system; a clerk only for their groups.",
    request: officeResultFileRequest,
    elements: officeResultFileElements,
  },
  mta_officeFindEmployees: {
    role: 'PICK_SUPERVISOR',
    summary: 'Finds employees by pass id or last name, with whether their account has a password (supervisor).',
    request: officeFindEmployeesRequest,
    elements: officeFindEmployeesElements,
  },
  mta_officeEnrolmentCode: {
    role: 'PICK_SUPERVISOR',
    summary:
      "Makes an employee's one-time enrolment code, or with reset ends their sessions, password and second factor first; audited (supervisor).",
    request: officeEnrolmentCodeRequest,
    elements: officeEnrolmentCodeElements,
  },
  mta_officeCorrectionPreview: {
    role: 'PICK_SUPERVISOR',
    summary:
      "A correction of an open round's setup (a lost list, a wrong seniority place, a missing package) previewed: the earliest place whose award changes and every award that would change, a page at a time; writes nothing (supervisor).",
    request: officeCorrectionPreviewRequest,
    elements: officeCorrectionPreviewElements,
  },
  mta_officeCorrectionApply: {
    role: 'PICK_SUPERVISOR',
    summary:
      'Applies a previewed correction in one transaction: an award run that bids again from the earliest changed place (the awards before it stand), recorded in the ledger with the supervisor and the reason; each employee whose award changes is told why. Refused when the round moved on since the preview (supervisor).',
    request: officeCorrectionApplyRequest,
    elements: officeCorrectionApplyElements,
  },
} as const satisfies Record<string, ServiceDef>;
