import { z } from 'zod';
import { request } from '../envelope';
import { receiptSchema } from '../pick-ledger';
import { OFFICE_LIST_CHANNELS, PREFERENCE_LIST_MAX } from '../pick-texts';
import type { ServiceDef } from '../service-def';
import { idOf, instant, isoDate } from './schema-parts';

/** The rounds a bus operator keeps a ranked list for (docs/product.md#route-list: pick preferences are DOB only). */
export const PREFERENCE_ROUND_KINDS = ['WORK', 'VACATION', 'HOLIDAY'] as const;
export type PreferenceRoundKind = (typeof PREFERENCE_ROUND_KINDS)[number];

export const ROUND_STATUSES = ['UPCOMING', 'OPEN', 'CLOSED'] as const;
export const TURN_STATUSES = ['WAITING', 'PROCESSED'] as const;
export const AWARD_OUTCOMES = ['AWARDED', 'SKIPPED', 'FORCED', 'EXTRA_BOARD', 'UNPLACED'] as const;
/** Where a choice of my list stands (docs/pick.md#the-projection). */
export const CHOICE_STATUSES = ['TAKEN', 'PROJECTED_TAKEN', 'AT_RISK', 'SAFE', 'UNAVAILABLE'] as const;
export type ChoiceStatus = (typeof CHOICE_STATUSES)[number];

/** Why a request about a list is refused before it reaches the pick: the words of the envelope's error. */
export const PICK_REQUEST_TEXTS = {
  roundId: 'Choose a pick round by its id, a whole number from mta_pickPreferencesInit.',
  requestId: 'Send a request id: a UUID the app makes once per change and sends again on a retry.',
  itemId: 'Each choice is an item id, a whole number from the pick board.',
  tooMany: `A list holds at most ${PREFERENCE_LIST_MAX} choices. Remove some before saving.`,
  turnProcessed: 'Your turn in this round has been processed: your award is in your pick preferences.',
} as const;

const roundId = idOf(
  PICK_REQUEST_TEXTS.roundId,
  'The round, from mta_pickPreferencesInit; the employee must have a turn in it.',
);
const requestId = z
  .uuid({ error: PICK_REQUEST_TEXTS.requestId })
  .describe('Chosen by the app once per change and sent again on a retry: a retry answers the first result.');

export const listItemSchema = z.object({
  rank: z.number().int().min(1).describe('Position in the list, 1 the most wanted.'),
  itemId: z.number().int().describe('The package, vacation week or holiday, by its id on the pick board.'),
  label: z.string().describe('The item in words, e.g. "Package FB-FT118" or "The week of 04-Jul-27".'),
});
export type ListItem = z.infer<typeof listItemSchema>;

export const savedListSchema = z.object({
  version: z.number().int().min(1).describe('Versions count up from 1 with every save and delete; none is changed.'),
  savedAt: instant('When this version was saved'),
  items: z.array(listItemSchema).describe('The ranked choices, best first; empty after a delete.'),
  receipt: receiptSchema
    .nullable()
    .describe(
      "The ledger's receipt for this version: its event, and once a checkpoint covers it, its inclusion proof (null only for a version saved before the ledger had receipts).",
    ),
  enteredBy: z
    .object({
      passId: z.string().describe('The office person who entered it.'),
      channel: z.enum(OFFICE_LIST_CHANNELS).describe('PHONE (a list given by phone) or ABSENT (marked absent).'),
      text: z.string().describe('Who and how, in words: "by phone, clerk 900001".'),
      note: z.string().nullable().describe('ABSENT: the reason given.'),
    })
    .nullable()
    .describe("Entered by the pick office on the employee's behalf; null when the employee saved it."),
});
export type SavedList = z.infer<typeof savedListSchema>;

