import { z } from 'zod';
import { request } from '../envelope';
import type { ServiceDef } from '../service-def';
import { idOf, instant } from './schema-parts';

/** What happened, one kind per event an employee is told of (docs/product.md#notifications). */
export const NOTIFICATION_KINDS = [
  'PICK_AWARDED',
  'PICK_SKIPPED',
  'PICK_FORCED',
  'PICK_EXTRA_BOARD',
  'PICK_UNPLACED',
  'VR_AWARDED',
  'DAY_OFF_APPROVED',
  'DAY_OFF_WAITLISTED',
  'DAY_OFF_PROMOTED',
  'SICK_OUT',
  'SICK_IN',
  'ROUND_OPENED',
  'TURN_REMINDER_24H',
  'TURN_REMINDER_1H',
  'TURNS_MOVED',
  'LIST_ENTERED_BY_OFFICE',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The screen a notification opens, by name: the app holds every path (its route table), so the
 * server names the screen and the app maps it to its path.
 */
export const NOTIFICATION_SCREENS = ['pickPreferences', 'vrPreferences', 'requestDayOff', 'sickNotifyInOut'] as const;
export type NotificationScreen = (typeof NOTIFICATION_SCREENS)[number];

/** The newest notifications one answer holds; older ones come with `beforeId`. */
export const NOTIFICATIONS_PAGE = 50;

/** A title names the first item given and counts the rest: the text names them all. */
const itemsInShort = (items: readonly string[]) =>
  items.length > 1 ? `${items[0]} and ${items.length - 1} more` : (items[0] ?? '');

/** What the employee reads: each kind's title and text, the screen's words and refusals. */
export const NOTIFICATION_TEXTS = {
  screenTitle: 'Notifications',
  bellLabel: (unread: number) => `Notifications, ${unread} unread`,
  markAllRead: 'Mark all read',
  unread: 'Unread',
  emptyTitle: 'No notifications',
  empty: 'Pick turns, awards, day-off decisions and sick notices you record will be listed here.',
  loadFailed: 'Your notifications could not be loaded.',
  more: 'Show older',
  notificationId: 'The notification id must be a whole number from 1.',
  beforeId: 'The id to list before must be a whole number from 1.',
  readWhich: 'Name one notification (id) or all of them (all: true).',
  all: 'all must be true when given.',
  notFound: 'That notification is not one of yours.',
  /** The pick: `lines` are the pick's own sentences for the award (what was given, why not higher choices). */
  pickAwarded: (items: readonly string[]) => `Awarded: ${itemsInShort(items)}`,
  pickSkipped: 'Your pick turn was skipped',
  pickForced: (items: readonly string[]) => `Assigned by forcing: ${itemsInShort(items)}`,
  pickExtraBoard: 'Assigned to the extra board',
  pickUnplaced: 'Nothing left to assign',
  vrAwarded: (items: readonly string[]) => `Relief awarded: ${itemsInShort(items)}`,
  pickText: (pick: string, lines: readonly string[]) => `${pick}: ${lines.join(' ')}`,
  pickUntil: (closes: string) => `The round closes ${closes}.`,
  dayOffApproved: 'Day off approved',
  dayOffApprovedText: (date: string, bank: string) => `Your day off on ${date} is approved, charged to ${bank}.`,
  dayOffWaitlisted: 'Day off waitlisted',
  dayOffWaitlistedText: (date: string) =>
    `No slot is free on ${date}: your request is on the waitlist and is approved if one frees up.`,
  dayOffPromoted: 'Day off approved from the waitlist',
  dayOffPromotedText: (date: string, bank: string) =>
    `A slot freed up: your day off on ${date} is approved, charged to ${bank}.`,
  sickOut: 'Your sick notice is recorded',
  sickOutText: (at: string) => `You are out sick from ${at}.`,
  sickIn: 'Your return is recorded',
  sickInText: (at: string) => `You are back at work from ${at}.`,
  roundOpened: (round: string) => `Pick round open: ${round}`,
  roundOpenedText: (pick: string, turn: string, closes: string) =>
    `${pick}: the round is open. Your turn is ${turn}; save your list before it. The round closes ${closes}.`,
  turnReminder24h: 'Your pick turn is in 24 hours',
  turnReminder1h: 'Your pick turn is in 1 hour',
  turnReminderText: (pick: string, turn: string, outlook: string) => `${pick}: your turn is ${turn}. ${outlook}`,
  /** "Projected: your 3rd choice, FB-FT123; at least your 9th." */
  projected: (choice: string, item: string, floor: string | null) =>
    `Projected: your ${choice} choice, ${item}${floor ? `; at least your ${floor}` : ''}.`,
  projectedNone: 'Projected: none of your choices is still open at your turn; add more to your list.',
  noList: 'You have no list: without one your turn is skipped. Save one before your turn.',
  turnsMoved: 'Your pick turn moved',
  turnsMovedText: (pick: string, turn: string) => `${pick}: your pick turn moved to ${turn}.`,
  listByOffice: 'The pick office entered your list',
  listByOfficeText: (pick: string, by: string, choices: number) =>
    `${pick}: your list was entered ${by} (${choices} ${choices === 1 ? 'choice' : 'choices'}).`,
  absentByOffice: 'The pick office marked you absent',
  absentByOfficeText: (pick: string, by: string, reason: string) =>
    `${pick}: you were marked absent ${by} (${reason}): your turn is skipped. You may pick from what is left until the round closes.`,
} as const;

export const notificationsRequest = request({
  beforeId: idOf(
    NOTIFICATION_TEXTS.beforeId,
    'Lists the notifications older than this one (the next page).',
  ).optional(),
});

export const notificationSchema = z.object({
  id: z.number().int().describe('The notification, as mta_notificationsRead names it.'),
  kind: z.enum(NOTIFICATION_KINDS).describe(`What happened: ${NOTIFICATION_KINDS.join(', ')}.`),
  title: z.string().describe('One line saying what happened.'),
  text: z.string().describe('The whole story, in sentences.'),
  at: instant('When it happened'),
  read: z.boolean().describe('Whether the employee has read it (on any device).'),
  opens: z
    .enum(NOTIFICATION_SCREENS)
    .describe(`The screen it is about, which it opens: ${NOTIFICATION_SCREENS.join(', ')}.`),
});

export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationsElements = z.object({
  unread: z.number().int().describe('How many of all the employee’s notifications are unread.'),
  notifications: z
    .array(notificationSchema)
    .describe(`Newest first, at most ${NOTIFICATIONS_PAGE}: the newest, or those before beforeId.`),
  more: z.boolean().describe('Older notifications exist: ask again with beforeId the last id shown.'),
});

export type Notifications = z.infer<typeof notificationsElements>;

export const notificationsReadRequest = request({
  id: idOf(NOTIFICATION_TEXTS.notificationId, 'The notification read.').optional(),
  all: z.literal(true, { error: NOTIFICATION_TEXTS.all }).optional().describe('Every notification read.'),
}).refine((value) => (value.id === undefined) !== (value.all === undefined), {
  path: ['id'],
  error: NOTIFICATION_TEXTS.readWhich,
});

export const notificationsReadElements = z.object({
  unread: z.number().int().describe('How many are unread now.'),
});

/** The in-app notification list and its read state. */
export const NOTIFICATION_SERVICES = {
  mta_notifications: {
    role: 'employee',
    summary: "The signed-in employee's notifications, newest first, a page at a time, with how many are unread.",
    request: notificationsRequest,
    elements: notificationsElements,
  },
  mta_notificationsRead: {
    role: 'employee',
    summary:
      'Marks one of the signed-in employee’s notifications, or all of them, read. Reading one already read changes nothing.',
    request: notificationsReadRequest,
    elements: notificationsReadElements,
  },
} as const satisfies Record<string, ServiceDef>;
