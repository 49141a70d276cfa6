import { z } from 'zod';
import { request } from '../envelope';
import type { ServiceDef } from '../service-def';
import { instant } from './schema-parts';

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
  // Results (docs/pick.md#results): the pick sheet and the awards export.
  results: 'Results',
  noResults: 'No pick of your groups has work in force or to come.',
  resultsLoadFailed: 'The results could not be loaded.',
  resultsNote:
    'The pick sheet lists every turn of the group in seniority order with what it was awarded; the awards export is the file for the scheduling system (docs/data-formats.md).',
  noSuchRound: 'This round is not a round of the group’s pick.',
  roundId: 'Choose a round by its number.',
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
  findEmployee: 'Pass id or last name',
  findQuery: 'Type a pass id or at least two letters of a last name.',
  find: 'Find',
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
  noSuchEmployee: 'No employee has this pass id.',
  employeeLeft: 'This employee has left: a former employee cannot be enrolled.',
  hasPasswordUseReset: 'This employee has a password already: make a reset code instead.',
  resetConfirmed: 'Reset',
  cancel: 'Cancel',
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
    about: "First day it holds: a package the pick's effective date, a week its first day, a holiday its day.",
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

const roundId = z
  .number({ error: PICK_OFFICE_TEXTS.roundId })
  .int({ error: PICK_OFFICE_TEXTS.roundId })
  .positive({ error: PICK_OFFICE_TEXTS.roundId })
  .max(2_147_483_647, { error: PICK_OFFICE_TEXTS.roundId })
  .describe('The round (its id in mta_officeResults).');

export const officeResultsRequest = request({});
export const officeResultsElements = z.object({
  groups: z
    .array(
      groupElements.omit({ PUBLIC_MONITOR: true }).extend({
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
} as const satisfies Record<string, ServiceDef>;