export const awardSchema = z.object({
  outcome: z
    .enum(AWARD_OUTCOMES)
    .describe(
      'AWARDED (from the list, or picked after the turn), SKIPPED (no list, or it ran out), FORCED (a vacation week given at the close), EXTRA_BOARD (the work round closed without a package), UNPLACED (nothing was left).',
    ),
  items: z
    .array(z.object({ itemId: z.number().int(), label: z.string(), choice: z.number().int().nullable() }))
    .describe('What was given, with its position in the list (null when forced, extra board or picked late).'),
  explanation: z
    .string()
    .describe(
      'The award in words, a sentence a line, with why each higher choice was not given, e.g. "… went to seniority #112."',
    ),
  awardedAt: instant('When the turn was processed'),
  receipts: z
    .array(receiptSchema)
    .describe(
      "One per award row: the run's ledger event, its proof, and the row's proof against the run's awards root.",
    ),
});
export type PickAward = z.infer<typeof awardSchema>;

export const preferenceRoundSchema = z.object({
  roundId: z.number().int().describe('Send it to the other pick-preference services.'),
  kind: z.enum(PREFERENCE_ROUND_KINDS).describe('What is picked: WORK (packages), VACATION (weeks), HOLIDAY.'),
  seq: z.number().int().describe('Order within the pick, 1 first.'),
  opensAt: instant('When the round opens'),
  closesAt: instant('When it closes: after it, no list can change and the close assigns what is left'),
  status: z.enum(ROUND_STATUSES).describe("UPCOMING, OPEN or CLOSED against the server's now."),
  rank: z.number().int().min(1).describe("The employee's place in the round's seniority order, 1 first."),
  participants: z.number().int().describe('Employees with a turn in the round.'),
  turnAt: instant("The employee's turn: the list saved by then is the one used"),
  turnStatus: z.enum(TURN_STATUSES).describe('WAITING until the turn is processed, then PROCESSED (see award).'),
  canEdit: z.boolean().describe('true while the round is open and the turn has not come: the list may be saved.'),
  list: savedListSchema.nullable().describe("The employee's latest list version; null when none was ever saved."),
  award: awardSchema.nullable().describe('After the turn: what the employee got and why; null before.'),
});
export type PreferenceRound = z.infer<typeof preferenceRoundSchema>;

export const pickPreferencesInitRequest = request({});
export const pickPreferencesInitElements = z.object({
  pick: z
    .object({
      pickPeriodId: z.number().int(),
      description: z.string().describe('e.g. "Winter 2027 Bus Operator General Pick".'),
      effectiveDate: isoDate('First day the picked work is in force'),
      expirationDate: isoDate('Last day the picked work is in force'),
      rounds: z.array(preferenceRoundSchema).describe('The rounds the employee has a turn in, in order.'),
    })
    .nullable()
    .describe('The pick in progress the employee takes part in; null when there is none.'),
});

export const closedPackagesRequest = request({ roundId });
export const closedPackagesElements = z.object({
  packages: z
    .array(
      z.object({
        packageId: z.number().int(),
        code: z.string().describe('As posted, e.g. "FB-FT118".'),
        takenBy: z.string().describe('Who took it, as the pick sheet posts it: "#112 J. Rivera".'),
        seniorityRank: z.number().int().describe("The holder's place in the round's seniority order."),
        takenAt: instant('When it was awarded'),
      }),
    )
    .describe("The packages of the employee's populations already awarded in the round, by package code."),
});

export const savePreferencesRequest = request({
  roundId,
  requestId,
  items: z
    .array(idOf(PICK_REQUEST_TEXTS.itemId, 'A package, vacation week or holiday, by its id on the pick board.'))
    .max(PREFERENCE_LIST_MAX, { error: PICK_REQUEST_TEXTS.tooMany })
    .describe(
      `The whole ranked list, best first, at most ${PREFERENCE_LIST_MAX}: it becomes the next version. Every item must be offered in the round to the employee's group and population, once, and not taken (a choice taken since it was in the latest version may stay: it is passed over at the turn); otherwise nothing is saved. An empty list deletes.`,
    ),
});
export const savePreferencesElements = z.object({
  list: savedListSchema
    .nullable()
    .describe('The version saved; null for a late pick (nothing is saved: the pick is made at once).'),
  latePick: awardSchema
    .nullable()
    .describe(
      'After a skipped turn, while the round is open: the first item of the list still open to the employee, given at once (outcome AWARDED, choice null); null for a save before the turn.',
    ),
});

