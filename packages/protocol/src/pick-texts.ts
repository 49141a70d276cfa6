import { isoToHeaderDate } from './dates';

/** The longest ranked list an employee may save in a round (PICK.md "How a round runs"). */
export const PREFERENCE_LIST_MAX = 40;

/** How an item of a list is named in the messages about it. */
export const PICK_ITEM_LABELS = {
  package: (code: string) => `Package ${code}`,
  vacationWeek: (weekStart: string) => `The week of ${isoToHeaderDate(weekStart)}`,
  holiday: (name: string, date: string) => `${name} (${isoToHeaderDate(date)})`,
  vrBid: (firstWeek: string, weeks: number) =>
    `The relief bid from ${isoToHeaderDate(firstWeek)} (${weeks} ${weeks === 1 ? 'week' : 'weeks'})`,
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
} as const;
