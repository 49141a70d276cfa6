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
  'ACCOUNT_RESET',
  'PICK_CORRECTED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The channels beyond the in-app list (which always has every notification but those sent by
 * e-mail only): push to each subscribed device, e-mail to the address the agency's file gives.
 */
export const NOTIFICATION_CHANNELS = ['push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Kinds told by e-mail only: the employee cannot sign in to read them (a reset ends the password). */
export const EMAIL_ONLY_KINDS: readonly NotificationKind[] = ['ACCOUNT_RESET'];

/**
 * Kinds that confirm the employee's own act: sent at once even in quiet hours. The events
 * issue's *_FILED kinds join by their name.
 */
export const isOwnActConfirmation = (kind: string) =>
  kind === 'SICK_OUT' || kind === 'SICK_IN' || kind.endsWith('_FILED');

/**
 * The screen a notification opens, by name: the app holds every path (its route table), so the
 * server names the screen and the app maps it to its path.
 */
export const NOTIFICATION_SCREENS = ['pickPreferences', 'vrPreferences', 'requestDayOff', 'sickNotifyInOut'] as const;
export type NotificationScreen = (typeof NOTIFICATION_SCREENS)[number];

/** The newest notifications one answer holds; older ones come with `beforeId`. */
export const NOTIFICATIONS_PAGE = 50;

/** A reason given in words, ended as a sentence. */
export const sentenceEnd = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

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
  pickCorrected: (after: string) => `Your award was corrected: ${after}`,
  /** `from`: the day (as shown) a correction once the work was in force applies from. */
  pickCorrectedText: (pick: string, before: string, after: string, reason: string, from?: string) =>
    `${pick}: the pick office corrected your award from ${before} to ${after}${from ? ` from ${from} on` : ''}, because ${sentenceEnd(reason)}`,
  listByOffice: 'The pick office entered your list',
  listByOfficeText: (pick: string, by: string, choices: number) =>
    `${pick}: your list was entered ${by} (${choices} ${choices === 1 ? 'choice' : 'choices'}).`,
  absentByOffice: 'The pick office marked you absent',
  absentByOfficeText: (pick: string, by: string, reason: string) =>
    `${pick}: you were marked absent ${by} (${reason}): your turn is skipped. You may pick from what is left until the round closes.`,
  accountReset: 'Your Crewline sign-in was reset',
  accountResetText: (date: string) =>
    `Your Crewline sign-in was reset by the agency on ${date}; ask your supervisor for the code to set it up again.`,
  /**
   * What a lock screen shows (a push's title): what happened, without names, packages or dates.
   * The push's body says only to open the app.
   */
  lockScreen: {
    PICK_AWARDED: 'Your pick turn was processed',
    PICK_SKIPPED: 'Your pick turn was processed',
    PICK_FORCED: 'Your pick turn was processed',
    PICK_EXTRA_BOARD: 'Your pick turn was processed',
    PICK_UNPLACED: 'Your pick turn was processed',
    VR_AWARDED: 'Your relief pick turn was processed',
    DAY_OFF_APPROVED: 'A day-off request was decided',
    DAY_OFF_WAITLISTED: 'A day-off request was decided',
    DAY_OFF_PROMOTED: 'A day-off request was decided',
    SICK_OUT: 'Your sick notice is recorded',
    SICK_IN: 'Your return to work is recorded',
    ACCOUNT_RESET: 'Your sign-in was reset',
    ROUND_OPENED: 'A pick round is open',
    TURN_REMINDER_24H: 'Your pick turn is in 24 hours',
    TURN_REMINDER_1H: 'Your pick turn is in 1 hour',
    TURNS_MOVED: 'Your pick turn moved',
    LIST_ENTERED_BY_OFFICE: 'The pick office changed your list',
    PICK_CORRECTED: 'Your pick award was corrected',
  } satisfies Record<NotificationKind, string>,
  lockScreenBody: 'Open Crewline to read it.',
  /** The e-mail's closing lines: who sent it and why. */
  emailFooter: (agency: string) =>
    `${agency} sent you this through Crewline. Choose what reaches you by e-mail on the Notifications screen.`,
  /** Preferences (the Notifications screen's section). */
  preferencesTitle: 'What reaches you, where',
  preferencesIntro: 'Every notification is listed here in the app. Choose which also come by push and by e-mail.',
  channel: { push: 'Push', email: 'E-mail' } satisfies Record<NotificationChannel, string>,
  kindName: {
    PICK_AWARDED: 'Pick awards',
    PICK_SKIPPED: 'Pick turns skipped',
    PICK_FORCED: 'Forced assignments',
    PICK_EXTRA_BOARD: 'Extra board assignments',
    PICK_UNPLACED: 'Nothing left to assign',
    VR_AWARDED: 'Relief awards',
    DAY_OFF_APPROVED: 'Days off approved',
    DAY_OFF_WAITLISTED: 'Days off waitlisted',
    DAY_OFF_PROMOTED: 'Days off approved from the waitlist',
    SICK_OUT: 'Sick notices',
    SICK_IN: 'Returns to work',
    ACCOUNT_RESET: 'Sign-in resets',
    ROUND_OPENED: 'Pick rounds opening',
    TURN_REMINDER_24H: 'Pick turn tomorrow',
    TURN_REMINDER_1H: 'Pick turn in an hour',
    TURNS_MOVED: 'Pick turns moved',
    LIST_ENTERED_BY_OFFICE: 'Lists entered by the pick office',
    PICK_CORRECTED: 'Awards corrected by the pick office',
  } satisfies Record<NotificationKind, string>,
  quietHours: 'Quiet hours',
  quietHoursHelp:
    'Push and e-mail wait until quiet hours end, except the confirmation of something you just did (a sick notice).',
  quietStart: 'From',
  quietEnd: 'Until',
  quietOff: 'No quiet hours',
  savePreferences: 'Save',
  preferencesSaved: 'Your choices are saved.',
  turnOnPush: 'Turn on notifications on this device',
  pushOn: 'Notifications reach this device.',
  pushBlocked: 'This browser blocks notifications from Crewline: allow them in its site settings.',
  pushUnavailable: 'This device cannot receive push notifications here; they are listed in the app.',
  noEmail: 'The agency has no e-mail address of yours, or sends no e-mail.',
  quietMinute: 'Quiet hours are minutes after midnight, from 0 to 1439.',
  quietSame: 'Quiet hours must start and end at different times.',
  offEntry: 'Each entry turned off names a kind and a channel (push or email).',
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

const channel = z.enum(NOTIFICATION_CHANNELS, { error: NOTIFICATION_TEXTS.offEntry }).describe('push or email.');
const minuteOfDay = z
  .number({ error: NOTIFICATION_TEXTS.quietMinute })
  .int({ error: NOTIFICATION_TEXTS.quietMinute })
  .min(0, { error: NOTIFICATION_TEXTS.quietMinute })
  .max(1439, { error: NOTIFICATION_TEXTS.quietMinute });

export const quietHoursSchema = z
  .object({
    start: minuteOfDay.describe('When quiet hours start, minutes after midnight, the agency’s time.'),
    end: minuteOfDay.describe('When they end (before start: the next morning).'),
  })
  .refine((q) => q.start !== q.end, { path: ['end'], error: NOTIFICATION_TEXTS.quietSame })
  .describe('Quiet hours, or null for none.');
export type QuietHours = z.infer<typeof quietHoursSchema>;

const offSchema = z
  .array(
    z.object({
      kind: z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_TEXTS.offEntry }).describe('The kind turned off.'),
      channel,
    }),
    { error: NOTIFICATION_TEXTS.offEntry },
  )
  .max(NOTIFICATION_KINDS.length * NOTIFICATION_CHANNELS.length, { error: NOTIFICATION_TEXTS.offEntry })
  .describe('The kind and channel pairs that do not reach the employee; every other one does.');