export const deleteUserPreferencesRequest = request({ roundId, requestId });
export const deleteUserPreferencesElements = z.object({
  list: savedListSchema
    .nullable()
    .describe('The empty version that records the delete; null when no list had ever been saved.'),
});

export const choiceProjectionSchema = z.object({
  choice: z.number().int().min(1),
  itemId: z.number().int(),
  label: z.string(),
  status: z
    .enum(CHOICE_STATUSES)
    .describe(
      'TAKEN (awarded already), PROJECTED_TAKEN (a senior with a saved list is projected to take it), AT_RISK (seniors without a list could still take it), SAFE (more places left at the turn than those seniors could take), UNAVAILABLE (restricted, not open to the employee, overlapping, or kept for forcing).',
    ),
  reason: z.string().describe('The status in words, e.g. "Projected to go to seniority #33 (their 1st choice)."'),
  slotsNow: z.number().int().describe('Places open now.'),
  slotsAtTurn: z.number().int().describe("Places projected open at the employee's turn."),
});

export const pickProjectionRequest = request({ roundId });
export const pickProjectionElements = z.object({
  asOf: instant('When the lists were read: a senior may still change theirs until their turn'),
  rank: z.number().int().describe("The employee's place in the round."),
  projectedChoice: z
    .number()
    .int()
    .nullable()
    .describe('The choice the employee is projected to get; null when none of the list is projected open.'),
  guaranteedChoice: z
    .number()
    .int()
    .nullable()
    .describe('The employee gets this choice or a better one whatever the seniors without a list do; null if none.'),
  seniors: z.object({
    total: z.number().int().describe('Seniors of the employee in the group.'),
    processed: z.number().int().describe('Of them, whose turn has been processed.'),
    withList: z.number().int().describe('Of those still to pick, with a saved list.'),
    withoutList: z.number().int().describe('Of those still to pick, without one.'),
  }),
  choices: z.array(choiceProjectionSchema).describe("The employee's saved list, choice by choice."),
});

/**
 * Pick preferences (DOB): the employee's ranked lists for the pick in progress, and what they
 * are projected to get. The reads come before the writes: the mock generator calls them in this order.
 */
export const PICK_PREFERENCE_SERVICES = {
  mta_pickPreferencesInit: {
    role: 'DOB',
    summary:
      "The pick in progress the signed-in bus operator takes part in: each round's window, their place and turn time, their latest ranked list, and after the turn their award with its explanation.",
    request: pickPreferencesInitRequest,
    elements: pickPreferencesInitElements,
  },
  mta_pickProjection: {
    role: 'DOB',
    summary:
      "What will be left at the employee's turn: each choice of their list taken, projected taken, at risk or safe, the choice they are projected to get and the one they are guaranteed at least.",
    request: pickProjectionRequest,
    elements: pickProjectionElements,
  },
  mta_closedPackages: {
    role: 'DOB',
    summary: "The packages of the employee's populations already awarded in a work round, with who took them.",
    request: closedPackagesRequest,
    elements: closedPackagesElements,
  },
  mta_savePreferences: {
    role: 'DOB',
    summary:
      "Saves the ranked list for a round as a new version (nothing is overwritten), until the employee's turn; after a skipped turn, while the round is open, picks the first item of the list still open at once (a late pick). A retry with the same requestId answers the first result.",
    request: savePreferencesRequest,
    elements: savePreferencesElements,
  },
  mta_deleteUserPreferences: {
    role: 'DOB',
    summary:
      "Deletes the employee's list for a round: an empty version is saved, the earlier ones are kept in the ledger.",
    request: deleteUserPreferencesRequest,
    elements: deleteUserPreferencesElements,
  },
} as const satisfies Record<string, ServiceDef>;
