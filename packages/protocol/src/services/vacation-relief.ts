import { z } from 'zod';
import { dateField } from '../date-range';
import { request } from '../envelope';
import { PREFERENCE_LIST_MAX } from '../pick-texts';
import type { ServiceDef } from '../service-def';
import {
  awardSchema,
  PICK_REQUEST_TEXTS,
  pickProjectionElements,
  ROUND_STATUSES,
  savedListSchema,
  savePreferencesElements,
  TURN_STATUSES,
} from './pick-preferences';
import { idOf, instant, isoDate, minutes } from './schema-parts';

/**
 * Vacation relief (docs/product.md#vr-preferences,
 * docs/pick.md#vacation-relief): RTO staff of class HR rank the open bids — the work of an employee on
 * vacation, over all of their consecutive weeks — and the pick engine awards them in seniority order.
 */

export const VR_TEXTS = {
  weekStart: 'Choose a relief week by the date of its Sunday, YYYY-MM-DD, from mta_vrWeeks.',
  bidId: 'Each bid is a bid id, a whole number from mta_vrOpenBids.',
  noRound: 'There is no vacation relief bidding open to you.',
} as const;

const requestId = z
  .uuid({ error: PICK_REQUEST_TEXTS.requestId })
  .describe('Chosen by the app once per change and sent again on a retry: a retry answers the first result.');

export const vrRoundSchema = z.object({
  roundId: z.number().int().describe('The relief round of the pick.'),
  description: z.string().describe('The pick whose vacations are relieved, e.g. "Spring 2027 Subway General Pick".'),
  opensAt: instant('When bidding opens'),
  closesAt: instant('When bidding closes'),
  status: z.enum(ROUND_STATUSES).describe("UPCOMING, OPEN or CLOSED against the server's now."),
  rank: z.number().int().min(1).describe("The employee's place in the relief round's seniority order, 1 first."),
  participants: z.number().int().describe('Relief staff with a turn in the round.'),
  turnAt: instant("The employee's turn: the bids saved by then are the ones used"),
  turnStatus: z.enum(TURN_STATUSES).describe('WAITING until the turn is processed, then PROCESSED.'),
  canEdit: z.boolean().describe('true while the round is open and the turn has not come: the bids may be saved.'),
});
export type VrRound = z.infer<typeof vrRoundSchema>;

export const vrWeeksRequest = request({});
export const vrWeeksElements = z.object({
  round: vrRoundSchema.nullable().describe('The relief round the employee bids in; null when there is none.'),
  weeks: z
    .array(
      z.object({
        weekStart: isoDate('The Sunday the week starts'),
        bids: z.number().int().describe('Bids that cover the week.'),
        open: z.number().int().describe('Of them, not yet awarded.'),
      }),
    )
    .describe('Every week with relief work to bid for, in order.'),
});

export const VR_BID_STATUSES = ['OPEN', 'TAKEN'] as const;

export const vrBidSchema = z.object({
  bidId: z.number().int().describe('Send it in mta_vrSetPreferences.'),
  label: z.string().describe('The bid in words, as lists and awards name it.'),
  firstWeek: isoDate('The Sunday of its first week'),
  weeks: z.number().int().min(1).describe('Consecutive weeks it takes: the whole vacation is covered by one person.'),
  lastDay: isoDate('Its last day (the Saturday of its last week)'),
  covering: z.string().describe('Whose vacation it covers, e.g. "R. Okafor, Train Operator".'),
  job: z.object({
    code: z.string().describe('The crew job as posted.'),
    line: z.string().describe('The line, e.g. "A".'),
    workDays: z.array(z.number().int().min(0).max(6)).describe('Days of the week worked, Sunday = 0.'),
    reportMinutes: minutes('Report for duty'),
    startMinutes: minutes('Start of work'),
    endMinutes: minutes('End of work'),
    paidMinutes: z.number().int().min(0).describe('Paid time of a working day, in minutes.'),
  }),
  status: z.enum(VR_BID_STATUSES).describe('OPEN, or TAKEN once awarded.'),
  takenBy: z.string().nullable().describe('Who was awarded it, as the pick sheet posts it: "#3 J. Rivera".'),
});
export type VrBid = z.infer<typeof vrBidSchema>;