export const notificationPreferencesRequest = request({});

export const notificationPreferencesElements = z.object({
  off: offSchema,
  quietHours: quietHoursSchema.nullable(),
  channels: z
    .object({
      push: z.boolean().describe('The server sends push notifications (Web Push keys set).'),
      email: z.boolean().describe('The server sends e-mail and the agency’s file has the employee’s address.'),
    })
    .describe('Which channels can reach the employee at all.'),
  webPushKey: z
    .string()
    .nullable()
    .describe('The VAPID public key a browser subscribes with (applicationServerKey), base64url; null: Web Push off.'),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesElements>;

export const notificationPreferencesSaveRequest = request({
  off: offSchema,
  quietHours: quietHoursSchema.nullable(),
});

export const notificationPreferencesSaveElements = notificationPreferencesElements;

/** The in-app notification list, its read state, and what reaches the employee where. */
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
  mta_notificationPreferences: {
    role: 'employee',
    summary:
      "The signed-in employee's choices of which notifications reach them by push and e-mail, their quiet hours, " +
      'which channels can reach them, and the Web Push key a browser subscribes with.',
    request: notificationPreferencesRequest,
    elements: notificationPreferencesElements,
  },
  mta_notificationPreferencesSave: {
    role: 'employee',
    summary:
      "Saves the signed-in employee's choices (the pairs turned off, quiet hours) whole; saving the same again changes nothing.",
    request: notificationPreferencesSaveRequest,
    elements: notificationPreferencesSaveElements,
  },
} as const satisfies Record<string, ServiceDef>;
