import { z } from 'zod';
import { request } from '../envelope';
import { PREFERENCE_LIST_MAX } from '../pick-texts';
import type { ServiceDef } from '../service-def';
import { awardSchema, ROUND_STATUSES, savedListSchema } from './pick-preferences';
import { idOf, instant } from './schema-parts';

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
  // Phone-in lists, skips and bid-around (issue 51 items 3 and 4).
  passId: 'Give the pass id of the employee: digits only.',
  roundId: 'Choose a round by its id, a whole number from mta_officeEmployee.',
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
  turnProcessed: "This employee's turn in this round has been processed: their list can no longer be changed.",
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
  saved: (version: number) => `Saved as version ${version}.`,
  markedAbsent: 'Marked absent: the turn will be skipped.',
  picked: (item: string) => `Picked: ${item}.`,
  turnAt: (at: string) => `Turn ${at}`,
  turnStatuses: { TO_COME: 'Turn to come', PROCESSED: 'Turn processed', SKIPPED: 'Skipped' } as Readonly<
    Record<string, string>
  >,
  /** The award line a bid-around pick carries. */
  latePickBy: (by: string) => `Picked after the turn from what was left, entered ${by}.`,
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

const passId = z
  .string({ error: PICK_OFFICE_TEXTS.passId })
  .trim()
  .regex(/^\d{1,12}$/, { error: PICK_OFFICE_TEXTS.passId })
  .describe('The employee, by pass id.');
const roundId = idOf(PICK_OFFICE_TEXTS.roundId, 'The round, from mta_officeEmployee.');
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
} as const satisfies Record<string, ServiceDef>;
