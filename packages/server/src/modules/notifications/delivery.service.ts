import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { EMAIL_ONLY_KINDS, NOTIFICATION_TEXTS, type NotificationKind } from '@crewline/protocol';
import type { Db } from '../../db/client';
import { startPeriodic } from '../../lib/periodic';
import {
  claimDue,
  type DeliveryEnd,
  type DeliveryRow,
  finishDelivery,
  insertDeliveries,
  lockNotFannedOut,
  type MadeDelivery,
  markFannedOut,
  type NewDelivery,
  notificationsByIds,
} from './delivery.repository';
import type { MailSender } from './mail.sender';
import { mailMessage, pushMessage } from './notification-texts';
import { emailOf, emailsOf, preferencesOf } from './preferences.repository';
import { isTurnedOff, quietOfRow } from './preferences.service';
import { hasPush, type PushChannels, pushDevicesOf, sendPush } from './push.dispatch';
import { sendableAt } from './quiet-hours';

/**
 * Delivery of notifications beyond the app (docs/deploying.md#notifications-by-push-and-e-mail):
 * each notification becomes one delivery row per channel and device (fan-out), and workers
 * send them and record how it went. On PostgreSQL pg-boss runs both steps as jobs
 * (delivery.jobs.ts, ADR 28). On the embedded database the server does, here: rows are claimed
 * with FOR UPDATE SKIP LOCKED and a time limit, so each is sent by one worker; a worker that
 * dies leaves its claim to run out and another takes the row again.
 */

/** Push (Web Push, FCM, APNs: push.dispatch.ts) and e-mail, each only when this process has it. */
export interface DeliveryChannels extends PushChannels {
  email?: MailSender;
}

export interface DeliveryOptions {
  db: Db;
  now: () => Date;
  timeZone: string;
  channels: DeliveryChannels;
  /** Attempts before a delivery is given up (status failed). */
  maxAttempts: number;
  /** This worker's name in claims (default: host, process and a random part). */
  worker?: string;
  /** How long a claim holds (ms): past it, another worker may take the row. */
  leaseMs?: number;
  batch?: number;
}

export interface DeliveryRun {
  sent: number;
  retried: number;
  failed: number;
  dropped: number;
}

/** The wait before attempt n + 1 after n failed: 30 s doubling, at most an hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export const workerName = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** What a fan-out made: its delivery rows, handed on in its transaction (PostgreSQL: their jobs). */
export type FannedOut = (tx: Db, made: MadeDelivery[], now: Date) => Promise<void>;

/**
 * Makes the deliveries of notifications not yet fanned out (those of `only.ids` when given),
 * for the channels this process has: push to every live subscription a sender here reaches,
 * e-mail to the address the agency's file gives; none for a kind the employee turned off on that
 * channel; due after their quiet hours unless the kind confirms their own act. Answers how many
 * notifications it took.
 */
export async function fanOut(
  opts: DeliveryOptions,
  only?: { ids: readonly number[]; handOn: FannedOut },
): Promise<number> {
  const { db, channels, timeZone } = opts;
  return db.transaction(async (tx) => {
    const rows = await lockNotFannedOut(tx, only?.ids.length ?? opts.batch ?? 200, only?.ids);
    if (rows.length === 0) return 0;
    const passIds = [...new Set(rows.map((r) => r.passId))];
    const prefs = new Map((await preferencesOf(tx, passIds)).map((p) => [p.passId, p]));
    const targets = hasPush(channels) ? await pushDevicesOf(tx, passIds, channels) : [];
    const emails = channels.email ? await emailsOf(tx, passIds) : new Map<string, string | null>();
    const now = opts.now();
    const deliveries: NewDelivery[] = [];
    for (const n of rows) {
      const pref = prefs.get(n.passId);
      const emailOnly = EMAIL_ONLY_KINDS.includes(n.kind as NotificationKind);
      const due = sendableAt(n.kind, now, quietOfRow(pref), timeZone);
      const pending = { notificationId: n.id, status: 'pending', nextAttemptAt: due };
      if (!emailOnly && hasPush(channels) && !isTurnedOff(pref, n.kind, 'push')) {
        for (const t of targets.filter((t) => t.passId === n.passId))
          deliveries.push({ ...pending, channel: 'push', target: t.deviceId });
      }
      // A reset is told however the employee chose: it is about the account's safety.
      if (channels.email && emails.get(n.passId) && (emailOnly || !isTurnedOff(pref, n.kind, 'email')))
        deliveries.push({ ...pending, channel: 'email', target: '' });
    }
    const made = await insertDeliveries(tx, deliveries);
    await markFannedOut(
      tx,
      rows.map((r) => r.id),
      now,
    );
    await only?.handOn(tx, made, now);
    return rows.length;
  });
}

