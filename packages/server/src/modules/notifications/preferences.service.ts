import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  type QuietHours,
  type ServiceElements,
} from '@crewline/protocol';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { emailOf, type PreferencesRow, preferencesOf, savePreferences } from './preferences.repository';

/**
 * An employee's choices (docs/product.md#notifications): which kinds reach them by push and by
 * e-mail, and quiet hours. By default every kind goes to every channel they have.
 */

export type OffPair = { kind: NotificationKind; channel: NotificationChannel };

const pairKey = (p: OffPair) => `${p.kind}:${p.channel}`;

/** The stored pairs as the wire has them, in the order of the kinds and channels (stable answers). */
function offPairs(off: readonly string[]): OffPair[] {
  const stored = new Set(off);
  return NOTIFICATION_KINDS.flatMap((kind) =>
    NOTIFICATION_CHANNELS.filter((channel) => stored.has(pairKey({ kind, channel }))).map((channel) => ({
      kind,
      channel,
    })),
  );
}

/** The quiet hours of a row, or none. */
export function quietOfRow(row: PreferencesRow | undefined): QuietHours | null {
  return row && row.quietStart !== null && row.quietEnd !== null ? { start: row.quietStart, end: row.quietEnd } : null;
}

/** Whether the employee turned `kind` off on `channel`. */
export const isTurnedOff = (row: PreferencesRow | undefined, kind: string, channel: NotificationChannel) =>
  row?.off.includes(`${kind}:${channel}`) ?? false;

/**
 * The employee's quiet hours (agency local time), for whoever schedules reminders before them
 * (the pick turn reminders); null when none.
 */
export async function quietHoursOf(db: Db, passId: string): Promise<QuietHours | null> {
  const [row] = await preferencesOf(db, [passId]);
  return quietOfRow(row);
}

async function answer(db: Db, config: Config, passId: string): Promise<NotificationPreferences> {
  const [row] = await preferencesOf(db, [passId]);
  const email = config.notify.smtpUrl !== undefined && (await emailOf(db, passId)) !== null;
  return {
    off: offPairs(row?.off ?? []),
    quietHours: quietOfRow(row),
    channels: { push: true, email },
    webPushKey: config.notify.vapid.publicKey,
  };
}

/** mta_notificationPreferences: my choices, the channels that can reach me, the Web Push key. */
export async function notificationPreferences({
  db,
  session,
  config,
}: SignedInContext): Promise<ServiceElements<'mta_notificationPreferences'>> {
  return answer(db, config, session.passId);
}

/** mta_notificationPreferencesSave: my choices, whole; the same again changes nothing. */
export async function notificationPreferencesSave(
  { db, session, now, config }: SignedInContext,
  input: InputOf<'mta_notificationPreferencesSave'>,
): Promise<ServiceElements<'mta_notificationPreferencesSave'>> {
  await savePreferences(db, {
    passId: session.passId,
    off: [...new Set(input.off.map(pairKey))].sort(),
    quietStart: input.quietHours?.start ?? null,
    quietEnd: input.quietHours?.end ?? null,
    updatedAt: now,
  });
  return answer(db, config, session.passId);
}
