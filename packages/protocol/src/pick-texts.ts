import { PACKAGE_CODE_SEARCH_MAX, PACKAGE_PAGE_MAX, WEEK_MINUTES } from './constants';
import { isoToDisplayDate } from './dates';
import { START_BAND_LABELS } from './start-bands';

/** The longest ranked list an employee may save in a round (docs/pick.md#lists). */
export const PREFERENCE_LIST_MAX = 40;

/** How an item of a list is named in the messages about it. */
export const PICK_ITEM_LABELS = {
  package: (code: string) => `Package ${code}`,
  vacationWeek: (weekStart: string) => `The week of ${isoToDisplayDate(weekStart)}`,
  holiday: (name: string, date: string) => `${name} (${isoToDisplayDate(date)})`,
  vrBid: (job: string, firstWeek: string, weeks: number) =>
    `Relief on job ${job} from ${isoToDisplayDate(firstWeek)} (${weeks} ${weeks === 1 ? 'week' : 'weeks'})`,
} as const;

/** Why a list cannot be saved or deleted, in the employee's words. */
export const PREFERENCE_TEXTS = {
  tooMany: `A list holds at most ${PREFERENCE_LIST_MAX} choices. Remove some before saving.`,
  duplicate: (label: string) => `${label} is in your list more than once.`,
  unknownItem: (id: number) => `Choice ${id} is not offered in this pick round.`,
  notEligible: (label: string) => `${label} is not open to you: it belongs to another group or population.`,
  restricted: (label: string) => `${label} is restricted: it cannot be picked.`,
  taken: (label: string) => `${label} has already been taken by a more senior employee.`,
  roundUnknown: 'This pick round does not exist.',
  notOpenYet: 'This pick round is not open yet: lists can be saved once it opens.',
  roundClosed: 'This pick round is closed: lists can no longer be changed.',
  notInRound: 'You are not in this pick round.',
  turnPassed: 'Your turn in this round has come: your list can no longer be changed.',
  /** A late pick (after a skipped turn) found nothing in the list it could give. */
  nothingLeft: 'None of these can still be picked: each has been taken, or is not open to you.',
  allHeld: 'You already hold all you may pick in this round.',
  /** Someone saved a version after the one the change was based on. */
  newerVersion: (version: number) =>
    `A newer version of this list was saved meanwhile (version ${version}): look at it again before changing it.`,
} as const;

/** What the employee reads under a list the pick office entered for them. */
export function listEnteredByText(
  version: number,
  channel: 'PHONE' | 'ABSENT',
  by: string,
  note: string | null,
): string {
  if (channel === 'ABSENT')
    return `You were marked absent ${by}${note ? ` (${note})` : ''}: version ${version} of your list is empty.`;
  return `Version ${version} of your list was entered ${by}.`;
}

/** How the pick office took a list on the employee's behalf. */
export const OFFICE_LIST_CHANNELS = ['PHONE', 'ABSENT'] as const;
export type OfficeListChannel = (typeof OFFICE_LIST_CHANNELS)[number];

/** Who entered a list for the employee, in words: "by phone, clerk 900001". */
export function enteredByText(channel: OfficeListChannel, passId: string, role: string | null): string {
  const who = `${role === 'PICK_SUPERVISOR' ? 'supervisor' : 'clerk'} ${passId}`;
  return channel === 'PHONE' ? `by phone, ${who}` : `by the pick office, ${who}`;
}

/** 1st, 2nd, 3rd, 4th, …, 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** Where a choice of the employee's list stands before their turn, in words (mta_pickProjection). */
export const CHOICE_TEXTS = {
  taken: (rank: number) => `Taken by seniority #${rank}.`,
  full: 'Full: every place has been taken.',
  projectedTaken: (rank: number, choice: number | undefined) =>
    choice === undefined
      ? `Projected to go to seniority #${rank}.`
      : `Projected to go to seniority #${rank} (their ${ordinal(choice)} choice).`,
  atRisk: (free: number) =>
    `Open now, but seniors without a list could still take it (${free} ${free === 1 ? 'pick' : 'picks'} left to them).`,
  safe: 'Safe: more places are left at your turn than the seniors without a list could take.',
  restricted: 'A restricted week: it cannot be picked.',
  ineligible: 'Not open to your group and population.',
  conflict: 'It overlaps a week or date you already hold.',
  reserved: 'Kept to cover the weeks still owed to others (forcing).',
  entitlementUsed: 'You already hold all you are entitled to.',
} as const;

/** The pick board's words: its refusals (the same for an unknown id and another's), names and empty states. */
export const PICK_BOARD_TEXTS = {
  groupId: 'Choose a pick group by its id, a whole number from mta_pickGroups.',
  populationId: 'Choose a population by its id, a whole number from mta_populations.',
  packageId: 'Choose a package by its id, a whole number from mta_assignmentPackages.',
  jobId: 'Choose a run by its id, a whole number from mta_packageAssignments.',
  search: `Search by part of a package code (at most ${PACKAGE_CODE_SEARCH_MAX} characters), by route, days off and start band as mta_searchListsOfValues lists them, by kind, and by weekly paid minutes (0 to ${WEEK_MINUTES}).`,
  page: `Ask for rows from offset (a whole number from 0) and at most limit of them (1 to ${PACKAGE_PAGE_MAX}).`,
  holidayDate: 'Choose a holiday by its date, YYYY-MM-DD, from mta_holidays.',
  notAHoliday: 'There is no holiday of your pick on this date.',
  notYourGroup: 'You do not pick in this group. Choose one of your pick groups.',
  notYourPopulation: 'You do not pick in this population. Choose one of your populations.',
  notYourPackage: 'This package is not offered to you. Choose one from your populations.',
  notYourRun: 'This run is not in a package offered to you.',
  noPickTitle: 'No pick in progress',
  noPick: 'The pick board opens here when you take part in a pick.',
  /** Under noPick for those who bid on vacation relief, which has no board. */
  reliefBids: 'Vacation relief has no board: you bid on it in VR Preferences.',
  openReliefBids: 'Open VR Preferences',
  /** A board page opened without what it shows: chosen on the page before, and forgotten on a reload. */
  chooseFirstTitle: 'Nothing chosen yet',
  chooseFirst: (what: 'pick group' | 'population' | 'package' | 'run of a package') =>
    `Choose a ${what} on the pick board first.`,
  openBoard: 'Open the Pick Board',
  startBands: START_BAND_LABELS,
  kinds: { REGULAR: 'Regular', EXTRA_BOARD: 'Extra board', PART_TIME: 'Part time' },
  projectedFull: 'Projected to be full by your turn.',
  closed: 'Closed',
  open: 'Open',
  /** A choice's or an open item's standing, as its label says it. */
  statuses: {
    TAKEN: 'Taken',
    PROJECTED_TAKEN: 'Projected taken',
    AT_RISK: 'At risk',
    SAFE: 'Safe',
    UNAVAILABLE: 'Unavailable',
  },
  restricted: 'Restricted',
} as const;

/** A holder as the pick sheet posts them at the depot: "#112 J. Rivera" (their place in the round, initial, surname). */
export function pickSheetName(rank: number, firstName: string, lastName: string): string {
  return `#${rank} ${firstName.slice(0, 1)}. ${lastName}`;
}