export const vrOpenBidsRequest = request({
  weekStart: dateField(VR_TEXTS.weekStart).describe(
    'The week (its Sunday, YYYY-MM-DD, from mta_vrWeeks): the bids that cover it.',
  ),
});
export const vrOpenBidsElements = z.object({
  bids: z.array(vrBidSchema).describe('By first week, then job.'),
});

export const vrCurrentPreferencesRequest = request({});
export const vrCurrentPreferencesElements = z.object({
  roundId: z.number().int().nullable().describe('The relief round; null when there is none.'),
  list: savedListSchema.nullable().describe('The latest saved version of my ranked bids; null when none was saved.'),
  bids: z.array(vrBidSchema).describe('The bids of the list, in its order.'),
  projection: pickProjectionElements
    .nullable()
    .describe('What each bid of the list is projected to be at my turn; null when no list or after the turn.'),
  award: awardSchema.nullable().describe('After my turn: the relief I was given and why; null before.'),
});

export const vrSetPreferencesRequest = request({
  requestId,
  items: z
    .array(idOf(VR_TEXTS.bidId, 'A bid, by its id from mta_vrOpenBids.'))
    .max(PREFERENCE_LIST_MAX, { error: PICK_REQUEST_TEXTS.tooMany })
    .describe(
      `Every bid I want, best first, at most ${PREFERENCE_LIST_MAX}: it becomes the next version (the app ranks them week by week). At my turn I get each bid in order whose weeks I do not hold yet. An empty list deletes.`,
    ),
});

/** Vacation relief (RTO class HR). The reads come before the write: the mock generator calls them in this order. */
export const vrPickedJobsRequest = request({});
export const vrPickedJobsElements = z.object({
  jobs: z
    .array(
      z.object({
        pick: z.string().describe('The pick whose vacations were relieved.'),
        choice: z.number().int().nullable().describe('Its place in my ranked bids; null when picked after the turn.'),
        bid: vrBidSchema.describe('The relief work: whose vacation, the job, its days and times, its weeks.'),
      }),
    )
    .describe('The relief work the employee was awarded, by first week.'),
});

export const VACATION_RELIEF_SERVICES = {
  mta_vrPickedJobs: {
    role: 'RTO',
    summary: 'The vacation relief work the employee was awarded, week by week, with the covered job’s days and times.',
    request: vrPickedJobsRequest,
    elements: vrPickedJobsElements,
  },
  mta_vrWeeks: {
    role: 'RTO_HR',
    summary:
      'The relief round the employee bids in (window, place, turn) and each week with relief work: how many bids cover it and how many are still open.',
    request: vrWeeksRequest,
    elements: vrWeeksElements,
  },
  mta_vrOpenBids: {
    role: 'RTO_HR',
    summary:
      "The relief bids of one week of the employee's round: whose vacation, which job with its days and times, and who took it once awarded.",
    request: vrOpenBidsRequest,
    elements: vrOpenBidsElements,
  },
  mta_vrCurrentPreferences: {
    role: 'RTO_HR',
    summary:
      "The employee's ranked relief bids as last saved, what each is projected to be at their turn, and after the turn what they were given and why.",
    request: vrCurrentPreferencesRequest,
    elements: vrCurrentPreferencesElements,
  },
  mta_vrSetPreferences: {
    role: 'RTO_HR',
    summary:
      'Saves the ranked relief bids as a new version (nothing is overwritten), until the turn; after a skipped turn, while the round is open, gives the first bid still open at once. A retry with the same requestId answers the first result.',
    request: vrSetPreferencesRequest,
    elements: savePreferencesElements,
  },
} as const satisfies Record<string, ServiceDef>;