type Told = { passId: string; kind: string; data: unknown };

/** One try at a claimed delivery; `d.attempts` counts this one. */
export async function attempt(opts: DeliveryOptions, d: DeliveryRow, n: Told): Promise<DeliveryEnd> {
  const { db, channels } = opts;
  const retry = (error: string): DeliveryEnd =>
    d.attempts >= opts.maxAttempts
      ? { status: 'failed', lastError: error }
      : { status: 'pending', lastError: error, nextAttemptAt: new Date(opts.now().getTime() + backoffMs(d.attempts)) };
  if (d.channel === 'push') {
    // The delivery's own topic: a push sent again replaces the first at the push service.
    const outcome = await sendPush(
      db,
      channels,
      { passId: n.passId, deviceId: d.target },
      pushMessage(d.notificationId, n.kind, n.data, opts.timeZone),
      `n${d.id}`,
    );
    if (outcome === undefined) return { status: 'dropped', lastError: 'no subscription' };
    if (outcome.ok) return { status: 'sent', lastError: null };
    if (outcome.gone) return { status: 'dropped', lastError: outcome.error };
    return outcome.final ? { status: 'failed', lastError: outcome.error } : retry(outcome.error);
  }
  const to = channels.email ? await emailOf(db, n.passId) : null;
  if (!channels.email || to === null) return { status: 'dropped', lastError: 'no address' };
  const { subject, text } = mailMessage(n.kind, n.data, opts.timeZone);
  const outcome = await channels.email({ to, subject, text, messageId: `<notification-${d.id}@crewline>` });
  if (outcome.ok) return { status: 'sent', lastError: null };
  return outcome.final ? { status: 'failed', lastError: outcome.error } : retry(outcome.error);
}

/** One run: fan out what is new, then send every due delivery this worker can claim. */
export async function deliverNotifications(opts: DeliveryOptions): Promise<DeliveryRun> {
  const worker = opts.worker ?? workerName();
  const run: DeliveryRun = { sent: 0, retried: 0, failed: 0, dropped: 0 };
  while ((await fanOut(opts)) > 0) {}
  for (;;) {
    const now = opts.now();
    const claimed = await claimDue(
      opts.db,
      worker,
      now,
      new Date(now.getTime() + (opts.leaseMs ?? 60_000)),
      opts.batch ?? 50,
    );
    if (claimed.length === 0) return run;
    const told = new Map(
      (await notificationsByIds(opts.db, [...new Set(claimed.map((d) => d.notificationId))])).map((n) => [n.id, n]),
    );
    for (const d of claimed) {
      const n = told.get(d.notificationId);
      const end: DeliveryEnd = n ? await attempt(opts, d, n) : { status: 'dropped', lastError: 'notification gone' };
      await finishDelivery(opts.db, d.id, worker, opts.now(), end);
      if (end.status === 'sent') run.sent++;
      else if (end.status === 'pending') run.retried++;
      else if (end.status === 'failed') run.failed++;
      else run.dropped++;
    }
  }
}

/**
 * Runs delivery now and then every `intervalMs` in this process, like the pick turns'
 * scheduler (main.ts). Returns a stop that waits for a run under way.
 */
export function startNotificationDelivery(
  options: DeliveryOptions & {
    intervalMs: number;
    onRun?: (run: DeliveryRun) => void;
    onError?: (err: unknown) => void;
  },
): () => Promise<void> {
  const worker = options.worker ?? workerName();
  return startPeriodic({
    intervalMs: options.intervalMs,
    run: async () => {
      const run = await deliverNotifications({ ...options, worker });
      if (run.sent + run.retried + run.failed + run.dropped > 0) options.onRun?.(run);
    },
    onError: options.onError,
  });
}

/** The footer every notification e-mail ends with. */
export const emailFooter = NOTIFICATION_TEXTS.emailFooter;
